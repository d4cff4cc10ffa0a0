/// Stable 64-bit hashing of features; the same input hashes the same on every machine and run,
/// which trained weights depend on.
enum FeatureHasher {
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x100_0000_01b3

  /// FNV-1a over the scalar values of `scalars[range]`, started from `seed`.
  @inline(__always)
  static func hash(_ scalars: [Unicode.Scalar], _ range: Range<Int>, seed: UInt64) -> UInt64 {
    var hash = offsetBasis ^ seed
    for index in range {
      hash = (hash ^ UInt64(scalars[index].value)) &* prime
    }
    return mix(hash)
  }

  /// Combines two hashes order-sensitively (for n-grams of tokens).
  @inline(__always)
  static func combine(_ first: UInt64, _ second: UInt64) -> UInt64 {
    mix(first &* 0x9E37_79B9_7F4A_7C15 ^ second)
  }

  /// The splitmix64 finaliser: spreads every input bit over the whole word.
  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
