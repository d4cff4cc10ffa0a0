import Foundation
import SmartReplyModel

/// Trains a ``ContextClassifier`` on a ranking model's context vectors: softmax regression with
/// Adam on shuffled mini-batches, classes weighted by inverse frequency, and an L2 penalty. Same
/// data and seed, same weights.
public struct ContextClassifierTrainer: Sendable {
  /// One training example: a conversation and a class, weighted (a message that several classes
  /// answer is one example per class, each weighing a share).
  public struct Example: Sendable {
    /// The conversation, oldest turn first.
    public var context: [ConversationTurn]
    /// The index of its class.
    public var label: Int
    /// Its weight in the loss.
    public var weight: Float

    /// Creates an example.
    public init(context: [ConversationTurn], label: Int, weight: Float = 1) {
      self.context = context
      self.label = label
      self.weight = weight
    }
  }

  /// Passes over the data.
  public var epochs = 40
  /// Examples per Adam step.
  public var batchSize = 32
  /// Adam's learning rate.
  public var learningRate: Float = 0.01
  /// L2 penalty on the weights.
  public var l2: Float = 1e-4
  /// Whether each class weighs the same in the loss whatever its number of examples.
  public var balancesClasses = true
  /// Seed of the shuffling.
  public var seed: UInt64 = 20_261_201

  /// Creates a trainer with the defaults.
  public init() {}

  /// Trains on `examples`, encoded by `model`; `classes` names the outputs.
  public func train(
    _ examples: [Example], classes: [String], model: ReplyRankingModel, provenance: [String: String] = [:]
  ) -> ContextClassifier {
    let vectors = examples.map { model.encodeContext($0.context).vector }
    let probe = model.encodeContext(ContextClassifier.probe).vector
    let dimension = probe.count
    let header = ContextClassifier.Header(
      language: model.header.language, classes: classes, dimension: dimension, probeVector: probe,
      provenance: provenance)
    var totals = [Float](repeating: 0, count: classes.count)
    for example in examples { totals[example.label] += example.weight }
    let sum = totals.reduce(0, +)
    let classWeight = totals.map { total in
      total == 0 ? 0 : balancesClasses ? sum / (Float(classes.count) * total) : 1
    }
    var parameters = AdamParameter([Float](repeating: 0, count: dimension * classes.count + classes.count))
    var adam = AdamOptimizer(learningRate: learningRate)
    var gradient = [Float](repeating: 0, count: parameters.value.count)
    var generator = SeededGenerator(seed: seed)
    var order = Array(examples.indices)
    let biasStart = dimension * classes.count
    for _ in 0..<epochs {
      order.shuffle(using: &generator)
      for batch in stride(from: 0, to: order.count, by: batchSize) {
        for index in gradient.indices { gradient[index] = 0 }
        let members = order[batch..<min(batch + batchSize, order.count)]
        let weights = Array(parameters.value[..<biasStart])
        let bias = Array(parameters.value[biasStart...])
        for member in members {
          let example = examples[member]
          let vector = vectors[member]
          let probabilities = TextClassifier.softmax(ContextClassifier.logits(of: vector, weights: weights, bias: bias))
          let scale = example.weight * classWeight[example.label] / Float(members.count)
          for row in classes.indices {
            let delta = (probabilities[row] - (row == example.label ? 1 : 0)) * scale
            gradient[biasStart + row] += delta
            for (input, value) in vector.enumerated() { gradient[input * classes.count + row] += delta * value }
          }
        }
        for index in 0..<biasStart { gradient[index] += l2 * parameters.value[index] }
        adam.advance()
        adam.update(&parameters, gradient: gradient)
      }
    }
    return ContextClassifier(
      header: header, weights: Array(parameters.value[..<biasStart]), bias: Array(parameters.value[biasStart...]))
  }
}
