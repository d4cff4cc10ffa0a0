/// Ranges every feature setting must lie in: checked when a file is read, so a crafted header
/// cannot make extraction hang or allocate without bound, and offered by the trainer's options.
package enum FeatureLimits {
  /// log2 of the hash buckets of a ranker.
  package static let rankerBucketBits = 8...22
  /// log2 of the hash buckets of a classifier (one weight per class and bucket).
  package static let classifierBucketBits = 8...20
  /// Rows each feature sums.
  package static let hashesPerFeature = 1...2
  /// Character n-gram lengths inside words.
  package static let wordCharacterNgramLength = 0...6
  /// Longest character n-grams across Japanese runs.
  package static let cjkCharacterNgramMaxLength = 0...6
  /// Features kept from one text.
  package static let maxFeaturesPerText = 1...4096
  /// Earlier turns the context tower may read.
  package static let historyTurns = 0...TurnLimits.preparedEntries

  /// Throws `fail(problem)` for the first setting of `features` outside its range.
  static func check(
    _ features: FeatureConfiguration, bucketBits: ClosedRange<Int>, _ fail: (String) -> ModelFileError
  ) throws {
    let settings: [(name: String, value: Int, range: ClosedRange<Int>)] = [
      ("bucketBits", features.bucketBits, bucketBits),
      ("hashesPerFeature", features.hashesPerFeature, hashesPerFeature),
      ("wordCharacterNgramLength", features.wordCharacterNgramLength, wordCharacterNgramLength),
      ("cjkCharacterNgramMaxLength", features.cjkCharacterNgramMaxLength, cjkCharacterNgramMaxLength),
      ("maxFeaturesPerText", features.maxFeaturesPerText, maxFeaturesPerText),
      ("historyTurns", features.historyTurns, historyTurns),
    ]
    for setting in settings where !setting.range.contains(setting.value) {
      throw fail("\(setting.name) \(setting.value) is outside \(setting.range)")
    }
  }
}
