import SmartReplyModel
import Testing

@testable import SmartReplyTraining

/// The analytic gradients of one batch step (in-batch softmax, L2 normalisation, tanh and affine
/// layers, bag sums, the reply prior and the logit scale) match central differences of the
/// loss, parameter by parameter, on a tiny network. The network computes in Float, so the
/// tolerance allows Float rounding but not a missing or wrong term (each of which moves the
/// gradients by far more).
@Suite struct GradientCheckTests {
  static let batchSize = 5
  static let step: Float = 1e-3

  func network() -> TrainableDualEncoder {
    var network = TrainableDualEncoder(
      configuration: .tiny(bucketBits: 8, dimension: 8, hidden: 6, output: 4, seed: 11))
    // A prior that is not all zeros, so its rows take part in the scores.
    var generator = SeededGenerator(seed: 3)
    network.prior.value = network.prior.value.map { _ in generator.nextGaussian(standardDeviation: 0.3) }
    return network
  }

  /// Examples over a few rows, one with an empty history bag, two with the same reply text
  /// (masked as each other's negatives) and a feature repeated within a bag.
  func batch() -> [FeaturizedExample] {
    var generator = SeededGenerator(seed: 7)
    func features(_ count: Int) -> [Int32] { (0..<count).map { _ in Int32.random(in: 0..<40, using: &generator) } }
    return (0..<Self.batchSize).map { index in
      FeaturizedExample(
        context: [features(3), index == 1 ? [] : features(4), features(2) + [5, 5]], reply: features(3),
        replyKey: index == 4 ? 2 : UInt64(index), replyTerms: [])
    }
  }

  /// Central differences of the batch loss for `indices` of `parameter`.
  func numericGradients(
    _ parameter: WritableKeyPath<TrainableDualEncoder, AdamParameter>, _ indices: [Int],
    network: TrainableDualEncoder, symmetric: Bool
  ) -> [Float] {
    let step = BatchStep(network: network, batchSize: Self.batchSize, symmetric: symmetric)
    let batch = batch()
    return indices.map { index in
      var plus = network
      plus[keyPath: parameter].value[index] += Self.step
      var minus = network
      minus[keyPath: parameter].value[index] -= Self.step
      let difference = step.run(batch, model: plus, step: 0, seed: 1) - step.run(batch, model: minus, step: 0, seed: 1)
      return difference / (2 * Self.step)
    }
  }

  @Test(arguments: [false, true]) func analyticGradientsMatchCentralDifferences(symmetric: Bool) throws {
    let network = network()
    let step = BatchStep(network: network, batchSize: Self.batchSize, symmetric: symmetric)
    let loss = step.run(batch(), model: network, step: 0, seed: 1)
    #expect(loss.isFinite && loss > 0)
    let workspace = step.workspaces[0]
    // Copied before any other run adds to the sparse rows.
    let embedding = Array(UnsafeBufferPointer(start: workspace.embedding, count: network.embedding.value.count))
    let prior = Array(UnsafeBufferPointer(start: workspace.prior, count: network.prior.value.count))
    let logScale = workspace.logScaleGradient
    var groups: [(name: String, parameter: WritableKeyPath<TrainableDualEncoder, AdamParameter>, values: [Float])] = [
      ("embedding", \.embedding, embedding), ("prior", \.prior, prior), ("log scale", \.logScale, [logScale]),
    ]
    let towers: [(String, WritableKeyPath<TrainableDualEncoder, [TrainableLayer]>, [LayerGradient])] = [
      ("context", \.contextLayers, workspace.contextLayerGradients),
      ("reply", \.replyLayers, workspace.replyLayerGradients),
    ]
    for (tower, layers, gradients) in towers {
      for (index, layer) in network[keyPath: layers].enumerated() {
        let weights = Array(UnsafeBufferPointer(start: gradients[index].weights, count: layer.weights.value.count))
        let bias = Array(UnsafeBufferPointer(start: gradients[index].bias, count: layer.bias.value.count))
        groups.append(("\(tower) layer \(index) weights", layers.appending(path: \.[index].weights), weights))
        groups.append(("\(tower) layer \(index) bias", layers.appending(path: \.[index].bias), bias))
      }
    }
    for group in groups {
      // The embedding rows the batch reads (0..<40) and a few it does not (their gradient is 0).
      let indices = group.name == "embedding" ? Array(0..<(44 * network.dimension)) : Array(group.values.indices)
      let numeric = numericGradients(group.parameter, indices, network: network, symmetric: symmetric)
      // Float rounding of the loss (up to about 5·10⁻⁴ after dividing by the step) and the
      // step's truncation error (about 0.1 % of the group's largest gradient) stay well inside
      // 10⁻³ + 0.2 % of that gradient + 3 % of the element's own.
      let scale = numeric.map(abs).max() ?? 0
      let wrong = zip(indices, numeric).filter { index, numeric in
        abs(group.values[index] - numeric) > 1e-3 + 0.002 * scale + 0.03 * abs(numeric)
      }
      #expect(
        wrong.isEmpty,
        "\(group.name): \(wrong.count) of \(indices.count) differ, e.g. [\(wrong.first?.0 ?? -1)] analytic \(wrong.first.map { group.values[$0.0] } ?? 0) numeric \(wrong.first?.1 ?? 0)"
      )
    }
    #expect(embedding.contains { $0 != 0 } && prior.contains { $0 != 0 } && logScale != 0)
  }
}

typealias LayerGradient = (weights: UnsafeMutablePointer<Float>, bias: UnsafeMutablePointer<Float>)

extension BatchStep {
  /// A single-threaded step without feature dropout, so the loss is a function of the weights alone.
  convenience init(network: TrainableDualEncoder, batchSize: Int, symmetric: Bool) {
    self.init(model: network, batchSize: batchSize, threads: 1, dropout: 0, symmetric: symmetric)
  }
}
