import Foundation
import SmartReplyKit
import Testing

/// Code written the way UIKit's adoption guide writes it, minus the `UI` prefix.
@Suite struct AdoptionGuideTests {
  struct StoredMessage {
    var id: String
    var from: String
    var body: String
    var date: Date
  }

  let thread = [
    StoredMessage(id: "1", from: "ana", body: "Lunch tomorrow?", date: Date(timeIntervalSince1970: 1_000)),
    StoredMessage(id: "2", from: "me", body: "Sure, where?", date: Date(timeIntervalSince1970: 2_000)),
    StoredMessage(id: "3", from: "ana", body: "The usual place at noon?", date: Date(timeIntervalSince1970: 3_000)),
  ]

  @Test func mailContextBuiltFieldByFieldValidatesCleanly() {
    let context = MailConversationContext()
    var entries: [MailConversationContext.MailEntry] = []
    for message in thread {
      var entry = MailConversationContext.MailEntry()
      entry.text = message.body
      entry.senderIdentifier = message.from
      entry.sentDate = message.date
      entry.entryIdentifier = message.id
      entry.primaryRecipientIdentifiers = message.from == "me" ? ["ana"] : ["me"]
      entry.kind = .personal
      entries.append(entry)
    }
    var mutable = context
    mutable.entries = entries
    mutable.threadIdentifier = "lunch"
    mutable.participantNameByIdentifier = [
      "me": PersonNameComponents(givenName: "Ken"), "ana": PersonNameComponents(givenName: "Ana"),
    ]
    mutable.selfIdentifiers = ["me"]
    mutable.responsePrimaryRecipientIdentifiers = ["ana"]
    mutable.responseSubject = "Re: Lunch"
    #expect(mutable.validate() == [])
  }

  @Test func messageContextBuiltFieldByFieldValidatesCleanly() {
    var context = MessageConversationContext()
    context.entries = thread.map { message in
      var entry = MessageConversationContext.MessageEntry()
      entry.text = message.body
      entry.senderIdentifier = message.from
      entry.sentDate = message.date
      entry.entryIdentifier = message.id
      entry.wasSentBySelf = message.from == "me"
      return entry
    }
    context.threadIdentifier = "lunch"
    context.participantNameByIdentifier = [
      "me": PersonNameComponents(givenName: "Ken"), "ana": PersonNameComponents(givenName: "Ana"),
    ]
    context.selfIdentifiers = ["me"]
    context.responsePrimaryRecipientIdentifiers = ["ana"]
    #expect(context.validate().isEmpty)
  }

  @Test func appleSampleWithOnlyEntriesNamesAllFourMissingFields() {
    var context = MailConversationContext()
    var entry = MailConversationContext.MailEntry()
    entry.text = "Can you review the draft?"
    entry.senderIdentifier = "ana"
    context.entries = [entry]
    let codes = Set(context.validate().filter { $0.severity == .error }.map(\.code))
    #expect(
      codes == [.emptyThreadIdentifier, .emptyParticipantNames, .emptySelfIdentifiers, .emptyResponseRecipients])
  }

  @Test func defaultsMatchUIKit() {
    let context = ConversationContext()
    #expect(context.threadIdentifier.isEmpty && context.entries.isEmpty)
    #expect(context.selfIdentifiers.isEmpty && context.participantNameByIdentifier.isEmpty)
    let mail = MailConversationContext.MailEntry()
    #expect(mail.kind == .none && mail.replyThreadIdentifier == nil)
    let message = MessageConversationContext.MessageEntry()
    #expect(message.dataKind == .text && !message.wasSentBySelf)
    #expect(MailConversationContext().responseHasCustomSignature == false)
    #expect(SmartReplySuggestion(smartReply: "Sure!").smartReply == "Sure!")
  }
}
