import Foundation
import SmartReplyCLI
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.serialized) struct ServeCommandTests {
  /// A loopback connection with a 5-second receive timeout.
  func connect(_ port: Int) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    return descriptor
  }

  func write(_ descriptor: Int32, _ text: String) {
    _ = text.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
  }

  /// Everything until the server closes the connection (or 5 s pass).
  func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func sigtermFinishesTheRequestInFlightAndExitsZero() async throws {
    let capture = CapturingConsole()
    let task = Task { await CommandLineTool().run(["serve", "--port", "0", "--quiet"], console: capture.console) }
    var port = 0
    for _ in 0..<600 {
      if let match = capture.output.firstMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)/) {
        port = Int(match.1) ?? 0
        break
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    try #require(port > 0, "the server did not start: \(capture.error)")
    let body = #"[{"text": "Lunch tomorrow?", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false}]"#
    let busy = try connect(port)
    defer { close(busy) }
    write(
      busy, "POST /v1/suggestions HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body.prefix(20))
    try await Task.sleep(for: .milliseconds(100))
    kill(getpid(), SIGTERM)
    try await Task.sleep(for: .milliseconds(300))
    var refused = false
    for _ in 0..<300 where !refused {
      if let descriptor = try? connect(port) { close(descriptor) } else { refused = true }
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(refused)
    write(busy, String(body.dropFirst(20)))
    let answer = readAll(busy)
    #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n") && answer.contains("Connection: close\r\n"))
    #expect(answer.contains(#""status":"success""#))
    // The same bytes as `suggest --json`: one encoding for both.
    let suggest = await CLITestSupport().run(["suggest", try CLITestSupport().file("c.json", body), "--json"])
    let answerBody = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    #expect(answerBody == suggest.output.trimmingCharacters(in: .newlines))
    #expect(await task.value == 0)
    #expect(capture.error.contains("stopped"))
  }

  @Test func refusesANonLoopbackHostWithoutAToken() async throws {
    let support = CLITestSupport()
    let result = await support.run(["serve", "--host", "0.0.0.0", "--port", "0"])
    #expect(result.status == 2 && result.error.contains("without authentication"))
    let empty = try support.file("token", "\n")
    let noToken = await support.run(["serve", "--port", "0", "--token-file", empty])
    #expect(noToken.status == 2 && noToken.error.contains("is empty"))
  }
}
