import Foundation
import SmartReplyKit
import Testing

@Suite struct ValidationTests {
  func codes(_ diagnostics: [Diagnostic]) -> [ReasonCode] { diagnostics.map(\.code) }

  @Test func cleanContextHasNoDiagnostics() {
    #expect(ContextFixtures.message().validate().isEmpty)
    #expect(ContextFixtures.mail().validate().isEmpty)
  }

  @Test(arguments: [
    (ReasonCode.emptyThreadIdentifier, "threadIdentifier"),
    (.noEntries, "entries"),
    (.emptyNewestText, "entries[2].text"),
    (.emptySelfIdentifiers, "selfIdentifiers"),
    (.emptyParticipantNames, "participantNameByIdentifier"),
    (.emptyResponseRecipients, "responsePrimaryRecipientIdentifiers"),
  ])
  func everyCancellingReasonIsAnErrorAtItsField(code: ReasonCode, path: String) {
    var context = ContextFixtures.message()
    switch code {
    case .emptyThreadIdentifier: context.threadIdentifier = "  "
    case .noEntries: context.entries = []
    case .emptyNewestText: context.entries[2].text = " \n\t"
    case .emptySelfIdentifiers: context.selfIdentifiers = []
    case .emptyParticipantNames: context.participantNameByIdentifier = [:]
    default: context.responsePrimaryRecipientIdentifiers = []
    }
    let diagnostics = context.validate()
    let found = diagnostics.first { $0.code == code }
    #expect(found?.severity == .error)
    #expect(found?.path == path)
    #expect(found?.fix.isEmpty == false)
    #expect(diagnostics.hasErrors)
  }

