import Foundation

/// A messaging thread (UIKit's `UIMessageConversationContext`): adds whether the thread is junk
/// and, per message, what kind of data it carries and whether this device's user sent it.
public struct MessageConversationContext: ConversationContextRepresentable {
  /// Identifies the thread for its whole life.
  public var threadIdentifier: String
  /// The messages, oldest first.
  public var entries: [MessageEntry]
  /// Names of the participants by identifier.
  public var participantNameByIdentifier: [String: PersonNameComponents]
  /// The identifiers of the person using this device.
  public var selfIdentifiers: Set<String>
  /// Who the reply being written goes to.
  public var responsePrimaryRecipientIdentifiers: Set<String>
  /// Whether the thread was filtered as junk (no suggestions are offered for it).
  public var isJunk: Bool

  /// Creates an empty message context; set its properties before asking for suggestions.
  public init(
    threadIdentifier: String = "", entries: [MessageEntry] = [],
    participantNameByIdentifier: [String: PersonNameComponents] = [:], selfIdentifiers: Set<String> = [],
    responsePrimaryRecipientIdentifiers: Set<String> = [], isJunk: Bool = false
  ) {
    self.threadIdentifier = threadIdentifier
    self.entries = entries
    self.participantNameByIdentifier = participantNameByIdentifier
    self.selfIdentifiers = selfIdentifiers
    self.responsePrimaryRecipientIdentifiers = responsePrimaryRecipientIdentifiers
    self.isJunk = isJunk
  }

  /// One message of the thread.
  public struct MessageEntry: ConversationEntryRepresentable {
    /// What a message carries.
    public enum DataKind: String, Sendable, Hashable, Codable, CaseIterable {
      /// Text.
      case text
      /// A photo, file or other attachment.
      case attachment
      /// Anything else (a sticker, a game move, a payment).
      case other
    }

    /// The message's text (for attachments, their caption or description).
    public var text: String
    /// Who sent it.
    public var senderIdentifier: String
    /// When it was sent.
    public var sentDate: Date
    /// Identifies this message uniquely within the thread; a new UUID by default.
    public var entryIdentifier: String
    /// The message this one replies to, if any.
    public var replyThreadIdentifier: String?
    /// Who the message was addressed to.
    public var primaryRecipientIdentifiers: Set<String>
    /// What the message carries.
    public var dataKind: DataKind
    /// Whether this device's user sent it (also true when the sender is in `selfIdentifiers`).
    public var wasSentBySelf: Bool

    /// Creates a message entry; every property can also be set afterwards.
    public init(
      text: String = "", senderIdentifier: String = "", sentDate: Date = Date(),
      entryIdentifier: String = UUID().uuidString, replyThreadIdentifier: String? = nil,
      primaryRecipientIdentifiers: Set<String> = [], dataKind: DataKind = .text, wasSentBySelf: Bool = false
    ) {
      self.text = text
      self.senderIdentifier = senderIdentifier
      self.sentDate = sentDate
      self.entryIdentifier = entryIdentifier
      self.replyThreadIdentifier = replyThreadIdentifier
      self.primaryRecipientIdentifiers = primaryRecipientIdentifiers
      self.dataKind = dataKind
      self.wasSentBySelf = wasSentBySelf
    }
  }
}
