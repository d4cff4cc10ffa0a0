/// Parses a request head (request line and header fields) from the bytes before the empty line,
/// strictly: CRLF line ends, a token method, an origin-form target, HTTP/1.0 or HTTP/1.1, no
/// whitespace before a field's colon, no line folding, one `Content-Length` value, and
/// `Transfer-Encoding` refused (411 for chunked: send `Content-Length`; 501 for other codings).
enum HTTPRequestParser {
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  /// Parses the head in `head` (which ends just past the empty line).
  static func parse(_ head: UnsafeBufferPointer<UInt8>, maxBodyBytes: Int) -> Result<HTTPRequest, Problem> {
    var lines: [Range<Int>] = []
    lines.reserveCapacity(16)
    var lineStart = 0
    for index in head.indices {
      switch head[index] {
      case 0x0A:
        guard index > lineStart, head[index - 1] == 0x0D else {
          return .failure(.malformed("a line of the head ends without CR LF"))
        }
        lines.append(lineStart..<(index - 1))
        lineStart = index + 1
      case 0x0D where index + 1 < head.count && head[index + 1] != 0x0A:
        return .failure(.malformed("a bare CR in the head"))
      case 0:
        return .failure(.malformed("a NUL byte in the head"))
      default: break
      }
    }
    // Empty lines before the request line are ignored (RFC 9112, section 2.2).
    guard let first = lines.firstIndex(where: { !$0.isEmpty }) else { return .failure(.malformed("no request line")) }
    var request: HTTPRequest
    switch requestLine(head[lines[first]]) {
    case .failure(let problem): return .failure(problem)
    case .success(let parsed): request = parsed
    }

    var transferCodings: [String] = []
    var contentLengths: [Bytes] = []
    var hosts = 0
    request.headers.reserveCapacity(lines.count - first - 1)
    for line in lines[(first + 1)...] where !line.isEmpty {
      let line = head[line]
      guard let first = line.first, first != 0x20, first != 0x09 else {
        return .failure(.malformed("obsolete line folding (a header line starting with whitespace)"))
      }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        return .failure(.malformed("a header line without a colon"))
      }
      let nameBytes = line[..<colon]
      guard !nameBytes.isEmpty, nameBytes.allSatisfy(isTokenByte) else {
        return .failure(.malformed("a header name is not a token (no whitespace before the colon)"))
      }
      let value = trimmed(line[(colon + 1)...])
      guard value.allSatisfy({ ($0 >= 0x20 || $0 == 0x09) && $0 != 0x7F }) else {
        return .failure(.malformed("a header value holds control characters"))
      }
      let name = lowercased(nameBytes)
      switch name {
      case "host": hosts += 1
      case "content-length": contentLengths.append(value)
      case "transfer-encoding": transferCodings.append(lowercased(value))
      default: break
      }
      request.headers.append((name, string(value)))
    }

