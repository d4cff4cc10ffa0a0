extension ReplyDraft {
  /// Who wrote a draft's body.
  public enum Source: Sendable, Hashable {
    /// The language model named `model` (``LanguageModelBackend/model``).
    case languageModel(model: String)
    /// The built-in drafter; `fallbackReason` says why the language model asked first could not
    /// write it (nil when none was asked).
    case builtIn(fallbackReason: String?)

    /// Whether the built-in drafter stood in for a language model that failed.
    public var isFallback: Bool {
      if case .builtIn(fallbackReason: .some) = self { return true }
      return false
    }

    /// The source in words, as `notes` on the wire: `built-in drafter`, `written by <model>`,
    /// `language model unavailable (<reason>); used the built-in drafter`.
    public var note: String {
      switch self {
      case .languageModel(let model): "written by \(model)"
      case .builtIn(fallbackReason: nil): "built-in drafter"
      case .builtIn(fallbackReason: let reason?): "language model unavailable (\(reason)); used the built-in drafter"
      }
    }
  }
}
