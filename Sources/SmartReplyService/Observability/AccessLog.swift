import Foundation
import SmartReplyKit
import SmartReplyModel

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
    // The members in sorted order, as `JSONValue` writes an object (without building one: this
    // runs for every request).
    let members: [(key: String, value: JSONValue)] = [
      ("bytes", .int(bytes)), ("durationMs", .number((seconds * 1_000_000).rounded() / 1000)),
      ("method", .string(method)), ("path", .string(String(path.prefix(256)))), ("status", .int(status)),
    ]
    var line: [UInt8] = [UInt8(ascii: "{")]
    line.reserveCapacity(160)
    for (key, value) in members {
      JSONValue.string(key).write(to: &line)
      line.append(UInt8(ascii: ":"))
      value.write(to: &line)
      line.append(UInt8(ascii: ","))
    }
    line.append(contentsOf: #""time":""#.utf8)
    Self.appendTimestamp(to: &line)
    line.append(contentsOf: #""}"#.utf8)
    sink(String(decoding: line, as: UTF8.self))
  }

  private static let secondCache = Locked<(second: Int, text: [UInt8])>((-1, []))

  /// `2025-11-30T09:41:07.123Z`; the part up to the second is formatted once per second.
  private static func appendTimestamp(to line: inout [UInt8]) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let cached = secondCache.withLock { $0.second == now.tv_sec ? $0.text : nil }
    let prefix = cached ?? formatSecond(now.tv_sec)
    if cached == nil { secondCache.withLock { $0 = (now.tv_sec, prefix) } }
    line.append(contentsOf: prefix)
    let milliseconds = now.tv_nsec / 1_000_000
    line.append(contentsOf: [milliseconds / 100, milliseconds / 10 % 10, milliseconds % 10].map { UInt8(48 + $0) })
    line.append(UInt8(ascii: "Z"))
  }

  /// `2025-11-30T09:41:07.`
  private static func formatSecond(_ second: Int) -> [UInt8] {
    var seconds = second
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func pad(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let text =
      "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday))T"
      + "\(pad(parts.tm_hour)):\(pad(parts.tm_min)):\(pad(parts.tm_sec))."
    return Array(text.utf8)
  }
}
