import Foundation
import SmartReplyKit

/// An RFC 9457 problem: `application/problem+json` with `type`, `title`, `status`, `detail` and,
/// where useful, extension members (`diagnostics`, `errors`, `id`). Details name fields and
/// limits, never message text.
struct Problem: Error, Sendable {
  /// The kind.
  var type: ProblemType
  /// What went wrong in this request.
  var detail: String
  /// Extension members.
  var extensions: [String: any Encodable & Sendable] = [:]
  /// Extra header fields (`Allow`, `Retry-After`, `WWW-Authenticate`).
  var headers: [(name: String, value: String)] = []

  init(
    _ type: ProblemType, detail: String, extensions: [String: any Encodable & Sendable] = [:],
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
  func object() throws -> JSONValue {
    let encoder = JSONValueEncoder()
    var object = try extensions.mapValues { try encoder.encode($0) }
    object["type"] = .string(type.uri)
    object["title"] = .string(type.title)
    object["status"] = .int(type.status)
    object["detail"] = .string(detail)
    return .object(object)
  }

  /// The response.
  var response: HTTPResponse {
    let body =
      (try? object().bytes)
      ?? Array(#"{"status":500,"title":"Internal error","type":"urn:smartreplykit:problem:internal-error"}"#.utf8)
    return HTTPResponse(status: type.status, contentType: "application/problem+json", headers: headers, body: body)
  }
}
