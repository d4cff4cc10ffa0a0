import SmartReplyModel

/// Words that put a message on the calendar: a day, a time, an appointment. "Saved the date!" and
/// "Let me check my schedule" answer only such a message (or an invitation), never a joke or a
/// breakup that the ranker finds close. Abbreviations that are everyday words ("sun", "sat", "may",
/// "mar") are left out.
enum CalendarCues {
  static let englishWords: WordSet = [
    "today", "tonight", "tomorrow", "tmrw", "tmr", "tmrow", "yesterday", "weekend", "week", "month", "monday",
    "tuesday",
    "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri",
    "am", "pm", "noon", "midnight", "morning", "afternoon", "evening", "date", "appointment", "appt",
    "meeting", "schedule", "calendar", "reservation", "booked", "booking", "january", "february", "march", "april",
    "june", "july", "august", "september", "october", "november", "december", "feb", "apr",
    "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "birthday", "party", "dinner", "lunch", "brunch",
    "wedding", "trip", "flight", "class", "shift", "deadline", "event",
  ]
  static let japanese: [Phrase] = [
    "今日", "明日", "あした", "あす", "明後日", "あさって", "昨日", "来週", "今週", "再来週", "週末", "来月", "今月", "曜", "時", "日",
    "月", "午前", "午後", "昼", "夜", "朝", "夕方", "予定", "予約", "会議", "打ち合わせ", "ミーティング", "カレンダー", "日程", "締め切り",
    "締切", "誕生日", "飲み会", "ランチ", "ご飯", "旅行", "シフト",
  ]

  /// Whether `lowered` (its searchable form `text`, its words `words` when English) names a day, a
  /// time or an appointment.
  static func mentionsTime(_ text: SearchableText, lowered: String, words: [Substring], language: Language) -> Bool {
    if language == .japanese { return text.contains(any: japanese) || hasClockNumber(lowered) }
    return LetterWords.any(of: words, in: englishWords) || hasClockNumber(lowered)
  }

  /// Whether a number in `lowered` reads as a time or a date: "7pm", "9:30", "the 22nd", "3/14",
  /// "at 7". Other numbers ("sleeps 8", "phase 2", "the next 48 hours", "14 degrees") do not put a
  /// message on the calendar.
  static func hasClockNumber(_ lowered: String) -> Bool {
    let bytes = Array(lowered.utf8)
    var index = 0
    while index < bytes.count {
      guard isDigit(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      if isClock(bytes, digits: start..<index) { return true }
    }
    return false
  }

  private static func isClock(_ bytes: [UInt8], digits: Range<Int>) -> Bool {
    func byte(_ offset: Int) -> UInt8? { bytes.indices.contains(offset) ? bytes[offset] : nil }
    func isLetter(_ byte: UInt8?) -> Bool { byte.map { (0x61...0x7A).contains($0) } ?? false }
    let next = byte(digits.upperBound)
    // 9:30, 3/14.
    if let next, [UInt8(ascii: ":"), UInt8(ascii: "/")].contains(next), byte(digits.upperBound + 1).map(isDigit) == true
    {
      return true
    }
    var after = digits.upperBound
    while byte(after) == UInt8(ascii: " ") { after += 1 }
    // am/pm, a.m., and ordinals (1st, 22nd, 3rd, 5th) as whole words.
    for suffix in ["am", "pm", "a.m", "p.m", "st", "nd", "rd", "th"] {
      let suffixBytes = Array(suffix.utf8)
      guard after + suffixBytes.count <= bytes.count, Array(bytes[after..<after + suffixBytes.count]) == suffixBytes,
        !isLetter(byte(after + suffixBytes.count))
      else { continue }
      if suffix.count == 2, suffix.last != "m", after != digits.upperBound { continue }
      return true
    }
    // "at 7", "around 6", "by 5", "until 9", "from 10": a word that introduces a time.
    var end = digits.lowerBound
    while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    var begin = end
    while begin > 0, isLetter(bytes[begin - 1]) { begin -= 1 }
    guard begin < end, end < digits.lowerBound, let word = String(bytes: bytes[begin..<end], encoding: .utf8) else {
      return bytes[max(0, digits.lowerBound - 1)] == UInt8(ascii: "@") && digits.lowerBound > 0
    }
    return clockWords.contains(word)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// Words that introduce a time of day before a bare number.
  static let clockWords: Set<String> = ["at", "around", "by", "until", "till", "til", "from", "before", "after"]
}
