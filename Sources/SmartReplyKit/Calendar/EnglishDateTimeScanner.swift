/// Recognises English date and time words at a word start: today, tonight, tomorrow, the day
/// after tomorrow, (this/next) weekdays, month names with a day, the 5th, noon, midnight,
/// "for an hour", parts of the day and range words.
enum EnglishDateTimeScanner {
  static let weekdays: [String: Int] = [
    "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
  ]
  /// Abbreviations, only read when capitalised and next to a date, a time or "on"/"next"/"this".
  static let weekdayAbbreviations: [String: Int] = [
    "mon": 1, "tue": 2, "tues": 2, "wed": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6, "sun": 7,
  ]
  static let months: [String: Int] = [
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
  ]
  static let periods: [String: DayPeriod] = [
    "morning": .morning, "afternoon": .afternoon, "evening": .evening, "night": .evening,
  ]
  static let numberWords: [String: Double] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "half": 0.5,
    "couple": 2,
  ]

  /// The words of the `switch` in ``piece(at:in:)``.
  static let keywords: Set<String> = [
    "today", "tonight", "tonite", "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tomorrows", "yesterday", "noon",
    "midday", "midnight", "to", "until", "till", "til", "through", "thru", "the", "day", "this", "next", "last",
    "every", "coming", "for",
  ]
  /// Every word a piece can start with: most words of a message are none, and one look-up tells.
  static let startWords = WordSet(
    keywords.union(periods.keys).union(weekdays.keys).union(weekdays.keys.map { $0 + "s" })
      .union(weekdayAbbreviations.keys).union(months.keys))

  static func piece(at position: Int, in text: ScannedText) -> DateTimePiece? {
    // The word is made a string only when it may start a piece.
    guard let end = text.wordEnd(at: position), startWords.contains(text.scalars[position..<end]) else { return nil }
    let word = text.string(position, end)
    func make(_ kind: DateTimePiece.Kind, _ upper: Int) -> DateTimePiece {
      DateTimePiece(kind: kind, lower: position, upper: upper)
    }
    switch word {
    case "today": return make(.day(.relative(0), weak: false), end)
    case "tonight", "tonite": return make(.dayWithPeriod(.relative(0), .evening), end)
    case "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tomorrows":
      return make(.day(.relative(1), weak: false), end)
    case "yesterday": return make(.past, end)
    case "noon", "midday": return make(.time(ClockTime(hour: 12, isTwentyFourHour: true)), end)
    case "midnight": return make(.time(ClockTime(hour: 24, isTwentyFourHour: true)), end)
    case "to", "until", "till", "til", "through", "thru": return make(.connector, end)
    case "the", "day":
      // "the day after tomorrow"
      var cursor = end
      if word == "the" {
        guard let (next, nextEnd) = text.word(at: text.skippingSpaces(cursor)), next == "day" else {
          return ordinalDay(at: position, after: end, in: text)
        }
        cursor = nextEnd
      }
      guard let (after, afterEnd) = text.word(at: text.skippingSpaces(cursor)), after == "after",
        let (tomorrow, tomorrowEnd) = text.word(at: text.skippingSpaces(afterEnd)), tomorrow == "tomorrow"
      else { return nil }
      return make(.day(.relative(2), weak: false), tomorrowEnd)
    case "this", "next", "last", "every", "coming":
      guard let (next, nextEnd) = text.word(at: text.skippingSpaces(end)) else { return nil }
      if let period = periods[next], word == "this" {
        return make(.dayWithPeriod(.relative(0), period), nextEnd)
      }
      if word == "last", next == "night" || next == "week" || next == "month" || next == "year" {
        return make(.past, nextEnd)
      }
      var weekdayWord = next
      var weekdayEnd = nextEnd
      if next == "coming", let (after, afterEnd) = text.word(at: text.skippingSpaces(nextEnd)) {
        weekdayWord = after
        weekdayEnd = afterEnd
      }
      guard let weekday = weekdays[weekdayWord] ?? weekdays[String(weekdayWord.dropLast())] else { return nil }
      switch word {
      case "last": return make(.past, weekdayEnd)
      case "every": return make(.recurring, weekdayEnd)
      case "next": return make(.day(.weekday(weekday, week: .weeksAfterCurrent(1)), weak: false), weekdayEnd)
      default: return make(.day(.weekday(weekday, week: .nextOccurrence), weak: false), weekdayEnd)
      }
    case "for":
      return duration(at: position, after: end, in: text)
    default:
      break
    }
    if let period = periods[word] { return make(.period(period), end) }
    if let weekday = weekdays[word] { return weekdayPiece(weekday, at: position, end: end, in: text) }
    if word.hasSuffix("s"), weekdays[String(word.dropLast())] != nil { return make(.recurring, end) }
    if let weekday = weekdayAbbreviations[word], text.isUppercase[position] {
      var after = end
      if text[after] == "." { after += 1 }
      let next = text.skippingSpaces(after)
      let previous = text.previousWord(before: position)
      if text.isDigit(next) || text[next] == "," || text[next] == ")"
        || ["on", "next", "this", "until", "by"].contains(previous ?? "")
      {
        return weekdayPiece(weekday, at: position, end: after, in: text)
      }
    }
    if let month = months[word] { return monthFirstDate(month, at: position, after: end, in: text) }
    return nil
  }

  /// A weekday, with "next week" / "this week" after it.
  static func weekdayPiece(_ weekday: Int, at position: Int, end: Int, in text: ScannedText) -> DateTimePiece {
    if let (qualifier, qualifierEnd) = text.word(at: text.skippingSpaces(end)),
      qualifier == "next" || qualifier == "this",
      let (week, weekEnd) = text.word(at: text.skippingSpaces(qualifierEnd)), week == "week"
    {
      return DateTimePiece(
        kind: .day(.weekday(weekday, week: .weeksAfterCurrent(qualifier == "next" ? 1 : 0)), weak: false),
        lower: position, upper: weekEnd)
    }
    return DateTimePiece(kind: .day(.weekday(weekday, week: .nextOccurrence), weak: false), lower: position, upper: end)
  }

  /// "December 5", "Dec. 5th, 2026".
  static func monthFirstDate(_ month: Int, at position: Int, after end: Int, in text: ScannedText) -> DateTimePiece? {
    var cursor = end
    if text[cursor] == "." { cursor += 1 }
    cursor = text.skippingSpaces(cursor)
    guard let (value, digits, numberEnd) = text.number(at: cursor), digits <= 2, let day = value else { return nil }
    let upper = ordinalSuffixEnd(numberEnd, in: text) ?? numberEnd
    guard !text.isLetter(upper), !text.isDigit(upper), text[upper] != ":" else { return nil }
    return date(month: month, day: day, from: position, before: upper, in: text)
  }

  /// "the 5th", "the 5th of December".
  static func ordinalDay(at position: Int, after end: Int, in text: ScannedText) -> DateTimePiece? {
    let cursor = text.skippingSpaces(end)
    guard let (value, digits, numberEnd) = text.number(at: cursor), digits <= 2, let day = value,
      let suffixEnd = ordinalSuffixEnd(numberEnd, in: text), !text.isLetter(suffixEnd)
    else { return nil }
    if let piece = dayFirstDate(day, at: position, after: suffixEnd, in: text) { return piece }
    return DateTimePiece(kind: .day(.dayOfMonth(day, monthOffset: nil), weak: false), lower: position, upper: suffixEnd)
  }

  /// After a day number: "[of] December [2026]".
  static func dayFirstDate(_ day: Int, at position: Int, after end: Int, in text: ScannedText) -> DateTimePiece? {
    var cursor = text.skippingSpaces(end)
    if let (of, ofEnd) = text.word(at: cursor), of == "of" { cursor = text.skippingSpaces(ofEnd) }
    guard let (monthWord, monthEnd) = text.word(at: cursor), let month = months[monthWord] else { return nil }
    let upper = text[monthEnd] == "." ? monthEnd + 1 : monthEnd
    return date(month: month, day: day, from: position, before: upper, in: text)
  }

  /// The date from `position` to `upper`, taking in a year that follows (", 2026", " 2026").
  static func date(month: Int, day: Int, from position: Int, before upper: Int, in text: ScannedText) -> DateTimePiece {
    var year: Int?
    var upper = upper
    var yearCursor = upper
    if text[yearCursor] == "," { yearCursor += 1 }
    yearCursor = text.skippingSpaces(yearCursor)
    if let (value, digits, yearEnd) = text.number(at: yearCursor), digits == 4, !text.isDigit(yearEnd),
      text[yearEnd] != ":"
    {
      year = value
      upper = yearEnd
    }
    return DateTimePiece(
      kind: .day(.date(year: year, month: month, day: day), weak: false), lower: position, upper: upper)
  }

  /// The end of "st", "nd", "rd" or "th" at `position`.
  static func ordinalSuffixEnd(_ position: Int, in text: ScannedText) -> Int? {
    text.firstLiteral(["st", "nd", "rd", "th"], at: position)?.end
  }

  /// "for an hour", "for 90 minutes", "for half an hour", "for an hour and a half", "for 1.5 hours".
  static func duration(at position: Int, after end: Int, in text: ScannedText) -> DateTimePiece? {
    var cursor = text.skippingSpaces(end)
    var amount: Double
    if let (value, digits, numberEnd) = text.number(at: cursor), digits <= 3, let whole = value {
      amount = Double(whole)
      cursor = numberEnd
      if text[cursor] == ".", let (fraction, fractionDigits, fractionEnd) = text.number(at: cursor + 1),
        fractionDigits == 1, let tenths = fraction
      {
        amount += Double(tenths) / 10
        cursor = fractionEnd
      }
    } else if let (word, wordEnd) = text.word(at: cursor), let value = numberWords[word] {
      amount = value
      cursor = wordEnd
      // "half an hour", "a couple of hours"
      if let (next, nextEnd) = text.word(at: text.skippingSpaces(cursor)), ["an", "a", "of"].contains(next) {
        cursor = nextEnd
        if next == "of" || word == "couple" {
          if let (article, articleEnd) = text.word(at: text.skippingSpaces(cursor)), article == "of" {
            cursor = articleEnd
          }
        }
      }
    } else {
      return nil
    }
    cursor = text.skippingSpaces(cursor)
    if text[cursor] == "-" { cursor += 1 }
    guard let (unit, unitEnd) = text.word(at: cursor) else { return nil }
    var minutes: Double
    switch unit {
    case "hour", "hours", "hr", "hrs", "h": minutes = amount * 60
    case "minute", "minutes", "min", "mins": minutes = amount
    default: return nil
    }
    var upper = unitEnd
    // "an hour and a half"
    if unit.hasPrefix("h"), let (and, andEnd) = text.word(at: text.skippingSpaces(upper)), and == "and",
      let (a, aEnd) = text.word(at: text.skippingSpaces(andEnd)), a == "a",
      let (half, halfEnd) = text.word(at: text.skippingSpaces(aEnd)), half == "half"
    {
      minutes += 30
      upper = halfEnd
    }
    guard minutes >= 1, minutes <= 24 * 60 else { return nil }
    return DateTimePiece(kind: .duration(minutes: Int(minutes.rounded())), lower: position, upper: upper)
  }
}
