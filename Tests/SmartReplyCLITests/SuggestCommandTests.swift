import Foundation
import SmartReplyCLI
import Testing

@Suite struct SuggestCommandTests {
  let support = CLITestSupport()

  let mlKit = """
    [{"text": "Running late, be there in 10", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false},
     {"text": "No worries!", "timestamp": 1764406860000, "userID": "me", "isLocalUser": true},
     {"text": "Can you grab a table for us?", "timestamp": 1764406920000, "userID": "sam", "isLocalUser": false}]
    """

  func file(_ name: String, _ contents: String) throws -> String { try support.file(name, contents) }

  func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
    await support.run(arguments)
  }

  @Test func jsonOutputHasTheDocumentedShape() async throws {
    let result = await run(["suggest", try file("mlkit.json", mlKit), "--json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["status"] as? String == "success")
    #expect(object["language"] as? String == "en")
    #expect(object["reason"] is NSNull)
    let suggestions = try #require(object["suggestions"] as? [[String: Any]])
    #expect(suggestions.count == 3)
    #expect(suggestions.allSatisfy { $0["text"] is String && $0["score"] is Double && $0["intent"] is String })
  }

  @Test func noSuggestionPrintsStatusAndReason() async throws {
    let ownLast = mlKit.replacingOccurrences(
      of: #""userID": "sam", "isLocalUser": false}]"#, with: #""userID": "me", "isLocalUser": true}]"#)
    let result = await run(["suggest", try file("own.json", ownLast)])
    #expect(result.status == 0)
    #expect(result.output.contains("no suggestions: noReply (last-entry-from-self)"))
  }

  @Test func customResponsesFileIsUsedAndBadLinesAreNamed() async throws {
    let responses = try file("mine.tsv", "table\tpositive\tanswer\t-\tGot us a table by the window!\nlate\tNo rush\n")
    let result = await run(["suggest", try file("m.json", mlKit), "--responses", responses, "--json"])
    #expect(result.output.contains("Got us a table by the window!"))
    let bad = try file("bad.tsv", "ok\tOK\nbroken line without tabs\n")
    let failure = await run(["suggest", try file("m2.json", mlKit), "--responses", bad])
    #expect(failure.status == 2)
    #expect(failure.error.contains("bad.tsv:2: expected 5 tab-separated fields"))
  }

  @Test func emptyResponsesFileIsAnErrorNamingTheFile() async throws {
    let empty = try file("empty.tsv", "# nothing yet\n\n")
    let result = await run(["suggest", try file("m3.json", mlKit), "--responses", empty])
    #expect(result.status == 2)
    #expect(result.error.contains("\(empty): holds no replies"))
    let folder = await run(["suggest", try file("m4.json", mlKit), "--responses", support.folder.path])
    #expect(folder.status == 2 && folder.error.contains("\(support.folder.path): is a directory"))
    let utf16 = support.folder.appendingPathComponent("utf16.tsv")
    try Data([0xFF, 0xFE] + Array("ok\tOK\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: utf16)
    let wide = await run(["suggest", try file("m5.json", mlKit), "--responses", utf16.path])
    #expect(wide.status == 2 && wide.error.contains("looks like UTF-16: save it as UTF-8"))
  }

  @Test func devicesAndFoldersGiveErrorsAPersonCanActOn() async throws {
    for path in ["/dev/zero", support.folder.path] {
      _ = try file("x.json", "{}")
      let result = await run(["suggest", path])
      #expect(result.status == 2)
      #expect(result.error.contains(path))
      #expect(!result.error.contains("NSCocoaErrorDomain") && !result.error.contains("permission"))
    }
  }

  @Test func unreadableContextIsAnIOError() async {
    let result = await run(["suggest", "/nonexistent/context.json"])
    #expect(result.status == 2 && result.error.contains("no such file"))
  }
}
