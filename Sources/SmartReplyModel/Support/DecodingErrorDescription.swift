import Foundation

/// Short descriptions of decoding errors that name the JSON path and what was expected, but never
/// echo the data (which may be someone's message).
package enum DecodingErrorDescription {
  /// The JSON path of a coding path: `entries[3].senderIdentifier`, or `the top level`.
  package static func path(_ codingPath: [any CodingKey]) -> String {
    var result = ""
    for key in codingPath {
      if let index = key.intValue {
        result += "[\(index)]"
      } else {
        result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return result.isEmpty ? "the top level" : result
  }

  /// "entries[3].text: expected a string" and the like.
  package static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(typeName(type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(typeName(type)), found null"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing required field"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty { return malformedJSON(context) }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "invalid JSON"
    }
  }

  private static func malformedJSON(_ context: DecodingError.Context) -> String {
    let detail = "\(context.underlyingError.map { "\($0)" } ?? "") \(context.debugDescription)"
    if let match = detail.firstMatch(of: /line (\d+), column (\d+)/) {
      return "malformed JSON near line \(match.1), column \(match.2)"
    }
    if let match = detail.firstMatch(of: /(?:offset|character) (\d+)/) {
      return "malformed JSON near byte \(match.1)"
    }
    return "malformed JSON"
  }

  static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt64.Type: return "a whole number"
    case is Double.Type, is Float.Type: return "a number"
    case is Date.Type: return "an ISO-8601 date string"
    default:
      let name = "\(type)"
      if name.hasPrefix("Array") || name.hasPrefix("Set") { return "an array" }
      if name.hasPrefix("Dictionary") || name.contains("KeyedDecodingContainer") { return "an object" }
      return "a value of type \(name)"
    }
  }
}
