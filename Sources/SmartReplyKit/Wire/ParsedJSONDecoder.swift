import Foundation

/// Decodes a `Decodable` value from a ``ParsedJSON`` document through the type's own
/// `init(from:)`, the fast path of reading a context. It decodes what `JSONDecoder` decodes the
/// same way and throws for everything else — a type mismatch, a number that is not exact for
/// its type, a `Float` (whose digits `JSONDecoder` reads itself), `Date`, `Data`, `URL` and
/// `Decimal` (which have strategies) — without a useful message: callers retry with
/// `JSONDecoder`, whose errors name the path. Coding paths are left empty for that reason.
package struct ParsedJSONDecoder {
  /// Creates a decoder.
  package init() {}

  /// The value of type `type` in `json`.
  package func decode<T: Decodable>(_ type: T.Type, from json: ParsedJSON) throws -> T {
    try ValueDecoder.decode(type, json)
  }
}

/// Why the fast path gave up; never shown (the slow path says what is wrong).
private struct Mismatch: Error {}

private struct ValueDecoder: Decoder {
  let value: ParsedJSON
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Strings, numbers and booleans without a decoder (and without falling back to one, which
  /// would come back here); types with strategies refused.
  static func decode<T: Decodable>(_ type: T.Type, _ value: ParsedJSON) throws -> T {
    switch value {
    case .string(let text) where T.self == String.self: return text as! T
    case .bool(let flag) where T.self == Bool.self: return flag as! T
    case .int(let number) where T.self == Int.self: return number as! T
    default: break
    }
    if T.self == String.self || T.self == Bool.self || T.self == Int.self { throw Mismatch() }
    if T.self == Double.self { return try double(value) as! T }
    if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self
      || T.self == Float.self
    {
      throw Mismatch()
    }
    return try T(from: ValueDecoder(value: value))
  }

  static func double(_ value: ParsedJSON) throws -> Double {
    switch value {
    case .int(let number): Double(number)
    case .number(let number): number
    default: throw Mismatch()
    }
  }

  static func integer<T: FixedWidthInteger>(_ value: ParsedJSON) throws -> T {
    guard case .int(let number) = value, let exact = T(exactly: number) else { throw Mismatch() }
    return exact
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw Mismatch() }
    return KeyedDecodingContainer(KeyedValueContainer<Key>(members: members))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw Mismatch() }
    return UnkeyedValueContainer(elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(value: value) }
}

private struct KeyedValueContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [ParsedJSON.Member]
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { ParsedJSON.member(key.stringValue, in: members) != nil }

  private func member(_ key: Key) throws -> ParsedJSON {
    guard let value = ParsedJSON.member(key.stringValue, in: members) else { throw Mismatch() }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try ValueDecoder.decode(type, member(key)) }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = ParsedJSON.member(key.stringValue, in: members), value != .null else { return nil }
    return try ValueDecoder.decode(type, value)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try ValueDecoder(value: member(key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: member(key)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { throw Mismatch() }
  func superDecoder(forKey key: Key) throws -> any Decoder { throw Mismatch() }
}

private struct UnkeyedValueContainer: UnkeyedDecodingContainer {
  let elements: [ParsedJSON]
  var codingPath: [any CodingKey] { [] }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }
  private(set) var currentIndex = 0

  init(elements: [ParsedJSON]) { self.elements = elements }

  private mutating func next() throws -> ParsedJSON {
    guard !isAtEnd else { throw Mismatch() }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw Mismatch() }
    if elements[currentIndex] == .null {
      currentIndex += 1
      return true
    }
    return false
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try ValueDecoder.decode(type, next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try ValueDecoder(value: next()).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: next()).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { throw Mismatch() }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let value: ParsedJSON
  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool { value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try ValueDecoder.decode(type, value) }
  func decode(_ type: String.Type) throws -> String { try ValueDecoder.decode(type, value) }
  func decode(_ type: Double.Type) throws -> Double { try ValueDecoder.double(value) }
  func decode(_ type: Float.Type) throws -> Float { throw Mismatch() }
  func decode(_ type: Int.Type) throws -> Int { try ValueDecoder.integer(value) }
  func decode(_ type: Int8.Type) throws -> Int8 { try ValueDecoder.integer(value) }
  func decode(_ type: Int16.Type) throws -> Int16 { try ValueDecoder.integer(value) }
  func decode(_ type: Int32.Type) throws -> Int32 { try ValueDecoder.integer(value) }
  func decode(_ type: Int64.Type) throws -> Int64 { try ValueDecoder.integer(value) }
  func decode(_ type: UInt.Type) throws -> UInt { try ValueDecoder.integer(value) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try ValueDecoder.integer(value) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try ValueDecoder.integer(value) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try ValueDecoder.integer(value) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try ValueDecoder.integer(value) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try ValueDecoder.decode(type, value) }
}
