/// Something the keyboard (or any input UI) can offer to insert (UIKit's `UIInputSuggestion`).
public protocol InputSuggestion: Sendable, Hashable {}

/// A short reply offered for a conversation (UIKit's `UISmartReplySuggestion`).
public struct SmartReplySuggestion: InputSuggestion {
  /// The reply text to insert, or for mail the short answer to expand into a full reply.
  public var smartReply: String
  /// How well the reply fits the conversation (the ranking model's score; higher is better).
  public var score: Float
  /// The intent of the reply in its response set (empty when made by hand).
  public var intent: String

  /// Creates a suggestion.
  public init(smartReply: String, score: Float = 0, intent: String = "") {
    self.smartReply = smartReply
    self.score = score
    self.intent = intent
  }
}
