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
    // Printable ASCII, tab, newline and carriage return are allowed: only other bytes need a look.
    if let found = text.utf8.withContiguousStorageIfAvailable({
      !$0.allSatisfy(isAllowedASCII) && containsDisallowed(utf8: $0)
    }) {
      return found
    }
    return !text.utf8.allSatisfy(isAllowedASCII) && text.unicodeScalars.contains(where: isDisallowed)
  }

  /// The same on valid UTF-8, without decoding every scalar: a removed scalar is a byte below
  /// 0x20 or 0x7F, or one of the two- and three-byte scalars whose first byte is C2 (C1 controls),
  /// D8 (U+061C) or E2 (the marks and overrides near U+2000); other bytes need no look.
  private static func containsDisallowed(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
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

  @inline(__always)
  private static func isAllowedASCII(_ byte: UInt8) -> Bool {
    (byte >= 0x20 && byte < 0x7F) || byte == 0x09 || byte == 0x0A || byte == 0x0D
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
