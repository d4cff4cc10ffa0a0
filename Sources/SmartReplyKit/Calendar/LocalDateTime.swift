import Foundation

/// What a calendar in a time zone says of an instant: its day, weekday and time of day.
struct LocalDateTime {
  private let components: DateComponents

  var year: Int { components.year ?? 1970 }
  var month: Int { components.month ?? 1 }
  var day: Int { components.day ?? 1 }
  /// 0 = Sunday … 6 = Saturday.
  var weekday: Int { (components.weekday ?? 1) - 1 }
  var hour: Int { components.hour ?? 0 }
  var minute: Int { components.minute ?? 0 }

  /// `date` on the Gregorian calendar in `timeZone`.
  init(_ date: Date, in timeZone: TimeZone) {
    self.init(date, calendar: CalendarDateFormatting.gregorian(in: timeZone))
  }

  /// `date` on `calendar`, in its time zone.
  init(_ date: Date, calendar: Calendar) {
    components = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
  }
}
