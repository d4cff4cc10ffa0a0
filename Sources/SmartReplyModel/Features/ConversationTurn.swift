/// One message of a conversation as the ranking model sees it.
public struct ConversationTurn: Sendable, Hashable, Codable {
  /// The message text.
  public var text: String
  /// Whether the replying user wrote it.
  public var isSelf: Bool

  /// Creates a turn.
  public init(text: String, isSelf: Bool) {
    self.text = text
    self.isSelf = isSelf
  }

  private enum CodingKeys: String, CodingKey {
    case text
    case isSelf = "self"
  }
}
