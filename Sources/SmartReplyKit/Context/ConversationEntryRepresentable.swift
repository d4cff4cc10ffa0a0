import Foundation

/// What every conversation entry has, whatever kind of conversation it belongs to
/// (UIKit's `UIConversationContext.Entry` properties).
public protocol ConversationEntryRepresentable: Sendable, Hashable, Codable {
  /// The message's text.
  var text: String { get set }
  /// Who sent it.
  var senderIdentifier: String { get set }
  /// When it was added to the conversation.
  var sentDate: Date { get set }
  /// Identifies this entry uniquely within the conversation.
  var entryIdentifier: String { get set }
  /// The entry this one replies to, if any.
  var replyThreadIdentifier: String? { get set }
  /// Who the message was addressed to.
  var primaryRecipientIdentifiers: Set<String> { get set }
}

/// What every conversation context has (UIKit's `UIConversationContext` properties).
public protocol ConversationContextRepresentable: Sendable, Hashable, Codable {
  /// The type of the context's entries.
  associatedtype Entry: ConversationEntryRepresentable

  /// Identifies the conversation for its whole life.
  var threadIdentifier: String { get set }
  /// The messages, oldest first.
  var entries: [Entry] { get set }
  /// Names of the participants by identifier.
  var participantNameByIdentifier: [String: PersonNameComponents] { get set }
  /// The identifiers of the person using this device.
  var selfIdentifiers: Set<String> { get set }
  /// Who the reply being written goes to.
  var responsePrimaryRecipientIdentifiers: Set<String> { get set }

  /// Every problem of the context, errors first; empty when suggestions can be produced.
  func validate() -> [Diagnostic]
  /// The context as suggestions read it, with its diagnostics.
  func prepared() -> PreparedConversation
}
