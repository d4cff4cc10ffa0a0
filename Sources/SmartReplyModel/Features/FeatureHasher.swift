/// Hashes of features, built on ``StableHash`` so they are the same on every machine and run.
enum FeatureHasher {
  /// FNV-1a over the scalar values of `scalars[range]`, started from `seed`, finalised.
  @inline(__always)
  static func hash(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, seed: UInt64) -> UInt64 {
    // An index loop through a buffer rather than `StableHash.fnv1a` over a slice: this runs for
    // every n-gram.
    var hash = StableHash.offsetBasis ^ seed
    var index = range.lowerBound
    while index < range.upperBound {
      hash = StableHash.fold(hash, UInt64(scalars[index].value))
      index &+= 1
    }
    return StableHash.mix(hash)
  }

  /// Combines two hashes order-sensitively (for n-grams of tokens).
  @inline(__always)
  static func combine(_ first: UInt64, _ second: UInt64) -> UInt64 {
    StableHash.mix(first &* StableHash.golden ^ second)
  }
}
