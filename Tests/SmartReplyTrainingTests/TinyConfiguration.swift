import SmartReplyTraining

extension TrainingConfiguration {
  /// A network small enough for a test: `bucketBits` hash bits, one hidden layer.
  static func tiny(bucketBits: Int, dimension: Int, hidden: Int, output: Int, seed: UInt64) -> Self {
    var configuration = TrainingConfiguration(language: .english)
    configuration.features.bucketBits = bucketBits
    configuration.embeddingDimension = dimension
    configuration.hiddenSizes = [hidden]
    configuration.outputSize = output
    configuration.seed = seed
    return configuration
  }
}
