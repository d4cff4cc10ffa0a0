/// Substring search over UTF-8 bytes. Foundation's `contains` goes through locale-aware
/// `range(of:)`, far too slow for the per-request and per-reply checks of the policy; here the
/// text is encoded once and the phrases once, at start-up.
struct SearchableText {
  let bytes: [UInt8]
  /// The byte pairs of the text, hashed into 512 bits: a phrase whose first pair is missing is
  /// not there, so most of the dozens of phrases checked against a message need no scan at all.
  let pairs: BytePairFilter

  init(_ text: String) { self.init(bytes: Array(text.utf8)) }

  /// `lowered` with every one of `phrases` taken out, for a cue that must not read their words.
  init(_ lowered: String, without phrases: [Phrase]) {
    self.init(phrases.reduce(lowered) { $0.replacing(String(decoding: $1.bytes, as: UTF8.self), with: "") })
  }

  /// This text (made of `lowered`) with `phrases` taken out, or itself when it holds none of them.
  func without(_ phrases: [Phrase], of lowered: String) -> SearchableText {
    contains(any: phrases) ? SearchableText(lowered, without: phrases) : self
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
    pairs = BytePairFilter(bytes)
  }

  func contains(_ phrase: Phrase) -> Bool { mayContain(phrase) && range(of: phrase.bytes) != nil }

  func contains(any phrases: [Phrase]) -> Bool {
    // Borrowed through a buffer: iterating the array copies each phrase (a retain and a release,
    // dearer than the byte-pair test that rules out most of them).
    phrases.withUnsafeBufferPointer { phrases in
      phrases.indices.contains { mayContain(phrases[$0]) && range(of: phrases[$0].bytes) != nil }
    }
  }

  /// Whether `phrase` occurs with no letter right before or after it: by default an ASCII letter
  /// ("orz", not "orzo"); the safety phrases count any non-ASCII byte as one too.
  func containsWord(_ phrase: Phrase, isLetter: (UInt8) -> Bool = Self.isASCIILetter) -> Bool {
    guard mayContain(phrase) else { return false }
    var start = 0
    while let found = range(of: phrase.bytes, from: start) {
      let before = found.lowerBound > 0 ? bytes[found.lowerBound - 1] : nil
      let after = found.upperBound < bytes.count ? bytes[found.upperBound] : nil
      if !(before.map(isLetter) ?? false), !(after.map(isLetter) ?? false) { return true }
      start = found.lowerBound + 1
    }
    return false
  }

  static func isASCIILetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }

  /// How many times `phrase` occurs, not overlapping.
  func occurrences(of phrase: Phrase) -> Int {
    guard mayContain(phrase) else { return 0 }
    var (count, start) = (0, 0)
    while let found = range(of: phrase.bytes, from: start) { (count, start) = (count + 1, found.upperBound) }
    return count
  }

  /// False when `phrase` cannot occur in the text (true does not mean that it does): one of its
  /// byte pairs is missing. Every pair is tried, not only the first: Japanese phrases begin with
  /// the lead bytes every kana and most kanji share.
  @inline(__always)
  func mayContain(_ phrase: Phrase) -> Bool { pairs.contains(all: phrase.pairs) }

  /// The byte range of the first occurrence of `pattern` at or after `start`.
  func range(of pattern: [UInt8], from start: Int = 0) -> Range<Int>? {
    guard !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
    return bytes.withUnsafeBufferPointer { bytes in
      pattern.withUnsafeBufferPointer { pattern in
        let first = pattern[0]
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
          if bytes[index] == first {
            var offset = 1
            while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
            if offset == pattern.count { return index..<index + pattern.count }
          }
          index += 1
        }
        return nil
      }
    }
  }
}

/// A set of hashed neighbouring-byte pairs, held inline (no allocation per text).
struct BytePairFilter: Sendable, Hashable {
  private var bits = SIMD8<UInt64>()

  init(_ bytes: [UInt8]) {
    guard bytes.count > 1 else { return }
    // Through a pointer to the words: a vector's lane picked at run time is stored and reloaded.
    withUnsafeMutablePointer(to: &bits) { bits in
      bits.withMemoryRebound(to: UInt64.self, capacity: 8) { words in
        bytes.withUnsafeBufferPointer { bytes in
          for index in 1..<bytes.count {
            let hash = Self.hash(bytes[index - 1], bytes[index])
            words[hash >> 6] |= 1 << UInt64(hash & 63)
          }
        }
      }
    }
  }

  /// Whether every pair of `other` is in this filter: one vector test rather than a look-up per pair.
  @inline(__always)
  func contains(all other: BytePairFilter) -> Bool {
    let missing = other.bits & ~bits
    let half = missing.lowHalf | missing.highHalf
    let quarter = half.lowHalf | half.highHalf
    return quarter[0] | quarter[1] == 0
  }

  /// How many hashes there are (the filter's bits).
  static let hashCount = 512

  /// The hashes in the filter, ascending.
  var hashes: [Int] {
    var hashes = [Int]()
    for word in 0..<8 {
      var bits = self.bits[word]
      while bits != 0 {
        hashes.append(word << 6 | bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return hashes
  }

  static func hash(_ first: UInt8, _ second: UInt8) -> Int {
    Int(truncatingIfNeeded: ((UInt32(first) << 8 | UInt32(second)) &* 0x9E37_79B1) >> 23)
  }

}

/// A search phrase, encoded once.
struct Phrase: Sendable, Hashable, ExpressibleByStringLiteral {
  let bytes: [UInt8]
  let isASCII: Bool
  /// Its neighbouring bytes (none for a one-byte phrase).
  let pairs: BytePairFilter

  init(_ text: String) {
    bytes = Array(text.utf8)
    isASCII = bytes.allSatisfy { $0 < 0x80 }
    pairs = BytePairFilter(bytes)
  }

  init(stringLiteral value: String) { self.init(value) }
}
