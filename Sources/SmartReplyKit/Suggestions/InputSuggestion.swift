/// Something the keyboard (or any input UI) can offer to insert (UIKit's `UIInputSuggestion`).
public protocol InputSuggestion: Sendable, Hashable {}

/// A short reply offered for a conversation (UIKit's `UISmartReplySuggestion`).
///
/// A suggestion from a response set (or a time template) carries its reply's intent, polarity
/// and act, so that a drafter knows whether it says yes or no without reading its words; one made
/// by hand from text the user typed has none of them.
public struct SmartReplySuggestion: InputSuggestion {
  /// The reply text to insert, or for mail the short answer to expand into a full reply.
  public var smartReply: String
  /// How well the reply fits the conversation (the ranking model's score; higher is better).
  public var score: Float
  /// The intent of the reply in its response set (nil when made by hand).
  public var intent: ReplyIntent?
  /// Whether the reply says yes, no or neither, as its response set records it (nil when made by hand).
  public var polarity: CandidateReply.Polarity?
  /// The reply's dialogue act in its response set (nil when made by hand).
  public var act: ReplyAct?

  /// Creates a suggestion; leave `intent`, `polarity` and `act` nil for text the user typed.
  public init(
    smartReply: String, score: Float = 0, intent: ReplyIntent? = nil, polarity: CandidateReply.Polarity? = nil,
    act: ReplyAct? = nil
  ) {
    self.smartReply = smartReply
    self.score = score
    self.intent = intent
    self.polarity = polarity
    self.act = act
  }

  /// The suggestion of a response set's `reply`, with its tags.
  init(_ reply: CandidateReply, score: Float) {
    self.init(smartReply: reply.text, score: score, intent: reply.intent, polarity: reply.polarity, act: reply.act)
  }
}
