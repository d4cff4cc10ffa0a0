/// A message as the date and time scanners read it: one normalised Unicode scalar per position
/// (full-width ASCII folded to ASCII, ASCII letters lowercased, the ideographic space a space),
/// with each position's index in the original string so matches map back to ranges.
struct ScannedText {
  /// The normalised scalars.
  let scalars: [Unicode.Scalar]
  /// Whether the original scalar at a position was an upper-case ASCII letter.
  let isUppercase: [Bool]
  /// The original string index of every position, and the end index last.
  let indices: [String.Index]

  init(_ text: String) {
    var scalars = [Unicode.Scalar]()
    var upper = [Bool]()
    var indices = [String.Index]()
    let view = text.unicodeScalars
    // A text has at most as many scalars as UTF-8 bytes: no array grows while it is read.
    scalars.reserveCapacity(text.utf8.count)
    upper.reserveCapacity(text.utf8.count)
    indices.reserveCapacity(text.utf8.count + 1)
    var index = view.startIndex
    while index < view.endIndex {
      let scalar = view[index]
      indices.append(index)
      upper.append(scalar.value >= 0x41 && scalar.value <= 0x5A)
      scalars.append(Self.normalized(scalar))
      index = view.index(after: index)
    }
    indices.append(view.endIndex)
    self.scalars = scalars
    self.isUppercase = upper
    self.indices = indices
  }

  static func normalized(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x41...0x5A: Unicode.Scalar(scalar.value + 0x20)!
    case 0xFF21...0xFF3A: Unicode.Scalar(scalar.value - 0xFEE0 + 0x20)!
    case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0)!
    case 0x3000: " "
    case 0x2018, 0x2019: "'"
    default: scalar
    }
  }

  var count: Int { scalars.count }

  subscript(_ position: Int) -> Unicode.Scalar? {
    position >= 0 && position < scalars.count ? scalars[position] : nil
  }

  func isDigit(_ position: Int) -> Bool {
    guard let scalar = self[position] else { return false }
    return scalar.value >= 0x30 && scalar.value <= 0x39
  }

  func isLetter(_ position: Int) -> Bool {
    guard let scalar = self[position] else { return false }
    return scalar.value >= 0x61 && scalar.value <= 0x7A
  }

  func isSpace(_ position: Int) -> Bool {
    guard let scalar = self[position] else { return false }
    return scalar == " " || scalar == "\t"
  }

  /// The first position at or after `position` that is not a space or tab.
  func skippingSpaces(_ position: Int) -> Int {
    var position = position
    while isSpace(position) { position += 1 }
    return position
  }

  /// The last non-space position before `position`, or -1.
  func previousNonSpace(before position: Int) -> Int {
    var position = position - 1
    while isSpace(position) { position -= 1 }
    return position
  }

  /// Whether `literal` is at `position`; returns the position after it.
  func literal(_ literal: String, at position: Int) -> Int? {
    // Most calls fail at the first scalar: the first byte of its UTF-8 rules most of them out
    // before the literal's scalars are decoded.
    if let first = literal.utf8.first, let scalar = self[position], first != Self.leadByte(of: scalar) { return nil }
    var position = position
    for scalar in literal.unicodeScalars {
      guard self[position] == scalar else { return nil }
      position += 1
    }
    return position
  }

  /// The first byte of `scalar`'s UTF-8.
  @inline(__always)
  static func leadByte(of scalar: Unicode.Scalar) -> UInt8 {
    let value = scalar.value
    return UInt8(
      truncatingIfNeeded: value < 0x80
        ? value : value < 0x800 ? 0xC0 | value >> 6 : value < 0x10000 ? 0xE0 | value >> 12 : 0xF0 | value >> 18)
  }

  /// The first of `literals` found at `position` (list longer literals first).
  func firstLiteral(_ literals: [String], at position: Int) -> (literal: String, end: Int)? {
    for candidate in literals {
      if let end = literal(candidate, at: position) { return (candidate, end) }
    }
    return nil
  }

  /// Whether `literal` ends right before `position`; returns its start.
  func literal(_ literal: String, endingAt position: Int) -> Int? {
    let count = literal.unicodeScalars.count
    guard position - count >= 0, self.literal(literal, at: position - count) != nil else { return nil }
    return position - count
  }

  /// The lowercased ASCII word starting at `position` (at most `limit` letters) and its end.
  func word(at position: Int, limit: Int = 12) -> (word: String, end: Int)? {
    wordEnd(at: position, limit: limit).map { (string(position, $0), $0) }
  }

  /// The end of the word ``word(at:limit:)`` reads at `position`, if there is one.
  func wordEnd(at position: Int, limit: Int = 12) -> Int? {
    guard isLetter(position), !isLetter(position - 1), !isDigit(position - 1) else { return nil }
    var end = position
    while isLetter(end) { end += 1 }
    return end - position <= limit ? end : nil
  }

  /// The word before `position` (skipping spaces), if it is one of at most `limit` letters.
  func previousWord(before position: Int, limit: Int = 12) -> String? {
    let last = previousNonSpace(before: position)
    guard isLetter(last) else { return nil }
    var start = last
    while isLetter(start - 1) { start -= 1 }
    return word(at: start, limit: limit)?.word
  }

  /// The digits at `position`: their value (nil past four digits, so huge numbers never
  /// overflow), how many there are, and the position after them.
  func number(at position: Int) -> (value: Int?, digits: Int, end: Int)? {
    guard isDigit(position) else { return nil }
    var end = position
    var value = 0
    while isDigit(end) {
      if end - position < 4 { value = value * 10 + Int(scalars[end].value - 0x30) }
      end += 1
    }
    let digits = end - position
    return (digits <= 4 ? value : nil, digits, end)
  }

  /// The text between two positions, as a string (for marker lookups in short windows).
  func string(_ lower: Int, _ upper: Int) -> String {
    guard lower < upper else { return "" }
    let slice = scalars[max(0, lower)..<min(upper, scalars.count)]
    // Appending scalars to a string one by one costs thousands of instructions per word: write
    // their UTF-8 instead, on the stack (a short word then allocates nothing at all).
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: slice.count * 4) { buffer in
      var count = 0
      for scalar in slice {
        UTF8.encode(scalar) {
          buffer[count] = $0
          count += 1
        }
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// The original range of positions `lower..<upper`.
  func range(_ lower: Int, _ upper: Int) -> Range<String.Index> { indices[lower]..<indices[upper] }
}