  @Test func reportsEveryProblemAtOnceErrorsFirst() {
    var context = ContextFixtures.message()
    context.threadIdentifier = ""
    context.selfIdentifiers = []
    context.isJunk = true
    context.entries[0].entryIdentifier = "e1"
    let diagnostics = context.validate()
    #expect(
      Set(codes(diagnostics)) == [
        .emptyThreadIdentifier, .emptySelfIdentifiers, .junkThread, .duplicateEntryIdentifier,
      ])
    #expect(diagnostics.map(\.severity) == diagnostics.map(\.severity).sorted())
  }

  @Test func missingNamesAreReportedOncePerIdentifierAtFirstUse() {
    var context = ContextFixtures.message()
    context.participantNameByIdentifier["ana"] = nil
    let missing = context.validate().filter { $0.code == .missingParticipantName }
    #expect(missing.map(\.path) == ["responsePrimaryRecipientIdentifiers"])
    #expect(missing[0].severity == .warning)
    context.entries.append(
      .init(text: "?", senderIdentifier: "zoe", sentDate: Date(timeIntervalSince1970: 999), entryIdentifier: "z"))
    #expect(
      context.validate().contains { $0.code == .missingParticipantName && $0.path == "entries[3].senderIdentifier" })
  }

  @Test func replyingOnlyToYourselfIsAWarning() {
    var context = ContextFixtures.message()
    context.responsePrimaryRecipientIdentifiers = ["me"]
    #expect(codes(context.validate()) == [.replyingOnlyToSelf])
    #expect(context.validate()[0].severity == .warning)
  }

  @Test func outOfOrderEntriesAreWarnedAndSorted() {
    var context = ContextFixtures.message()
    context.entries[0].sentDate = Date(timeIntervalSince1970: 500)
    let prepared = context.prepared()
    #expect(codes(prepared.diagnostics) == [.entriesOutOfOrder])
    #expect(prepared.diagnostics[0].path == "entries[1].sentDate")
    #expect(prepared.turns.map(\.text) == ["Hey", "Dinner at 7?", "Hi!"])
  }

  @Test func longTextIsWarnedAndTruncatedToTheLimit() {
    var context = ContextFixtures.message()
    context.entries[2].text = String(repeating: "a", count: 1_048_576)
    let prepared = context.prepared()
    #expect(codes(prepared.diagnostics) == [.textTooLong])
    #expect(prepared.diagnostics[0].path == "entries[2].text")
    #expect(prepared.turns.last?.text.count == ValidationLimits.maxTextLength)
  }

  @Test func controlAndBidiCharactersAreWarnedAndRemoved() {
    var context = ContextFixtures.message()
    context.entries[2].text = "Pay \u{202E}321\u{202C} now\u{0007}"
    let prepared = context.prepared()
    #expect(codes(prepared.diagnostics) == [.controlCharacters])
    #expect(prepared.turns.last?.text == "Pay 321 now")
  }

  @Test func newestTextOfOnlyZeroWidthCharactersIsEmpty() {
    var context = ContextFixtures.message()
    context.entries[2].text = "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}\u{00AD}"
    #expect(codes(context.validate()).contains(.emptyNewestText))
    context.entries[2].text = "\u{200B}ok\u{200D}"
    #expect(!codes(context.validate()).contains(.emptyNewestText))
  }

  @Test func hundredThousandEntriesAreReadQuicklyKeepingTheNewest() {
    var context = ContextFixtures.message()
    context.entries = (0..<100_000).map { index in
      .init(
        text: "message \(index)", senderIdentifier: index % 2 == 0 ? "ana" : "me",
        sentDate: Date(timeIntervalSince1970: Double(index)), entryIdentifier: "e\(index % 50_000)")
    }
    let prepared = context.prepared()
    #expect(prepared.turns.count == ValidationLimits.maxEntries)
    #expect(prepared.turns.last?.text == "message 99999")
    #expect(prepared.diagnostics.contains { $0.code == .tooManyEntries && $0.severity == .info })
    let duplicates = prepared.diagnostics.filter { $0.code == .duplicateEntryIdentifier }
    #expect(duplicates.count == ValidationLimits.maxDiagnosticsPerReason + 1)
    #expect(duplicates.last?.message == "\(50_000 - ValidationLimits.maxDiagnosticsPerReason) more of these")
  }

  @Test func ownMessageLastIsInfoNotError() {
    var context = ContextFixtures.message([("ana", "Dinner?"), ("me", "Yes!")])
    context.entries[1].wasSentBySelf = false  // recognised through selfIdentifiers alone
    let diagnostics = context.validate()
    #expect(codes(diagnostics) == [.lastEntryFromSelf])
    #expect(!diagnostics.hasErrors && diagnostics.blockingReason == .lastEntryFromSelf)
  }

  @Test func junkThreadIsInfo() {
    var context = ContextFixtures.message()
    context.isJunk = true
    #expect(context.validate().map(\.severity) == [.info])
    #expect(context.validate().blockingReason == .junkThread)
  }

  @Test func attachmentNewestEntryIsInfoWithoutAnEmptyTextError() {
    var context = ContextFixtures.message()
    context.entries[2].text = ""
    context.entries[2].dataKind = .attachment
    #expect(codes(context.validate()) == [.newestEntryNotText])
  }

  @Test func mailWhereSelfIsOnlyCCIsInfo() {
    var context = ContextFixtures.mail()
    context.entries[0].primaryRecipientIdentifiers = ["lee"]
    context.entries[0].responseSecondaryRecipientIdentifiers = ["me"]
    #expect(codes(context.validate()) == [.selfOnlySecondaryRecipient])
  }

  @Test func mailAlreadyRepliedBySelfIsInfo() {
    var context = ContextFixtures.mail()
    context.entries.append(
      .init(
        text: "Yes, see you then.", senderIdentifier: "me", sentDate: Date(timeIntervalSince1970: 60),
        entryIdentifier: "b", replyThreadIdentifier: "a", primaryRecipientIdentifiers: ["ana"]))
    #expect(codes(context.validate()) == [.alreadyRepliedBySelf])
  }

  @Test func diagnosticsNeverQuoteMessageText() {
    var context = ContextFixtures.message()
    let secret = "my PIN is 4921"
    context.entries[2].text = secret + String(repeating: "!", count: 2_000) + "\u{0001}"
    context.entries[1].entryIdentifier = "e0"
    for diagnostic in context.validate() {
      #expect(!diagnostic.message.contains("PIN") && !diagnostic.description.contains("4921"))
    }
  }

  @Test func everyReasonCodeHasAStableNameAndFix() {
    let names = ReasonCode.allCases.map(\.rawValue)
    #expect(Set(names).count == names.count)
    #expect(ReasonCode.allCases.allSatisfy { !$0.fix.isEmpty })
    #expect(ReasonCode.allCases.filter { $0.severity == .error }.count == 6)
  }
}

@Suite struct ReasonCodeDocumentationTests {
  @Test func readmeTableListsEveryReasonCodeWithItsSeverity() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    for code in ReasonCode.allCases {
      #expect(text.contains("| `\(code.rawValue)` | \(code.severity.rawValue) |"), "README lacks \(code.rawValue)")
    }
  }
}
