import Foundation

/// An email thread (UIKit's `UIMailConversationContext`).
///
/// Adds the subject, signature and CC/BCC recipients of the reply being written, and for each
/// email its category.
public struct MailConversationContext: ConversationContextRepresentable {
  /// Identifies the thread for its whole life.
  public var threadIdentifier: String
  /// The emails, oldest first.
  public var entries: [MailEntry]
  /// Names of the participants by identifier.
  public var participantNameByIdentifier: [String: PersonNameComponents]
  /// The identifiers of the person using this device.
  public var selfIdentifiers: Set<String>
  /// The To: recipients of the reply being written.
  public var responsePrimaryRecipientIdentifiers: Set<String>
  /// The subject line of the reply being written.
  public var responseSubject: String
  /// Whether the reply already carries a custom signature (a drafted reply then omits a sign-off).
  public var responseHasCustomSignature: Bool
  /// The CC/BCC recipients of the reply being written.
  public var responseSecondaryRecipientIdentifiers: Set<String>

  /// Creates an empty mail context; set its properties before asking for suggestions.
  public init(
    threadIdentifier: String = "", entries: [MailEntry] = [],
    participantNameByIdentifier: [String: PersonNameComponents] = [:], selfIdentifiers: Set<String> = [],
    responsePrimaryRecipientIdentifiers: Set<String> = [], responseSubject: String = "",
    responseHasCustomSignature: Bool = false, responseSecondaryRecipientIdentifiers: Set<String> = []
  ) {
    self.threadIdentifier = threadIdentifier
    self.entries = entries
    self.participantNameByIdentifier = participantNameByIdentifier
    self.selfIdentifiers = selfIdentifiers
    self.responsePrimaryRecipientIdentifiers = responsePrimaryRecipientIdentifiers
    self.responseSubject = responseSubject
    self.responseHasCustomSignature = responseHasCustomSignature
    self.responseSecondaryRecipientIdentifiers = responseSecondaryRecipientIdentifiers
  }

  /// One email of the thread (UIKit's `UIMailConversationContext.MailEntry`).
  public struct MailEntry: ConversationEntryRepresentable {
    /// The email's category.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
      /// No particular category.
      case none
      /// Personal correspondence.
      case personal
      /// A promotional offer.
      case promotion
      /// Social-network mail.
      case social
      /// A purchase or other transaction.
      case transaction
      /// News and current events.
      case news
    }

    /// The email's body text.
    public var text: String
    /// Who sent it.
    public var senderIdentifier: String
    /// When it was sent.
    public var sentDate: Date
    /// Identifies this email uniquely within the thread; a new UUID by default.
    public var entryIdentifier: String
    /// The email this one replies to, if any.
    public var replyThreadIdentifier: String?
    /// The To: recipients.
    public var primaryRecipientIdentifiers: Set<String>
    /// The email's category.
    public var kind: Kind
    /// The CC/BCC recipients.
    public var responseSecondaryRecipientIdentifiers: Set<String>

    /// Creates an email entry; every property can also be set afterwards.
    public init(
      text: String = "", senderIdentifier: String = "", sentDate: Date = Date(),
      entryIdentifier: String = UUID().uuidString, replyThreadIdentifier: String? = nil,
      primaryRecipientIdentifiers: Set<String> = [], kind: Kind = .none,
      responseSecondaryRecipientIdentifiers: Set<String> = []
    ) {
      self.text = text
      self.senderIdentifier = senderIdentifier
      self.sentDate = sentDate
      self.entryIdentifier = entryIdentifier
      self.replyThreadIdentifier = replyThreadIdentifier
      self.primaryRecipientIdentifiers = primaryRecipientIdentifiers
      self.kind = kind
      self.responseSecondaryRecipientIdentifiers = responseSecondaryRecipientIdentifiers
    }
  }
}
