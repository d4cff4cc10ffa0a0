import Foundation

/// A conversation between participants: the data Smart Reply reads to suggest replies.
///
/// Mirrors UIKit's `UIConversationContext` as a value type. For email and messaging apps use
/// ``MailConversationContext`` or ``MessageConversationContext``, which add what those apps know.
///
/// ```swift
/// var context = ConversationContext()
/// context.threadIdentifier = "thread-42"
/// context.selfIdentifiers = ["me"]
/// context.responsePrimaryRecipientIdentifiers = ["ana"]
/// context.participantNameByIdentifier = ["me": name("Ken"), "ana": name("Ana")]
/// var entry = ConversationContext.Entry()
/// entry.text = "Are you coming tonight?"
/// entry.senderIdentifier = "ana"
/// context.entries = [entry]
/// print(context.validate())
/// ```
public struct ConversationContext: ConversationContextRepresentable {
  /// Identifies the conversation for its whole life.
  public var threadIdentifier: String
  /// The messages, oldest first.
  public var entries: [Entry]
  /// Names of the participants by identifier.
  public var participantNameByIdentifier: [String: PersonNameComponents]
  /// The identifiers of the person using this device.
  public var selfIdentifiers: Set<String>
  /// Who the reply being written goes to.
  public var responsePrimaryRecipientIdentifiers: Set<String>

  /// Creates an empty context; set its properties before asking for suggestions.
  public init(
    threadIdentifier: String = "", entries: [Entry] = [],
    participantNameByIdentifier: [String: PersonNameComponents] = [:], selfIdentifiers: Set<String> = [],
    responsePrimaryRecipientIdentifiers: Set<String> = []
  ) {
    self.threadIdentifier = threadIdentifier
    self.entries = entries
    self.participantNameByIdentifier = participantNameByIdentifier
    self.selfIdentifiers = selfIdentifiers
    self.responsePrimaryRecipientIdentifiers = responsePrimaryRecipientIdentifiers
  }

  /// One message of a conversation (UIKit's `UIConversationContext.Entry`).
  public struct Entry: ConversationEntryRepresentable {
    /// The message's text.
    public var text: String
    /// Who sent it.
    public var senderIdentifier: String
    /// When it was added to the conversation.
    public var sentDate: Date
    /// Identifies this entry uniquely within the conversation; a new UUID by default.
    public var entryIdentifier: String
    /// The entry this one replies to, if any.
    public var replyThreadIdentifier: String?
    /// Who the message was addressed to.
    public var primaryRecipientIdentifiers: Set<String>

    /// Creates an entry; every property can also be set afterwards.
    public init(
      text: String = "", senderIdentifier: String = "", sentDate: Date = Date(),
      entryIdentifier: String = UUID().uuidString, replyThreadIdentifier: String? = nil,
      primaryRecipientIdentifiers: Set<String> = []
    ) {
      self.text = text
      self.senderIdentifier = senderIdentifier
      self.sentDate = sentDate
      self.entryIdentifier = entryIdentifier
      self.replyThreadIdentifier = replyThreadIdentifier
      self.primaryRecipientIdentifiers = primaryRecipientIdentifiers
    }
  }
}

extension ConversationContext.Entry {
  /// The common fields of any kind of entry.
  init(_ entry: some ConversationEntryRepresentable) {
    self.init(
      text: entry.text, senderIdentifier: entry.senderIdentifier, sentDate: entry.sentDate,
      entryIdentifier: entry.entryIdentifier, replyThreadIdentifier: entry.replyThreadIdentifier,
      primaryRecipientIdentifiers: entry.primaryRecipientIdentifiers)
  }
}
