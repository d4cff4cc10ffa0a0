import Foundation

/// One parsed request: the head, and the body when it has been read.
struct HTTPRequest: Sendable {
  /// The method token, as sent (methods are case-sensitive).
  var method: String
  /// The path of the request target, without the query.
  var path: String
  /// The query, without the `?` (empty when there is none).
  var query: String
  /// 0 for HTTP/1.0, 1 for HTTP/1.1.
  var minorVersion: Int
  /// Header fields in order, names lowercased.
  var headers: [(name: String, value: String)]
  /// The body's length from `Content-Length` (0 without one).
  var contentLength: Int
  /// The body.
  var body: [UInt8] = []

  /// The first value of header `name` (lowercase).
  func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

  /// Whether the client asked to keep the connection open (HTTP/1.1 by default, HTTP/1.0 with
  /// `Connection: keep-alive`).
  var wantsKeepAlive: Bool {
    guard headers.contains(where: { $0.name == "connection" }) else { return minorVersion >= 1 }
    let tokens = headers.filter { $0.name == "connection" }.flatMap {
      $0.value.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    if tokens.contains("close") { return false }
    return minorVersion >= 1 || tokens.contains("keep-alive")
  }

  /// Whether the client waits for `100 Continue` before sending the body.
  var expectsContinue: Bool { minorVersion >= 1 && header("expect")?.lowercased() == "100-continue" }

  /// The value of query parameter `name`, percent-decoded; nil when absent.
  func queryValue(_ name: String) -> String? {
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.first.map(String.init) == name else { continue }
      let raw = parts.count > 1 ? String(parts[1]) : ""
      return raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
    }
    return nil
  }
}
