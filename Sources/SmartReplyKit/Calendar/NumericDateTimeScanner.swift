/// Recognises expressions that start with digits, in either language: `2026-12-05`, `12/5`,
/// `12月5日`, `5日`, `2026年12月5日`, `15:00`, `3pm`, `3:30 p.m.`, `15時`, `3時半`, `午後3時`, `25時`,
/// `1時間`, `30分間`, `5 December`, "at 3", "3 o'clock", and ranges such as `3–5pm`, `14〜16時`.
enum NumericDateTimeScanner {
  static let japaneseTimePrefixes: [(String, DayPeriod?, ClockTime.Meridiem?)] = [
    ("午前", nil, .am), ("午後", nil, .pm), ("夕方", .evening, nil), ("深夜", nil, nil), ("夜中", nil, nil),
    ("朝", .morning, nil), ("昼", .afternoon, nil), ("夜", .evening, nil), ("晩", .evening, nil),
  ]
  static let dayCountSuffixes = ["間", "後", "前", "目", "ぶり", "以内", "以上", "ほど", "程度", "くらい", "ぐらい", "分", "中", "連続"]
  static let minuteDurationSuffixes = ["間", "ほど", "程度", "くらい", "ぐらい"]
  static let rangeConnectors = ["〜", "~", "-", "–", "—", "−", "から", "to", "until", "till"]

  static func piece(at position: Int, in text: ScannedText) -> DateTimePiece? {
    // Not inside a longer token: a number glued to letters, or the middle of 1.5, 12/5, 10:30.
    if text.isLetter(position - 1) || text.isDigit(position - 1) { return nil }
    if let previous = text[position - 1], ".:/-".unicodeScalars.contains(previous), text.isDigit(position - 2) {
      return nil
    }
    guard let (value, digits, end) = text.number(at: position) else { return nil }
    guard let first = value else { return nil }  // five digits or more: never a date or time
    if let piece = date(first, digits: digits, at: position, end: end, in: text) { return piece }
    if let piece = rangeOrTime(at: position, in: text) { return piece }
    if let piece = duration(first, at: position, end: end, in: text) { return piece }
    return nil
  }

  // MARK: Dates

  static func date(_ first: Int, digits: Int, at position: Int, end: Int, in text: ScannedText) -> DateTimePiece? {
    func make(_ spec: DaySpec, _ upper: Int, weak: Bool = false) -> DateTimePiece {
      DateTimePiece(kind: .day(spec, weak: weak), lower: position, upper: upper)
    }
    // 2026-12-05, 2026/12/05
    if digits == 4, let separator = text[end], separator == "-" || separator == "/",
      let (month, monthDigits, monthEnd) = text.number(at: end + 1), monthDigits <= 2, let month,
      text[monthEnd] == separator, let (day, dayDigits, dayEnd) = text.number(at: monthEnd + 1), dayDigits <= 2,
      let day, !text.isDigit(dayEnd), !text.isLetter(dayEnd)
    {
      return make(.date(year: first, month: month, day: day), dayEnd)
    }
    // 2026年12月5日
    if digits == 4, let yearEnd = text.literal("年", at: end),
      let (month, monthDigits, monthEnd) = text.number(at: text.skippingSpaces(yearEnd)), monthDigits <= 2,
      let month, let monthMark = text.literal("月", at: monthEnd),
      let (day, dayDigits, dayEnd) = text.number(at: text.skippingSpaces(monthMark)), dayDigits <= 2, let day,
      let dayMark = text.literal("日", at: dayEnd)
    {
      return make(.date(year: first, month: month, day: day), dayMark)
    }
    // 12/5, 12/5/2026
    if digits <= 2, text[end] == "/", let (second, secondDigits, secondEnd) = text.number(at: end + 1),
      secondDigits <= 2, let second
    {
      if text[secondEnd] == "/", let (year, yearDigits, yearEnd) = text.number(at: secondEnd + 1),
        yearDigits == 4, let year, !text.isDigit(yearEnd)
      {
        return make(.date(year: year, month: first, day: second), yearEnd)
      }
      guard text[secondEnd] != "/", !text.isLetter(secondEnd), text[secondEnd] != "%" else { return nil }
      return make(.date(year: nil, month: first, day: second), secondEnd, weak: true)
    }
    // 12月5日
    if digits <= 2, let monthMark = text.literal("月", at: end) {
      guard let (day, dayDigits, dayEnd) = text.number(at: text.skippingSpaces(monthMark)), dayDigits <= 2,
        let day, let dayMark = text.literal("日", at: dayEnd)
      else { return nil }
      return make(.date(year: nil, month: first, day: day), dayMark)
    }
    // 5日, 来月5日, 3日後
    if digits <= 2, let dayMark = text.literal("日", at: end) {
      if let after = text.literal("後", at: dayMark) { return make(.relative(first), after) }
      if text.firstLiteral(dayCountSuffixes, at: dayMark) != nil { return nil }
      if let start = text.literal("来月", endingAt: position) {
        return DateTimePiece(kind: .day(.dayOfMonth(first, monthOffset: 1), weak: false), lower: start, upper: dayMark)
      }
      if let start = text.literal("今月", endingAt: position) {
        return DateTimePiece(kind: .day(.dayOfMonth(first, monthOffset: 0), weak: false), lower: start, upper: dayMark)
      }
      if text.literal("先月", endingAt: position) != nil {
        return DateTimePiece(kind: .past, lower: position, upper: dayMark)
      }
      return make(.dayOfMonth(first, monthOffset: nil), dayMark, weak: true)
    }
    // 5 December, 5th of December
    if digits <= 2 {
      let afterSuffix = EnglishDateTimeScanner.ordinalSuffixEnd(end, in: text) ?? end
      if !text.isLetter(afterSuffix),
        let piece = EnglishDateTimeScanner.dayFirstDate(first, at: position, after: afterSuffix, in: text)
      {
        return piece
      }
    }
    return nil
  }

