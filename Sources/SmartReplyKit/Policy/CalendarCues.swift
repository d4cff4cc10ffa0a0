import SmartReplyModel

/// Words that put a message on the calendar: a day, a time, an appointment. "Saved the date!" and
/// "Let me check my schedule" answer only such a message (or an invitation), never a joke or a
/// breakup that the ranker finds close. Abbreviations that are everyday words ("sun", "sat", "may",
/// "mar") are left out.
enum CalendarCues {
  static let englishWords: Set<String> = [
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
    if lowered.utf8.contains(where: { (0x30...0x39).contains($0) }) { return true }
    if language == .japanese { return text.contains(any: japanese) }
    return LetterWords.any(of: words, in: englishWords)
  }
}
