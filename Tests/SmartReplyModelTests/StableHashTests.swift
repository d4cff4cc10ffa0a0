import Testing

@testable import SmartReplyModel

/// The one stable hash is standard FNV-1a and splitmix64 (published test vectors), whatever
/// sequence type it is given: model files, data splits and checksums depend on those bits.
@Suite struct StableHashTests {
  @Test func fnv1aMatchesThePublishedVectors() {
    #expect(StableHash.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(StableHash.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(StableHash.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    // Scalars of ASCII text hash like its bytes; a basis other than the offset continues a hash.
    let scalars = Array("foobar".unicodeScalars)
    #expect(StableHash.fnv1a(scalars.lazy.map(\.value)) == StableHash.fnv1a("foobar"))
    #expect(StableHash.fnv1a("bar".utf8, basis: StableHash.fnv1a("foo")) == StableHash.fnv1a("foobar"))
  }

  @Test func splitmixMatchesTheReferenceSequence() {
    var state: UInt64 = 0
    #expect(StableHash.splitmix(&state) == 0xe220_a839_7b1d_cdaf)
    #expect(StableHash.splitmix(&state) == 0x6e78_9e6a_a1b9_65f4)
    #expect(state == 2 &* StableHash.golden)
  }

  @Test func featureHashesAreFNV1aOfTheScalarsFinalised() {
    let scalars = Array("xhello".unicodeScalars)
    let seed: UInt64 = 0x1E8
    #expect(
      scalars.withUnsafeBufferPointer { FeatureHasher.hash($0, 1..<6, seed: seed) }
        == StableHash.mix(StableHash.fnv1a("hello".utf8, basis: StableHash.offsetBasis ^ seed)))
  }
}
