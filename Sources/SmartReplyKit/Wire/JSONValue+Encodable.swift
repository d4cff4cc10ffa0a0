/// A JSON value encodes as itself, so that types whose JSON is built as a ``JSONValue`` (for
/// speed) still encode through any `Encoder`.
extension JSONValue: Encodable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes the value: objects as keyed containers, arrays as unkeyed ones.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let members):
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
    case .sortedObject(let members):
      var container = encoder.container(keyedBy: Key.self)
      for member in members { try container.encode(member.value, forKey: Key(stringValue: member.key)) }
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .null, .bool, .int, .number, .string:
      var container = encoder.singleValueContainer()
      switch self {
      case .bool(let value): try container.encode(value)
      case .int(let value): try container.encode(value)
      case .number(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      default: try container.encodeNil()
      }
    }
  }
}