    if request.minorVersion == 1 && hosts != 1 {
      return .failure(Problem(.missingHost, detail: "an HTTP/1.1 request needs exactly one Host header"))
    }
    if !transferCodings.isEmpty {
      let codings = transferCodings.joined(separator: ",").utf8.split(separator: UInt8(ascii: ","))
      if let last = codings.last, String(decoding: trimmed(last), as: UTF8.self) == "chunked" {
        return .failure(
          Problem(
            .lengthRequired,
            detail: "chunked request bodies are not accepted; send the body with a Content-Length header"))
      }
      return .failure(
        Problem(.transferCodingNotImplemented, detail: "transfer codings are not implemented; send Content-Length"))
    }
    switch contentLength(contentLengths, maxBodyBytes: maxBodyBytes) {
    case .failure(let problem): return .failure(problem)
    case .success(let length): request.contentLength = length
    }
    return .success(request)
  }

  /// `method SP target SP HTTP-version`, in this order of checks.
  private static func requestLine(_ line: Bytes) -> Result<HTTPRequest, Problem> {
    guard let firstSpace = line.firstIndex(of: 0x20),
      let secondSpace = line[(firstSpace + 1)...].firstIndex(of: 0x20),
      !line[(secondSpace + 1)...].contains(0x20)
    else {
      return .failure(.malformed("the request line must be: method SP target SP HTTP-version"))
    }
    let methodBytes = line[..<firstSpace]
    guard !methodBytes.isEmpty, methodBytes.allSatisfy(isTokenByte) else {
      return .failure(.malformed("the method is not a token"))
    }
    let minorVersion: Int
    switch string(line[(secondSpace + 1)...]) {
    case "HTTP/1.1": minorVersion = 1
    case "HTTP/1.0": minorVersion = 0
    case let version:
      if isHTTPVersion(version.utf8) {
        return .failure(Problem(.httpVersionNotSupported, detail: "only HTTP/1.1 and HTTP/1.0 are served"))
      }
      return .failure(.malformed("the HTTP version is not HTTP/1.1 or HTTP/1.0"))
    }
    guard let (path, query) = pathAndQuery(line[(firstSpace + 1)..<secondSpace]) else {
      return .failure(.malformed("the request target must be a path starting with / (visible ASCII only)"))
    }
    let method = string(methodBytes)
    switch method {
    case "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT": break
    default:
      return .failure(Problem(.methodNotImplemented, detail: "the method is not one this server implements"))
    }
    return .success(
      HTTPRequest(method: method, path: path, query: query, minorVersion: minorVersion, headers: [], contentLength: 0))
  }

  /// The path and query of an origin-form target, or of an absolute-form one (`http://host/path`,
  /// which a server must accept: the path is what counts); nil for anything else.
  private static func pathAndQuery(_ target: Bytes) -> (path: String, query: String)? {
    var target = target
    for scheme: StaticString in ["http://", "https://"] where hasPrefixIgnoringCase(target, scheme) {
      let rest = target.dropFirst(scheme.utf8CodeUnitCount)
      guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return ("/", "") }
      target = rest[slash...]
    }
    guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
    guard let mark = target.firstIndex(of: UInt8(ascii: "?")) else { return (string(target), "") }
    return (string(target[..<mark]), string(target[(mark + 1)...]))
  }

  /// The one value of the `Content-Length` fields (0 without any).
  private static func contentLength(_ fields: [Bytes], maxBodyBytes: Int) -> Result<Int, Problem> {
    let first: Bytes
    if fields.count == 1, !fields[0].contains(UInt8(ascii: ",")) {
      first = trimmed(fields[0])  // the common case, without splitting
    } else {
      let values = fields.flatMap {
        $0.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { trimmed($0) }
      }
      guard let value = values.first else { return .success(0) }
      guard values.allSatisfy({ $0.elementsEqual(value) }) else {
        return .failure(Problem(.invalidContentLength, detail: "Content-Length values disagree"))
      }
      first = value
    }
    guard !first.isEmpty, first.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      return .failure(Problem(.invalidContentLength, detail: "Content-Length must be a decimal number of bytes"))
    }
    let length = first.count <= 15 ? first.reduce(0) { $0 * 10 + Int($1 - 0x30) } : Int.max
    guard length <= maxBodyBytes else {
      return .failure(Problem(.contentTooLarge, detail: "the body is larger than the \(maxBodyBytes)-byte limit"))
    }
    return .success(length)
  }

  private static func hasPrefixIgnoringCase(_ bytes: Bytes, _ prefix: StaticString) -> Bool {
    let prefix = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
    return bytes.count > prefix.count && zip(bytes, prefix).allSatisfy { $0 | 0x20 == $1 }
  }

  /// Without leading and trailing spaces and tabs.
  static func trimmed<C: BidirectionalCollection<UInt8>>(_ bytes: C) -> C.SubSequence {
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
    let start = bytes.firstIndex { !isBlank($0) } ?? bytes.endIndex
    let end = bytes[start...].lastIndex { !isBlank($0) }.map { bytes.index(after: $0) } ?? start
    return bytes[start..<end]
  }

  private static func string(_ bytes: Bytes) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
  }

  /// ASCII letters lowercased; other bytes kept.
  private static func lowercased(_ bytes: Bytes) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (index, byte) in bytes.enumerated() {
        buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      }
      return bytes.count
    }
  }

  /// `HTTP/d` or `HTTP/d.d`: a version this server does not serve, rather than a malformed line.
  static func isHTTPVersion(_ text: String.UTF8View) -> Bool {
    let bytes = Array(text)
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    guard bytes.count == 6 || bytes.count == 8, bytes.starts(with: "HTTP/".utf8), isDigit(bytes[5]) else {
      return false
    }
    return bytes.count == 6 || (bytes[6] == UInt8(ascii: ".") && isDigit(bytes[7]))
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
