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
      let c = (0..<count).map { Float($0 % 5) - 1.75 }
      let pair = a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          c.withUnsafeBufferPointer { VectorMath.dot2(a.baseAddress!, b.baseAddress!, $0.baseAddress!, count) }
        }
      }
      let second = a.withUnsafeBufferPointer { a in
        c.withUnsafeBufferPointer { VectorMath.dot(a.baseAddress!, $0.baseAddress!, count) }
      }
      #expect(pair.0.bitPattern == dot.bitPattern && pair.1.bitPattern == second.bitPattern)
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

  @Test func fastTanhStaysWithinAMillionthOfTheExactValue() {
    var inputs: [Float] = [0, -0, 0.25, -0.25, 0.2499999, 9, -9, 50, -50, .greatestFiniteMagnitude]
    inputs += stride(from: Float(-12), through: 12, by: 0.001)
    var worst: Float = 0
    for start in stride(from: 0, to: inputs.count, by: 8) {
      var lanes = SIMD8<Float>()
      for lane in 0..<8 { lanes[lane] = inputs[min(start + lane, inputs.count - 1)] }
      let result = FastTanh.evaluate(lanes)
      for lane in 0..<8 { worst = max(worst, abs(result[lane] - Foundation.tanh(lanes[lane]))) }
    }
    #expect(worst < 1e-6)
    var values: [Float] = [-3, -0.5, -0.1, 0, 0.1, 0.5, 3, 0.7, 1.5, 20, -20]  // a tail shorter than 8
    values.withUnsafeMutableBufferPointer { Activation.tanh.apply($0.baseAddress!, $0.count) }
    #expect(values[3] == 0 && values[9] == 1 && values[10] == -1)
    #expect(abs(values[6] - Foundation.tanh(Float(3))) < 1e-6)
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

  @Test func replyCacheGivesTheSameScoresAndStaysBounded() {
    let turns = [ConversationTurn(text: "Lunch at noon?", isSelf: false)]
    let candidates = (0..<12).map { "Reply number \($0), sure" }
    var cache = ReplyEncodingCache(capacity: 8)
    let direct = model.scores(context: turns, candidates: candidates)
    #expect(model.scores(context: turns, candidates: candidates, cache: &cache) == direct)
    #expect(model.scores(context: turns, candidates: candidates, cache: &cache) == direct)
    #expect(cache.count <= 8)
    #expect(cache.count >= 4)
  }

  @Test func echoKeysIgnoreCaseSpacingAndPunctuationButNotNumbers() throws {
    func key(_ text: String) -> EchoKey? { EchoKey(text, analyzed: AnalyzedText(text)) }
    let slides = try #require(key("Can you send me the slides?"))
    #expect(key("can you  send me the SLIDES") == slides)
    #expect(slides.length == 6)
    #expect(key("Can you send me the slide?") != slides)
    #expect(key("I'd take 2 waters and 1 food") != key("I'd take 1 waters and 2 food"))
    #expect(key("?!…") == nil)
    #expect(key("コーヒー飲もう！") == key("コーヒー飲もう"))
    #expect(key("こんにちは！")?.length ?? 0 >= 1)
  }

  @Test func aReplyRepeatingALongTurnRanksLastButShortGreetingsMayBeEchoed() {
    let turns = [
      ConversationTurn(text: "Hello!", isSelf: false),
      ConversationTurn(text: "Can you send me the slides from the meeting today?", isSelf: false),
    ]
    let candidates = ["can you send me the slides from the meeting today", "Sure, sending them now", "hello"]
    let context = model.encodeContext(turns)
    let parts = candidates.map { model.scoreParts(context, model.encodeReply($0)) }
    #expect(parts.map(\.echoLength) == [10, 0, 1])
    let weights = ScoreWeights(echoMinimumLength: 4)
    #expect(parts[0].combined(weights) < parts[1].combined(weights) - ScoreParts.echoPenalty / 2)
    var withoutEcho = parts[0]
    withoutEcho.echoLength = 0
    #expect(parts[0].combined(weights) == withoutEcho.combined(weights) - ScoreParts.echoPenalty)
    #expect(parts[2].combined(weights) > parts[1].combined(weights) - ScoreParts.echoPenalty / 2)
    #expect(parts[0].combined(ScoreWeights(echoMinimumLength: 11)) == withoutEcho.combined(weights))
  }

  @Test func weightsFromFilesWithoutAnEchoThresholdGetTheDefault() throws {
    let json = #"{"prior": 0.5, "newestLexical": 0.2, "historyLexical": 0.05}"#
    let weights = try JSONDecoder().decode(ScoreWeights.self, from: Data(json.utf8))
    #expect(weights == ScoreWeights(prior: 0.5, newestLexical: 0.2, historyLexical: 0.05))
    #expect(weights.echoMinimumLength == ScoreWeights.defaultEchoMinimumLength)
    let roundTrip = try JSONDecoder().decode(
      ScoreWeights.self, from: try JSONEncoder().encode(ScoreWeights(echoMinimumLength: 6)))
    #expect(roundTrip.echoMinimumLength == 6)
  }
}