  // MARK: Times

  /// A time, or a range whose start may be a bare number taking the end's am/pm ("3–5pm").
  static func rangeOrTime(at position: Int, in text: ScannedText) -> DateTimePiece? {
    let start = time(at: position, in: text)
    let startEnd = start?.end ?? bareNumberEnd(at: position, in: text)
    guard let startEnd else { return nil }
    // A connector and a second time.
    let afterStart = text.skippingSpaces(startEnd)
    if let (_, connectorEnd) = text.firstLiteral(rangeConnectors, at: afterStart),
      !(text.isLetter(afterStart) && text.isLetter(connectorEnd))
    {
      let endPosition = text.skippingSpaces(connectorEnd)
      if text.isDigit(endPosition), let end = time(at: endPosition, in: text) {
        let first: ClockTime
        if let start {
          first = start.time
        } else {
          guard let (value, _, _) = text.number(at: position), let value, value <= 24 else { return nil }
          first = ClockTime(hour: value, isTwentyFourHour: end.time.isTwentyFourHour && value > 12)
        }
        var startTime = first
        if startTime.isAmbiguous, let meridiem = end.time.meridiem {
          // "11–1pm" starts in the morning; "3–5pm" in the afternoon.
          let endHour = end.time.hour % 12 + (meridiem == .pm ? 12 : 0)
          startTime.meridiem = (startTime.hour % 12 + (meridiem == .pm ? 12 : 0)) <= endHour ? meridiem : .am
        }
        var lower = position
        if let prefixed = start?.lower { lower = prefixed }
        return DateTimePiece(kind: .timeRange(startTime, end.time), lower: lower, upper: end.end)
      }
    }
    guard let start else { return nil }
    return DateTimePiece(kind: .time(start.time), lower: start.lower, upper: start.end)
  }

  /// The end of a bare hour that could start a range ("3" of "3-5pm").
  static func bareNumberEnd(at position: Int, in text: ScannedText) -> Int? {
    guard let (value, digits, end) = text.number(at: position), digits <= 2, let value, value <= 24 else {
      return nil
    }
    return end
  }

