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
  /// Rows each feature sums (1 or 2). Two independent hashes make it unlikely that two frequent
  /// features share both rows, so collisions cost less at the same table size.
  public var hashesPerFeature: Int
  /// Whether every role hashes a feature to the same rows, so the same word in the context and
  /// in a reply shares its embedding (the towers and bags still tell the roles apart).
  public var sharedRoleHashing: Bool

  /// Creates a configuration.
  public init(
    bucketBits: Int = 16, wordBigrams: Bool = true, wordCharacterNgramLength: Int = 3,
    cjkCharacterNgramMaxLength: Int = 3, maxFeaturesPerText: Int = 384, historyTurns: Int = 4,
    hashesPerFeature: Int = 1, sharedRoleHashing: Bool = false
  ) {
    self.bucketBits = bucketBits
    self.wordBigrams = wordBigrams
    self.wordCharacterNgramLength = wordCharacterNgramLength
    self.cjkCharacterNgramMaxLength = cjkCharacterNgramMaxLength
    self.maxFeaturesPerText = maxFeaturesPerText
    self.historyTurns = historyTurns
    self.hashesPerFeature = hashesPerFeature
    self.sharedRoleHashing = sharedRoleHashing
  }

  /// The number of hash buckets.
  package var bucketCount: Int { 1 << bucketBits }
}

extension FeatureConfiguration {
  private enum CodingKeys: String, CodingKey {
    case bucketBits, wordBigrams, wordCharacterNgramLength, cjkCharacterNgramMaxLength, maxFeaturesPerText
    case historyTurns, hashesPerFeature, sharedRoleHashing
  }

  /// Decodes a configuration; settings added after the first models default to their old behaviour.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      bucketBits: try container.decode(Int.self, forKey: .bucketBits),
      wordBigrams: try container.decode(Bool.self, forKey: .wordBigrams),
      wordCharacterNgramLength: try container.decode(Int.self, forKey: .wordCharacterNgramLength),
      cjkCharacterNgramMaxLength: try container.decode(Int.self, forKey: .cjkCharacterNgramMaxLength),
      maxFeaturesPerText: try container.decode(Int.self, forKey: .maxFeaturesPerText),
      historyTurns: try container.decodeIfPresent(Int.self, forKey: .historyTurns) ?? 4,
      hashesPerFeature: try container.decodeIfPresent(Int.self, forKey: .hashesPerFeature) ?? 1,
      sharedRoleHashing: try container.decodeIfPresent(Bool.self, forKey: .sharedRoleHashing) ?? false)
  }
}
