import Foundation

/// Fixed-format date strings (no locale involved): ISO 8601 with the zone's offset, and the
/// forms iCalendar uses.
enum CalendarDateFormatting {
  /// The Gregorian calendar in `timeZone`: every day and time here is counted in it.
  static func gregorian(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  static func components(_ date: Date, in timeZone: TimeZone) -> DateComponents {
    gregorian(in: timeZone).dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
  }

  static func pad(_ value: Int?, _ width: Int = 2) -> String {
    let text = String(value ?? 0)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// "2026-12-03T15:00:00+09:00".
  static func iso8601(_ date: Date, in timeZone: TimeZone) -> String {
    let parts = components(date, in: timeZone)
    return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day))T\(pad(parts.hour)):\(pad(parts.minute)):"
      + "\(pad(parts.second))\(offset(timeZone.secondsFromGMT(for: date), separator: ":"))"
  }

  /// "+09:00" or "+0900".
  static func offset(_ seconds: Int, separator: String) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    return sign + pad(minutes / 60) + separator + pad(minutes % 60)
  }

  private static let isoOffset = PreparedRegex(/T.*([+-])(\d\d):?(\d\d)$/)

  /// The offset in seconds that ends an ISO 8601 date and time ("Z", "+09:00", "-0500"), if any.
  static func offsetSeconds(ofISO8601 text: String) -> Int? {
    if text.hasSuffix("Z") { return 0 }
    guard let match = text.firstMatch(of: isoOffset.regex), let hours = Int(match.2),
      let minutes = Int(match.3)
    else { return nil }
    return (match.1 == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
  }

  /// "20261203T150000" (local time) or "20261203".
  static func iCalendar(_ date: Date, in timeZone: TimeZone, dateOnly: Bool = false) -> String {
    let parts = components(date, in: timeZone)
    let day = "\(pad(parts.year, 4))\(pad(parts.month))\(pad(parts.day))"
    return dateOnly ? day : day + "T\(pad(parts.hour))\(pad(parts.minute))\(pad(parts.second))"
  }
}

extension CalendarEvent {
  /// The start in ISO 8601 with the time zone's offset ("2026-12-03T15:00:00+09:00").
  package var startISO8601: String { CalendarDateFormatting.iso8601(start, in: timeZone) }
  /// The end in ISO 8601 with the time zone's offset.
  package var endISO8601: String { CalendarDateFormatting.iso8601(end, in: timeZone) }
}
