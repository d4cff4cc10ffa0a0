/// An exponential moving average of the network's weights (Polyak averaging): the averaged
/// weights usually generalise better than the last step's. Updated every few steps to keep the
/// cost of walking the embedding table small.
struct WeightAverage {
  private(set) var network: TrainableDualEncoder
  let decay: Float
  let interval: Int

  init(_ network: TrainableDualEncoder, decay: Float = 0.999, interval: Int = 4) {
    self.network = network
    self.decay = decay
    self.interval = interval
  }

  /// Folds in the current weights after training step `step` (0-based).
  mutating func update(with current: TrainableDualEncoder, step: Int) {
    guard (step + 1) % interval == 0 else { return }
    var keep: Float = 1
    for _ in 0..<interval { keep *= decay }
    func blend(_ average: inout AdamParameter, _ value: AdamParameter) {
      average.value.withUnsafeMutableBufferPointer { average in
        value.value.withUnsafeBufferPointer { value in
          for index in 0..<average.count { average[index] = keep * average[index] + (1 - keep) * value[index] }
        }
      }
    }
    blend(&network.embedding, current.embedding)
    blend(&network.prior, current.prior)
    blend(&network.logScale, current.logScale)
    for index in network.contextLayers.indices {
      blend(&network.contextLayers[index].weights, current.contextLayers[index].weights)
      blend(&network.contextLayers[index].bias, current.contextLayers[index].bias)
    }
    for index in network.replyLayers.indices {
      blend(&network.replyLayers[index].weights, current.replyLayers[index].weights)
      blend(&network.replyLayers[index].bias, current.replyLayers[index].bias)
    }
  }
}