  /// A single time at `position`: its value, its start (a Japanese prefix such as 午後 may come
  /// before) and its end.
  static func time(at position: Int, in text: ScannedText) -> (time: ClockTime, lower: Int, end: Int)? {
    guard let (value, digits, end) = text.number(at: position), digits <= 2, let hour = value else { return nil }
    // 15:00, 9:30, 3:30 pm, 25:00
    if text[end] == ":", let (minute, minuteDigits, minuteEnd) = text.number(at: end + 1), minuteDigits == 2,
      let minute, minute < 60, !text.isDigit(minuteEnd), text[minuteEnd] != ":", hour <= 29
    {
      if let (meridiem, meridiemEnd) = meridiem(at: minuteEnd, in: text), hour >= 1, hour <= 12 {
        return (ClockTime(hour: hour, minute: minute, meridiem: meridiem), position, meridiemEnd)
      }
      return (ClockTime(hour: hour, minute: minute, isTwentyFourHour: digits == 2 && hour < 10), position, minuteEnd)
    }
    // 3pm, 3 p.m.
    if let (meridiem, meridiemEnd) = meridiem(at: end, in: text), hour >= 1, hour <= 12 {
      return (ClockTime(hour: hour, meridiem: meridiem), position, meridiemEnd)
    }
    // 15時, 3時半, 15時30分, 午後3時, 朝9時, 25時 — not 1時間
    if let hourMark = text.literal("時", at: end), text.literal("間", at: hourMark) == nil, hour <= 29 {
      var minute = 0
      var upper = hourMark
      if let half = text.literal("半", at: hourMark) {
        minute = 30
        upper = half
      } else if let (minutes, minuteDigits, minuteEnd) = text.number(at: hourMark), minuteDigits <= 2,
        let minutes, minutes < 60, let minuteMark = text.literal("分", at: minuteEnd)
      {
        minute = minutes
        upper = minuteMark
      }
      var lower = position
      var time = ClockTime(hour: hour, minute: minute)
      var prefixEnd = text.previousNonSpace(before: position) + 1
      if let no = text.literal("の", endingAt: prefixEnd) { prefixEnd = no }
      for (prefix, period, meridiem) in japaneseTimePrefixes {
        guard let start = text.literal(prefix, endingAt: prefixEnd) else { continue }
        lower = start
        if let meridiem, hour <= 12 {
          time.meridiem = meridiem
          time.isTwentyFourHour = false
        } else if let period, time.isAmbiguous {
          time.meridiem = period == .morning ? .am : .pm
        } else if prefix == "深夜" || prefix == "夜中", hour <= 12, hour != 0 {
          time.meridiem = hour >= 9 ? .pm : .am
        }
        break
      }
      return (time, lower, upper)
    }
    // 3 o'clock
    let afterSpace = text.skippingSpaces(end)
    if let clockEnd = text.firstLiteral(["o'clock", "oclock"], at: afterSpace)?.end, hour >= 1, hour <= 12 {
      return (ClockTime(hour: hour), position, clockEnd)
    }
    // at 3, @ 7
    let previous = text.previousWord(before: position)
    let symbol = text[text.previousNonSpace(before: position)]
    let isDecimal = text[end] == "." && text.isDigit(end + 1)
    // "at 10 Downing Street" is an address: a capitalised word after the number, unless it is a day.
    let next = text.skippingSpaces(end)
    let isAddress =
      next > end && text.isLetter(next) && text.isUppercase[next]
      && text.word(at: next).map { EnglishDateTimeScanner.weekdays[$0.word] == nil } ?? true
    if previous == "at" || previous == "around" || symbol == "@", hour <= 23, !text.isLetter(end), !isDecimal,
      !isAddress, text[end] != "%", text[end] != "/"
    {
      return (ClockTime(hour: hour), position, end)
    }
    return nil
  }

  /// am, pm, a.m., p.m. (optionally after a space) at `position`.
  static func meridiem(at position: Int, in text: ScannedText) -> (ClockTime.Meridiem, Int)? {
    let cursor = text.skippingSpaces(position)
    guard
      let (literal, end) = text.firstLiteral(["a.m.", "p.m.", "a.m", "p.m", "am", "pm"], at: cursor),
      !text.isLetter(end)
    else { return nil }
    return (literal.hasPrefix("a") ? .am : .pm, end)
  }

  // MARK: Durations

  /// 1時間, 1時間半, 2時間30分, 30分間.
  static func duration(_ value: Int, at position: Int, end: Int, in text: ScannedText) -> DateTimePiece? {
    if let hours = text.literal("時間", at: end) {
      var minutes = value * 60
      var upper = hours
      if let half = text.literal("半", at: hours) {
        minutes += 30
        upper = half
      } else if let (extra, extraDigits, extraEnd) = text.number(at: hours), extraDigits <= 2, let extra,
        let minuteMark = text.literal("分", at: extraEnd)
      {
        minutes += extra
        upper = minuteMark
      }
      guard minutes >= 1, minutes <= 24 * 60 else { return nil }
      return DateTimePiece(kind: .duration(minutes: minutes), lower: position, upper: upper)
    }
    if let minuteMark = text.literal("分", at: end), text.firstLiteral(minuteDurationSuffixes, at: minuteMark) != nil,
      value >= 1, value <= 24 * 60
    {
      let upper = text.literal("間", at: minuteMark) ?? minuteMark
      return DateTimePiece(kind: .duration(minutes: value), lower: position, upper: upper)
    }
    return nil
  }
}
