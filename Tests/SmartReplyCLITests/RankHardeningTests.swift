import Foundation
import SmartReplyKit
import Testing

@testable import SmartReplyCLI

@Suite struct RankHardeningTests {
  func rank(_ bytes: [UInt8]) async -> [[String: Any]] {
    let capture = CapturingConsole(bytes: bytes)
    _ = await CommandLineTool().run(["rank"], console: capture.console)
    return capture.output.split(separator: "\n").map {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
    }
  }

  let valid = #"{"id": "ok", "lang": "en", "context": [{"text": "Lunch?"}], "candidates": ["Sure"]}"#

  @Test func oversizeLineIsAnsweredWithAnErrorAndTheStreamGoesOn() async {
    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: RankProtocol.maxRequestBytes + 1000)
    bytes += Array("\n\(valid)\n".utf8)
    let answers = await rank(bytes)
    #expect(answers.count == 2)
    #expect(answers[0]["error"] as? String == "request of 8389608 bytes is over the 8388608-byte limit")
    #expect(answers[0]["id"] is NSNull)
    #expect(answers[1]["id"] as? String == "ok" && (answers[1]["scores"] as? [Double])?.count == 1)
  }

  @Test func lineReaderHoldsAtMostTheLimitPlusAChunk() {
    // A 50 MB line that is never in memory at once, then a short one.
    var remaining = 50_000_000
    var tail = Array("\r\nok\nlast".utf8)[...]
    var reader = LineReader(limit: 100, chunkSize: 4096) { count in
      if remaining > 0 {
        let size = min(count, remaining)
        remaining -= size
        return [UInt8](repeating: 0x61, count: size)
      }
      let chunk = Array(tail.prefix(count))
      tail = tail.dropFirst(chunk.count)
      return chunk
    }
    #expect(reader.next() == .tooLong(bytes: 50_000_000))
    #expect(reader.next() == .line(Array("ok".utf8)))
    #expect(reader.next() == .line(Array("last".utf8)))
    #expect(reader.next() == nil)
    #expect(reader.peakBufferedBytes <= 100 + 2 * 4096)
  }

  @Test func invalidUTF8IsRejectedLikeContextsAre() async {
    var bytes = Array(#"{"id": "u", "lang": "en", "context": [{"text": "ab"#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(#""}], "candidates": ["Sure"]}"#.utf8) + [0x0A]
    let answers = await rank(bytes + Array("\(valid)\n".utf8))
    #expect(answers[0]["error"] as? String == "invalid UTF-8 at byte 50; requests must be UTF-8")
    #expect(answers[1]["id"] as? String == "ok")
  }

  @Test func duplicateKeysAreRejected() async {
    let lines = [
      #"{"id": "a", "lang": "en", "lang": "ja", "context": [], "candidates": []}"#,
      #"{"id": "b", "lang": "en", "context": [{"text": "x", "text": "y"}], "candidates": []}"#,
    ]
    let answers = await rank(Array(lines.joined(separator: "\n").utf8))
    #expect(
      answers[0]["error"] as? String == #"the top level: duplicate key "lang"; each key may appear only once"#)
    #expect(answers[1]["error"] as? String == #"context[0]: duplicate key "text"; each key may appear only once"#)
  }

  @Test func anAnswerThatCannotBeEncodedKeepsItsId() throws {
    let line = RankProtocol.Answer.scores(id: .string("k"), scores: [.nan], warning: nil).line
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["id"] as? String == "k")
    #expect(object["error"] as? String == "internal: answer could not be encoded")
  }
}
