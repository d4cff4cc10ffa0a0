import Foundation

/// Any context seen the same way, so one set of rules serves all three kinds.
struct ValidationInput {
  enum Kind { case conversation, mail, message }

  /// An entry's common fields (those of the generic ``ConversationContext/Entry``) and what its
  /// kind adds.
  @dynamicMemberLookup
  struct Entry {
    var fields: ConversationContext.Entry
    var secondaryRecipientIdentifiers: Set<String> = []
    var markedSentBySelf = false
    var isText = true

    init(_ entry: some ConversationEntryRepresentable) { fields = ConversationContext.Entry(entry) }

    subscript<Value>(dynamicMember field: KeyPath<ConversationContext.Entry, Value>) -> Value { fields[keyPath: field] }
  }

  var kind: Kind
  var threadIdentifier: String
  var entries: [Entry]
  var participantNameByIdentifier: [String: PersonNameComponents]
  var selfIdentifiers: Set<String>
  var responsePrimaryRecipientIdentifiers: Set<String>
  var isJunk = false

  /// The context's fields, and those of its kind: CC/BCC recipients of mail, junk threads and
  /// entries sent by the user or carrying no text of messages.
  init(_ context: some ConversationContextRepresentable) {
    threadIdentifier = context.threadIdentifier
    participantNameByIdentifier = context.participantNameByIdentifier
    selfIdentifiers = context.selfIdentifiers
    responsePrimaryRecipientIdentifiers = context.responsePrimaryRecipientIdentifiers
    switch context {
    case let mail as MailConversationContext:
      kind = .mail
      entries = mail.entries.map { entry in
        var input = Entry(entry)
        input.secondaryRecipientIdentifiers = entry.responseSecondaryRecipientIdentifiers
        return input
      }
    case let message as MessageConversationContext:
      kind = .message
      isJunk = message.isJunk
      entries = message.entries.map { entry in
        var input = Entry(entry)
        input.markedSentBySelf = entry.wasSentBySelf
        input.isText = entry.dataKind == .text
        return input
      }
    default:
      kind = .conversation
      entries = context.entries.map(Entry.init)
    }
  }

  func isFromSelf(_ entry: Entry) -> Bool {
    entry.markedSentBySelf || selfIdentifiers.contains(entry.senderIdentifier)
  }

  /// Entry indices oldest first by `sentDate`, ties kept in the given order.
  var chronologicalOrder: [Int] {
    entries.indices.sorted(by: isOlder)
  }

  /// The index of the newest entry (the last in ``chronologicalOrder``), found without sorting.
  var newestIndex: Int? { entries.indices.max(by: isOlder) }

  private func isOlder(_ first: Int, _ second: Int) -> Bool {
    (entries[first].sentDate, first) < (entries[second].sentDate, second)
  }
}

extension ConversationContextRepresentable {
  /// Every problem of the context, errors first; empty when suggestions can be produced.
  public func validate() -> [Diagnostic] { ContextValidator.validate(ValidationInput(self)) }

  /// The context as suggestions read it, with its diagnostics.
  public func prepared() -> PreparedConversation { PreparedConversation(ValidationInput(self)) }
}
