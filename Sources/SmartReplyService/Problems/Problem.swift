import Foundation

/// An RFC 9457 problem: `application/problem+json` with `type`, `title`, `status`, `detail` and,
/// where useful, extension members (`diagnostics`, `errors`, `id`). Details name fields and
/// limits, never message text.
struct Problem: Error, @unchecked Sendable {
  // @unchecked: `extensions` holds only JSON values (strings, numbers, arrays, dictionaries) and
  // is never mutated after creation.

  /// The kind.
  var type: ProblemType
  /// What went wrong in this request.
  var detail: String
  /// Extension members.
  var extensions: [String: Any] = [:]
  /// Extra header fields (`Allow`, `Retry-After`, `WWW-Authenticate`).
  var headers: [(name: String, value: String)] = []

  init(
    _ type: ProblemType, detail: String, extensions: [String: Any] = [:],
    headers: [(name: String, value: String)] = []
  ) {
    self.type = type
    self.detail = detail
    self.extensions = extensions
    self.headers = headers
  }

  /// A `malformed-request` problem.
  static func malformed(_ detail: String) -> Problem { Problem(.malformedRequest, detail: detail) }

  /// The JSON object.
  var object: [String: Any] {
    var object = extensions
    object["type"] = type.uri
    object["title"] = type.title
    object["status"] = type.status
    object["detail"] = detail
    return object
  }

  /// The response.
  var response: HTTPResponse {
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data(#"{"status":500,"title":"Internal error","type":"urn:smartreplykit:problem:internal-error"}"#.utf8)
    return HTTPResponse(
      status: type.status, contentType: "application/problem+json", headers: headers, body: Array(data))
  }
}
