import Foundation
import SmartReplyKit

#if canImport(Glibc)
  import Glibc
#endif

/// One JSON line per request — time, method, path (without the query), status, duration and
/// bytes sent — and nothing of the body: message text never reaches the log.
struct AccessLog: Sendable {
  /// Where lines go; nil when logging is off (`--quiet`).
  let sink: (@Sendable (String) -> Void)?

  /// Writes each line to standard error with one `write` call.
  static let standardError: @Sendable (String) -> Void = { line in
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }

  /// Logs one request.
  func log(method: String, path: String, status: Int, seconds: Double, bytes: Int) {
    guard let sink else { return }
    let line = JSONValue.object([
      "time": .string(Self.timestamp()), "method": .string(method), "path": .string(String(path.prefix(256))),
      "status": .int(status), "durationMs": .number((seconds * 1_000_000).rounded() / 1000), "bytes": .int(bytes),
    ])
    sink(String(decoding: line.bytes, as: UTF8.self))
  }

  private static func timestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(parts.tm_year + 1900)-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2))T"
      + "\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2))."
      + "\(pad(now.tv_nsec / 1_000_000, 3))Z"
  }
}
