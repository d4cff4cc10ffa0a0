/// `String.lowercased()` for the checks that run on every request. The standard library lower-cases
/// non-ASCII text scalar by scalar through a Unicode look-up that builds a string each time; text
/// of ASCII and scalars without case (kana, kanji, punctuation, emoji) needs none of that.
enum Lowercasing {
  /// Exactly `text.lowercased()`: for text that is not all ASCII, the text itself when nothing
  /// in it changes case (most Japanese text), else its bytes with A–Z lowered, read in one pass.
  static func lowercased(_ text: String) -> String {
    if ASCIIText.isASCII(text) { return text.lowercased() }  // the library's ASCII path
    let lowered = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var hasUppercase = false
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          hasUppercase = hasUppercase || byte &- 0x41 < 26
          index += 1
          continue
        }
        // A valid lead byte: two, three or four bytes.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard isCaseless(value) else { return nil }
        index += length
      }
      guard hasUppercase else { return text }
      return String(unsafeUninitializedCapacity: bytes.count) { output in
        for (offset, byte) in bytes.enumerated() { output[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte }
        return bytes.count
      }
    }
    return (lowered ?? nil) ?? text.lowercased()
  }

  /// Scalars whose lower-case mapping is themselves (a test checks every one): general and CJK
  /// punctuation, kana, common kanji, full-width punctuation and digits, half-width kana,
  /// symbols and emoji.
  static func isCaseless(_ value: UInt32) -> Bool {
    switch value {
    case 0x2000...0x206F, 0x2190...0x23FF, 0x2500...0x27BF, 0x3000...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF20,
      0xFF3B...0xFF40, 0xFF5B...0xFF9F, 0x1F300...0x1FAFF:
      true
    default: false
    }
  }
}
