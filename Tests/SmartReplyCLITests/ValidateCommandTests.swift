import Foundation
import SmartReplyCLI
import Testing

@Suite struct ValidateCommandTests {
  let support = CLITestSupport()

  let clean = """
    {"schemaVersion": 1, "type": "message", "threadIdentifier": "t",
     "participantNameByIdentifier": {"me": {"givenName": "Ken"}, "ana": {"givenName": "Ana"}},
     "selfIdentifiers": ["me"], "responsePrimaryRecipientIdentifiers": ["ana"],
     "entries": [{"entryIdentifier": "1", "senderIdentifier": "ana", "sentDate": "2026-11-29T10:00:00Z", "text": "Coffee?"}]}
    """

  func file(_ name: String, _ contents: String) throws -> String { try support.file(name, contents) }

  func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
    await support.run(arguments)
  }

  @Test func cleanFileExitsZero() async throws {
    let path = try file("clean.json", clean)
    let result = await run(["validate", path])
    #expect(result.status == 0)
    #expect(result.output.contains("\(path): valid (message context, 1 entry)"))
  }

  @Test func errorsExitOneAndNameCodePathAndFix() async throws {
    let path = try file(
      "bad.json", clean.replacingOccurrences(of: #""selfIdentifiers": ["me"]"#, with: #""selfIdentifiers": []"#))
    let result = await run(["validate", path])
    #expect(result.status == 1)
    #expect(result.output.contains("error   empty-self-identifiers at selfIdentifiers"))
    #expect(result.output.contains("fix: Add the device user's identifier(s) to selfIdentifiers."))
  }

  @Test func jsonOutputAndOptionsAfterPositionalArguments() async throws {
    let good = try file("good.json", clean)
    let bad = try file("broken.json", "{ not json")
    let result = await run(["validate", good, bad, "--json"])
    #expect(result.status == 1)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
    #expect(parsed?.count == 2)
    #expect(parsed?[0]["valid"] as? Bool == true)
    #expect((parsed?[1]["error"] as? String)?.hasPrefix("malformed JSON") == true)
    let before = await run(["validate", "--json", good])
    #expect(before.status == 0 && before.output.contains("\"valid\" : true"))
  }

  @Test func ioAndUsageProblemsExitTwo() async throws {
    let missing = await run(["validate", support.folder.appendingPathComponent("nope.json").path])
    #expect(missing.status == 2)
    #expect(missing.output.contains("no such file"))
    let noFiles = await run(["validate"])
    #expect(noFiles.status == 2 && noFiles.error.contains("give at least one file"))
    let unknownOption = await run(["validate", "--colour", "x.json"])
    #expect(unknownOption.status == 2 && unknownOption.error.contains("unknown option '--colour'"))
    let unknownCommand = await run(["frobnicate"])
    #expect(unknownCommand.status == 2 && unknownCommand.error.contains("unknown command 'frobnicate'"))
  }

  @Test func helpIsAvailableForTheToolAndEachCommand() async {
    let top = await run(["--help"])
    #expect(top.status == 0 && top.output.contains("validate") && top.output.contains("USAGE"))
    // Every command is listed by its whole name, apart from its summary.
    for name in ["train-safety", "train-kinds", "train-intents", "compress"] {
      #expect(top.output.contains("  \(name)  "), "\(name)")
    }
    let command = await run(["validate", "--help"])
    #expect(command.status == 0 && command.output.contains("Exit status: 0 when no file has an error"))
    let viaHelp = await run(["help", "validate"])
    #expect(viaHelp.output == command.output)
  }
}
