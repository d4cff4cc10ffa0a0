/// Turns analysed text into hashed feature ids: token unigrams and bigrams, character n-grams of
/// words, character n-grams of Japanese runs, and a length bucket.
package struct FeatureExtractor: Sendable, Hashable {
  /// The features this extractor produces.
  package var configuration: FeatureConfiguration

  /// Creates an extractor for `configuration`.
  package init(configuration: FeatureConfiguration) {
    self.configuration = configuration
  }

  private enum Kind: UInt64 {
    case unigram = 1
    case bigram = 2
    case wordCharacters = 3
    case cjkCharacters = 4
    case length = 5
  }

  /// Bucket ids of the features of `text` in `role`, at most
  /// ``FeatureConfiguration/maxFeaturesPerText`` of them, in a stable order.
  package func features(of text: AnalyzedText, role: FeatureRole) -> [Int32] {
    let roleSeed = configuration.sharedRoleHashing ? 0 : role.rawValue &* 0x1000_0000_0000
    let twoRows = configuration.hashesPerFeature == 2
    // Each feature takes `hashesPerFeature` of the cap's bucket ids, however many rows it adds.
    let limit = max(
      0, twoRows ? configuration.maxFeaturesPerText : configuration.maxFeaturesPerText * configuration.hashesPerFeature)
    let recipe = FeatureMemo.Recipe(
      wordBigrams: configuration.wordBigrams, wordCharacterNgramLength: configuration.wordCharacterNgramLength,
      cjkCharacterNgramMaxLength: configuration.cjkCharacterNgramMaxLength, roleSeed: roleSeed)
    let hashes = text.memo.hashes(recipe, limit: limit) { featureHashes(of: text, roleSeed: roleSeed, limit: limit) }
    let mask = UInt64(configuration.bucketCount - 1)
    var buckets = [Int32]()
    buckets.reserveCapacity(twoRows ? 2 * hashes.count : hashes.count)
    for hash in hashes {
      buckets.append(Int32(truncatingIfNeeded: hash & mask))
      if twoRows { buckets.append(Int32(truncatingIfNeeded: (hash >> 32) & mask)) }
    }
    return buckets
  }

  /// The first `limit` feature hashes of `text`, and whether they are all it has.
  private func featureHashes(of text: AnalyzedText, roleSeed: UInt64, limit: Int) -> (
    hashes: [UInt64], isComplete: Bool
  ) {
    // Words give two features and a character n-gram each of most of their scalars; Japanese
    // runs give up to three n-grams a scalar.
    var sink = FeatureSink(limit: limit, capacity: 2 * text.tokens.count + 3 * text.scalars.count + 1)
    sink.add(StableHash.mix(roleSeed ^ Kind.length.rawValue ^ UInt64(min(text.tokens.count, 12)) << 8))
    var previous = StableHash.mix(roleSeed ^ 0xB05)  // sentence start
    var lastCJKRun: Range<Int>? = nil
    text.scalars.withUnsafeBufferPointer { scalars in
      for token in text.tokens {
        let unigram = FeatureHasher.hash(scalars, token.range, seed: roleSeed ^ Kind.unigram.rawValue)
        sink.add(unigram)
        if configuration.wordBigrams {
          sink.add(FeatureHasher.combine(previous, unigram) ^ Kind.bigram.rawValue)
        }
        previous = unigram
        switch token.kind {
        case .word:
          addWordCharacterNgrams(scalars, token.range, roleSeed, &sink)
        case .cjkWord where token.runRange != lastCJKRun:
          lastCJKRun = token.runRange
          addCJKCharacterNgrams(scalars, token.runRange, roleSeed, &sink)
        default:
          break
        }
        if sink.isFull { break }
      }
    }
    // A full sink may have turned features away; one short of the cap has them all.
    return (sink.hashes, !sink.isFull)
  }

  /// Collects feature hashes up to the cap (a struct passed `inout`, not a captured variable, so
  /// the hot loop pays no dynamic exclusivity checks).
  private struct FeatureSink {
    let limit: Int
    var hashes: [UInt64] = []

    init(limit: Int, capacity: Int) {
      self.limit = limit
      hashes.reserveCapacity(min(limit, capacity))
    }

    var isFull: Bool { hashes.count >= limit }

    @inline(__always)
    mutating func add(_ hash: UInt64) {
      guard hashes.count < limit else { return }
      hashes.append(hash)
    }
  }

  private func addWordCharacterNgrams(
    _ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, _ roleSeed: UInt64, _ sink: inout FeatureSink
  ) {
    let length = configuration.wordCharacterNgramLength
    guard length > 0, range.count >= length else { return }
    // Word boundaries take part through the seed of the first and last n-gram.
    let seed = roleSeed ^ Kind.wordCharacters.rawValue
    for start in range.lowerBound...(range.upperBound - length) {
      var hash = FeatureHasher.hash(scalars, start..<start + length, seed: seed)
      if start == range.lowerBound { hash ^= 0x5EED_0001 }
      if start + length == range.upperBound { hash ^= 0x5EED_0100 }
      sink.add(hash)
    }
  }

  private func addCJKCharacterNgrams(
    _ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ run: Range<Int>, _ roleSeed: UInt64, _ sink: inout FeatureSink
  ) {
    let maxLength = configuration.cjkCharacterNgramMaxLength
    guard maxLength > 0 else { return }
    let seed = roleSeed ^ Kind.cjkCharacters.rawValue
    for length in 1...maxLength where run.count >= length {
      for start in run.lowerBound...(run.upperBound - length) {
        sink.add(FeatureHasher.hash(scalars, start..<start + length, seed: seed &+ UInt64(length)))
      }
    }
  }
}
