import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct VectorMathTests {
  @Test func simdKernelsMatchPlainLoops() {
    for count in [1, 7, 8, 16, 37, 128] {
      let a = (0..<count).map { Float($0) * 0.5 - 3 }
      var b = (0..<count).map { Float(count - $0) * 0.25 }
      let expected = zip(a, b).reduce(Float(0)) { $0 + $1.0 * $1.1 }
      let dot = a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { VectorMath.dot(a.baseAddress!, $0.baseAddress!, count) }
      }
      #expect(abs(dot - expected) <= 1e-3 * max(1, abs(expected)))
      let before = b
      a.withUnsafeBufferPointer { a in
        b.withUnsafeMutableBufferPointer { VectorMath.axpy(2, a.baseAddress!, $0.baseAddress!, count) }
      }
      #expect(zip(b, zip(before, a)).allSatisfy { $0 == $1.0 + 2 * $1.1 })
    }
  }

  @Test func quantisedBagsStayCloseToFloatBags() {
    var generator = SystemRandomNumberGenerator()
    let rows = 32
    let width = 16
    let table = (0..<rows * width).map { _ in Float.random(in: -1...1, using: &generator) }
    let quantized = QuantizedEmbeddingTable(quantizing: table, rowCount: rows, dimension: width)
    var output = [Float](repeating: 0, count: width)
    output.withUnsafeMutableBufferPointer { quantized.accumulate([3, 5], weight: 0.5, into: $0.baseAddress!) }
    for column in 0..<width {
      let expected = 0.5 * (table[3 * width + column] + table[5 * width + column])
      #expect(abs(output[column] - expected) < 0.01)
    }
  }
}

@Suite struct ReplyRankingModelTests {
  let model = TestModels.random(seed: 1)

  @Test func scoresAreFiniteForHostileText() {
    let hostile = [
      "", "   ", "😀😀😀", String(repeating: "長文", count: 600_000), "mixed 日本語 and English https://x.y 123",
      "\u{0000}\u{202E}\u{FEFF}", "Quelle heure est-il ?",
    ]
    for text in hostile {
      let scores = model.scores(context: [ConversationTurn(text: text, isSelf: false)], candidates: hostile)
      #expect(scores.count == hostile.count)
      #expect(scores.allSatisfy { $0.isFinite })
    }
    #expect(model.scores(context: [], candidates: ["ok"]).allSatisfy { $0.isFinite })
  }

  @Test func scoreIsTheSumOfItsParts() {
    let context = model.encodeContext([ConversationTurn(text: "Coffee tomorrow?", isSelf: false)])
    let reply = model.encodeReply("Yes, coffee sounds good")
    let parts = model.scoreParts(context, reply)
    #expect(parts.newestLexical > 0)
    let weights = model.header.scoreWeights
    #expect(
      model.score(context, reply)
        == parts.semantic + weights.prior * parts.prior + weights.newestLexical * parts.newestLexical
        + weights.historyLexical * parts.historyLexical)
  }
}
