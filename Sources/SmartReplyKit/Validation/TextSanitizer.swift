/// Finds and removes characters that have no place in a message: C0/C1 controls (other than
/// newline and tab) and bidirectional overrides, which can make text display differently from
/// what it says.
package enum TextSanitizer {
  /// Whether `scalar` is removed.
  package static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }

  /// Whether `text` holds any removed character.
  package static func containsDisallowed(_ text: String) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable(containsDisallowed(utf8:)) { return found }
    return text.unicodeScalars.contains(where: isDisallowed)
  }

  /// The same on valid UTF-8, without decoding every scalar: a removed scalar is a byte below
  /// 0x20 or 0x7F, or one of the two- and three-byte scalars whose first byte is C2 (C1 controls),
  /// D8 (U+061C) or E2 (the marks and overrides near U+2000); other bytes need no look.
  private static func containsDisallowed(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index < bytes.count {
      // Eight bytes none of which needs a look are passed at once.
      if index + 8 <= bytes.count, !mayNeedLook(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
        index += 8
        continue
      }
      let byte = bytes[index]
      switch byte {
      case 0x09, 0x0A, 0x0D: break
      case 0x00...0x1F, 0x7F: return true
      case 0xC2, 0xD8:
        guard index + 1 < bytes.count else { return false }
        let value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        if isDisallowed(Unicode.Scalar(value)!) { return true }
      case 0xE2:
        guard index + 2 < bytes.count else { return false }
        let value = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        if isDisallowed(Unicode.Scalar(value)!) { return true }
      default: break
      }
      index += 1
    }
    return false
  }

  /// Whether one of the eight bytes of `word` is below 0x20, 0x7F or a lead byte C2, D8 or E2
  /// (the classic tests for a zero byte and a byte below a bound, exact for "any").
  @inline(__always)
  private static func mayNeedLook(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & high }
    let below = (word &- ones &* 0x20) & ~word & high
    return below | hasZero(word ^ (ones &* 0x7F)) | hasZero(word ^ (ones &* 0xC2)) | hasZero(word ^ (ones &* 0xD8))
      | hasZero(word ^ (ones &* 0xE2)) != 0
  }

  /// `text` without removed characters, cut to at most `maxLength` characters.
  package static func sanitized(_ text: String, maxLength: Int = ValidationLimits.maxTextLength) -> String {
    // Almost every message is clean and short: a character has at least one UTF-8 byte, so a
    // text of at most `maxLength` bytes without a removed scalar comes back as it is.
    if text.utf8.count <= maxLength, !containsDisallowed(text) { return text }
    let cut = text.index(text.startIndex, offsetBy: maxLength, limitedBy: text.endIndex) ?? text.endIndex
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text[..<cut].unicodeScalars.lazy.filter { !isDisallowed($0) })
    return String(scalars)
  }

  /// Whether `text` is longer than `maxLength` characters (without counting all of a long text).
  package static func isLonger(_ text: some StringProtocol, than maxLength: Int) -> Bool {
    guard text.utf8.count > maxLength else { return false }  // no more characters than bytes
    return text.index(text.startIndex, offsetBy: maxLength, limitedBy: text.endIndex).map { $0 != text.endIndex }
      ?? false
  }
}
