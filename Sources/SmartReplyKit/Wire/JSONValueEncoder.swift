/// Encodes an `Encodable` value as a ``JSONValue``: the wire types' own `encode(to:)` says their
/// shape, and ``JSONValue`` writes the bytes `JSONEncoder` would (with `.sortedKeys` and
/// `.withoutEscapingSlashes`) at a fraction of its cost, which matters per served suggestion.
/// Values take their own `Codable` form (no date or data strategies); a number that is not
/// finite fails, as it does in `JSONEncoder`.
package struct JSONValueEncoder {
  /// Creates an encoder.
  package init() {}

  /// The value as a JSON value.
  package func encode(_ value: some Encodable) throws -> JSONValue {
    try Node.encoding(value, codingPath: [])
  }

  /// The value's compact UTF-8 JSON.
  package func bytes(_ value: some Encodable) throws -> [UInt8] { try encode(value).bytes }
}

/// One value being encoded, filled in by its containers. A member or element is encoded whole
/// before it is stored; only nested containers, which stay open, are linked and read at the end.
private final class Node {
  var value: JSONValue?
  var members: [String: JSONValue]?
  var elements: [JSONValue]?
  var openMembers: [(key: String, node: Node)] = []
  var openElements: [(index: Int, node: Node)] = []

  var json: JSONValue {
    if var members {
      for (key, node) in openMembers { members[key] = node.json }
      return .object(members)
    }
    if var elements {
      for (index, node) in openElements { elements[index] = node.json }
      return .array(elements)
    }
    return value ?? .object([:])
  }

  static func encoding(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONValue {
    if let json = try primitive(value, codingPath: codingPath) { return json }
    let node = Node()
    try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
    return node.json
  }

  /// JSON values, strings, booleans and numbers reached through a generic call (an array's elements, say);
  /// the types are compared first, as a failed cast costs more than the rest of the encoding.
  private static func primitive<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONValue? {
    if T.self == JSONValue.self { return .some(value as! JSONValue) }
    if T.self == String.self { return .string(value as! String) }
    if T.self == Int.self { return .int(value as! Int) }
    if T.self == Double.self { return try number(value as! Double, codingPath) }
    if T.self == Bool.self { return .bool(value as! Bool) }
    if T.self == Float.self { return try number(value as! Float, codingPath) }
    return nil
  }

  static func number(_ value: Double, _ codingPath: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else { throw nonFinite(value, codingPath) }
    return .number(value)
  }

  /// A Float as `JSONEncoder` writes it: its own shortest digits, not those of the Double.
  static func number(_ value: Float, _ codingPath: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else { throw nonFinite(value, codingPath) }
    return .number(Double("\(value)") ?? Double(value))
  }

  static func integer(_ value: some BinaryInteger) -> JSONValue {
    Int(exactly: value).map(JSONValue.int) ?? .number(Double(value))
  }

  private static func nonFinite(_ value: Any, _ codingPath: [any CodingKey]) -> EncodingError {
    .invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "a number that is not finite"))
  }
}

private struct NodeEncoder: Encoder {
  let node: Node
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if node.members == nil { node.members = Dictionary(minimumCapacity: 8) }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if node.elements == nil { node.elements = [] }
    return UnkeyedNodeContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: Node
  let codingPath: [any CodingKey]

  private func put(_ value: JSONValue, _ key: Key) { node.members![key.stringValue] = value }

  mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    put(try Node.number(value, codingPath + [key]), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws { put(try Node.number(value, codingPath + [key]), key) }
  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    put(try Node.encoding(value, codingPath: codingPath + [key]), key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    open(key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { open(key).unkeyedContainer() }
  mutating func superEncoder() -> any Encoder { open(nil) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { open(key) }

  private func open(_ key: Key?) -> NodeEncoder {
    let child = Node()
    node.openMembers.append((key?.stringValue ?? "super", child))
    return NodeEncoder(node: child, codingPath: codingPath + (key.map { [$0] } ?? []))
  }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]
  var count: Int { node.elements!.count }

  private func put(_ value: JSONValue) { node.elements!.append(value) }

  mutating func encodeNil() throws { put(.null) }
  mutating func encode(_ value: Bool) throws { put(.bool(value)) }
  mutating func encode(_ value: String) throws { put(.string(value)) }
  mutating func encode(_ value: Int) throws { put(.int(value)) }
  mutating func encode(_ value: Double) throws { put(try Node.number(value, codingPath)) }
  mutating func encode(_ value: Float) throws { put(try Node.number(value, codingPath)) }
  mutating func encode(_ value: some Encodable) throws { put(try Node.encoding(value, codingPath: codingPath)) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    open().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { open().unkeyedContainer() }
  mutating func superEncoder() -> any Encoder { open() }

  private func open() -> NodeEncoder {
    let child = Node()
    node.openElements.append((node.elements!.count, child))
    node.elements!.append(.null)
    return NodeEncoder(node: child, codingPath: codingPath)
  }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.value = .null }
  mutating func encode(_ value: Bool) throws { node.value = .bool(value) }
  mutating func encode(_ value: String) throws { node.value = .string(value) }
  mutating func encode(_ value: Int) throws { node.value = .int(value) }
  mutating func encode(_ value: Double) throws { node.value = try Node.number(value, codingPath) }
  mutating func encode(_ value: Float) throws { node.value = try Node.number(value, codingPath) }
  mutating func encode(_ value: Int8) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: Int16) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: Int32) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: Int64) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: UInt) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: UInt8) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: UInt16) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: UInt32) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: UInt64) throws { node.value = Node.integer(value) }
  mutating func encode(_ value: some Encodable) throws { node.value = try Node.encoding(value, codingPath: codingPath) }
}
