import Foundation
import SmartReplyModel

/// The float parameters of the dual encoder during training.
struct TrainableDualEncoder {
  let rowCount: Int
  let dimension: Int
  var embedding: AdamParameter
  var prior: AdamParameter
  var contextLayers: [TrainableLayer]
  var replyLayers: [TrainableLayer]
  /// log of the logit scale, learned.
  var logScale: AdamParameter

  init(configuration: TrainingConfiguration) {
    var generator = SeededGenerator(seed: configuration.seed)
    rowCount = configuration.features.bucketCount
    dimension = configuration.embeddingDimension
    embedding = AdamParameter(
      (0..<rowCount * dimension).map { _ in generator.nextGaussian(standardDeviation: 0.1) })
    prior = AdamParameter([Float](repeating: 0, count: rowCount))
    func tower(_ input: Int) -> [TrainableLayer] {
      var layers = [TrainableLayer]()
      var width = input
      for hidden in configuration.hiddenSizes {
        layers.append(TrainableLayer(inputSize: width, outputSize: hidden, activation: .tanh, generator: &generator))
        width = hidden
      }
      layers.append(
        TrainableLayer(
          inputSize: width, outputSize: configuration.outputSize, activation: .identity, generator: &generator))
      return layers
    }
    contextLayers = tower(ContextFeatures.bagCount * dimension)
    replyLayers = tower(dimension)
    logScale = AdamParameter([Float(10).logarithm])
  }

  var logitScale: Float { min(max(Foundation.exp(logScale.value[0]), 1), 64) }

  /// The serving encoder: embeddings quantised to int8, everything else as is.
  func quantized() -> DualEncoder {
    DualEncoder(
      embedding: QuantizedEmbeddingTable(quantizing: embedding.value, rowCount: rowCount, dimension: dimension),
      priorWeights: prior.value, contextLayers: contextLayers.map(\.serving),
      replyLayers: replyLayers.map(\.serving), logitScale: logitScale)
  }
}

extension Float {
  fileprivate var logarithm: Float { Foundation.log(self) }
}
