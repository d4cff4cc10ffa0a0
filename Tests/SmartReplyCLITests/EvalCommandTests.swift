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
    // Chance is 0.01; the reply repeats the message's made-up word, which any working model uses.
    #expect((full?["recallAt1"] ?? 0) > 0.25)
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

@Suite struct EvalLanguageTests {
  let support = CLITestSupport()

  func pairs(_ count: Int, lang: String?, text: String = "明日は空いてる？", response: String = "空いてるよ") -> [String] {
    (0..<count).map { index in
      let field = lang.map { #""lang": "\#($0)", "# } ?? ""
      return
        #"{"id": "p\#(index)", \#(field)"context": [{"text": "\#(text)\#(index)", "self": false}], "response": "\#(response)\#(index)"}"#
    }
  }

  @Test func eachPairsLangChoosesTheModelNotTheFileName() async throws {
    let path = try support.file("mypairs-ja.jsonl", pairs(100, lang: "ja").joined(separator: "\n"))
    let result = await support.run(["eval", "--pairs", path, "--json"])
    #expect(result.status == 0)
    #expect(!result.error.contains("warning"))
    let english = try support.file(
      "ja-named.jsonl", pairs(100, lang: "en", text: "Free?", response: "Sure").joined(separator: "\n"))
    let named = await support.run(["eval", "--pairs", english])
    #expect(named.output.contains("(en model)"))
  }

  @Test func mixedOrForeignLanguagesAreExplained() async throws {
    let mixed = try support.file("mixed.jsonl", (pairs(60, lang: "ja") + pairs(60, lang: "en")).joined(separator: "\n"))
    let result = await support.run(["eval", "--pairs", mixed])
    #expect(result.status == 2 && result.error.contains("several languages (60 en, 60 ja); choose one with --lang"))
    let unknown = try support.file("fr.jsonl", pairs(100, lang: "fr").joined(separator: "\n"))
    #expect(await support.run(["eval", "--pairs", unknown]).error.contains(#"100 pairs have lang "fr""#))
    let unlabelled = try support.file("plain.jsonl", pairs(100, lang: nil).joined(separator: "\n"))
    #expect(
      await support.run(["eval", "--pairs", unlabelled]).error.contains("warning: the pairs have no \"lang\" field"))
  }

  @Test func emptyOrShortPairsFilesSayWhyAndFail() async throws {
    let empty = try support.file("empty.jsonl", "")
    let none = await support.run(["eval", "--pairs", empty])
    #expect(none.status == 1 && none.error.contains("no pairs to evaluate; 1-of-100 ranking needs at least 100"))
    let short = try support.file("short.jsonl", pairs(99, lang: "ja").joined(separator: "\n"))
    let few = await support.run(["eval", "--pairs", short, "--json"])
    #expect(few.status == 1 && few.output.contains("only 99 pairs to evaluate"))
    let limited = await support.run([
      "eval", "--pairs", try support.file("l.jsonl", pairs(150, lang: "ja").joined(separator: "\n")), "--limit", "50",
    ])
    #expect(limited.status == 1 && limited.error.contains("only 50 pairs"))
  }
}
