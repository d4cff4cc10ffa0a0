import Foundation
import SmartReplyModel

#if canImport(Glibc)
  import Glibc
#endif

/// The `Date` header value (IMF-fixdate), formatted once per second.
enum HTTPDate {
  private static let cache = Locked<(second: Int, bytes: [UInt8])>((-1, []))

  /// Appends `Sun, 06 Nov 1994 08:49:37 GMT` for the current second.
  static func append(to bytes: inout [UInt8]) {
    let second = time(nil)
    cache.withLock {
      if $0.second != second { $0 = (second, format(second)) }
      bytes.append(contentsOf: $0.bytes)
    }
  }

  private static func format(_ second: Int) -> [UInt8] {
    var seconds = second
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let text =
      "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    return Array(text.utf8)
  }
}
