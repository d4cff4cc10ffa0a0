import Foundation
import Testing

@testable import SmartReplyKit

@Suite struct SupportTests {
  @Test func aTimeLimitReturnsTheResultOrNilWhenItRunsOut() async throws {
    #expect(try await withTimeLimit(.seconds(60)) { 42 } == 42)
    let abandoned = try await withTimeLimit(.milliseconds(1)) { () async throws -> Int in
      try await Task.sleep(for: .seconds(600))
      return 1
    }
    #expect(abandoned == nil)
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await withTimeLimit(.seconds(60)) { () throws -> Int in throw Failure() }
    }
  }

  @Test func peopleAreNamedOneWayEverywhere() {
    let ana = PersonNameComponents(givenName: "Ana", familyName: "Lima")
    let yui = PersonNameComponents(givenName: "結衣", familyName: "田中")
    var nick = PersonNameComponents()
    nick.nickname = "Bo"
    #expect(PersonNameFormatter.short(ana, japanese: false) == "Ana")
    #expect(PersonNameFormatter.short(yui, japanese: true) == "田中")
    #expect(PersonNameFormatter.short(nick, japanese: false) == "Bo")
    #expect(PersonNameFormatter.short(PersonNameComponents(), japanese: true) == nil)
    #expect(PersonNameFormatter.full(ana, fallback: "ana") == "Ana Lima")
    #expect(PersonNameFormatter.full(yui, fallback: "yui") == "田中結衣")
    #expect(PersonNameFormatter.full(nick, fallback: "bo") == "Bo")
    #expect(PersonNameFormatter.full(nil, fallback: "x") == "x")
    #expect(PersonNameFormatter.japaneseAddress(yui, fallback: "yui", formal: true) == "田中様")
  }

  @Test func documentsAppendAndCutEntriesWhateverTheirKind() {
    let documents: [ConversationDocument] = [
      .mail(ContextFixtures.mail()), .message(ContextFixtures.message()),
      .conversation(ConversationContext(threadIdentifier: "c", selfIdentifiers: ["me"])),
    ]
    for var document in documents {
      let count = document.context.entries.count
      document.appendEntry(
        text: "Mine", senderIdentifier: "someone", sentDate: Date(), entryIdentifier: "n1",
        primaryRecipientIdentifiers: ["ana"], isFromSelf: true)
      document.appendEntry(
        text: "Theirs", senderIdentifier: "ana", sentDate: Date(), entryIdentifier: "n2",
        primaryRecipientIdentifiers: ["me"], isFromSelf: false)
      #expect(document.context.entries.count == count + 2)
      #expect(document.prefix(count).context.entries.count == count)
      let later = document.textsFromOthers(after: count)
      // A message marked as the user's own is theirs whoever the sender; elsewhere the sender says.
      if case .message = document { #expect(later == ["Theirs"]) } else { #expect(later == ["Mine", "Theirs"]) }
      #expect(document.context.prepared().turns.last?.text == "Theirs")
    }
  }

  @Test func onlyTheFieldsStateIsAboutTextInput() {
    #expect(SuppressionReason.fieldNotEmpty.isAboutTextInput && SuppressionReason.secureTextEntry.isAboutTextInput)
    #expect(!SuppressionReason.newestEntryFromSelf.isAboutTextInput && !SuppressionReason.noContext.isAboutTextInput)
  }
}
