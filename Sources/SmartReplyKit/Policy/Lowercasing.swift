/// `String.lowercased()` for the checks that run on every request. The standard library lower-cases
/// non-ASCII text scalar by scalar through a Unicode look-up that builds a string each time; text
/// of ASCII and scalars without case (kana, kanji, punctuation, emoji) needs none of that.
enum Lowercasing {
  /// Exactly `text.lowercased()`.
  static func lowercased(_ text: String) -> String {
    if ASCIIText.isASCII(text) { return text.lowercased() }  // the library's ASCII path
    var bytes = [UInt8]()
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A: bytes.append(UInt8(scalar.value + 0x20))
      case 0x00...0x7F: bytes.append(UInt8(scalar.value))
      default:
        guard isCaseless(scalar.value) else { return text.lowercased() }
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
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
