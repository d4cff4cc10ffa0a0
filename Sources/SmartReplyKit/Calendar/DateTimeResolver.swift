import Foundation

/// Turns a ``DateTimeMention`` into instants, by the rules ``DateTimeDetector`` documents.
struct DateTimeResolver {
  let calendar: Calendar
  let sentDate: Date
  /// The sent date's day, month and year in the time zone.
  let sent: LocalDateTime
  /// The sent date's day, as days since 1970-01-01 in the time zone.
  let sentDay: Int
  /// 0 = Monday … 6 = Sunday.
  let sentWeekday: Int
  /// The day an earlier message settled, for times that name no day ("10時からですが…").
  var contextDay: Int?

  /// How far ahead a relative day may go (明々後日 is 3; "999日後" is not an event).
  static let maxDaysAhead = 3_660

  init(sentDate: Date, timeZone: TimeZone, contextDay: Date? = nil) {
    calendar = CalendarDateFormatting.gregorian(in: timeZone)
    self.sentDate = sentDate
    sent = LocalDateTime(sentDate, calendar: calendar)
    sentDay = Self.days(year: sent.year, month: sent.month, day: sent.day)
    sentWeekday = Self.mondayBasedWeekday(sentDay)
    if let contextDay {
      let local = LocalDateTime(contextDay, calendar: calendar)
      self.contextDay = Self.days(year: local.year, month: local.month, day: local.day)
    }
  }

  /// Start, end and whether it is all day; nil when the day cannot exist (February 30).
  func resolve(_ mention: DateTimeMention) -> (start: Date, end: Date?, isAllDay: Bool)? {
    guard mention.day != nil || mention.start != nil else { return nil }
    var day = sentDay
    if let spec = mention.day {
      guard let resolved = self.day(spec) else { return nil }
      day = resolved
    }
    guard let startTime = mention.start else {
      guard let start = date(day: day, minutes: 0), let end = date(day: day + 1, minutes: 0) else { return nil }
      return (start, end, true)
    }
    let startMinutes = Self.hour(startTime, period: mention.period) * 60 + startTime.minute
    if mention.day == nil, let contextDay {
      day = contextDay
    } else if mention.day == nil, let today = date(day: day, minutes: startMinutes), today <= sentDate {
      day += 1  // a time with no day: today while it is still ahead, else tomorrow
    }
    guard let start = date(day: day, minutes: startMinutes) else { return nil }
    var end: Date?
    if let endTime = mention.end {
      var endMinutes: Int
      if endTime.isAmbiguous && mention.period == nil {
        let options = [endTime.hour % 12, endTime.hour % 12 + 12, endTime.hour % 12 + 24].map {
          $0 * 60 + endTime.minute
        }
        endMinutes = options.first { $0 > startMinutes % (24 * 60) } ?? options[0] + 24 * 60
      } else {
        endMinutes = Self.hour(endTime, period: mention.period) * 60 + endTime.minute
        if endMinutes <= startMinutes % (24 * 60) { endMinutes += 24 * 60 }
      }
      end = date(day: day + startMinutes / (24 * 60), minutes: endMinutes)
    } else if let minutes = mention.durationMinutes {
      end = start.addingTimeInterval(TimeInterval(minutes * 60))
    }
    return (start, end, false)
  }

  /// The 24-hour hour of a clock time: as written when unambiguous; am/pm from the part of the
  /// day when given; otherwise 1–6 are afternoon hours (a meeting "at 3" is at 15:00) and 7–12 as written.
  static func hour(_ time: ClockTime, period: DayPeriod?) -> Int {
    if let meridiem = time.meridiem { return time.hour % 12 + (meridiem == .pm ? 12 : 0) }
    if time.isTwentyFourHour { return time.hour }
    switch period {
    case .morning: return time.hour
    case .afternoon: return time.hour == 12 ? 12 : time.hour + 12
    case .evening: return time.hour + 12
    case nil: return (1...6).contains(time.hour) ? time.hour + 12 : time.hour
    }
  }

  /// Whether the weekday written beside the mention's date is not that date's ("Sat 8 Feb" when the
  /// 8th is a Sunday).
  func weekdayContradictsDate(of mention: DateTimeMention) -> Bool {
    guard let named = mention.namedWeekday, let spec = mention.day, let day = day(spec) else { return false }
    return Self.mondayBasedWeekday(day) + 1 != named
  }

  /// The day a spec names, as days since 1970-01-01.
  func day(_ spec: DaySpec) -> Int? {
    switch spec {
    case .relative(let offset):
      guard offset <= Self.maxDaysAhead else { return nil }
      return sentDay + offset
    case .weekday(let weekday, .nextOccurrence):
      return sentDay + (weekday - 1 - sentWeekday + 7) % 7
    case .weekday(let weekday, .weeksAfterCurrent(let weeks)):
      return sentDay - sentWeekday + 7 * weeks + weekday - 1
    case .date(let year?, let month, let day):
      guard (1900...2200).contains(year), Self.isValid(year: year, month: month, day: day) else { return nil }
      return Self.days(year: year, month: month, day: day)
    case .date(nil, let month, let day):
      guard (1...12).contains(month), day >= 1, day <= 31 else { return nil }
      var year = (month, day) < (sent.month, sent.day) ? sent.year + 1 : sent.year
      for _ in 0..<8 {  // February 29 waits for a leap year
        if Self.isValid(year: year, month: month, day: day) { return Self.days(year: year, month: month, day: day) }
        guard month == 2 && day == 29 else { return nil }
        year += 1
      }
      return nil
    case .dayOfMonth(let day, let offset):
      guard (1...31).contains(day) else { return nil }
      if let offset {
        let (year, month) = Self.adding(months: offset, toYear: sent.year, month: sent.month)
        guard Self.isValid(year: year, month: month, day: day) else { return nil }
        return Self.days(year: year, month: month, day: day)
      }
      for months in (day >= sent.day ? 0 : 1)...12 {
        let (year, month) = Self.adding(months: months, toYear: sent.year, month: sent.month)
        if Self.isValid(year: year, month: month, day: day) { return Self.days(year: year, month: month, day: day) }
      }
      return nil
    }
  }

  /// The instant `minutes` after midnight of `day` (past 24:00 runs into the next days), in the time zone.
  func date(day: Int, minutes: Int) -> Date? {
    let (year, month, dayOfMonth) = Self.civil(day + minutes / (24 * 60))
    let rest = minutes % (24 * 60)
    return calendar.date(
      from: DateComponents(year: year, month: month, day: dayOfMonth, hour: rest / 60, minute: rest % 60))
  }

  // MARK: Calendar arithmetic (proleptic Gregorian, days since 1970-01-01)

  static func isValid(year: Int, month: Int, day: Int) -> Bool {
    (1...12).contains(month) && day >= 1 && day <= daysInMonth(year: year, month: month)
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func adding(months: Int, toYear year: Int, month: Int) -> (Int, Int) {
    let total = year * 12 + (month - 1) + months
    return (total / 12, total % 12 + 1)
  }

  static func mondayBasedWeekday(_ days: Int) -> Int { ((days % 7) + 7 + 3) % 7 }

  static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
