import Foundation
import SmartReplyKit

/// Small contexts the tests change one field at a time.
enum ContextFixtures {
  static let names = [
    "me": PersonNameComponents(givenName: "Ken"), "ana": PersonNameComponents(givenName: "Ana"),
    "lee": PersonNameComponents(givenName: "Lee"),
  ]

  static func message(_ texts: [(String, String)] = [("ana", "Hi!"), ("me", "Hey"), ("ana", "Dinner at 7?")])
    -> MessageConversationContext
  {
    var context = MessageConversationContext(
      threadIdentifier: "t1", participantNameByIdentifier: names, selfIdentifiers: ["me"],
      responsePrimaryRecipientIdentifiers: ["ana"])
    context.entries = texts.enumerated().map { index, item in
      MessageConversationContext.MessageEntry(
        text: item.1, senderIdentifier: item.0, sentDate: Date(timeIntervalSince1970: Double(index) * 60),
        entryIdentifier: "e\(index)", primaryRecipientIdentifiers: item.0 == "me" ? ["ana"] : ["me"])
    }
    return context
  }

  static func mail() -> MailConversationContext {
    var context = MailConversationContext(
      threadIdentifier: "m1", participantNameByIdentifier: names, selfIdentifiers: ["me"],
      responsePrimaryRecipientIdentifiers: ["ana"], responseSubject: "Re: Plan")
    context.entries = [
      MailConversationContext.MailEntry(
        text: "Can you join on Thursday?", senderIdentifier: "ana", sentDate: Date(timeIntervalSince1970: 0),
        entryIdentifier: "a", primaryRecipientIdentifiers: ["me"], kind: .personal)
    ]
    return context
  }
}
