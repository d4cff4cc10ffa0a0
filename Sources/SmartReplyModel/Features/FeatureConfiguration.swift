/// Which features a model reads and how many hash buckets they share; stored in the model file so
/// serving always extracts exactly what training did.
public struct FeatureConfiguration: Sendable, Hashable, Codable {
  /// log2 of the number of hash buckets (rows of the embedding table).
  public var bucketBits: Int
  /// Whether pairs of neighbouring tokens are features.
  public var wordBigrams: Bool
  /// Length of the character n-grams taken inside each word of space-separated scripts (0: none).
  public var wordCharacterNgramLength: Int
  /// Longest character n-gram taken across Japanese runs (0: none).
  public var cjkCharacterNgramMaxLength: Int
  /// The most features kept from one text.
  public var maxFeaturesPerText: Int
  /// How many turns before the newest the context tower reads.
  public var historyTurns: Int

  /// Creates a configuration.
  public init(
    bucketBits: Int = 16, wordBigrams: Bool = true, wordCharacterNgramLength: Int = 3,
    cjkCharacterNgramMaxLength: Int = 3, maxFeaturesPerText: Int = 384, historyTurns: Int = 4
  ) {
    self.bucketBits = bucketBits
    self.wordBigrams = wordBigrams
    self.wordCharacterNgramLength = wordCharacterNgramLength
    self.cjkCharacterNgramMaxLength = cjkCharacterNgramMaxLength
    self.maxFeaturesPerText = maxFeaturesPerText
    self.historyTurns = historyTurns
  }

  /// The number of hash buckets.
  public var bucketCount: Int { 1 << bucketBits }
}
