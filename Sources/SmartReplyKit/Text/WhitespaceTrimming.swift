/// `trimmingCharacters(in: .whitespaces)` without Foundation: that call bridges the text to an
/// `NSString` and back (UTF-16 both ways), which made trimming most of the cost of cleaning a mail.
enum WhitespaceTrimming {
  /// The members of `CharacterSet.whitespaces` (a test checks every scalar against it): tab and
  /// the space separators, with U+200B ZERO WIDTH SPACE as Foundation has it.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// The text without leading and trailing scalars in `set`: the same scalars as
  /// `text.trimmingCharacters(in:)` gives for that set.
  static func trimmed(_ text: Substring, where set: (Unicode.Scalar) -> Bool = isWhitespace) -> Substring {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, set(scalars[start]) { scalars.formIndex(after: &start) }
    while end > start {
      let last = scalars.index(before: end)
      guard set(scalars[last]) else { break }
      end = last
    }
    return Substring(scalars[start..<end])
  }
}
