/// One date or time expression before it is resolved: neighbouring pieces joined ("Thursday at
/// 3pm", 「来週の水曜14時から16時まで」), with whatever of day, times, duration and part of the day
/// they give.
struct DateTimeMention {
  var lower: Int
  var upper: Int
  /// Where the last joined piece (a connector too) ends: the next piece must follow from here.
  var scanEnd: Int
  var day: DaySpec?
  var isWeakDay = false
  var start: ClockTime?
  var end: ClockTime?
  var awaitsEnd = false
  var durationMinutes: Int?
  var period: DayPeriod?
  var isPast = false
  var isRecurring = false
  var isDeadline = false
  /// The day came from an earlier mention in the same sentence.
  var inheritsDay = false
  /// The weekday written beside a date ("Sat 8 Feb", 「2月8日（土）」), 1 = Monday; the date wins.
  var namedWeekday: Int?

  var hasTime: Bool { start != nil }

  /// Joins pieces separated only by filler into mentions.
  static func group(_ pieces: [DateTimePiece], in text: ScannedText) -> [DateTimeMention] {
    var mentions = [DateTimeMention]()
    var current: DateTimeMention?
    for piece in pieces {
      var piece = piece
      if let upper = current?.upper, piece.lower < upper { piece.lower = upper }
      guard piece.lower < piece.upper else { continue }
      if var mention = current, isFiller(text, from: mention.scanEnd, to: piece.lower), mention.absorb(piece) {
        current = mention
        continue
      }
      if let mention = current { mentions.append(mention) }
      current = DateTimeMention(piece)
    }
    if let mention = current { mentions.append(mention) }
    return mentions
  }

  /// A mention of one piece; nil for a lone connector.
  init?(_ piece: DateTimePiece) {
    lower = piece.lower
    upper = piece.upper
    scanEnd = piece.upper
    switch piece.kind {
    case .connector, .until: return nil
    default: break
    }
    guard absorb(piece) else { return nil }
    lower = piece.lower
  }

  /// Adds `piece` if it fits this mention (a second day or a second time without a connector
  /// starts a new one).
  mutating func absorb(_ piece: DateTimePiece) -> Bool {
    switch piece.kind {
    case .day(let spec, let weak):
      if let day {
        // "Friday, December 4": the date wins over the weekday.
        switch (day, spec) {
        case (.weekday(let weekday, .nextOccurrence), .date), (.weekday(let weekday, .nextOccurrence), .dayOfMonth):
          self.day = spec
          namedWeekday = weekday
          isWeakDay = false
        case (.date, .weekday(let weekday, .nextOccurrence)), (.dayOfMonth, .weekday(let weekday, .nextOccurrence)):
          namedWeekday = weekday
          isWeakDay = false
        default: return false
        }
      } else {
        if start != nil && end == nil && !awaitsEnd && durationMinutes == nil, case .dayOfMonth = spec, weak {
          return false
        }
        day = spec
        isWeakDay = weak
      }
    case .weekday(let weekday):
      if day == nil {
        day = .weekday(weekday, week: .nextOccurrence)
        isWeakDay = true
      } else {
        if case .date = day { namedWeekday = weekday } else if case .dayOfMonth = day { namedWeekday = weekday }
        isWeakDay = false
      }
    case .dayWithPeriod(let spec, let period):
      guard day == nil else { return false }
      day = spec
      self.period = period
    case .time(let time):
      if start == nil {
        start = time
      } else if awaitsEnd && end == nil {
        end = time
        awaitsEnd = false
      } else {
        return false
      }
    case .timeRange(let first, let second):
      guard start == nil else { return false }
      start = first
      end = second
    case .connector:
      guard start != nil, end == nil, !awaitsEnd else { return false }
      awaitsEnd = true
      scanEnd = piece.upper
      return true  // the connector extends the mention only once an end follows
    case .until:
      if start != nil, end != nil {
        break
      } else if start != nil || day != nil {
        isDeadline = !awaitsEnd
        awaitsEnd = false
      } else {
        return false
      }
    case .duration(let minutes):
      guard durationMinutes == nil, end == nil else { return false }
      durationMinutes = minutes
    case .period(let period):
      guard self.period == nil else { return false }
      self.period = period
    case .past:
      isPast = true
    case .recurring:
      isRecurring = true
    }
    upper = max(upper, piece.upper)
    scanEnd = max(scanEnd, piece.upper)
    return true
  }

  static let englishFillers: Set<String> = [
    "at", "on", "the", "from", "of", "in", "around", "about", "between", "starting", "this",
  ]
  static let japaneseFillers = ["ごろ", "頃", "の", "に", "は", "で", "、", "・", "も"]

  /// Whether the text between two pieces only joins them (spaces, commas, "at", "on", の, に …).
  static func isFiller(_ text: ScannedText, from lower: Int, to upper: Int) -> Bool {
    guard upper - lower <= 24 else { return false }
    var position = lower
    var words = 0
    while position < upper {
      if text.isSpace(position) || text[position] == "," || text[position] == "(" || text[position] == ")" {
        position += 1
      } else if let (word, end) = text.word(at: position), englishFillers.contains(word), end <= upper {
        words += 1
        position = end
      } else if let (_, end) = text.firstLiteral(japaneseFillers, at: position), end <= upper {
        position = end
      } else {
        return false
      }
    }
    return words <= 3
  }
}
