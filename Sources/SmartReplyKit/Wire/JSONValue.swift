/// A JSON value written without `JSONSerialization` (which dominates the cost of a served
/// suggestion): compact, keys sorted, slashes unescaped, numbers as `JSONSerialization` writes
/// them (integral values without a fraction), so the bytes are the same as before.
package enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A number (not NaN or infinite: those are written as `null`).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; keys are written sorted.
  case object([String: JSONValue])

  /// A string, or `null` for nil.
  package static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

  /// The compact UTF-8 bytes.
  package var bytes: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(512)
    write(to: &output)
    return output
  }

  /// Appends the compact UTF-8 bytes to `output`.
  package func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value): output.append(contentsOf: String(value).utf8)
    case .number(let value):
      if !value.isFinite {
        output.append(contentsOf: "null".utf8)
      } else if value == value.rounded(), abs(value) < 1e15 {
        output.append(contentsOf: String(Int(value)).utf8)
      } else {
        output.append(contentsOf: String(value).utf8)
      }
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      // The members sorted whole: no key is hashed again to find its value.
      for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        member.value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Runs of bytes that need no escape are copied whole.
  private static func writeString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        output.append(contentsOf: bytes[start..<index])
        writeEscape(byte, to: &output)
        start = index + 1
      }
      output.append(contentsOf: bytes[start...])
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func writeEscape(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
    case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
    case 0x0A: output.append(contentsOf: "\\n".utf8)
    case 0x0D: output.append(contentsOf: "\\r".utf8)
    case 0x09: output.append(contentsOf: "\\t".utf8)
    case 0x08: output.append(contentsOf: "\\b".utf8)
    case 0x0C: output.append(contentsOf: "\\f".utf8)
    default:
      let hex = Array("0123456789abcdef".utf8)
      output.append(contentsOf: "\\u00".utf8)
      output.append(hex[Int(byte >> 4)])
      output.append(hex[Int(byte & 0x0F)])
    }
  }
}
