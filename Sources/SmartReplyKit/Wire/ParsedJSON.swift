/// A JSON document as the fast path of reading a context reads it: object members in document
/// order, looked up one by one (objects in contexts have a few members; hashing every key cost
/// more than the rest of the reading).
package enum ParsedJSON: Sendable, Equatable {
  /// One member of an object.
  package struct Member: Sendable, Equatable {
    /// The key.
    package var key: String
    /// The value.
    package var value: ParsedJSON
  }

  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction or exponent that fits in `Int`.
  case int(Int)
  /// Any other (finite) number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([ParsedJSON])
  /// An object, its keys distinct.
  case object([Member])

  /// The value of `key` in an object's members.
  package static func member(_ key: String, in members: [Member]) -> ParsedJSON? {
    let count = key.utf8.count
    for member in members where member.key.utf8.count == count && member.key == key { return member.value }
    return nil
  }

  /// The document in `bytes` (UTF-8), or nil when the fast path must give up.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ParsedJSON? {
    var parser = ParsedJSONParser(bytes)
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipWhitespace()
    return parser.index == bytes.count ? value : nil
  }
}

/// A strict RFC 8259 reader for the fast path of decoding a context: it accepts only what every
/// JSON reader accepts the same way and gives up (nil) on anything else — malformed JSON, a
/// duplicate key, a lone surrogate escape, a number that is not finite, deep nesting, objects of
/// more than ``maxMembers`` members — leaving those to `JSONDecoder`, whose errors name what is
/// wrong.
private struct ParsedJSONParser {
  /// Nesting deeper than this is left to the slow path (contexts are a few levels deep).
  static let maxDepth = 32
  /// Larger objects are left to the slow path, which keeps finding duplicate keys linear.
  static let maxMembers = 32

  private let bytes: UnsafeBufferPointer<UInt8>
  private(set) var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) -> ParsedJSON? {
    skipWhitespace()
    guard index < bytes.count, depth <= Self.maxDepth else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(ParsedJSON.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  private mutating func literal(_ text: StaticString, _ value: ParsedJSON) -> ParsedJSON? {
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else { return nil }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return nil }
    index += count
    return value
  }

  private mutating func object(depth: Int) -> ParsedJSON? {
    var members: [ParsedJSON.Member] = []
    members.reserveCapacity(8)  // most objects of a context have 2 to 8 members: one allocation
    var more = opening(closing: UInt8(ascii: "}"))
    while more {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = key() else { return nil }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      let count = key.utf8.count
      guard members.count < Self.maxMembers, !members.contains(where: { $0.key.utf8.count == count && $0.key == key }),
        let member = value(depth: depth + 1), let next = separator(closing: UInt8(ascii: "}"))
      else { return nil }
      members.append(ParsedJSON.Member(key: key, value: member))
      more = next
    }
    return .object(members)
  }

  private mutating func array(depth: Int) -> ParsedJSON? {
    var elements: [ParsedJSON] = []
    elements.reserveCapacity(4)
    var more = opening(closing: UInt8(ascii: "]"))
    while more {
      guard let element = value(depth: depth + 1), let next = separator(closing: UInt8(ascii: "]")) else { return nil }
      elements.append(element)
      more = next
    }
    return .array(elements)
  }

  /// A member's key: one of the wire format's own keys as made once (``WireFormatKeys``), else
  /// read as any string.
  private mutating func key() -> String? {
    var end = index + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\""),
      let known = WireFormatKeys.key(UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]))
    {
      index = end + 1
      return known
    }
    return string()
  }

  /// Reads the bracket at `index` and, when the container is empty, its `closing` one: whether
  /// members or elements follow.
  private mutating func opening(closing: UInt8) -> Bool {
    index += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == closing else { return true }
    index += 1
    return false
  }

  /// After a member or element: true at a comma, false at `closing` (either read), else nil.
  private mutating func separator(closing: UInt8) -> Bool? {
    skipWhitespace()
    guard index < bytes.count else { return nil }
    index += 1
    switch bytes[index - 1] {
    case UInt8(ascii: ","): return true
    case closing: return false
    default: return nil
    }
  }

  /// The string opening at `index`; runs without escapes are copied whole.
  private mutating func string() -> String? {
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
      guard byte >= 0x20 else { return nil }
      index += 1
    }
    return nil
  }

  private mutating func escapedString(from start: Int) -> String? {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          utf8.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      default:
        guard byte >= 0x20 else { return nil }
        utf8.append(byte)
      }
    }
    return nil
  }

  /// The scalar of `\uXXXX` (the `\u` read), a surrogate pair taken whole; nil for a lone one.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let unit = hex4() else { return nil }
    switch unit {
    case 0xD800..<0xDC00:
      guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        return nil
      }
      index += 2
      guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
      return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
    case 0xDC00..<0xE000: return nil
    default: return Unicode.Scalar(unit)
    }
  }

  private mutating func hex4() -> UInt32? {
    guard bytes.count - index >= 4 else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; finite values only.
  private mutating func number() -> ParsedJSON? {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    var integral = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      integral = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { return nil }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      integral = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { return nil }
      skipDigits()
    }
    if integral, let value = integer(from: start) { return .int(value) }
    let text = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return .number(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// The integer written from `start` to `index` (an optional minus, then digits), nil when it
  /// does not fit in `Int`.
  private func integer(from start: Int) -> Int? {
    let negative = bytes[start] == UInt8(ascii: "-")
    var value = 0
    for offset in (negative ? start + 1 : start)..<index {
      let digit = Int(bytes[offset] &- UInt8(ascii: "0"))
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
      // Accumulated as a negative number, whose range reaches Int.min.
      let (next, underflowed) = shifted.subtractingReportingOverflow(digit)
      guard !overflowed, !underflowed else { return nil }
      value = next
    }
    if negative { return value }
    return value == Int.min ? nil : -value
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }
}
