import Foundation
import SmartReplyCLI
import Testing

@Suite struct EvalCommandTests {
  @Test func reportsModelPartsBaselineAndRatio() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("srk-pairs-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let syllables = ["ka", "zo", "ri", "mu", "te", "pa", "lo", "vi", "ne", "su", "do", "fe"]
    let lines = (0..<120).map { index -> String in
      let topic = syllables[index % 12] + syllables[(index / 12) % 12] + "n" + syllables[(index * 5) % 12]
      return
        #"{"id": "p\#(index)", "context": [{"text": "what do you think about \#(topic)?", "self": false}], "response": "I love \#(topic) a lot"}"#
    }
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    let capture = CapturingConsole()
    let status = await CommandLineTool().run(
      ["eval", "--pairs", url.path, "--lang", "en", "--json"], console: capture.console)
    #expect(status == 0)
    let report = try JSONSerialization.jsonObject(with: Data(capture.output.utf8)) as? [String: Any]
    #expect(report?["examples"] as? Int == 100)
    #expect(report?["blocks"] as? Int == 1)
    let full = report?["model: full"] as? [String: Double]
    let baseline = report?["BM25 baseline"] as? [String: Double]
    #expect((full?["recallAt1"] ?? 0) > 0.5)
    #expect((baseline?["recallAt1"] ?? 0) > 0.5)
    #expect(report?["ratioR1"] is Double)
  }

  @Test func badPairsFileNamesTheLine() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("srk-bad-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"id": "1", "context": [], "response": "ok"}\#n{"id": "2", "context": "oops", "response": "x"}"#.utf8)
      .write(to: url)
    let capture = CapturingConsole()
    let status = await CommandLineTool().run(["eval", "--pairs", url.path], console: capture.console)
    #expect(status == 2)
    #expect(capture.error.contains(":2: not a valid record (context: expected an array)"))
  }
}
