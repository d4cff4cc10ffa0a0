/// A text's lines, read from its UTF-8 bytes.
enum TextLines {
  /// Exactly `text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)`: line
  /// feed, vertical tab, form feed, carriage return (CR LF as one break), U+0085, U+2028 and
  /// U+2029 end a line. Each is a character of its own (grapheme clusters break around control
  /// characters), so splitting at their bytes splits where the characters would.
  static func split(_ text: String) -> [Substring] {
    var text = text
    text.makeContiguousUTF8()
    var breaks = [(start: Int, end: Int)]()
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        let length = breakLength(bytes, at: index)
        if length > 0 { breaks.append((index, index + length)) }
        index += max(length, 1)
      }
    }
    var lines = [Substring]()
    lines.reserveCapacity(breaks.count + 1)
    var lineStart = text.startIndex
    for lineBreak in breaks {
      lines.append(text[lineStart..<text.utf8.index(text.startIndex, offsetBy: lineBreak.start)])
      lineStart = text.utf8.index(text.startIndex, offsetBy: lineBreak.end)
    }
    lines.append(text[lineStart...])
    return lines
  }

  /// The number of bytes of the line break starting at `index`, 0 if none does.
  private static func breakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    switch bytes[index] {
    case 0x0A, 0x0B, 0x0C: return 1
    case 0x0D: return byte(1) == 0x0A ? 2 : 1
    case 0xC2: return byte(1) == 0x85 ? 2 : 0
    case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
    default: return 0
    }
  }
}
