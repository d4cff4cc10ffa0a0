import Foundation

/// Finds dates and times in English and Japanese text and resolves them against the date the
/// message was sent, in a time zone — offline, in time linear in the text's length.
///
/// ```swift
/// let detector = DateTimeDetector(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
/// for match in detector.matches(in: "来週の水曜14時から16時まででどうですか？", sentDate: entry.sentDate) {
///   print(text[match.range], match.start, match.end ?? match.start, match.isAllDay)
/// }
/// ```
///
/// ## What it reads
/// - Days: today, tonight, tomorrow, the day after tomorrow, weekdays (Monday, "this Friday",
///   "next Friday", "Friday next week"), 今日・本日・今夜・今晩・明日・明朝・明後日, 曜日 alone or after
///   今週・来週・再来週 (の), 「3日後」.
/// - Dates: Dec 5, December 5th, 5 December, the 5th of December, 12/5 (month first), 12/5/2026,
///   2026-12-05, 2026/12/05, 12月5日, 2026年12月5日, the 5th, 5日, 来月5日.
/// - Times: 3pm, 3 p.m., 3:30 pm, 15:00, noon, midnight, "at 3", 3 o'clock, 午後3時, 15時, 3時半,
///   15時30分, 正午, and 朝・夜・夕方・昼・晩 or morning/afternoon/evening next to a time.
/// - Ranges and durations: 3–5pm, 3pm to 5pm, 10:00-11:30, 14時から16時まで, 14〜16時; "for an hour",
///   "for 90 minutes", "for half an hour", 1時間, 1時間半, 30分間.
///
/// ## How it resolves them
/// - A bare weekday is its next occurrence on or after the sent date ("Friday" sent on a Friday is
///   that day). "this Friday" is the same.
/// - "next Friday", "Friday next week" and 来週の金曜 are the Friday of the Monday-based week after
///   the sent date's; 今週の金曜 is the Friday of the sent date's week, 再来週 two weeks on.
/// - A date without a year is the next such date on or after the sent date (Jan 3 sent in
///   December is next January); a bare day number ("the 5th", 5日) is the next such date, in the
///   first month that has it.
/// - A time with no day of its own takes the day of a day-only mention just before it in the same
///   sentence ("On Thursday, could we meet at 3pm?"), else it is today when it is still ahead of
///   the sent time, otherwise tomorrow.
/// - am or pm, when not written, comes from the part of the day (tonight, 夜, morning, 朝, 午後);
///   otherwise 1–6 are afternoon hours ("at 3" is 15:00) and 7–12 are read as written. `15:00`,
///   `09:00` and `15時` are 24-hour times.
/// - Hours past 24 are the next day: 25時 is 1:00 the day after, 金曜26時 is Saturday 2:00.
/// - An end earlier than the start runs past midnight; a range without am/pm takes the end's
///   ("3–5pm" is 15:00–17:00, "11–1pm" 11:00–13:00).
/// - Impossible dates (February 30, 2026-13-01) and numbers of five digits or more give nothing.
/// - Mentions in the past ("we met on Monday", "last Friday", 「月曜に会った」, 先週の金曜, 昨日) and
///   recurring ones ("every Monday", 毎週月曜) give nothing.
/// - A mention with no time is all day: from midnight to the next midnight.
public struct DateTimeDetector: Sendable {
  /// The time zone the dates are resolved in.
  public var timeZone: TimeZone
  /// Most matches returned for one text.
  package static let maxMatches = 64

  /// A detector for `timeZone` (by default the system's).
  public init(timeZone: TimeZone = .current) {
    self.timeZone = timeZone
  }

  /// The dates and times in `text`, in order, resolved against `sentDate`.
  public func matches(in text: String, sentDate: Date) -> [DetectedDateTime] {
    matches(in: text, sentDate: sentDate, contextDay: nil)
  }

  /// The same, with times that name no day put on `contextDay` (a day an earlier message settled).
  func matches(in text: String, sentDate: Date, contextDay: Date?) -> [DetectedDateTime] {
    guard Self.mayMention(text) else { return [] }
    let scanned = ScannedText(text)
    let resolver = DateTimeResolver(sentDate: sentDate, timeZone: timeZone, contextDay: contextDay)
    var results = [DetectedDateTime]()
    for mention in Self.mentions(in: scanned) {
      guard let (start, end, isAllDay) = resolver.resolve(mention) else { continue }
      var match = DetectedDateTime(
        range: scanned.range(mention.lower, mention.upper), start: start, end: end, isAllDay: isAllDay,
        isDeadline: mention.isDeadline, timeZone: timeZone)
      match.namesDay = mention.day != nil
      switch mention.day {
      case .date, .dayOfMonth: match.dayNaming = .date
      case .weekday: match.dayNaming = .weekday
      case .relative: match.dayNaming = .relative
      case nil: match.dayNaming = .omitted
      }
      // "Sat 8 Feb" when the 8th is a Sunday: a reply naming either day could be wrong; the time is not.
      if mention.start != nil, resolver.weekdayContradictsDate(of: mention) { match.dayNaming = .omitted }
      results.append(match)
      if results.count == Self.maxMatches { break }
    }
    return results
  }

