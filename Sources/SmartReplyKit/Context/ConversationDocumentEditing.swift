import Foundation

extension ConversationDocument {
  /// Appends a message to the thread, as a chat front end does after the user sends one or
  /// another participant's arrives: a mail entry is personal mail, a message entry text marked
  /// as sent by the user when `isFromSelf`.
  package mutating func appendEntry(
    text: String, senderIdentifier: String, sentDate: Date, entryIdentifier: String,
    primaryRecipientIdentifiers: Set<String>, isFromSelf: Bool
  ) {
    switch self {
    case .message(var context):
      context.entries.append(
        .init(
          text: text, senderIdentifier: senderIdentifier, sentDate: sentDate, entryIdentifier: entryIdentifier,
          primaryRecipientIdentifiers: primaryRecipientIdentifiers, wasSentBySelf: isFromSelf))
      self = .message(context)
    case .mail(var context):
      context.entries.append(
        .init(
          text: text, senderIdentifier: senderIdentifier, sentDate: sentDate, entryIdentifier: entryIdentifier,
          primaryRecipientIdentifiers: primaryRecipientIdentifiers, kind: .personal))
      self = .mail(context)
    case .conversation(var context):
      context.entries.append(
        .init(
          text: text, senderIdentifier: senderIdentifier, sentDate: sentDate, entryIdentifier: entryIdentifier,
          primaryRecipientIdentifiers: primaryRecipientIdentifiers))
      self = .conversation(context)
    }
  }

  /// The document with only its first `count` entries (in the order they are listed).
  package func prefix(_ count: Int) -> ConversationDocument {
    switch self {
    case .message(var context):
      context.entries = Array(context.entries.prefix(count))
      return .message(context)
    case .mail(var context):
      context.entries = Array(context.entries.prefix(count))
      return .mail(context)
    case .conversation(var context):
      context.entries = Array(context.entries.prefix(count))
      return .conversation(context)
    }
  }

  /// The texts of the entries after the first `count` that someone other than the user sent,
  /// in the order they are listed (who the user is, as validation and suggestions tell it).
  package func textsFromOthers(after count: Int) -> [String] {
    let input = ValidationInput(context)
    return input.entries.dropFirst(count).filter { !input.isFromSelf($0) }.map(\.text)
  }
}
