/// The two towers of the ranking model over one shared embedding table.
///
/// Context tower: [bag(newest turn), bag(others' earlier turns), bag(own earlier turns)] → dense
/// layers → unit vector.
/// Reply tower: bag(reply) → dense layers → unit vector, plus a learned prior from a per-bucket
/// scalar. A bag is the sum of its features' rows divided by √n.
package struct DualEncoder: Sendable, Hashable {
  /// The shared hashed-feature embeddings.
  package let embedding: QuantizedEmbeddingTable
  /// One prior weight per hash bucket, pooled like a bag over a reply's features.
  package let priorWeights: [Float]
  /// Dense layers of the context tower; the first reads one embedding width per context bag.
  package let contextLayers: [DenseLayer]
  /// Dense layers of the reply tower; the first reads one embedding width.
  package let replyLayers: [DenseLayer]
  /// Multiplies the cosine similarity so that it is comparable with the prior.
  package let logitScale: Float

  /// Creates an encoder; layer widths must chain and both towers must end at the same width.
  package init(
    embedding: QuantizedEmbeddingTable, priorWeights: [Float], contextLayers: [DenseLayer],
    replyLayers: [DenseLayer], logitScale: Float
  ) {
    precondition(priorWeights.count == embedding.rowCount)
    precondition(contextLayers.first?.inputSize == ContextFeatures.bagCount * embedding.dimension)
    precondition(replyLayers.first?.inputSize == embedding.dimension)
    precondition(contextLayers.last?.outputSize == replyLayers.last?.outputSize)
    self.embedding = embedding
    self.priorWeights = priorWeights
    self.contextLayers = contextLayers
    self.replyLayers = replyLayers
    self.logitScale = logitScale
  }

  /// Width of the encoded vectors.
  package var outputSize: Int { contextLayers.last!.outputSize }

  /// The unit context vector for `features`.
  package func encodeContext(_ features: ContextFeatures) -> [Float] {
    let width = embedding.dimension
    var input = [Float](repeating: 0, count: ContextFeatures.bagCount * width)
    input.withUnsafeMutableBufferPointer { input in
      for (index, features) in features.bags.enumerated() { bag(features, into: input.baseAddress! + index * width) }
    }
    return Self.run(contextLayers, on: input)
  }

  /// The unit reply vector for `features` and the reply's prior.
  package func encodeReply(_ features: [Int32]) -> (vector: [Float], prior: Float) {
    var input = [Float](repeating: 0, count: embedding.dimension)
    input.withUnsafeMutableBufferPointer { bag(features, into: $0.baseAddress!) }
    var prior: Float = 0
    for feature in features { prior += priorWeights[Int(feature)] }
    if !features.isEmpty { prior /= Float(features.count).squareRoot() }
    return (Self.run(replyLayers, on: input), prior)
  }

  private func bag(_ features: [Int32], into output: UnsafeMutablePointer<Float>) {
    guard !features.isEmpty else { return }
    embedding.accumulate(features, weight: 1 / Float(features.count).squareRoot(), into: output)
  }

  private static func run(_ layers: [DenseLayer], on input: [Float]) -> [Float] {
    var current = input
    for layer in layers {
      var next = [Float](repeating: 0, count: layer.outputSize)
      current.withUnsafeBufferPointer { source in
        next.withUnsafeMutableBufferPointer { layer.forward(source.baseAddress!, into: $0.baseAddress!) }
      }
      current = next
    }
    _ = current.withUnsafeMutableBufferPointer { VectorMath.normalize($0.baseAddress!, $0.count) }
    return current
  }
}
