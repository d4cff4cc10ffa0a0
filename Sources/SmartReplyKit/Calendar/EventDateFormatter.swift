import Foundation

/// Says a resolved date and time in full, the way a reply confirms it: "Friday, December 4 at
/// 10:00", "Friday, December 4 from 14:00 to 16:00", 「12月4日（金）10時」, 「12月4日（金）14時〜16時」;
/// the year is added when it is not the sent date's.
enum EventDateFormatter {
  static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
  static let japaneseWeekdays = ["日", "月", "火", "水", "木", "金", "土"]

  struct Parts {
    var year: Int
    var month: Int
    var day: Int
    var weekday: Int
    var hour: Int
    var minute: Int
  }

  static func parts(_ date: Date, _ timeZone: TimeZone) -> Parts {
    let components = CalendarDateFormatting.components(date, in: timeZone)
    return Parts(
      year: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1,
      weekday: (components.weekday ?? 1) - 1, hour: components.hour ?? 0, minute: components.minute ?? 0)
  }

  /// "Friday, December 4 at 10:00".
  static func english(_ match: DetectedDateTime, sentDate: Date) -> String {
    let start = parts(match.start, match.timeZone)
    let sentYear = parts(sentDate, match.timeZone).year
    var text = "\(englishWeekdays[start.weekday]), \(englishMonths[start.month - 1]) \(start.day)"
    if start.year != sentYear { text += ", \(start.year)" }
    guard !match.isAllDay else { return text }
    let clock = "\(start.hour):\(CalendarDateFormatting.pad(start.minute))"
    guard let end = match.end, match.duration.map({ $0 > 0 }) == true else { return text + " at \(clock)" }
    let finish = parts(end, match.timeZone)
    return text + " from \(clock) to \(finish.hour):\(CalendarDateFormatting.pad(finish.minute))"
  }

  /// 「12月4日（金）10時」, 「12月4日（金）14時〜16時」, 「12月4日（金）10時30分」.
  static func japanese(_ match: DetectedDateTime, sentDate: Date) -> (text: String, hasTime: Bool, isRange: Bool) {
    let start = parts(match.start, match.timeZone)
    let sentYear = parts(sentDate, match.timeZone).year
    var text = start.year != sentYear ? "\(start.year)年" : ""
    text += "\(start.month)月\(start.day)日（\(japaneseWeekdays[start.weekday])）"
    guard !match.isAllDay else { return (text, false, false) }
    func clock(_ parts: Parts) -> String { "\(parts.hour)時" + (parts.minute == 0 ? "" : "\(parts.minute)分") }
    text += clock(start)
    guard let end = match.end, match.duration.map({ $0 > 0 }) == true else { return (text, true, false) }
    return (text + "〜" + clock(parts(end, match.timeZone)), true, true)
  }
}
