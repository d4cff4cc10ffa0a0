import Foundation
import Testing

@testable import SmartReplyCLI

@Suite struct ChatCommandTests {
  let support = CLITestSupport()

  let chat = """
    {"schemaVersion": 1, "type": "message", "threadIdentifier": "chat",
     "participantNameByIdentifier": {"me": {"givenName": "Ken"}, "yui": {"givenName": "結衣", "familyName": "田中"}},
     "selfIdentifiers": ["me"], "responsePrimaryRecipientIdentifiers": ["yui"],
     "entries": [{"entryIdentifier": "1", "senderIdentifier": "yui", "sentDate": "2026-11-29T01:00:00Z", "text": "明日の打ち合わせ、参加できますか？"}],
     "script": [{"text": "よかったです！資料は持ってきてもらえますか？"}, {"text": "ありがとうございます。では明日よろしくお願いします。"}]}
    """

  /// Screens are separated by blank lines.
  func screens(_ output: String) -> [String] {
    output.components(separatedBy: "\n\n").filter { !$0.isEmpty }
  }

  @Test func scriptedChatDrivesThreeTurnsEndToEnd() async throws {
    let path = try support.file("chat.json", chat)
    let result = await support.run(["chat", path], input: ["1", "", "2", "", "了解です、また明日！", "/quit"])
    #expect(result.status == 0)
    let shown = screens(result.output)
    #expect(shown.count == 6)
    // The first screen: the thread with the family-name-first Japanese name and three chips.
    #expect(shown[0].hasPrefix("── 田中結衣 ──\n田中結衣: 明日の打ち合わせ、参加できますか？"))
    #expect(shown[0].contains("[1] ") && shown[0].contains("[3] "))
    // Inserting chip 1 puts its text in the input line and hides the chips while "typing".
    let firstChip = try #require(shown[0].split(separator: "\n").first { $0.hasPrefix("[1] ") })
    let chipText = String(firstChip.dropFirst(4).components(separatedBy: "  [2]")[0])
    #expect(shown[1].hasSuffix("> \(chipText)"))
    #expect(shown[1].contains("[typing…]"))
    // Sending it brings the scripted reply and fresh chips.
    #expect(shown[2].contains("Ken (you): \(chipText)"))
    #expect(shown[2].contains("田中結衣: よかったです！資料は持ってきてもらえますか？"))
    #expect(shown[2].contains("[1] "))
    // Second turn: chip 2 of the fresh chips, sent; the script's last reply follows.
    #expect(shown[3].contains("[typing…]"))
    #expect(shown[4].contains("田中結衣: ありがとうございます。では明日よろしくお願いします。"))
    // Third turn typed by hand; the script is exhausted, so the chat waits for a reply.
    #expect(shown[5].contains("Ken (you): 了解です、また明日！"))
    #expect(shown[5].hasSuffix("[waiting for a reply]\n> "))
  }

  @Test func replayScriptsTheFilesOwnLaterEntries() async throws {
    let twoTurns = chat.replacingOccurrences(
      of: #""text": "明日の打ち合わせ、参加できますか？"}]"#,
      with:
        #""text": "明日の打ち合わせ、参加できますか？"}, {"entryIdentifier": "2", "senderIdentifier": "yui", "sentDate": "2026-11-29T01:05:00Z", "text": "場所は3階です"}]"#
    )
    let path = try support.file("replay.json", twoTurns)
    let result = await support.run(["chat", path, "--replay", "1"], input: ["はい、参加します", "/quit"])
    let shown = screens(result.output)
    #expect(!shown[0].contains("場所は3階です"))
    #expect(shown[1].contains("田中結衣: 場所は3階です"))
  }

  @Test func invalidContextShowsDiagnosticsAndStillLetsYouType() async throws {
    let path = try support.file(
      "bad.json", chat.replacingOccurrences(of: #""selfIdentifiers": ["me"]"#, with: #""selfIdentifiers": []"#))
    let result = await support.run(["chat", path], input: ["こんにちは", "9", "/quit"])
    #expect(result.status == 0)
    let shown = screens(result.output)
    #expect(shown[0].contains("[no suggestions: empty-self-identifiers at selfIdentifiers]"))
    #expect(shown[1].contains(": こんにちは"))
    #expect(result.output.contains("(no chip 9)"))
  }

  @Test func invalidUTF8KeystrokesBecomeReplacementCharacters() {
    var decoder = UTF8InputDecoder()
    #expect(decoder.feed(0xFF) == "\u{FFFD}")
    #expect(decoder.feed(0xE3) == nil && decoder.feed(0x81) == nil && decoder.feed(0x82) == "あ")
    #expect(decoder.feed(UInt8(ascii: "a")) == "a")
  }

  @Test func sendingAgainWithoutAScriptedAnswerKeepsWaitingForAReply() async throws {
    let path = try support.file(
      "solo.json",
      chat.replacingOccurrences(
        of: #""script": [{"text": "よかったです！資料は持ってきてもらえますか？"}, {"text": "ありがとうございます。では明日よろしくお願いします。"}]"#,
        with: #""script": []"#))
    let result = await support.run(["chat", path], input: ["one", "two", "three", "/quit"])
    let last = try #require(screens(result.output).last)
    #expect(last.contains("Ken (you): one\nKen (you): two\nKen (you): three"))
    #expect(last.hasSuffix("[waiting for a reply]\n> "))
  }

  @Test func endOfInputEndsTheChatCleanly() async throws {
    let path = try support.file("eof.json", chat)
    let result = await support.run(["chat", path], input: [])
    #expect(result.status == 0)
    #expect(screens(result.output).count == 1)
  }
}
