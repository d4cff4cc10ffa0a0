/// Substring search over UTF-8 bytes. Foundation's `contains` goes through locale-aware
/// `range(of:)`, far too slow for the per-request and per-reply checks of the policy; here the
/// text is encoded once and the phrases once, at start-up.
struct SearchableText {
  let bytes: [UInt8]
  /// The byte pairs of the text, hashed into 512 bits: a phrase whose first pair is missing is
  /// not there, so most of the dozens of phrases checked against a message need no scan at all.
  private let pairs: BytePairFilter

  init(_ text: String) { self.init(bytes: Array(text.utf8)) }

  init(bytes: [UInt8]) {
    self.bytes = bytes
    pairs = BytePairFilter(bytes)
  }

  func contains(_ phrase: Phrase) -> Bool { mayContain(phrase) && range(of: phrase.bytes) != nil }

  func contains(any phrases: [Phrase]) -> Bool { phrases.contains { contains($0) } }

  /// False when `phrase` cannot occur in the text (true does not mean that it does): one of its
  /// byte pairs is missing. Every pair is tried, not only the first: Japanese phrases begin with
  /// the lead bytes every kana and most kanji share.
  func mayContain(_ phrase: Phrase) -> Bool { phrase.pairs.allSatisfy(pairs.contains) }

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
struct BytePairFilter {
  private var bits = SIMD8<UInt64>()

  init(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { bytes in
      for index in bytes.indices.dropLast() { insert(Self.hash(bytes[index], bytes[index + 1])) }
    }
  }

  static func hash(_ first: UInt8, _ second: UInt8) -> Int {
    Int(truncatingIfNeeded: ((UInt32(first) << 8 | UInt32(second)) &* 0x9E37_79B1) >> 23)
  }

  private mutating func insert(_ hash: Int) { bits[hash >> 6] |= 1 << UInt64(hash & 63) }

  func contains(_ hash: Int) -> Bool { bits[hash >> 6] & 1 << UInt64(hash & 63) != 0 }
}

/// A search phrase, encoded once.
struct Phrase: Sendable, Hashable, ExpressibleByStringLiteral {
  let bytes: [UInt8]
  let isASCII: Bool
  /// The hashes of its neighbouring bytes (``BytePairFilter``), none for a one-byte phrase.
  let pairs: [Int]

  init(_ text: String) {
    bytes = Array(text.utf8)
    isASCII = bytes.allSatisfy { $0 < 0x80 }
    pairs = zip(bytes, bytes.dropFirst()).map(BytePairFilter.hash)
  }

  init(stringLiteral value: String) { self.init(value) }
}
