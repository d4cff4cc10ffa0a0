import Foundation
import SmartReplyModel

/// Trains a ``TextClassifier`` (multinomial logistic regression over hashed features) with Adam,
/// classes weighted by inverse frequency (unless turned off), and an L2 penalty. Same data and
/// seed, same weights.
package struct ClassifierTrainer: Sendable {
  /// Passes over the data.
  package var epochs = 40
  /// Adam's learning rate.
  package var learningRate: Float = 0.05
  /// L2 penalty per step on the weights touched.
  package var l2: Float = 1e-5
  /// The features read.
  package var features = FeatureConfiguration(bucketBits: 14, maxFeaturesPerText: 512)
  /// Seed of the shuffling.
  package var seed: UInt64 = 20_261_130
  /// Whether each class weighs the same in the loss whatever its number of examples (else the
  /// classifier learns the classes' frequencies too).
  package var balancesClasses = true
  /// With ``balancesClasses``, the share of the loss each class gets (by label; the others share
  /// what is left equally). Empty: every class the same share.
  package var classShares: [String: Float] = [:]

  /// Creates a trainer with the defaults.
  package init() {}

  /// Trains on `examples`; `classes` fixes the order of the outputs.
  package func train(
    _ examples: [LabeledText], classes: [String], language: Language, provenance: [String: String] = [:]
  ) -> TextClassifier {
    let header = TextClassifier.Header(
      language: language, classes: classes, features: features, provenance: provenance)
    let buckets = features.bucketCount
    let classifier = TextClassifier(
      header: header, weights: [Float](repeating: 0, count: classes.count * buckets),
      bias: [Float](repeating: 0, count: classes.count))
    let index = Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1, $0) })
    let data = examples.compactMap { example in
      index[example.label].map { (features: classifier.features(of: example.text), label: $0) }
    }
    guard !data.isEmpty else { return classifier }
    var counts = [Int](repeating: 0, count: classes.count)
    for item in data { counts[item.label] += 1 }
    // Each class's share of the loss, spread over its examples.
    let fixed = classShares.filter { index[$0.key] != nil }
    let rest = (1 - fixed.values.reduce(0, +)) / Float(max(1, classes.count - fixed.count))
    let classWeight = classes.indices.map { row -> Float in
      guard counts[row] > 0 else { return 0 }
      guard balancesClasses else { return 1 }
      guard !fixed.isEmpty else { return Float(data.count) / Float(classes.count * counts[row]) }
      return (fixed[classes[row]] ?? rest) * Float(data.count) / Float(counts[row])
    }
    var weights = [Float](repeating: 0, count: classes.count * buckets)
    var bias = classifier.bias
    var moments = (
      first: [Float](repeating: 0, count: weights.count), second: [Float](repeating: 0, count: weights.count)
    )
    var biasMoments = (
      first: [Float](repeating: 0, count: bias.count), second: [Float](repeating: 0, count: bias.count)
    )
    var generator = SeededGenerator(seed: seed)
    var order = Array(data.indices)
    var step: Float = 0
    for _ in 0..<epochs {
      order.shuffle(using: &generator)
      for item in order.map({ data[$0] }) {
        step += 1
        let probabilities = TextClassifier.softmax(
          TextClassifier.logits(features: item.features, weights: weights, bias: bias, buckets: buckets))
        let scale = 1 / Float(max(1, item.features.count)).squareRoot()
        let correction = (1 - Foundation.pow(0.9, step), 1 - Foundation.pow(0.999, step))
        for row in classes.indices {
          let gradient = (probabilities[row] - (row == item.label ? 1 : 0)) * classWeight[item.label]
          Self.adam(&bias[row], gradient, &biasMoments.first[row], &biasMoments.second[row], learningRate, correction)
          for feature in item.features {
            let at = row * buckets + Int(feature)
            Self.adam(
              &weights[at], gradient * scale + l2 * weights[at], &moments.first[at], &moments.second[at],
              learningRate, correction)
          }
        }
      }
    }
    return TextClassifier(header: header, weights: weights, bias: bias)
  }

  private static func adam(
    _ value: inout Float, _ gradient: Float, _ first: inout Float, _ second: inout Float, _ rate: Float,
    _ correction: (Float, Float)
  ) {
    first = 0.9 * first + 0.1 * gradient
    second = 0.999 * second + 0.001 * gradient * gradient
    value -= rate * (first / correction.0) / ((second / correction.1).squareRoot() + 1e-8)
  }
}
