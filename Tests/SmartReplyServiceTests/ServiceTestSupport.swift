import Foundation
import SmartReplyKit
import SmartReplyService
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// How much longer time bounds may be in this run: `SMARTREPLY_TIME_SCALE` (1 unless set; `.ci/run`
/// sets it for the AddressSanitizer run, several times slower). A response to a request queued
/// behind many others (or a megabyte body) takes that much longer too.
let timeScale = Double(ProcessInfo.processInfo.environment["SMARTREPLY_TIME_SCALE"] ?? "").map { max($0, 1) } ?? 1

/// One generator for every test (the service shares one too).
enum SharedTestGenerator {
  static let generator: SmartReplyGenerator = try! SmartReplyGenerator()
}

/// A server on an ephemeral loopback port whose access log is kept.
final class TestServer: Sendable {
  let server: SmartReplyServer
  let port: Int
  // An NSLock (pthread) rather than a Mutex, so that ThreadSanitizer sees it (lines come from the
  // server's worker threads).
  private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var value: [String] { lock.withLock { lines } }
  }
  private let lines = Lines()

  init(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) throws {
    var configuration = ServiceConfiguration()
    configuration.host = "127.0.0.1"
    configuration.port = 0
    configuration.timeZone = TimeZone(identifier: "America/New_York")!
    configure(&configuration)
    let lines = lines
    server = try SmartReplyServer(
      configuration: configuration, generator: SharedTestGenerator.generator,
      log: { line in lines.append(line) })
    port = try server.start()
  }

  /// The access-log lines so far.
  var log: [String] { lines.value }

  /// The access log once it has `count` lines (lines are written just after responses), or after 2 s.
  func log(count: Int) -> [String] {
    let end = Date().addingTimeInterval(2)
    while log.count < count && Date() < end { usleep(2_000) }
    return log
  }

  func client(timeout: Double = 10 * timeScale) throws -> RawClient { try RawClient(port: port, timeout: timeout) }

  /// One request on a fresh connection.
  func send(
    _ method: String, _ path: String, body: String? = nil, headers: [String] = ["Content-Type: application/json"],
    timeout: Double = 10 * timeScale
  ) throws -> TestResponse {
    let client = try client(timeout: timeout)
    defer { client.close() }
    client.send(RawClient.request(method, path, body: body, headers: headers))
    return try client.readResponse(headOnly: method == "HEAD").unwrap("no response to \(method) \(path)")
  }

  deinit { server.shutdown() }
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
}

extension Optional {
  func unwrap(_ message: String) throws -> Wrapped {
    guard let self else { throw TestFailure(description: message) }
    return self
  }
}

/// A response as the test client read it.
struct TestResponse {
  var status: Int
  var headers: [String: String]
  var body: [UInt8]

  var text: String { String(decoding: body, as: UTF8.self) }
  var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] }
  var problemType: String? { json?["type"] as? String }

  /// Whether this is an RFC 9457 problem of `code` with the given status, as the body says too.
  func isProblem(_ code: String, _ expected: Int) -> Bool {
    guard status == expected, headers["content-type"] == "application/problem+json", let json else { return false }
    return json["type"] as? String == "urn:smartreplykit:problem:\(code)" && json["status"] as? Int == expected
      && json["title"] is String && json["detail"] is String
  }
}

/// A blocking loopback HTTP client that reads with a timeout, so no test can hang.
final class RawClient: @unchecked Sendable {
  let descriptor: Int32
  private var buffer: [UInt8] = []

  init(port: Int, timeout: Double = 5) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      Glibc.close(descriptor)
      throw TestFailure(description: "cannot connect to port \(port)")
    }
    var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
  }

  static func request(_ method: String, _ path: String, body: String? = nil, headers: [String] = []) -> String {
    var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    for header in headers { text += header + "\r\n" }
    if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
    return text + "\r\n" + (body ?? "")
  }

  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Reads more bytes; false at the end, on an error or after the timeout.
  private func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return false }
    buffer += chunk[0..<count]
    return true
  }

  /// The next response, or nil when the connection ends or nothing arrives in time.
  func readResponse(headOnly: Bool = false, skipInterim: Bool = true) -> TestResponse? {
    while true {
      if let end = headEnd() {
        let head = String(decoding: buffer[0..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
          guard let colon = line.firstIndex(of: ":") else { continue }
          headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if status == 100 && skipInterim {
          buffer.removeFirst(end + 4)
          continue
        }
        let length = headOnly || status == 100 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < end + 4 + length { guard fill() else { return nil } }
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return TestResponse(status: status, headers: headers, body: body)
      }
      guard fill() else { return nil }
    }
  }

  private func headEnd() -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
      return index
    }
    return nil
  }

  /// Whether the server closes the connection (end of stream or reset) within the timeout.
  func isClosedByServer() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return true }
      if count < 0 { return errno == ECONNRESET }
    }
  }

  private let closed = Mutex(false)

  /// Closes once (a second close could close a number another thread has since been given).
  func close() {
    guard
      !closed.withLock({
        let was = $0; $0 = true; return was
      })
    else { return }
    Glibc.close(descriptor)
  }
}

/// Example contexts.
enum Fixtures {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  static func example(_ name: String) -> String {
    (try? String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }

  static let mlKit = """
    [{"text": "Running late, be there in 10", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false},
     {"text": "Can you grab a table for us?", "timestamp": 1764406920000, "userID": "sam", "isLocalUser": false}]
    """
}

/// Runs `body` on `count` threads at once and waits up to `timeout` seconds; false on a timeout.
func runThreads(_ count: Int, timeout: Double, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    Thread {
      body(index)
      group.leave()
    }.start()
  }
  return group.wait(timeout: .now() + timeout) == .success
}
