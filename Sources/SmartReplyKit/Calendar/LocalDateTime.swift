import Foundation

/// What a calendar in a time zone says of an instant: its day, weekday and time of day.
struct LocalDateTime {
  var year: Int
  var month: Int
  var day: Int
  /// 0 = Sunday … 6 = Saturday.
  var weekday: Int
  var hour: Int
  var minute: Int

  /// `date` on the Gregorian calendar in `timeZone`.
  init(_ date: Date, in timeZone: TimeZone) {
    self.init(date, calendar: CalendarDateFormatting.gregorian(in: timeZone))
  }

  /// `date` on `calendar`, in its time zone.
  init(_ date: Date, calendar: Calendar) {
    let components = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
    year = components.year ?? 1970
    month = components.month ?? 1
    day = components.day ?? 1
    weekday = (components.weekday ?? 1) - 1
    hour = components.hour ?? 0
    minute = components.minute ?? 0
  }
}
