import Foundation
import SmartReplyKit

/// A response: status, header fields and body, written with `Content-Length`.
struct HTTPResponse: Sendable {
  /// The status code.
  var status: Int
  /// Header fields other than `Content-Length`, `Date` and `Connection`, which writing adds.
  var headers: [(name: String, value: String)]
  /// The body.
  var body: [UInt8]

  /// A response with a body of `contentType`.
  init(status: Int, contentType: String? = nil, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = contentType.map { [("Content-Type", $0)] + headers } ?? headers
    self.body = body
  }

  /// A JSON response (compact, sorted keys) of an encodable value.
  static func json(encoding value: some Encodable, status: Int = 200) -> HTTPResponse {
    guard let body = try? JSONValueEncoder().bytes(value) else {
      return Problem(.internalError, detail: "the answer could not be encoded as JSON").response
    }
    return HTTPResponse(status: status, contentType: "application/json", body: body)
  }

  /// A JSON response from already-encoded bytes.
  static func json(data: Data, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: Array(data))
  }

  /// The bytes on the wire; `headOnly` leaves the body out (HEAD) but keeps its length.
  func serialized(keepAlive: Bool, headOnly: Bool = false) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(HTTPStatus.reason(status))\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\nDate: \(HTTPDate.now())\r\n"
    head += keepAlive ? "\r\n" : "Connection: close\r\n\r\n"
    var bytes = Array(head.utf8)
    if !headOnly { bytes += body }
    return bytes
  }
}
