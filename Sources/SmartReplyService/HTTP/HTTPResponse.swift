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
    self.headers = headers
    if let contentType { self.headers.insert(("Content-Type", contentType), at: 0) }
    self.body = body
  }

  /// A JSON response (compact, sorted keys) of an encodable value.
  static func json(encoding value: some Encodable, status: Int = 200) -> HTTPResponse {
    guard let body = try? JSONValueEncoder().bytes(value) else {
      return Problem(.internalError, detail: "the answer could not be encoded as JSON").response
    }
    return HTTPResponse(status: status, contentType: "application/json", body: body)
  }

  /// A JSON response of a value built as JSON (`value` throws when it cannot be).
  static func json(_ value: () throws -> JSONValue, status: Int = 200) -> HTTPResponse {
    guard let json = try? value() else {
      return Problem(.internalError, detail: "the answer could not be encoded as JSON").response
    }
    return HTTPResponse(status: status, contentType: "application/json", body: json.bytes)
  }

  /// A JSON response from already-encoded bytes.
  static func json(data: Data, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: Array(data))
  }

  /// The bytes on the wire; `headOnly` leaves the body out (HEAD) but keeps its length.
  func serialized(keepAlive: Bool, headOnly: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    write(into: &bytes, keepAlive: keepAlive, headOnly: headOnly)
    return bytes
  }

  /// Appends the bytes on the wire to `bytes`.
  func write(into bytes: inout [UInt8], keepAlive: Bool, headOnly: Bool = false) {
    bytes.reserveCapacity(bytes.count + 160 + headers.count * 48 + (headOnly ? 0 : body.count))
    bytes.append(contentsOf: "HTTP/1.1 ".utf8)
    Self.appendDecimal(status, to: &bytes)
    bytes.append(0x20)
    bytes.append(contentsOf: HTTPStatus.reason(status).utf8)
    bytes.append(contentsOf: "\r\n".utf8)
    for (name, value) in headers {
      bytes.append(contentsOf: name.utf8)
      bytes.append(contentsOf: ": ".utf8)
      bytes.append(contentsOf: value.utf8)
      bytes.append(contentsOf: "\r\n".utf8)
    }
    bytes.append(contentsOf: "Content-Length: ".utf8)
    Self.appendDecimal(body.count, to: &bytes)
    bytes.append(contentsOf: "\r\nDate: ".utf8)
    HTTPDate.append(to: &bytes)
    bytes.append(contentsOf: keepAlive ? "\r\n\r\n".utf8 : "\r\nConnection: close\r\n\r\n".utf8)
    if !headOnly { bytes.append(contentsOf: body) }
  }

  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
