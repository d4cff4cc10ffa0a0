/// Substring search over UTF-8 bytes. Foundation's `contains` goes through locale-aware
/// `range(of:)`, far too slow for the per-request and per-reply checks of the policy; here the
/// text is encoded once and the phrases once, at start-up.
struct SearchableText {
  let bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  init(bytes: [UInt8]) { self.bytes = bytes }

  func contains(_ phrase: Phrase) -> Bool { range(of: phrase.bytes) != nil }

  func contains(any phrases: [Phrase]) -> Bool { phrases.contains { contains($0) } }

  /// The byte range of the first occurrence of `pattern` at or after `start`.
  func range(of pattern: [UInt8], from start: Int = 0) -> Range<Int>? {
    guard !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
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

/// A search phrase, encoded once.
struct Phrase: Sendable, ExpressibleByStringLiteral {
  let bytes: [UInt8]
  let isASCII: Bool

  init(_ text: String) {
    bytes = Array(text.utf8)
    isASCII = bytes.allSatisfy { $0 < 0x80 }
  }

  init(stringLiteral value: String) { self.init(value) }
}
