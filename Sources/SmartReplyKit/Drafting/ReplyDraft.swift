import SmartReplyModel

/// A full reply to an email, made from a chosen short suggestion.
///
/// Encodes as `{"subject", "body", "to", "cc", "language", "notes"}`, what `smartreply draft
/// --json` prints and `POST /v1/drafts` answers.
public struct ReplyDraft: Sendable, Hashable, Encodable {
  /// The subject line.
  public var subject: String
  /// The body, greeting to sign-off.
  public var body: String
  /// Display names of the To: recipients.
  public var to: [String]
  /// Display names of the CC/BCC recipients.
  public var cc: [String]
  /// The language written in.
  public var language: Language
  /// Who wrote the body: the language model, or the built-in drafter (and why, when it stood in).
  public var source: Source

  /// Creates a draft.
  public init(
    subject: String, body: String, to: [String], cc: [String], language: Language,
    source: Source = .builtIn(fallbackReason: nil)
  ) {
    self.subject = subject
    self.body = body
    self.to = to
    self.cc = cc
    self.language = language
    self.source = source
  }

  /// How the draft was made, in words (``Source/note``).
  public var notes: [String] { [source.note] }

  private enum CodingKeys: String, CodingKey {
    case subject, body, to, cc, language, notes
  }

  /// Encodes the wire object, with `notes` in place of the source.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(subject, forKey: .subject)
    try container.encode(body, forKey: .body)
    try container.encode(to, forKey: .to)
    try container.encode(cc, forKey: .cc)
    try container.encode(language, forKey: .language)
    try container.encode(notes, forKey: .notes)
  }
}

/// Turns a mail context and a chosen short reply into a full reply (UIKit leaves this to the
/// app's own model).
public protocol ReplyDrafter: Sendable {
  /// The draft for `suggestion` as the reply to `context`'s newest email.
  func draft(for context: MailConversationContext, reply suggestion: SmartReplySuggestion) async throws -> ReplyDraft
}

/// Why no draft could be made.
public enum DraftingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The context has errors; see the diagnostics.
  case invalidContext([Diagnostic])
  /// The thread should get no reply text (junk or promotional mail), with the reason.
  case noDraft(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidContext(let diagnostics):
      "the context has errors: "
        + diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue) at \($0.path)" }.joined(
          separator: "; ")
    case .noDraft(let reason): "no draft: \(reason)"
    }
  }
}
