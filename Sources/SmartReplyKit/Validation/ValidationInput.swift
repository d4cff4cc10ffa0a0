import Foundation

/// Any context seen the same way, so one set of rules serves all three kinds.
struct ValidationInput {
  enum Kind { case conversation, mail, message }

  struct Entry {
    var text: String
    var senderIdentifier: String
    var sentDate: Date
    var entryIdentifier: String
    var replyThreadIdentifier: String?
    var primaryRecipientIdentifiers: Set<String>
    var secondaryRecipientIdentifiers: Set<String> = []
    var markedSentBySelf = false
    var isText = true
  }

  var kind: Kind
  var threadIdentifier: String
  var entries: [Entry]
  var participantNameByIdentifier: [String: PersonNameComponents]
  var selfIdentifiers: Set<String>
  var responsePrimaryRecipientIdentifiers: Set<String>
  var isJunk = false

  init(_ context: some ConversationContextRepresentable, kind: Kind, entries: [Entry]) {
    self.kind = kind
    threadIdentifier = context.threadIdentifier
    self.entries = entries
    participantNameByIdentifier = context.participantNameByIdentifier
    selfIdentifiers = context.selfIdentifiers
    responsePrimaryRecipientIdentifiers = context.responsePrimaryRecipientIdentifiers
  }

  static func entry(_ entry: some ConversationEntryRepresentable) -> Entry {
    Entry(
      text: entry.text, senderIdentifier: entry.senderIdentifier, sentDate: entry.sentDate,
      entryIdentifier: entry.entryIdentifier, replyThreadIdentifier: entry.replyThreadIdentifier,
      primaryRecipientIdentifiers: entry.primaryRecipientIdentifiers)
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

extension ConversationContext {
  var validationInput: ValidationInput {
    ValidationInput(self, kind: .conversation, entries: entries.map(ValidationInput.entry))
  }
}

extension MailConversationContext {
  var validationInput: ValidationInput {
    ValidationInput(
      self, kind: .mail,
      entries: entries.map { entry in
        var input = ValidationInput.entry(entry)
        input.secondaryRecipientIdentifiers = entry.responseSecondaryRecipientIdentifiers
        return input
      })
  }
}

extension MessageConversationContext {
  var validationInput: ValidationInput {
    var input = ValidationInput(
      self, kind: .message,
      entries: entries.map { entry in
        var input = ValidationInput.entry(entry)
        input.markedSentBySelf = entry.wasSentBySelf
        input.isText = entry.dataKind == .text
        return input
      })
    input.isJunk = isJunk
    return input
  }
}
