/// A key for "the same words": texts that differ only in case, spacing or punctuation get the same
/// key, so a candidate that merely repeats a turn of the conversation can be recognised.
///
/// Built from the original letters and digits rather than the normalised text, whose number
/// placeholder would make "2 waters" and "3 waters" the same.
package struct EchoKey: Sendable, Hashable {
  /// The hash of the text's letters and digits, lower-cased, in order.
  package var hash: UInt64
  /// How many words, numbers and emoji the text has (greetings are short and are echoed; longer
  /// turns are not).
  package var length: Int

  /// The key of `text`, analysed as `analyzed`, or `nil` when it has no words, numbers or emoji.
  package init?(_ text: String, analyzed: AnalyzedText) {
    let length = analyzed.tokens.count { $0.kind != .punctuation }
    guard length > 0 else { return nil }
    var hash = StableHash.offsetBasis ^ 0x7E47
    if let ascii = Self.asciiHash(text, from: hash) {
      hash = ascii
    } else {
      var read = 0
      for scalar in text.unicodeScalars {
        read += 1
        if read > EchoKey.maxScalars { break }
        guard let folded = Self.letterOrDigit(scalar) else { continue }
        hash = StableHash.fold(hash, UInt64(folded))
      }
    }
    self.hash = StableHash.mix(hash)
    self.length = length
  }

  /// One of 64 bits, by the hash: keys with different bits differ, so a set of keys held as the
  /// OR of their bits rules most others out without comparing.
  package var bit: UInt64 { 1 << (hash & 63) }

  /// The hash of an ASCII text's letters and digits folded into `hash` as ``init(_:analyzed:)``
  /// folds them, read from its UTF-8 (a byte is a scalar); `nil` for any other text.
  private static func asciiHash(_ text: String, from hash: UInt64) -> UInt64? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      var hash = hash
      for byte in bytes.prefix(maxScalars) {
        switch byte {
        case 0x30...0x39, 0x61...0x7A: hash = StableHash.fold(hash, UInt64(byte))
        case 0x41...0x5A: hash = StableHash.fold(hash, UInt64(byte + 0x20))
        default: break
        }
      }
      return hash
    } ?? nil
  }

  /// Texts are compared on their first scalars only, like everything else the model reads.
  static let maxScalars = 4_000

  /// Whether `value` is punctuation, a symbol or an emoji common in messages (general and Japanese
  /// punctuation, full-width punctuation, emoji), none a letter or digit: told without property
  /// look-ups (a test checks every one).
  static func isPunctuationOrEmoji(_ value: UInt32) -> Bool {
    switch value {
    case 0x2000...0x206F, 0x3001...0x3004, 0x3008...0x3020, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40,
      0xFF5B...0xFF65, 0x1F300...0x1FAFF:
      true
    default: false
    }
  }

  /// The case-folded value of a letter or digit, `nil` for anything else. Kana and kanji are kept
  /// as written; other letters fold like the normaliser folds them.
  @inline(__always)
  static func letterOrDigit(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: break
    case 0x00...0x7F: return nil
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF: return scalar.value
    default:
      if isPunctuationOrEmoji(scalar.value) { return nil }
      let properties = scalar.properties
      guard properties.isAlphabetic || properties.numericType != nil else { return nil }
    }
    return TextNormalizer.foldCase(scalar).value
  }
}
