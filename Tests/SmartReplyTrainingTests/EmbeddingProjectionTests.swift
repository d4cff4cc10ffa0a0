import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyTraining

@Suite struct EmbeddingProjectionTests {
  /// A deterministic stream of numbers in -1..<1.
  struct Numbers {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(Int64(bitPattern: state >> 11) % 2_000) / 1_000 - 1
    }
  }

  @Test func eigenvectorsRebuildTheMatrix() {
    var numbers = Numbers(state: 3)
    let size = 12
    let factor = (0..<size * size).map { _ in numbers.next() }
    // factor · factorᵀ: symmetric, with distinct eigenvalues.
    var matrix = [Double](repeating: 0, count: size * size)
    for row in 0..<size {
      for column in 0..<size {
        matrix[row * size + column] = (0..<size).reduce(0) { $0 + factor[row * size + $1] * factor[column * size + $1] }
      }
    }
    let eigen = SymmetricEigen(matrix, size: size)
    #expect(zip(eigen.values, eigen.values.dropFirst()).allSatisfy { $0 >= $1 })
    for (index, vector) in eigen.vectors.enumerated() {
      let largest = vector.max { abs($0) < abs($1) }!
      #expect(largest > 0)
      for (other, second) in eigen.vectors.enumerated() {
        let dot = zip(vector, second).reduce(0) { $0 + $1.0 * $1.1 }
        #expect(abs(dot - (index == other ? 1 : 0)) < 1e-9)
      }
    }
    for row in 0..<size {
      for column in 0..<size {
        let rebuilt = eigen.values.indices.reduce(0) {
          $0 + eigen.values[$1] * eigen.vectors[$1][row] * eigen.vectors[$1][column]
        }
        #expect(abs(rebuilt - matrix[row * size + column]) < 1e-9 * max(1, abs(matrix[row * size + column])))
      }
    }
  }

  /// A ranker whose table rows are `strong` random mixtures of `rank` directions plus `noise`
  /// times independent values in every direction.
  static func model(width: Int, rank: Int, noise: Double, seed: UInt64) -> ReplyRankingModel {
    var numbers = Numbers(state: seed)
    let features = FeatureConfiguration(bucketBits: 10)
    let rows = features.bucketCount
    let directions = (0..<rank * width).map { _ in numbers.next() }  // what `directions` returns
    var table = [Float](repeating: 0, count: rows * width)
    for row in 0..<rows {
      let mixture = (0..<rank).map { _ in numbers.next() }
      for column in 0..<width {
        let value = (0..<rank).reduce(0) { $0 + mixture[$1] * directions[$1 * width + column] }
        table[row * width + column] = Float(value + noise * numbers.next())
      }
    }
    func layer(_ input: Int, _ output: Int, _ activation: Activation) -> DenseLayer {
      DenseLayer(
        inputSize: input, outputSize: output, weights: (0..<input * output).map { _ in Float(numbers.next() * 0.3) },
        bias: (0..<output).map { _ in Float(numbers.next() * 0.1) }, activation: activation)
    }
    let encoder = DualEncoder(
      embedding: QuantizedEmbeddingTable(quantizing: table, rowCount: rows, dimension: width),
      priorWeights: (0..<rows).map { _ in Float(numbers.next() * 0.1) },
      contextLayers: [layer(ContextFeatures.bagCount * width, 32, .tanh), layer(32, 16, .identity)],
      replyLayers: [layer(width, 32, .tanh), layer(32, 16, .identity)], logitScale: 10)
    let header = ModelHeader(
      language: .english, features: features, embeddingDimension: width,
      contextLayers: encoder.contextLayers.map(\.shape), replyLayers: encoder.replyLayers.map(\.shape),
      logitScale: 10, scoreWeights: ScoreWeights(prior: 1, newestLexical: 0.1, historyLexical: 0.05),
      averageReplyLength: 5, provenance: ["command": "test"])
    return ReplyRankingModel(
      header: header, encoder: encoder,
      lexicalScorer: LexicalScorer(
        inverseDocumentFrequency: [Float](repeating: 1, count: rows), averageDocumentLength: 5))
  }

  /// The directions `model(width:rank:noise:seed:)` mixes its rows from.
  static func directions(width: Int, rank: Int, seed: UInt64) -> [[Double]] {
    var numbers = Numbers(state: seed)
    let values = (0..<rank * width).map { _ in numbers.next() }
    return (0..<rank).map { Array(values[$0 * width..<($0 + 1) * width]) }
  }

  static let contexts: [[ConversationTurn]] = [
    [ConversationTurn(text: "Are you free tonight?", isSelf: false)],
    [
      ConversationTurn(text: "the train is late again", isSelf: true),
      ConversationTurn(text: "ugh, how late?", isSelf: false),
      ConversationTurn(text: "twenty minutes, start without me", isSelf: false),
    ],
    [ConversationTurn(text: "did you see the match last night", isSelf: false)],
    [ConversationTurn(text: "thanks so much for the flowers!", isSelf: false)],
  ]
  static let candidates = [
    "Yes!", "No, sorry", "Maybe later", "See you soon", "No worries, we'll wait", "What a game!", "You're welcome!",
    "I can't tonight", "Sounds good", "Haha",
  ]

  /// The largest score difference over the contexts and candidates, and the share of contexts
  /// whose best candidate stayed.
  static func compare(_ first: ReplyRankingModel, _ second: ReplyRankingModel) -> (largest: Float, sameBest: Double) {
    var largest: Float = 0
    var same = 0
    for context in contexts {
      let before = first.scores(context: context, candidates: candidates)
      let after = second.scores(context: context, candidates: candidates)
      largest = max(largest, zip(before, after).map { abs($0 - $1) }.max()!)
      if before.indices.max(by: { before[$0] < before[$1] }) == after.indices.max(by: { after[$0] < after[$1] }) {
        same += 1
      }
    }
    return (largest, Double(same) / Double(contexts.count))
  }

  @Test func aTableOfLowRankLosesNothingButRounding() throws {
    let model = Self.model(width: 16, rank: 8, noise: 0, seed: 11)
    let projection = EmbeddingProjection(principalDirectionsOf: model.encoder.embedding, dimension: 8)
    // The int8 rows are not exactly of rank 8: their rounding is spread over all 16 directions.
    #expect(projection.retainedEnergy > 0.9999)
    let narrow = projection.apply(to: model)
    #expect(narrow.header.embeddingDimension == 8)
    #expect(narrow.header.contextLayers[0].inputSize == 24 && narrow.header.replyLayers[0].inputSize == 8)
    #expect(narrow.header.contextLayers.dropFirst() == model.header.contextLayers.dropFirst())
    #expect(narrow.header.scoreWeights == model.header.scoreWeights)
    #expect(narrow.header.provenance == model.header.provenance)
    let stored = try ModelFile.decode(try ModelFile.encode(narrow), file: "narrow.srkm")
    let (largest, sameBest) = Self.compare(model, stored)
    #expect(largest < 0.1, "scores are about ±10 wide")
    #expect(sameBest == 1)
  }

  @Test func theStrongestDirectionsAreKept() throws {
    let model = Self.model(width: 24, rank: 16, noise: 0.05, seed: 12)
    let projection = EmbeddingProjection(principalDirectionsOf: model.encoder.embedding, dimension: 16)
    #expect(projection.retainedEnergy > 0.98 && projection.retainedEnergy < 1)
    // Every direction the rows were mixed from lies (almost) in the kept subspace.
    for direction in Self.directions(width: 24, rank: 16, seed: 12) {
      let kept = (0..<16).reduce(0.0) { sum, column in
        let component = (0..<24).reduce(0.0) { $0 + direction[$1] * projection.basis[$1 * 16 + column] }
        return sum + component * component
      }
      #expect(kept / direction.reduce(0) { $0 + $1 * $1 } > 0.99)
    }
    let (largest, sameBest) = Self.compare(
      model, try ModelFile.decode(try ModelFile.encode(projection.apply(to: model)), file: "narrow.srkm"))
    #expect(largest < 0.5, "scores are about ±10 wide")
    #expect(sameBest == 1)
  }
}
