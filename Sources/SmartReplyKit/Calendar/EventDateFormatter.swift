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

  static func parts(_ date: Date, _ timeZone: TimeZone) -> LocalDateTime { LocalDateTime(date, in: timeZone) }

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
    func clock(_ parts: LocalDateTime) -> String { "\(parts.hour)時" + (parts.minute == 0 ? "" : "\(parts.minute)分") }
    text += clock(start)
    guard let end = match.end, match.duration.map({ $0 > 0 }) == true else { return (text, true, false) }
    return (text + "〜" + clock(parts(end, match.timeZone)), true, true)
  }
}

extension EventDateFormatter {
  /// How a chip names the day: relative to the sent date, as a weekday, by its date, or not at
  /// all (the sender named only a time).
  enum DayNaming: Sendable, Hashable {
    case relative
    case weekday
    case date
    case omitted
  }

  /// The short form a reply chip names a time in, relative to the day the message was sent:
  /// "Thursday at 3pm", "tomorrow at 10", "tonight at 7", "next Wednesday at 2pm", "Monday,
  /// December 14"; 「木曜の15時」「明日の10時」「今夜7時」「来週水曜の14時」「12月14日」.
  ///
  /// The day is today (tonight from 18:00), tomorrow, 明後日, the weekday within six days, "next"
  /// and the weekday a week or more ahead in the following Monday-based week (来週 and the weekday
  /// for any day of that week), else the date. English gives
  /// am/pm when `meridiem` is true and the day is not "tonight" (the sender's own "at 3" is
  /// echoed as written); Japanese uses the 24-hour clock, 12-hour after 今夜. `naming` `.date`
  /// always gives the date, `.weekday` the weekday for tomorrow and the day after too,
  /// `.omitted` only the time ("7pm", 「8時」).
  static func chip(
    start: Date, isAllDay: Bool, sentDate: Date, timeZone: TimeZone, japanese: Bool, meridiem: Bool = true,
    naming: DayNaming = .relative
  ) -> String {
    let calendar = CalendarDateFormatting.gregorian(in: timeZone)
    let days =
      calendar.dateComponents([.day], from: calendar.startOfDay(for: sentDate), to: calendar.startOfDay(for: start))
      .day ?? 0
    let when = parts(start, timeZone)
    let sent = parts(sentDate, timeZone)
    // Days from the Monday of the sent date's week.
    let fromMonday = days + (sent.weekday + 6) % 7
    let isTonight = naming != .date && days == 0 && !isAllDay && when.hour >= 18
    let day: String
    switch naming == .date ? Int.max : days {
    case 0: day = isTonight ? (japanese ? "今夜" : "tonight") : (japanese ? "今日" : "today")
    case 1 where naming != .weekday: day = japanese ? "明日" : "tomorrow"
    case 2 where japanese && naming != .weekday: day = "明後日"
    case 3...13 where japanese && (7..<14).contains(fromMonday): day = "来週\(japaneseWeekdays[when.weekday])曜"
    case 1...6: day = japanese ? "\(japaneseWeekdays[when.weekday])曜" : englishWeekdays[when.weekday]
    case 7...13 where (7..<14).contains(fromMonday): day = "next \(englishWeekdays[when.weekday])"
    default:
      // A date within the coming year is named as the sender named it: 「8月3日」 in November
      // means next August without 「2027年」.
      let year = when.year != sent.year && !(0..<330).contains(days)
      day =
        japanese
        ? (year ? "\(when.year)年" : "") + "\(when.month)月\(when.day)日"
        : "\(englishWeekdays[when.weekday]), \(englishMonths[when.month - 1]) \(when.day)"
          + (year ? ", \(when.year)" : "")
    }
    guard !isAllDay else { return day }
    let timeOnly = naming == .omitted
    if japanese {
      // 「今夜6時」, but 「18時」 alone: without 今夜 a 12-hour clock reads as the morning.
      let hour = isTonight && !timeOnly && when.hour > 12 ? when.hour - 12 : when.hour
      let minutes = when.minute == 0 ? "" : when.minute == 30 ? "半" : "\(when.minute)分"
      return (timeOnly ? "" : day + (isTonight ? "" : "の")) + "\(hour)時" + minutes
    }
    let clock: String
    switch (when.hour, when.minute) {
    case (12, 0): clock = "noon"
    case (0, 0): clock = "midnight"
    default:
      let hour = when.hour % 12 == 0 ? 12 : when.hour % 12
      clock =
        (when.minute == 0 ? "\(hour)" : "\(hour):\(CalendarDateFormatting.pad(when.minute))")
        + (meridiem && !isTonight ? (when.hour < 12 ? "am" : "pm") : "")
    }
    return timeOnly ? clock : day + " at " + clock
  }
}
