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
  /// The collections the wire format's types hold are built directly, as their own `init(from:)`
  /// builds them through containers (at several times the cost). Types are compared before a
  /// value is cast (`unsafeBitCast` from a type to itself): a cast, or asking whether a type
  /// conforms to a protocol, costs more than decoding the value.
  static func decode<T: Decodable>(_ type: T.Type, _ value: ParsedJSON) throws -> T {
    switch value {
    case .string(let text) where T.self == String.self: return unsafeBitCast(text, to: T.self)
    case .bool(let flag) where T.self == Bool.self: return unsafeBitCast(flag, to: T.self)
    case .int(let number) where T.self == Int.self: return unsafeBitCast(number, to: T.self)
    default: break
    }
    if T.self == String.self || T.self == Bool.self || T.self == Int.self { throw Mismatch() }
    if T.self == Double.self { return unsafeBitCast(try double(value), to: T.self) }
    if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self
      || T.self == Float.self
    {
      throw Mismatch()
    }
    if T.self == String?.self { return unsafeBitCast(try optional(String.self, value), to: T.self) }
    if T.self == Set<String>.self { return unsafeBitCast(Set(try array(String.self, value)), to: T.self) }
    if T.self == [String].self { return unsafeBitCast(try array(String.self, value), to: T.self) }
    if T.self == [String: WirePersonName].self {
      return unsafeBitCast(try dictionary(WirePersonName.self, value), to: T.self)
    }
    if T.self == [MessageConversationContext.MessageEntry].self {
      return unsafeBitCast(try array(MessageConversationContext.MessageEntry.self, value), to: T.self)
    }
    if T.self == [MailConversationContext.MailEntry].self {
      return unsafeBitCast(try array(MailConversationContext.MailEntry.self, value), to: T.self)
    }
    if T.self == [ConversationContext.Entry].self {
      return unsafeBitCast(try array(ConversationContext.Entry.self, value), to: T.self)
    }
    if T.self == [MLKitTextMessage].self { return unsafeBitCast(try array(MLKitTextMessage.self, value), to: T.self) }
    return try T(from: ValueDecoder(value: value))
  }

  /// What `Optional.init(from:)` decodes.
  static func optional<T: Decodable>(_ type: T.Type, _ value: ParsedJSON) throws -> T? {
    value == .null ? nil : try decode(type, value)
  }

  /// The elements `Array.init(from:)` (and `Set`'s) decode, in order.
  static func array<T: Decodable>(_ type: T.Type, _ value: ParsedJSON) throws -> [T] {
    guard case .array(let elements) = value else { throw Mismatch() }
    return try elements.map { try decode(type, $0) }
  }

  /// What `Dictionary.init(from:)` decodes for string keys.
  static func dictionary<T: Decodable>(_ type: T.Type, _ value: ParsedJSON) throws -> [String: T] {
    guard case .object(let members) = value else { throw Mismatch() }
    var dictionary = [String: T](minimumCapacity: members.count)
    for member in members { dictionary[member.key] = try decode(type, member.value) }
    return dictionary
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

  // The protocol's own versions of these look the key up three times (contains, decodeNil, decode).
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let value = ParsedJSON.member(key.stringValue, in: members), value != .null else { return nil }
    guard case .string(let text) = value else { throw Mismatch() }
    return text
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let value = ParsedJSON.member(key.stringValue, in: members), value != .null else { return nil }
    guard case .bool(let flag) = value else { throw Mismatch() }
    return flag
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let value = ParsedJSON.member(key.stringValue, in: members), value != .null else { return nil }
    return try ValueDecoder.integer(value)
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
