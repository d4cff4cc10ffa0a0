import Foundation

/// Finds an object key that appears twice in the same JSON object. Decoders disagree on which of
/// the values wins (Foundation's `JSONDecoder` keeps the first, `JSONSerialization` the last), so
/// inputs with duplicate keys are refused instead.
package enum JSONDuplicateKeys {
  /// A key that appears twice, and the JSON path of its object (`entries[2]`, or `the top level`).
  package struct Duplicate: Sendable, Hashable, CustomStringConvertible {
    /// The path of the object holding the key twice.
    package var path: String
    /// The repeated key.
    package var key: String

    /// `entries[2]: duplicate key "text"; each key may appear only once`
    package var description: String { "\(path): duplicate key \"\(key)\"; each key may appear only once" }
  }

  private enum Frame {
    case object(keys: Set<String>, current: String?)
    case array(index: Int)
  }

  /// The first duplicate key in `bytes`, which must be well-formed JSON (check that first), or nil.
  package static func first(in bytes: some Collection<UInt8>) -> Duplicate? {
    let bytes = Array(bytes)
    var stack: [Frame] = []
    var expectingKey = false
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        stack.append(.object(keys: [], current: nil))
        expectingKey = true
      case UInt8(ascii: "["):
        stack.append(.array(index: 0))
        expectingKey = false
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = stack.popLast()
        expectingKey = false
      case UInt8(ascii: ","):
        switch stack.last {
        case .array(let position): stack[stack.count - 1] = .array(index: position + 1)
        case .object: expectingKey = true
        case nil: break
        }
      case UInt8(ascii: "\""):
        let end = stringEnd(bytes, from: index)
        if expectingKey, case .object(var keys, _) = stack.last {
          // Off the stack while it grows, so that the set is not copied on every key.
          stack.removeLast()
          let key = decodeString(bytes[index...min(end, bytes.count - 1)])
          guard keys.insert(key).inserted else { return Duplicate(path: path(stack[...]), key: key) }
          stack.append(.object(keys: keys, current: key))
          expectingKey = false
        }
        index = end
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// The index of the quote closing the string that opens at `start`.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "\"") { return index }
      index += 1
    }
    return bytes.count
  }

  private static func decodeString(_ quoted: ArraySlice<UInt8>) -> String {
    guard quoted.contains(UInt8(ascii: "\\")) else {
      return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
    }
    return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? String(decoding: quoted, as: UTF8.self)
  }

  private static func path(_ frames: ArraySlice<Frame>) -> String {
    var result = ""
    for frame in frames {
      switch frame {
      case .array(let index): result += "[\(index)]"
      case .object(_, let current?): result += result.isEmpty ? current : ".\(current)"
      case .object(_, nil): break
      }
    }
    return result.isEmpty ? "the top level" : result
  }
}
