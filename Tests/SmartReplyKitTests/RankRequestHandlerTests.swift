import Foundation
import Testing

@testable import SmartReplyKit

@Suite struct RankRequestHandlerTests {
  let handler = RankRequestHandler()

  func answer(_ line: String) -> RankProtocol.Answer { handler.answer(Array(line.utf8)) }

  @Test func scoresEachCandidateAndEchoesTheId() {
    let answer = answer(#"{"id": 3, "lang": "en", "context": [{"text": "Lunch?"}], "candidates": ["Sure", "No"]}"#)
    guard case .scores(let id, let scores, let warning) = answer else {
      Issue.record("expected scores, got \(answer)")
      return
    }
    #expect(id == .integer(3) && scores.count == 2 && warning == nil)
  }

  @Test func failuresSayWhatKindTheyAre() {
    let cases: [(String, RankProtocol.Failure.Kind)] = [
      ("{", .malformedJSON), (#"{"id": "x", "context": [], "candidates": [1]}"#, .invalidRequest),
      (#"[1]"#, .invalidRequest),
    ]
    for (line, kind) in cases {
      guard case .failure(let failure) = answer(line) else {
        Issue.record("expected a failure for \(line)")
        continue
      }
      #expect(failure.kind == kind)
    }
    guard case .failure(let utf8) = handler.answer([0x7B, 0xFF]) else {
      Issue.record("expected a failure")
      return
    }
    #expect(utf8.kind == .invalidUTF8 && utf8.message.contains("byte 1"))
  }

  @Test func aMissingLanguageIsGuessedByTheConversationsLanguage() {
    func guessed(_ texts: [String]) -> String? {
      let context = texts.map { #"{"text": "\#($0)"}"# }.joined(separator: ", ")
      guard case .scores(_, _, let warning?) = answer(#"{"id": 1, "context": [\#(context)], "candidates": ["ok"]}"#)
      else { return nil }
      return warning.contains("ja model") ? "ja" : warning.contains("en model") ? "en" : warning
    }
    #expect(guessed(["明日は空いてる？"]) == "ja")
    #expect(guessed(["Are you free tomorrow?"]) == "en")
    #expect(guessed(["明日"]) == "ja")  // a lone kanji word says nothing, but it is Japanese script
    #expect(guessed(["Lunch tomorrow?", "会議"]) == "en")
    #expect(guessed([]) == "en")
  }

  @Test func aScoreThatIsNotANumberBecomesAnErrorWithItsId() throws {
    let line = RankProtocol.Answer.scores(id: .string("a/b"), scores: [.infinity], warning: nil).line
    #expect(line == #"{"error":"internal: answer could not be encoded","id":"a\/b"}"#)
  }
}
