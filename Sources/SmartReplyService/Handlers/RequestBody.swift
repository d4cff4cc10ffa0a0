import Foundation
import SmartReplyKit
import SmartReplyModel

/// Reading JSON bodies: UTF-8, well-formed, no duplicate keys, and contexts in the wire format —
/// with problems that name the JSON path, never the text.
enum RequestBody {
  /// Refuses a `Content-Type` that is not JSON (no `Content-Type` is taken as JSON).
  static func checkContentType(_ request: HTTPRequest) -> Problem? {
    guard var value = request.header("content-type") else { return nil }
    // `application/json` in any case, read from the bytes; other types lowercased as Unicode says.
    let type = value.withUTF8 { bytes in
      let media = HTTPRequestParser.trimmed(bytes.prefix { $0 != UInt8(ascii: ";") })
      let isJSON = media.elementsEqual("application/json".utf8) { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
      return isJSON ? "application/json" : String(decoding: media, as: UTF8.self).lowercased()
    }
    if type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json")) {
      return nil
    }
    return Problem(.unsupportedMediaType, detail: "send the body as application/json")
  }

  /// Refuses an empty body and bytes that are not UTF-8.
  static func checkBytes(_ body: [UInt8]) throws(Problem) {
    guard body.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
      throw Problem(.invalidJSON, detail: "the body is empty; send a JSON document")
    }
    // The standard library's validation is fast (and copies nothing); the offset is only
    // looked for when it fails.
    if (try? UTF8Span(validating: body.span)) == nil,
      let offset = ConversationDocument.firstInvalidUTF8Offset(Data(body))
    {
      throw Problem(.invalidUTF8, detail: "invalid UTF-8 at byte \(offset); bodies must be UTF-8 JSON")
    }
  }

  /// The body as a JSON value (object, array, ...), duplicate keys refused.
  static func jsonValue(_ body: [UInt8]) throws(Problem) -> Any {
    try checkBytes(body)
    let data = Data(body)
    guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
      throw Problem(.invalidJSON, detail: "the body is not well-formed JSON")
    }
    if let duplicate = JSONDuplicateKeys.first(in: body) {
      throw Problem(.invalidRequest, detail: duplicate.description)
    }
    return value
  }

  /// A context from JSON bytes; `prefix` is put before paths (`context.` in a draft request).
  static func document(_ bytes: [UInt8], prefix: String = "") throws(Problem) -> ConversationDocument {
    try checkBytes(bytes)
    do {
      return try ConversationDocument(json: Data(bytes))
    } catch {
      throw problem(error, prefix: prefix)
    }
  }

  /// The problem of a context that cannot be read.
  static func problem(_ error: ContextDecodingError, prefix: String) -> Problem {
    switch error {
    case .invalidUTF8, .utf16: return Problem(.invalidUTF8, detail: error.description)
    case .tooLarge: return Problem(.contentTooLarge, detail: error.description)
    case .unreadable: return Problem(.internalError, detail: "the context could not be read")
    case .invalid(let detail):
      if detail.hasPrefix("malformed JSON") { return Problem(.invalidJSON, detail: detail) }
      var path = "the top level"
      var problem = detail
      if let separator = detail.range(of: ": ") {
        path = String(detail[..<separator.lowerBound])
        problem = String(detail[separator.upperBound...])
      }
      if !prefix.isEmpty { path = path == "the top level" ? String(prefix.dropLast()) : prefix + path }
      return Problem(
        .invalidContext, detail: "\(path): \(problem)", extensions: ["errors": [["path": path, "detail": problem]]])
    }
  }
}
