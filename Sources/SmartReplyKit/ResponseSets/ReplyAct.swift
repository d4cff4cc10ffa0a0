import SmartReplyModel

/// The dialogue act of a reply: what it does in the conversation, whatever it means. The policy
/// reads it: a question is answered before it is asked back, thanks are never thanked back,
/// news is met with joy or sympathy.
///
/// The raw value is the name in the response-set and time-template files (`answer`).
public enum ReplyAct: String, Sendable, Hashable, Codable, CaseIterable {
  /// Hashes the case rather than its raw name (the default for raw-value enums): sets of acts are
  /// looked up for many replies in every request.
  public func hash(into hasher: inout Hasher) {
    withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }  // a case without payload is its tag
  }

  /// Answers a question, or says yes or no ("Sure, I'll be there.").
  case answer
  /// Confirms a plan ("See you then!").
  case confirm
  /// Acknowledges what was said ("Got it.").
  case acknowledge
  /// Offers to do something ("I can pick you up.").
  case offer
  /// Tells something ("I'm on my way.").
  case inform
  /// Asks back ("What time?").
  case question
  /// Asks for something ("Can you send it?").
  case request
  /// A reaction ("Nice!", "Oh no!").
  case reaction
  /// An emoji reply ("👍").
  case emoji
  /// Thanks.
  case thanks
  /// An apology.
  case apology
  /// Congratulations.
  case congrats
  /// Sympathy with a loss or a hardship.
  case sympathy
  /// A good wish ("Have fun!").
  case wish
  /// A greeting.
  case greeting
  /// A goodbye.
  case closing

  /// The act names, for messages: `answer, confirm, … or closing`.
  static var nameList: String { ListPhrasing.or(allCases.map(\.rawValue)) }
}
