/// Something the keyboard (or any input UI) can offer to insert (UIKit's `UIInputSuggestion`).
public protocol InputSuggestion: Sendable, Hashable {}

/// A short reply offered for a conversation (UIKit's `UISmartReplySuggestion`).
public struct SmartReplySuggestion: InputSuggestion, Codable {
  /// The reply text to insert, or for mail the short answer to expand into a full reply.
  public var smartReply: String

  /// Creates a suggestion.
  public init(smartReply: String) {
    self.smartReply = smartReply
  }
}
