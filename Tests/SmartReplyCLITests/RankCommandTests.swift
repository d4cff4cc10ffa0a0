import Foundation
import SmartReplyCLI
import Testing

@Suite struct RankCommandTests {
  func rank(_ lines: [String], arguments: [String] = []) async -> (status: Int32, answers: [[String: Any]]) {
    let capture = CapturingConsole(input: lines)
    let status = await CommandLineTool().run(["rank"] + arguments, console: capture.console)
    let answers = capture.output.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
    }
    return (status, answers)
  }

  @Test func answersEveryLineInOrderAndSurvivesBadOnes() async {
    let lines = [
      #"{"id": "a", "lang": "en", "context": [{"text": "Want to grab lunch?", "self": false}], "candidates": ["Sure, where?", "The weather is cold", "Yes!"]}"#,
      "not json at all",
      #"{"id": 7, "lang": "ja", "context": [{"text": "明日は空いてる？"}], "candidates": ["空いてるよ", 3]}"#,
      #"{"id": "d", "lang": "ja", "context": [{"text": "明日は空いてる？", "self": false}], "candidates": []}"#,
      #"{"id": "e", "context": [], "candidates": ["ok"]}"#,
      #"{"id": "f", "lang": "en", "context": [{"text": 5}], "candidates": ["ok"]}"#,
    ]
    let result = await rank(lines)
    #expect(result.status == 0)
    #expect(result.answers.count == lines.count)
    #expect(result.answers[0]["id"] as? String == "a")
    #expect((result.answers[0]["scores"] as? [Double])?.count == 3)
    #expect(result.answers[1]["error"] as? String == "malformed JSON")
    #expect(result.answers[1]["id"] is NSNull)
    #expect(result.answers[2]["id"] as? Int == 7)
    #expect(result.answers[2]["error"] as? String == "candidates[1]: expected a string")
    #expect((result.answers[3]["scores"] as? [Double])?.isEmpty == true)
    #expect((result.answers[4]["warning"] as? String)?.contains("scored with the en model") == true)
    #expect(result.answers[5]["error"] as? String == "context[0].text: expected a string")
  }

  @Test func relevantReplyOutscoresAnUnrelatedOne() async {
    let line =
      #"{"id": "x", "lang": "en", "context": [{"text": "Do you want to see a movie tonight?", "self": false}], "#
      + #""candidates": ["Sure, which movie?", "My tax form is due in April."]}"#
    let scores = (await rank([line])).answers[0]["scores"] as? [Double] ?? []
    #expect(scores.count == 2 && scores[0] > scores[1])
  }

  @Test func repeatedCandidatesScoreTheSameAndEchoesRankLast() async {
    let context = #"[{"text": "Can you send me the slides from the meeting?", "self": false}]"#
    let candidates = #"["Sure, sending them now", "can you send me the slides from the meeting", "No problem"]"#
    let line = #"{"id": "r", "lang": "en", "context": \#(context), "candidates": \#(candidates)}"#
    let answers = (await rank([line, line])).answers
    let first = answers[0]["scores"] as? [Double] ?? []
    #expect(first.count == 3 && answers[1]["scores"] as? [Double] == first)
    #expect(first[1] < first[0] && first[1] < first[2])
  }

  @Test func hostileTextStillGetsScores() async {
    let huge = String(repeating: "あ", count: 1_000_000)
    let line =
      #"{"id": "h", "lang": "ja", "context": [{"text": "\#(huge)"}, {"text": "😀😀"}], "candidates": ["", "   ", "👍"]}"#
    let answer = (await rank([line])).answers[0]
    #expect((answer["scores"] as? [Double])?.count == 3)
  }

  @Test func unknownModelFileIsAUsageProblem() async {
    let capture = CapturingConsole(input: [])
    let status = await CommandLineTool().run(["rank", "--model", "/nonexistent.srkm"], console: capture.console)
    #expect(status == 2)
    #expect(capture.error.contains("/nonexistent.srkm"))
  }
}
