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
  /// An object whose members are already in key order, written as they are (no dictionary is
  /// built or sorted: objects made per served suggestion).
  case sortedObject([Member])

  /// One member of a ``sortedObject(_:)``.
  package struct Member: Sendable, Hashable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// A member.
    package init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

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
    case .int(let value): Self.writeInteger(value, to: &output)
    case .number(let value):
      if !value.isFinite {
        output.append(contentsOf: "null".utf8)
      } else if value == value.rounded(), abs(value) < 1e15 {
        Self.writeInteger(Int(value), to: &output)
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
        Self.writeMember(member.key, member.value, first: index == 0, to: &output)
      }
      output.append(UInt8(ascii: "}"))
    case .sortedObject(let members):
      assert(zip(members, members.dropFirst()).allSatisfy { $0.key < $1.key }, "members out of key order")
      output.append(UInt8(ascii: "{"))
      for index in members.indices {
        Self.writeMember(members[index].key, members[index].value, first: index == 0, to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeMember(_ key: String, _ value: JSONValue, first: Bool, to output: inout [UInt8]) {
    if !first { output.append(UInt8(ascii: ",")) }
    writeString(key, to: &output)
    output.append(UInt8(ascii: ":"))
    value.write(to: &output)
  }

  /// Decimal digits, as `String(value)` writes them.
  private static func writeInteger(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, filled from the end
    withUnsafeMutableBytes(of: &digits) { buffer in
      var magnitude = value.magnitude
      var index = buffer.count
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      output.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
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
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        writeEscape(byte, to: &output)
        start = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
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
