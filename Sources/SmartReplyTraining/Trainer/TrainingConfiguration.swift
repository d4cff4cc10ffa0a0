import SmartReplyModel

/// Everything that decides what a training run produces; the same configuration and data give
/// the same model.
public struct TrainingConfiguration: Sendable, Hashable, Codable {
  /// Language written into the model.
  public var language: Language
  /// Features to extract.
  public var features: FeatureConfiguration
  /// Width of the embedding table.
  public var embeddingDimension: Int
  /// Hidden layer widths of each tower.
  public var hiddenSizes: [Int]
  /// Width of the encoded vectors.
  public var outputSize: Int
  /// Examples per batch (each example's negatives are the batch's other replies).
  public var batchSize: Int
  /// Most passes over the training pairs.
  public var epochs: Int
  /// Stop after this many epochs without a better dev Recall@1.
  public var patience: Int
  /// Adam's learning rate at the start (it decays linearly to a tenth).
  public var learningRate: Float
  /// Multiplies the learning rate of the embedding table and the prior (sparse rows).
  public var embeddingLearningRateScale: Float
  /// Export the moving average of the weights rather than the last step's.
  public var weightAveraging: Bool
  /// Per-step decay of that average (closer to 1 averages over more steps).
  public var weightAveragingDecay: Float
  /// Also train replies to pick their context among the batch's contexts.
  public var symmetricLoss: Bool
  /// Probability of dropping each feature of a training example.
  public var featureDropout: Float
  /// Seed of every random choice.
  public var seed: UInt64
  /// Worker threads.
  public var threads: Int
  /// Cap on training pairs (0: all), for quick experiments.
  public var maxExamples: Int
  /// How many times each authored pair (everyday corpus, intent examples) is seen per epoch:
  /// they are few beside the dialogue corpora, and they carry what everyday replies look like.
  public var authoredRepeats: Int

  /// The trainer's defaults, which `smartreply train` shows and uses for options not given. The
  /// bundled models' recipes (`smartreply train --preset en|ja`, in their model cards) change
  /// some: 3 epochs and one thread for both, 104-d embeddings and two hash rows for English.
  public init(language: Language) {
    self.language = language
    features = FeatureConfiguration(historyTurns: TurnLimits.modelHistory, sharedRoleHashing: true)
    embeddingDimension = 64
    hiddenSizes = [256]
    outputSize = 128
    batchSize = 256
    epochs = 5
    patience = 1
    learningRate = 0.002
    featureDropout = 0.1
    embeddingLearningRateScale = 1
    symmetricLoss = false
    weightAveraging = true
    weightAveragingDecay = 0.999
    seed = 20_261_129
    threads = 2
    maxExamples = 0
    authoredRepeats = 1
  }
}
