import Foundation

/// One message of ML Kit's smart-reply input (`{text, timestamp, userID, isLocalUser}`, timestamp
/// in milliseconds since 1970), so apps moving from ML Kit can send what they already build.
public struct MLKitTextMessage: Sendable, Hashable, Codable {
  /// The message text.
  public var text: String
  /// Milliseconds since 1970.
  public var timestamp: Double
  /// The sender's id (for the local user, any id).
  public var userID: String
  /// Whether the device's user sent it.
  public var isLocalUser: Bool

  /// Creates a message.
  public init(text: String, timestamp: Double, userID: String, isLocalUser: Bool) {
    self.text = text
    self.timestamp = timestamp
    self.userID = userID
    self.isLocalUser = isLocalUser
  }

  /// The identifier the converted context uses for the local user.
  public static let localUserIdentifier = "local-user"

  /// Converts ML Kit's list to a message context: every remote user gets a name (their id), the
  /// reply goes to whoever wrote the newest remote message.
  public static func context(from messages: [MLKitTextMessage]) throws(ContextDecodingError)
    -> MessageConversationContext
  {
    var context = MessageConversationContext(threadIdentifier: "mlkit-conversation")
    context.selfIdentifiers = [localUserIdentifier]
    context.participantNameByIdentifier[localUserIdentifier] = PersonNameComponents(givenName: "Me")
    for (index, message) in messages.enumerated() {
      // Years 0001 to 9999, the dates the wire format can write; read to the millisecond.
      guard message.timestamp.isFinite, (-62_135_596_800_000...253_402_300_799_999).contains(message.timestamp) else {
        throw .invalid("[\(index)].timestamp: expected a number of milliseconds since 1970 (years 0001 to 9999)")
      }
      let sender = message.isLocalUser ? localUserIdentifier : message.userID
      if !message.isLocalUser {
        context.participantNameByIdentifier[sender] = PersonNameComponents(givenName: message.userID)
      }
      context.entries.append(
        MessageConversationContext.MessageEntry(
          text: message.text, senderIdentifier: sender,
          sentDate: Date(timeIntervalSince1970: message.timestamp.rounded() / 1_000),
          entryIdentifier: "mlkit-\(index)", wasSentBySelf: message.isLocalUser))
    }
    if let newestRemote = messages.last(where: { !$0.isLocalUser }) {
      context.responsePrimaryRecipientIdentifiers = [newestRemote.userID]
    }
    return context
  }
}
