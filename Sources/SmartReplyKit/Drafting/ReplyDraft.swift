/// A full reply to an email, made from a chosen short suggestion.
public struct ReplyDraft: Sendable, Hashable, Codable {
  /// The subject line.
  public var subject: String
  /// The body, greeting to sign-off.
  public var body: String
  /// Display names of the To: recipients.
  public var to: [String]
  /// Display names of the CC/BCC recipients.
  public var cc: [String]
  /// The language written in (`"en"`, `"ja"`).
  public var language: String
  /// How the draft was made (e.g. why a fallback was used).
  public var notes: [String]

  /// Creates a draft.
  public init(subject: String, body: String, to: [String], cc: [String], language: String, notes: [String] = []) {
    self.subject = subject
    self.body = body
    self.to = to
    self.cc = cc
    self.language = language
    self.notes = notes
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
