/// Which day a mention names, before it is resolved against the sent date.
enum DaySpec: Hashable {
  /// Days after the sent date (today 0, tomorrow 1, 明後日 2).
  case relative(Int)
  /// A weekday, 1 = Monday … 7 = Sunday.
  case weekday(Int, week: WeekChoice)
  /// A calendar date; without a year, the next such date on or after the sent date.
  case date(year: Int?, month: Int, day: Int)
  /// A day of the month alone ("the 5th", 「5日」), or of a month counted from the sent date's (来月5日).
  case dayOfMonth(Int, monthOffset: Int?)
}

/// Which occurrence of a weekday.
enum WeekChoice: Hashable {
  /// The next occurrence on or after the sent date (a bare weekday, "this Friday").
  case nextOccurrence
  /// The weekday of the Monday-based week `n` weeks after the sent date's (今週 0, "next"/来週 1, 再来週 2).
  case weeksAfterCurrent(Int)
}

/// A clock time as written, before am/pm is inferred.
struct ClockTime: Hashable {
  var hour: Int
  var minute: Int
  var meridiem: Meridiem?
  /// Written so it cannot be am or pm (`15:00`, `09:30`, `15時`, noon).
  var isTwentyFourHour: Bool

  enum Meridiem: Hashable { case am, pm }

  init(hour: Int, minute: Int = 0, meridiem: Meridiem? = nil, isTwentyFourHour: Bool = false) {
    self.hour = hour
    self.minute = minute
    self.meridiem = meridiem
    self.isTwentyFourHour = isTwentyFourHour || hour == 0 || hour > 12
  }

  /// Whether am or pm is still open.
  var isAmbiguous: Bool { meridiem == nil && !isTwentyFourHour }
}

/// A part of the day that decides am or pm for a time that does not say.
enum DayPeriod: Hashable {
  case morning, afternoon, evening
}

/// One recognised bit of a date or time expression, at positions `lower..<upper` of the
/// ``ScannedText``. The grouping step joins neighbouring pieces into mentions.
struct DateTimePiece {
  enum Kind {
    case day(DaySpec, weak: Bool)
    /// A weekday that may confirm a date ("Friday, December 4", 「12月4日（金）」).
    case weekday(Int)
    case time(ClockTime)
    case timeRange(ClockTime, ClockTime)
    /// "-", "to", "until", から, 〜: what follows is the end.
    case connector
    /// まで after a time: the end of a range, or a deadline.
    case until
    case duration(minutes: Int)
    case period(DayPeriod)
    /// A day and a part of it (tonight, 今夜, 明朝).
    case dayWithPeriod(DaySpec, DayPeriod)
    /// A mention of the past (yesterday, "last Monday", 先週の月曜, 昨日).
    case past
    /// A recurring day (毎週月曜, "every Monday"): no single event.
    case recurring
  }

  var kind: Kind
  var lower: Int
  var upper: Int
}
