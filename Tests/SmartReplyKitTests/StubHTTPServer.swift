import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A one-behaviour HTTP server on 127.0.0.1 for backend tests: it answers every request the
/// same way and remembers the request bodies.
final class StubHTTPServer: @unchecked Sendable {
  enum Behaviour: Sendable {
    case answer(status: Int, body: String)
    case hang(seconds: Double)
    /// Answers 200 without a Content-Length, `count` bytes of `byte` then closes.
    case unsized(count: Int, byte: UInt8)
  }

  let port: UInt16
  let behaviour: Behaviour
  private let listener: Int32
  let requests = Mutex<[String]>([])
  private let stopped = Mutex(false)

  init(_ behaviour: Behaviour) throws {
    self.behaviour = behaviour
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 8) == 0 else { throw POSIXError(.EADDRINUSE) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    listener = descriptor
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  func stop() {
    stopped.withLock { $0 = true }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// A port on which nothing listens (bound, then closed).
  static func closedPort() -> UInt16 {
    guard let server = try? StubHTTPServer(.answer(status: 200, body: "")) else { return 9 }
    let port = server.port
    server.stop()
    return port
  }

  private func serve() {
    while !stopped.withLock({ $0 }) {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      Thread { [self] in handle(connection) }.start()
    }
  }

  private func handle(_ connection: Int32) {
    defer { close(connection) }
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      received += buffer[0..<count]
      let text = String(decoding: received, as: UTF8.self)
      guard let headerEnd = text.range(of: "\r\n\r\n") else { continue }
      let headers = text[..<headerEnd.lowerBound].lowercased()
      let length =
        headers.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
      let body = text[headerEnd.upperBound...]
      if body.utf8.count >= length {
        requests.withLock { $0.append(String(body)) }
        break
      }
    }
    switch behaviour {
    case .hang(let seconds):
      Thread.sleep(forTimeInterval: seconds)
    case .unsized(let count, let byte):
      let head = "HTTP/1.1 200 Stub\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
      _ = head.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
      // MSG_NOSIGNAL: the client hangs up once it has read its limit; a SIGPIPE would end the test run.
      let chunk = [UInt8](repeating: byte, count: 65_536)
      var sent = 0
      while sent < count {
        let result = chunk.withUnsafeBytes {
          send(connection, $0.baseAddress!, min(chunk.count, count - sent), Int32(MSG_NOSIGNAL))
        }
        guard result > 0 else { return }
        sent += result
      }
    case .answer(let status, let body):
      let response =
        "HTTP/1.1 \(status) Stub\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
      _ = response.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }
  }
}