  /// Whether `text` may hold a date or time at all: a digit, Japanese text, or an English anchor
  /// word. Most chat messages have none, and scanning costs more than this check.
  static func mayMention(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x30...0x39, 0xFF10...0xFF19, 0x3040...0x30FF, 0x3400...0x9FFF: return true
      default: break
      }
    }
    return LetterWords.containsWord(of: anchorWords, in: Lowercasing.lowercased(text))
  }

  /// Words every English mention contains one of (number words need a unit or a day with them).
  static let anchorWords = WordSet(
    Set(EnglishDateTimeScanner.weekdays.keys)
      .union(EnglishDateTimeScanner.weekdayAbbreviations.keys).union(EnglishDateTimeScanner.months.keys)
      .union(EnglishDateTimeScanner.periods.keys)
      .union([
        "today", "tonight", "tonite", "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tomorrows", "noon", "midday",
        "midnight", "hour", "hours", "hr", "hrs", "h", "minute", "minutes", "min", "mins", "week", "weekend", "day",
        "days",
        "weeks", "month",
      ]))

  /// Whether `text` names days or times and every one of them as past ("sitting on the doorstep at
  /// 6am like nothing happened", "number 31 got burgled around 2am"): it proposes nothing.
  static func namesOnlyThePast(_ text: String) -> Bool {
    guard mayMention(text) else { return false }
    let scanned = ScannedText(text)
    let grouped = DateTimeMention.group(pieces(in: scanned), in: scanned)
    return !grouped.isEmpty
      && grouped.indices.allSatisfy {
        isPast(grouped[$0], within: bounds(of: $0, in: grouped, in: scanned), in: scanned)
      }
  }

  /// Where the mention at `index` of `grouped` may look for words about it: from the end of the
  /// mention before it to the start of the one after.
  private static func bounds(
    of index: Int, in grouped: [DateTimeMention], in text: ScannedText
  ) -> (previousUpper: Int, nextLower: Int) {
    (index > 0 ? grouped[index - 1].upper : 0, index + 1 < grouped.count ? grouped[index + 1].lower : text.count)
  }

  /// Whether `mention` is past by its own words ("yesterday", 「先週」) or by those around it.
  private static func isPast(
    _ mention: DateTimeMention, within bounds: (previousUpper: Int, nextLower: Int), in text: ScannedText
  ) -> Bool {
    mention.isPast
      || PastTenseDetector.isPast(mention, previousUpper: bounds.previousUpper, nextLower: bounds.nextLower, in: text)
  }

  /// The mentions of the text that name a future day or time, with days inherited.
  static func mentions(in text: ScannedText) -> [DateTimeMention] {
    let grouped = DateTimeMention.group(pieces(in: text), in: text)
    var mentions = [DateTimeMention]()
    for (index, var mention) in grouped.enumerated() {
      let (previousUpper, nextLower) = bounds(of: index, in: grouped, in: text)
      if mention.isRecurring || isPast(mention, within: (previousUpper, nextLower), in: text) { continue }
      if mention.day == nil && mention.start == nil { continue }
      if mention.isWeakDay && mention.start == nil && !isSupported(mention, in: text) { continue }
      if isDeadline(mention, in: text) { mention.isDeadline = true }
      if mention.period == nil, mention.start?.isAmbiguous == true {
        mention.period = periodHint(for: mention, previousUpper: previousUpper, nextLower: nextLower, in: text)
        // 「明日の朝ラン何時にする？5時半か6時」: the time answers the part of day just asked about.
        if mention.period == nil, let last = mentions.last, last.start == nil, last.period != nil,
          mention.lower - last.upper <= periodCarryDistance
        {
          mention.period = last.period
        }
      }
      // A time after a day-only mention in the same sentence belongs to that day.
      if mention.day == nil, let last = mentions.last, index > 0, last.upper == grouped[index - 1].upper,
        last.day != nil, !PastTenseDetector.hasSentenceBreak(from: last.upper, to: mention.lower, in: text)
      {
        if last.start == nil {
          var merged = last
          merged.upper = mention.upper
          merged.start = mention.start
          merged.end = mention.end
          merged.durationMinutes = mention.durationMinutes
          merged.period = mention.period ?? last.period
          merged.isWeakDay = false
          merged.isDeadline = merged.isDeadline || mention.isDeadline
          mentions[mentions.count - 1] = merged
          continue
        }
        mention.day = last.day
        mention.inheritsDay = true
      }
      mentions.append(mention)
    }
    return mentions
  }

  /// The pieces of the text, in order: each position is tried once, and a failed word or number
  /// is skipped whole, so the scan is linear in the length of the text.
  static func pieces(in text: ScannedText) -> [DateTimePiece] {
    var pieces = [DateTimePiece]()
    var position = 0
    while position < text.count {
      let scalar = text.scalars[position]
      var piece: DateTimePiece?
      if text.isDigit(position) {
        piece = NumericDateTimeScanner.piece(at: position, in: text)
      } else if text.isLetter(position) {
        piece = EnglishDateTimeScanner.piece(at: position, in: text)
      } else if Self.isDash(scalar) {
        piece = DateTimePiece(kind: .connector, lower: position, upper: position + 1)
      } else if scalar.value >= 0x3000 || scalar == "(" || scalar == "~" {
        piece = JapaneseDateTimeScanner.piece(at: position, in: text)
      }
      if let piece, piece.upper > position {
        pieces.append(piece)
        position = piece.upper
        continue
      }
      if text.isLetter(position) {
        while text.isLetter(position) { position += 1 }
      } else if text.isDigit(position) {
        while text.isDigit(position) { position += 1 }
      } else {
        position += 1
      }
    }
    return pieces
  }

  /// A hyphen, en dash, em dash or minus sign: a range's connector ("3-5pm").
  static func isDash(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "-" || scalar == "–" || scalar == "—" || scalar == "−"
  }

  /// How far (in scalars) a part of the day carries to a bare time after it.
  static let periodCarryDistance = 24

  static let eveningWords = [
    "dinner", "supper", "drinks", "party", "bar", "evening", "night", "夕食", "夕飯", "晩ご飯", "晩ごはん", "晩飯", "飲み",
    "ディナー", "夜", "晩",
  ]
  static let morningWords = ["breakfast", "morning", "朝食", "朝ご飯", "朝ごはん", "モーニング", "朝"]

  /// Morning or evening from the words of the mention's sentence ("dinner at 7" is at 19:00).
  static func periodHint(for mention: DateTimeMention, previousUpper: Int, nextLower: Int, in text: ScannedText)
    -> DayPeriod?
  {
    let lower = PastTenseDetector.sentenceStart(
      before: mention.lower, limit: max(previousUpper, mention.lower - 80), in: text)
    let upper = PastTenseDetector.sentenceEnd(after: mention.upper, limit: min(nextLower, mention.upper + 80), in: text)
    let sentence = text.string(lower, upper)
    if eveningWords.contains(where: { sentence.contains($0) }) { return .evening }
    if morningWords.contains(where: { sentence.contains($0) }) { return .morning }
    return nil
  }

  static let supportingWords: Set<String> = ["on", "by", "until", "till", "from", "before", "after", "for"]
  static let supportingParticles = ["に", "の", "は", "(", "から", "まで", "、", "で", "って", "でも"]

  /// Whether a weak day (12/5, 5日, （金）) stands as a date: after "on"/"by"…, or before に, の, は ….
  static func isSupported(_ mention: DateTimeMention, in text: ScannedText) -> Bool {
    if let word = text.previousWord(before: mention.lower), supportingWords.contains(word) { return true }
    return text.firstLiteral(supportingParticles, at: text.skippingSpaces(mention.upper)) != nil
  }

  static let deadlineWords: Set<String> = ["by", "before", "until", "till", "due", "deadline", "later"]
  static let japaneseDeadlineWords = ["締め切り", "締切", "期限", "までに", "迄に", "納期", "提出日", "支払期日"]

  /// "by Friday", "due 12/5", 「金曜までに」, 「締め切りは5日」.
  static func isDeadline(_ mention: DateTimeMention, in text: ScannedText) -> Bool {
    if mention.isDeadline { return true }
    if let word = text.previousWord(before: mention.lower), deadlineWords.contains(word) { return true }
    let after = text.string(mention.upper, min(text.count, mention.upper + 6))
    let before = text.string(max(0, mention.lower - 6), mention.lower)
    // "it's due at 5", "due on friday"; "it ends at 10" bounds a plan, it proposes no time.
    let due = text.string(max(0, mention.lower - 8), mention.lower).lowercased()
    if ["due at ", "due on ", "ends at "].contains(where: due.hasSuffix) { return true }
    return japaneseDeadlineWords.contains { after.hasPrefix($0) || after.hasPrefix("の" + $0) || before.contains($0) }
  }
}
