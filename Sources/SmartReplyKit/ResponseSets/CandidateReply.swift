/// One reply a response set can suggest, with the tags the policy uses.
public struct CandidateReply: Sendable, Hashable, Codable {
  /// Whether a reply says yes, no, or neither.
  public enum Polarity: String, Sendable, Hashable, Codable, CaseIterable {
    /// Agrees, accepts, says yes.
    case positive
    /// Declines, refuses, says no.
    case negative
    /// Neither.
    case neutral
  }

  /// How formal a reply is; Japanese sets hold both, and the conversation picks one.
  public enum Register: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fits any conversation.
    case any = "-"
    /// Casual speech (タメ口).
    case casual
    /// Polite speech (です・ます).
    case polite
  }

  /// The reply text.
  public var text: String
  /// What the reply means; at most one suggestion per intent is shown.
  public var intent: ReplyIntent
  /// Yes, no or neither.
  public var polarity: Polarity
  /// The dialogue act (answer, question, thanks, greeting, emoji, sympathy, ...).
  public var act: ReplyAct
  /// The register.
  public var register: Register

  /// Creates a reply.
  public init(
    text: String, intent: ReplyIntent, polarity: Polarity = .neutral, act: ReplyAct = .answer,
    register: Register = .any
  ) {
    self.text = text
    self.intent = intent
    self.polarity = polarity
    self.act = act
    self.register = register
  }
}
