/// Recognises Japanese date and time words: 今日・本日・今夜・今晩・明日・明朝・明後日・明々後日,
/// 今週・来週・再来週 (の) + 曜日, 曜日 alone, （金） after a date, 正午, parts of the day, から・〜・まで,
/// and the past (昨日, 先週の月曜) or recurring (毎週月曜) mentions that give no event.
enum JapaneseDateTimeScanner {
  static let weekdayKanji: [Unicode.Scalar: Int] = ["月": 1, "火": 2, "水": 3, "木": 4, "金": 5, "土": 6, "日": 7]

  /// Words that name a day, longest first so 明後日 is not read as 明後 + 日.
  static let dayWords: [(String, DaySpec, DayPeriod?)] = [
    ("明々後日", .relative(3), nil), ("明明後日", .relative(3), nil), ("しあさって", .relative(3), nil),
    ("明後日", .relative(2), nil), ("あさって", .relative(2), nil), ("明日", .relative(1), nil),
    ("あした", .relative(1), nil), ("あす", .relative(1), nil), ("明朝", .relative(1), .morning),
    ("明晩", .relative(1), .evening), ("今日", .relative(0), nil), ("本日", .relative(0), nil),
    ("きょう", .relative(0), nil), ("今夜", .relative(0), .evening), ("今晩", .relative(0), .evening),
    ("今夕", .relative(0), .evening),
  ]
  static let pastWords = ["一昨日", "おととい", "昨日", "昨夜", "昨晩", "きのう", "先日", "先月", "昨年", "去年", "今朝"]
  static let periods: [(String, DayPeriod)] = [
    ("午前中", .morning), ("午前", .morning), ("午後", .afternoon), ("夕方", .evening), ("朝", .morning),
    ("昼", .afternoon), ("夜", .evening), ("晩", .evening),
  ]

  static let weekWords = ["再来週", "今週", "来週", "先週", "毎週"]
  static let connectorWords = ["から", "〜", "~", "～"]

  /// The first scalar of every word `piece` reads: at a position starting none of them there is
  /// no piece, found without trying each word (most positions of a Japanese message).
  static let startScalars: Set<Unicode.Scalar> = {
    let words =
      weekWords + pastWords + dayWords.map(\.0) + ["正午", "まで"] + connectorWords + periods.map(\.0)
    return Set(words.map { $0.unicodeScalars.first! }).union(weekdayKanji.keys).union(["(", "（"])
  }()

  static func piece(at position: Int, in text: ScannedText) -> DateTimePiece? {
    guard let scalar = text[position], scalar.value >= 0x3000 || scalar == "(", startScalars.contains(scalar) else {
      return nil
    }
    func make(_ kind: DateTimePiece.Kind, _ upper: Int) -> DateTimePiece {
      DateTimePiece(kind: kind, lower: position, upper: upper)
    }
    // 今週・来週・再来週・先週・毎週 (の) 水曜(日)
    if let (word, end) = text.firstLiteral(weekWords, at: position) {
      var cursor = end
      if let no = text.literal("の", at: cursor) { cursor = no }
      guard let (weekday, weekdayEnd) = weekdayName(at: cursor, in: text) else {
        return word == "先週" ? make(.past, end) : nil
      }
      switch word {
      case "先週": return make(.past, weekdayEnd)
      case "毎週": return make(.recurring, weekdayEnd)
      case "今週": return make(.day(.weekday(weekday, week: .weeksAfterCurrent(0)), weak: false), weekdayEnd)
      case "来週": return make(.day(.weekday(weekday, week: .weeksAfterCurrent(1)), weak: false), weekdayEnd)
      default: return make(.day(.weekday(weekday, week: .weeksAfterCurrent(2)), weak: false), weekdayEnd)
      }
    }
    if let (_, end) = text.firstLiteral(pastWords, at: position) { return make(.past, end) }
    for (word, spec, period) in dayWords {
      guard let end = text.literal(word, at: position) else { continue }
      if let period { return make(.dayWithPeriod(spec, period), end) }
      return make(.day(spec, weak: false), end)
    }
    // 水曜(日) alone — not 毎週 (read above) and not the 曜 of a longer word.
    if let (weekday, end) = weekdayName(at: position, in: text) {
      if let every = text.literal("毎", endingAt: position), text.literal("週", at: every) == nil {
        return make(.recurring, end)
      }
      return make(.day(.weekday(weekday, week: .nextOccurrence), weak: false), end)
    }
    // （金） after a date
    if scalar == "(" || scalar == "（", let day = text[position + 1], let weekday = weekdayKanji[day],
      text[position + 2] == ")" || text[position + 2] == "）"
    {
      return make(.weekday(weekday), position + 3)
    }
    if let end = text.literal("正午", at: position) {
      return make(.time(ClockTime(hour: 12, isTwentyFourHour: true)), end)
    }
    if let end = text.firstLiteral(connectorWords, at: position)?.end { return make(.connector, end) }
    if let end = text.literal("まで", at: position) { return make(.until, end) }
    for (word, period) in periods {
      guard let end = text.literal(word, at: position) else { continue }
      // A prefix of a time (午後3時) is read with the time.
      let next = text.literal("の", at: end) ?? end
      if text.isDigit(text.skippingSpaces(next)) { return nil }
      return make(.period(period), end)
    }
    return nil
  }

  /// 水曜 or 水曜日 at `position`.
  static func weekdayName(at position: Int, in text: ScannedText) -> (Int, Int)? {
    guard let scalar = text[position], let weekday = weekdayKanji[scalar], let end = text.literal("曜", at: position + 1)
    else { return nil }
    return (weekday, text.literal("日", at: end) ?? end)
  }
}
