import Testing

@testable import SmartReplyModel

/// The AVX2 kernels against the Swift SIMD ones they stand in for: every float bit for bit.
@Suite struct WideKernelTests {
  /// Deterministic floats in -2...2 (a 64-bit LCG), some of them zero.
  struct Floats {
    var state: UInt64
    mutating func next() -> Float {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = Float(Int64(bitPattern: state) >> 40) / Float(1 << 22)
      return state % 17 == 0 ? 0 : value
    }
    mutating func array(_ count: Int) -> [Float] { (0..<count).map { _ in next() } }
  }

  @Test(.enabled(if: WideKernels.isEnabled)) func denseLayersAgreeBitForBit() {
    var floats = Floats(state: 1)
    for (inputSize, outputSize) in [(1, 1), (3, 7), (264, 256), (88, 72), (17, 65), (40, 130), (256, 88)] {
      let layer = DenseLayer(
        inputSize: inputSize, outputSize: outputSize, weights: floats.array(inputSize * outputSize),
        bias: floats.array(outputSize), activation: .identity)
      let input = floats.array(inputSize)
      var wide = [Float](repeating: 0, count: outputSize)
      var portable = wide
      input.withUnsafeBufferPointer { input in
        wide.withUnsafeMutableBufferPointer { layer.affine(input.baseAddress!, into: $0.baseAddress!) }
        portable.withUnsafeMutableBufferPointer { layer.affinePortable(input.baseAddress!, into: $0.baseAddress!) }
      }
      #expect(wide.map(\.bitPattern) == portable.map(\.bitPattern), "\(inputSize)×\(outputSize)")
    }
  }

  @Test(.enabled(if: WideKernels.isEnabled)) func embeddingBagsAgreeBitForBit() {
    var floats = Floats(state: 2)
    for (rows, dimension) in [(50, 8), (64, 88), (40, 104), (30, 256), (20, 40)] {
      let table = QuantizedEmbeddingTable(
        quantizing: floats.array(rows * dimension), rowCount: rows, dimension: dimension)
      for count in [1, 2, 5, 12] {
        let features = (0..<count).map { Int32(($0 * 7 + count) % rows) }
        let start = floats.array(dimension)
        var wide = start
        var portable = start
        wide.withUnsafeMutableBufferPointer { table.accumulate(features, weight: 0.37, into: $0.baseAddress!) }
        portable.withUnsafeMutableBufferPointer {
          table.accumulatePortable(features, weight: 0.37, into: $0.baseAddress!)
        }
        #expect(wide.map(\.bitPattern) == portable.map(\.bitPattern), "\(dimension) wide, \(count) rows")
      }
    }
  }

  @Test(.enabled(if: WideKernels.isEnabled)) func cosinesAgreeBitForBit() throws {
    let model = try ReplyRankingModel.bundled(language: .english)
    var floats = Floats(state: 3)
    for width in [8, 16, 40, 88, 256, 270] {
      let replies = EncodedReplySet(
        (0..<11).map { _ in
          EncodedReply(
            vector: floats.array(width), prior: 0, terms: .counting([]), termCount: 0, echoKey: nil)
        })
      let context = EncodedContext(
        vector: floats.array(width), newestTerms: .counting([]), historyTerms: .counting([]), turnKeys: [])
      let scorer = ContextScorer(model: model, context: context)
      for indices in [[0], [3, 1], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [10, 2, 2, 7, 5, 1, 0]] {
        let wide = scorer.cosines(of: replies, at: indices)
        let portable = scorer.cosinesPortable(of: replies, at: indices)
        #expect(wide.map(\.bitPattern) == portable.map(\.bitPattern), "\(width) wide, \(indices)")
      }
    }
  }
}
