import Foundation

/// Parses a request head (request line and header fields) from the bytes before the empty line,
/// strictly: CRLF line ends, a token method, an origin-form target, HTTP/1.0 or HTTP/1.1, no
/// whitespace before a field's colon, no line folding, one `Content-Length` value, and
/// `Transfer-Encoding` refused (411 for chunked: send `Content-Length`; 501 for other codings).
enum HTTPRequestParser {
  /// Methods the service knows; others are answered 501.
  static let knownMethods: Set<String> = [
    "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT",
  ]

  /// The offset just past the `CRLF CRLF` that ends the head in `bytes[from...]`, scanning from
  /// `scanFrom` (an earlier scan's end, to avoid rescanning).
  static func headEnd(in bytes: [UInt8], from start: Int, scanFrom: Int) -> Int? {
    var index = max(start, scanFrom - 3)
    let end = bytes.count
    while index + 3 < end {
      if bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D && bytes[index + 3] == 0x0A {
        return index + 4
      }
      index += 1
    }
    return nil
  }

  /// Parses the head in `bytes[start..<end]` (end just past the empty line).
  static func parse(_ bytes: ArraySlice<UInt8>, maxBodyBytes: Int) -> Result<HTTPRequest, Problem> {
    var lines: [ArraySlice<UInt8>] = []
    var lineStart = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x0A {
        guard index > lineStart, bytes[index - 1] == 0x0D else {
          return .failure(.malformed("a line of the head ends without CR LF"))
        }
        lines.append(bytes[lineStart..<(index - 1)])
        lineStart = index + 1
      } else if byte == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] != 0x0A {
        return .failure(.malformed("a bare CR in the head"))
      } else if byte == 0 {
        return .failure(.malformed("a NUL byte in the head"))
      }
      index += 1
    }
    // Empty lines before the request line are ignored (RFC 9112, section 2.2).
    while let first = lines.first, first.isEmpty { lines.removeFirst() }
    guard let requestLine = lines.first else { return .failure(.malformed("no request line")) }
    let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      return .failure(.malformed("the request line must be: method SP target SP HTTP-version"))
    }
    let method = String(decoding: parts[0], as: UTF8.self)
    guard !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else {
      return .failure(.malformed("the method is not a token"))
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    let minorVersion: Int
    switch version {
    case "HTTP/1.1": minorVersion = 1
    case "HTTP/1.0": minorVersion = 0
    default:
      if version.wholeMatch(of: /HTTP\/[0-9]\.[0-9]|HTTP\/[0-9]/) != nil {
        return .failure(
          Problem(.httpVersionNotSupported, detail: "only HTTP/1.1 and HTTP/1.0 are served"))
      }
      return .failure(.malformed("the HTTP version is not HTTP/1.1 or HTTP/1.0"))
    }
    var target = parts[1]
    // Absolute form (`http://host/path`), which a server must accept: the path is what counts.
    for scheme in ["http://", "https://"] where target.count > scheme.utf8.count {
      let prefix = target.prefix(scheme.utf8.count).map { $0 | 0x20 }
      guard prefix.elementsEqual(scheme.utf8) else { continue }
      let rest = target.dropFirst(scheme.utf8.count)
      target = rest.firstIndex(of: UInt8(ascii: "/")).map { rest[$0...] } ?? ArraySlice("/".utf8)
    }
    guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      return .failure(.malformed("the request target must be a path starting with / (visible ASCII only)"))
    }
    let targetText = String(decoding: target, as: UTF8.self)
    let path: String
    let query: String
    if let mark = targetText.firstIndex(of: "?") {
      path = String(targetText[..<mark])
      query = String(targetText[targetText.index(after: mark)...])
    } else {
      path = targetText
      query = ""
    }
    guard HTTPRequestParser.knownMethods.contains(method) else {
      return .failure(Problem(.methodNotImplemented, detail: "the method is not one this server implements"))
    }

    var headers: [(name: String, value: String)] = []
    headers.reserveCapacity(lines.count - 1)
    for line in lines.dropFirst() where !line.isEmpty {
      guard let first = line.first, first != 0x20, first != 0x09 else {
        return .failure(.malformed("obsolete line folding (a header line starting with whitespace)"))
      }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        return .failure(.malformed("a header line without a colon"))
      }
      let name = line[line.startIndex..<colon]
      guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
        return .failure(.malformed("a header name is not a token (no whitespace before the colon)"))
      }
      var value = line[(colon + 1)...]
      while let byte = value.first, byte == 0x20 || byte == 0x09 { value = value.dropFirst() }
      while let byte = value.last, byte == 0x20 || byte == 0x09 { value = value.dropLast() }
      guard value.allSatisfy({ $0 >= 0x20 || $0 == 0x09 }), !value.contains(0x7F) else {
        return .failure(.malformed("a header value holds control characters"))
      }
      headers.append((String(decoding: name, as: UTF8.self).lowercased(), String(decoding: value, as: UTF8.self)))
    }

    var request = HTTPRequest(
      method: method, path: path, query: query, minorVersion: minorVersion, headers: headers, contentLength: 0)
    if minorVersion == 1 {
      let hosts = headers.filter { $0.name == "host" }
      guard hosts.count == 1 else {
        return .failure(Problem(.missingHost, detail: "an HTTP/1.1 request needs exactly one Host header"))
      }
    }
    if headers.contains(where: { $0.name == "transfer-encoding" }) {
      let codings = headers.filter { $0.name == "transfer-encoding" }.map { $0.value.lowercased() }.joined(
        separator: ",")
      if codings.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }).last == "chunked" {
        return .failure(
          Problem(
            .lengthRequired,
            detail: "chunked request bodies are not accepted; send the body with a Content-Length header"))
      }
      return .failure(
        Problem(.transferCodingNotImplemented, detail: "transfer codings are not implemented; send Content-Length"))
    }
    let lengths = headers.filter { $0.name == "content-length" }.flatMap {
      $0.value.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    if let first = lengths.first {
      guard lengths.allSatisfy({ $0 == first }) else {
        return .failure(Problem(.invalidContentLength, detail: "Content-Length values disagree"))
      }
      guard !first.isEmpty, first.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
        return .failure(Problem(.invalidContentLength, detail: "Content-Length must be a decimal number of bytes"))
      }
      guard first.utf8.count <= 15, let length = Int(first), length <= maxBodyBytes else {
        return .failure(
          Problem(.contentTooLarge, detail: "the body is larger than the \(maxBodyBytes)-byte limit"))
      }
      request.contentLength = length
    }
    return .success(request)
  }

  /// `tchar` of RFC 9110.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
