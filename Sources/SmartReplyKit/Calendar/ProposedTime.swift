import Foundation

/// The time a reply chip confirms, and how it names it. Of the events a message gives, not one
/// the sender rules out ("anything but Friday", 「金曜以外」, "Monday doesn't work") or moves a plan
/// away from ("move our 1:1 from Wednesday to Thursday", 「水曜から木曜にずらせない？」); and the day
/// only as the sender named it: a date as a date (来月3日 → 「12月3日」, not 「来週水曜」), a weekday
/// as a weekday ("Thursday", not "tomorrow"), and none when the sender named only a time
/// ("8時集合" → 「8時」, not 「今日の8時」).
struct ProposedTime: Sendable {
  var event: CalendarEvent
  var naming: EventDateFormatter.DayNaming
  /// Whether the message moves a plan (move, push, 変更, ずらす …): a proposal of the new time.
  var moves: Bool
  /// Whether the time is named in the message's last question ("…union coffee at 1:15?").
  var isAsked: Bool

  /// The proposed time among `events` (the newest entry's), read against that entry's cleaned
  /// `text`; nil when the sender rules out every one.
  init?(events: [CalendarEvent], text: String, sentDate: Date, japanese: Bool) {
    guard let timeZone = events.first?.timeZone else { return nil }
    let matches = DateTimeDetector(timeZone: timeZone).matches(in: text, sentDate: sentDate)
    let lowered = Lowercasing.lowercased(text)
    moves = (japanese ? Self.japaneseMoveWords : Self.englishMoveWords).contains { lowered.contains($0) }
    var kept = matches.filter { !Self.isRuledOut($0, in: text, japanese: japanese) }
    // A plan moved ("push thursday's dinner to friday", 「明日のランチ、木曜にずらせない？」) goes to
    // the last time named.
    if moves, let last = kept.last { kept = [last] }
    let ruledOut = Set(matches.map(\.start)).subtracting(kept.map(\.start))
    let open = events.filter { !ruledOut.contains($0.start) }
    // The time the question asks about ("before the 2pm seminar… union coffee at 1:15?"), else the
    // first with a time of day ("Can't do Thursday, how about Friday at 2?"), else the first.
    let asked = Self.lastQuestion(in: text).flatMap { question in
      open.first { event in
        !event.isAllDay && kept.contains { $0.start == event.start && question.contains($0.range.lowerBound) }
      }
    }
    guard let event = asked ?? open.first(where: { !$0.isAllDay }) ?? open.first else { return nil }
    isAsked = asked != nil
    // "Lunch today?" is accepted, not answered with 「今日で大丈夫です」.
    if event.isAllDay, CalendarDateFormatting.gregorian(in: timeZone).isDate(event.start, inSameDayAs: sentDate) {
      return nil
    }
    self.event = event
    // An event resolved with a day an earlier entry settled has no match of its own: named as before.
    let match = matches.first { $0.start == event.start }
    naming = match.map { event.isAllDay && $0.dayNaming == .omitted ? .relative : $0.dayNaming } ?? .relative
  }

  /// The last sentence of `text` that ends with a question mark, without the mark. An emoji ends
  /// a sentence as a full stop does ("shut the counter at 12 that day 😄 Will you be able to come?").
  static func lastQuestion(in text: String) -> Range<String.Index>? {
    guard let mark = text.lastIndex(where: { $0 == "?" || $0 == "？" }) else { return nil }
    let start =
      text[..<mark].lastIndex(where: { ".!。！？?\n".contains($0) || endsSentence($0) }).map(text.index(after:))
      ?? text.startIndex
    return start..<mark
  }

  private static func endsSentence(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { $0.value >= 0x2600 && $0.properties.isEmojiPresentation } ?? false
  }

  /// Whether the words around `match` rule it out: a negation before it ("except", "can't do")
  /// or a refusal after it ("doesn't work", 「以外」, 「は無理」).
  static func isRuledOut(_ match: DetectedDateTime, in text: String, japanese: Bool) -> Bool {
    let after = Lowercasing.lowercased(String(text[match.range.upperBound...].prefix(24)))
    if japanese {
      let tail = String(after.drop { " 　はがもの、".contains($0) })
      return japaneseRefusals.contains(where: tail.hasPrefix)
    }
    let before = Lowercasing.lowercased(String(text[..<match.range.lowerBound].suffix(24)))
    var words = before.split { !$0.isLetter && $0 != "'" && $0 != "’" }.map(String.init)
    while let last = words.last, fillerWords.contains(last) { words.removeLast() }
    let head = words.suffix(2).joined(separator: " ")
    if englishNegations.contains(where: { head == $0 || head.hasSuffix(" " + $0) }) { return true }
    let tail = after.drop { $0 == " " || $0 == "'" || $0 == "’" }
    return englishRefusals.contains { tail.hasPrefix($0) }
  }

  static let fillerWords: Set<String> = ["on", "the", "this", "at", "for"]
  /// The words just before a time that rule it out.
  static let englishNegations = [
    "except", "not", "anything but", "besides", "other than", "rather than", "instead of", "can't do", "cant do",
    "cannot do", "can't make", "cant make", "can't", "cant", "cannot",
    // "I'll be about 10 min late for the 8am shift": the time is missed, not proposed.
    "late",
    // "He's off on Wednesday so I was thinking Tue or Thu", "he finishes on the 28th", "I'm away on
    // Friday": someone's absence or last day, not a time to meet.
    "he's off", "she's off", "they're off", "finishes", "away",
  ]
  /// What follows a time to rule it out ("Friday doesn't work", "Monday's out").
  static let englishRefusals = [
    "doesn't work", "doesnt work", "does not work", "won't work", "wont work", "is out", "s out", "is bad",
    "isn't good",
    "isnt good", "is no good", "is not good", "no longer", "is off", "is taken", "is busy", "is full", "i can't",
    "i cant", "i'm busy", "im busy", "is a no", "won't", "is tough", "is too early", "is too late", "s too early",
    "s too late", "is a bit early", "is a bit late", "s a bit early", "s a bit late",
  ]
  /// What follows a time to rule it out (after は, が, も, の).
  static let japaneseRefusals = [
    "以外", "除", "無理", "むり", "ダメ", "だめ", "厳し", "きびし", "難し", "都合が悪", "都合悪", "行けな", "いけな", "空いてな", "あいてな",
    "空いていな", "埋まって", "じゃなく", "ではなく", "代わり", "予定ある", "予定があ", "予定が入", "予定入", "用事", "ng",
    "残業確定", "残業で", "先約", "だとちょっと", "だと早", "だと遅", "だと厳", "だと無理", "だと難", "ちょっと早", "ちょっと遅", "ちょっと厳",
    "ちょっと無理", "ちょっと難", "早すぎ", "遅すぎ",
  ]
  static let englishMoveWords = [
    "move", "moving", "push", "switch", "swap", "change", "reschedule", "bump", "shift", "instead",
  ]
  static let japaneseMoveWords = ["変更", "ずら", "移動", "変え", "振り替", "振替", "延期", "後ろ倒", "前倒", "ずれ"]
}
