import Foundation
import Testing

/// Every `--json` mode answers errors with a JSON object on standard output (and a non-zero status).
@Suite struct JSONErrorTests {
  let support = CLITestSupport()

  func errorObject(_ arguments: [String]) async throws -> (status: Int32, object: [String: Any]) {
    let result = await support.run(arguments)
    let line = try #require(result.output.split(separator: "\n").last.map(String.init), "no output")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    return (result.status, object)
  }

  @Test func suggestPrintsAJSONErrorForUnreadableAndUndecodableFiles() async throws {
    let missing = try await errorObject(["suggest", "/nonexistent/c.json", "--json"])
    #expect(missing.status == 2)
    #expect((missing.object["error"] as? String)?.contains("/nonexistent/c.json: no such file") == true)
    let broken = try await errorObject(["suggest", "--json", try support.file("b.json", "{not json")])
    #expect(broken.status == 2 && (broken.object["error"] as? String)?.contains("malformed JSON") == true)
    let usage = try await errorObject(["suggest", "--json"])
    #expect(usage.status == 2 && usage.object["kind"] as? String == "usage")
  }

  @Test(arguments: [
    ["draft", "/nonexistent/m.json", "--reply", "Yes", "--json"],
    ["eval", "--pairs", "/nonexistent/p.jsonl", "--json"],
    ["train-safety", "--lang", "en", "--data", "/nonexistent/s.tsv", "--json"],
    ["validate", "--json"],
  ])
  func otherJSONModesPrintAJSONError(arguments: [String]) async throws {
    let result = try await errorObject(arguments)
    #expect(result.status != 0)
    #expect(result.object["error"] is String)
  }
}
