/// Turns analysed text into hashed feature ids: token unigrams and bigrams, character n-grams of
/// words, character n-grams of Japanese runs, and a length bucket.
public struct FeatureExtractor: Sendable, Hashable {
  /// The features this extractor produces.
  public var configuration: FeatureConfiguration

  /// Creates an extractor for `configuration`.
  public init(configuration: FeatureConfiguration) {
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
  public func features(of text: AnalyzedText, role: FeatureRole) -> [Int32] {
    let limit = configuration.maxFeaturesPerText * configuration.hashesPerFeature
    let mask = UInt64(configuration.bucketCount - 1)
    let twoRows = configuration.hashesPerFeature == 2
    var result = [Int32]()
    result.reserveCapacity(min(limit, text.tokens.count * 6 + 1))
    @inline(__always) func add(_ hash: UInt64) {
      guard result.count < limit else { return }
      result.append(Int32(truncatingIfNeeded: hash & mask))
      if twoRows { result.append(Int32(truncatingIfNeeded: (hash >> 32) & mask)) }
    }
    let roleSeed = configuration.sharedRoleHashing ? 0 : role.rawValue &* 0x1000_0000_0000
    let scalars = text.scalars
    add(FeatureHasher.mix(roleSeed ^ Kind.length.rawValue ^ UInt64(min(text.tokens.count, 12)) << 8))
    var previous = FeatureHasher.mix(roleSeed ^ 0xB05)  // sentence start
    var lastCJKRun: Range<Int>? = nil
    for token in text.tokens {
      let unigram = FeatureHasher.hash(scalars, token.range, seed: roleSeed ^ Kind.unigram.rawValue)
      add(unigram)
      if configuration.wordBigrams {
        add(FeatureHasher.combine(previous, unigram) ^ Kind.bigram.rawValue)
      }
      previous = unigram
      switch token.kind {
      case .word:
        addWordCharacterNgrams(scalars, token.range, roleSeed, add)
      case .cjkWord where token.runRange != lastCJKRun:
        lastCJKRun = token.runRange
        addCJKCharacterNgrams(scalars, token.runRange, roleSeed, add)
      default:
        break
      }
      if result.count >= limit { break }
    }
    return result
  }

  private func addWordCharacterNgrams(
    _ scalars: [Unicode.Scalar], _ range: Range<Int>, _ roleSeed: UInt64, _ add: (UInt64) -> Void
  ) {
    let length = configuration.wordCharacterNgramLength
    guard length > 0, range.count >= length else { return }
    // Word boundaries take part through the seed of the first and last n-gram.
    let seed = roleSeed ^ Kind.wordCharacters.rawValue
    for start in range.lowerBound...(range.upperBound - length) {
      var hash = FeatureHasher.hash(scalars, start..<start + length, seed: seed)
      if start == range.lowerBound { hash ^= 0x5EED_0001 }
      if start + length == range.upperBound { hash ^= 0x5EED_0100 }
      add(hash)
    }
  }

  private func addCJKCharacterNgrams(
    _ scalars: [Unicode.Scalar], _ run: Range<Int>, _ roleSeed: UInt64, _ add: (UInt64) -> Void
  ) {
    let maxLength = configuration.cjkCharacterNgramMaxLength
    guard maxLength > 0 else { return }
    let seed = roleSeed ^ Kind.cjkCharacters.rawValue
    for length in 1...maxLength where run.count >= length {
      for start in run.lowerBound...(run.upperBound - length) {
        add(FeatureHasher.hash(scalars, start..<start + length, seed: seed &+ UInt64(length)))
      }
    }
  }
}
