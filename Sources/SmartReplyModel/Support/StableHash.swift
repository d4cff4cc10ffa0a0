/// The package's one stable 64-bit hash: FNV-1a folds values in, the splitmix64 finaliser spreads
/// the bits. Unlike Swift's `Hasher` (seeded per process) the same input hashes the same on every
/// machine and run — trained weights, file checksums, data splits and template picks depend on
/// these exact bits, so changing one changes every model file.
package enum StableHash {
  // Computed, so every use is a constant in the code rather than a load of a global.
  /// FNV-1a's 64-bit offset basis: the hash of nothing.
  package static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
  /// FNV-1a's 64-bit prime.
  package static var prime: UInt64 { 0x100_0000_01b3 }
  /// splitmix64's increment (2^64 over the golden ratio).
  package static var golden: UInt64 { 0x9E37_79B9_7F4A_7C15 }

  /// One FNV-1a round: folds `value` into `hash`.
  @inline(__always)
  package static func fold(_ hash: UInt64, _ value: UInt64) -> UInt64 { (hash ^ value) &* prime }

  /// FNV-1a of `values` started from `basis`, without the finaliser.
  @inline(__always)
  package static func fnv1a<Values: Sequence>(_ values: Values, basis: UInt64 = offsetBasis) -> UInt64
  where Values.Element: UnsignedInteger {
    var hash = basis
    for value in values { hash = fold(hash, UInt64(value)) }
    return hash
  }

  /// FNV-1a of the UTF-8 bytes of `text`, without the finaliser.
  package static func fnv1a(_ text: String) -> UInt64 { fnv1a(text.utf8) }

  /// The splitmix64 finaliser of `value` plus the increment: every input bit reaches every output bit.
  @inline(__always)
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ golden
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The next output of the splitmix64 sequence whose state is `state`, which it advances.
  package static func splitmix(_ state: inout UInt64) -> UInt64 {
    defer { state &+= golden }
    return mix(state)
  }
}
