import SmartReplyModel

/// Permission asked of the reader ("can I stay at Mia's tonight?", "is it ok if I bring Tom?",
/// 「チケット代は自分で出すから行っていい？」, 「夜ごはんいらない！いい？」): granted or refused — "Sure!",
/// 「いいよ！」, 「それはちょっと難しいかな」 — never accepted as an invitation ("I'm in!", 「行く行く！」).
enum PermissionCues {
  /// How English asks leave, at the start of a question sentence.
  static let englishOpeners: [String] = [
    "can i ", "could i ", "may i ", "is it ok if i", "is it okay if i", "is it alright if i", "is it fine if i",
    "would it be ok if i", "would it be okay if i", "ok if i ", "okay if i ", "mind if i ", "do you mind if i",
    "would you mind if i",
  ]
  /// English leave asked for company or a favour instead ("can i come too?" is answered as an
  /// invitation would be; "can i ask you something" is a request).
  static let englishNotPermission: [Phrase] = ["borrow", "ask you", "ask u", "call you", "call u", "come too", "join"]
  /// Japanese question endings that ask leave (「行っていい？」, 「泊まってもいいですか」), read on the
  /// last letters of the text's last sentence.
  static let japaneseEndings: [String] = [
    "ていい", "てもいい", "んでもいい", "ていいかな", "てもいいかな", "てもいいですか", "てもよろしいでしょうか", "てもいいでしょうか",
    "てもよろしいですか", "ていいですか", "ていいですかね", "てもいいですかね", "ていいよね", "てもいいよね",
    // 「ケーキも食べていいやつ？」, 「これ使っていいの？」.
    "ていいやつ", "てもいいやつ", "ていいの", "てもいいの",
  ]
  /// Endings that ask a favour of the reader (「送ってもらっていい？」), not leave.
  static let japaneseFavours: [String] = [
    "もらっていい", "もらってもいい", "いただいてもいい", "いただいていい", "くれていい", "もらっていいの", "もらってもいいの",
  ]

  /// Words every way of asking leave holds, looked for as bytes before any sentence is split.
  static let englishMarks: [Phrase] = ["can i ", "could i ", "may i ", " if i", "mind if"]
  static let japaneseMarks: [Phrase] = ["いい", "よろし"]

  /// Time off asked of a manager (「木曜の午後に半休をいただけますでしょうか」, "could I take Friday
  /// afternoon off?"): granted, however it is worded.
  static let timeOffAsked: [Phrase] = [
    "休をいただけ", "休みをいただけ", "休をいただき", "休みをいただき", "休を頂け", "休みを頂け", "休ませていただけ",
    "休ませてもらえ", "休ませてください", "早退させていただ", "早退させてもらえ", "有給を取らせて", "有休を取らせて",
    "休みを取らせて", "take the afternoon off", "take the morning off", "take the day off", "take a day off",
    "take friday off", "take monday off", "have the afternoon off", "have the day off", "leave early today",
  ]

  /// Whether `lowered` (with `searchable` made of it) asks the reader's leave.
  static func asksPermission(_ lowered: String, searchable: SearchableText, language: Language) -> Bool {
    if searchable.contains(any: timeOffAsked) { return true }
    if language == .japanese { return searchable.contains(any: japaneseMarks) && japaneseAsks(lowered) }
    return searchable.contains(any: englishMarks) && englishAsks(lowered)
  }

  private static func englishAsks(_ lowered: String) -> Bool {
    QuestionDetector.englishQuestionSentences(lowered).contains { sentence in
      let trimmed = sentence.drop { $0 == " " || $0 == "\t" }
      guard englishOpeners.contains(where: { trimmed.hasPrefix($0) }) else { return false }
      return !SearchableText(String(trimmed)).contains(any: englishNotPermission)
    }
  }

  /// The last sentence with words asks leave: its ending is one of ``japaneseEndings`` and a
  /// question mark follows it (or it ends in か), or it is a bare 「いい？」 after a plan told. A
  /// reason told after the question (「PC再起動してもいいですかね？会議あと5分なんですけど」) is passed
  /// over; a second question is not (「伺ってもいいですか？ご住所教えていただけますか」).
  /// Read backwards from the end: letters only as far as the longest ending reaches, then only
  /// the sentence stops, so a long mail costs little more than a short line.
  private static func japaneseAsks(_ lowered: String) -> Bool {
    let scalars = lowered.unicodeScalars
    var index = scalars.endIndex
    for _ in 0..<2 {
      guard let sentence = lastSentence(of: scalars, before: &index) else { return false }
      let (letters, asked, moreLetters) = sentence
      let asks = asked || letters.last == "か"
      guard asks else { continue }
      if favourScalars.contains(where: letters.ends) { return false }
      if endingScalars.contains(where: letters.ends) { return true }
      guard asked, !moreLetters,
        letters.elementsEqual("いい".unicodeScalars) || letters.elementsEqual("いいかな".unicodeScalars)
      else { return false }
      // 「…いらない！いい？」: a plan told before it.
      return scalars[..<index].contains { $0.properties.isAlphabetic }
    }
    return false
  }

  /// The last letters (at most ``longestEnding``) of the last sentence with letters before `index`,
  /// whether a question mark ends it and whether it has more letters; `index` moves to its start.
  private static func lastSentence(
    of scalars: String.UnicodeScalarView, before index: inout String.Index
  ) -> (letters: [Unicode.Scalar], asked: Bool, moreLetters: Bool)? {
    var asked = false
    var tail: [Unicode.Scalar] = []  // the last first
    var moreLetters = false
    while index > scalars.startIndex {
      let previous = scalars.index(before: index)
      let scalar = scalars[previous]
      if isSentenceEnd(scalar.value) {
        if !tail.isEmpty { break }
        asked = scalar == "？" || scalar == "?"
      } else if !moreLetters, scalar.properties.isAlphabetic {
        // Past the tail only the sentence's start is looked for.
        if tail.count < longestEnding { tail.append(scalar) } else { moreLetters = true }
      }
      index = previous
    }
    guard !tail.isEmpty else { return nil }
    return (tail.reversed(), asked, moreLetters)
  }

  // Compared as scalars: String's suffix test compares by grapheme, dear for every ending.
  private static let endingScalars = japaneseEndings.map { Array($0.unicodeScalars) }
  private static let favourScalars = japaneseFavours.map { Array($0.unicodeScalars) }

  /// The most letters an ending or a favour holds.
  private static let longestEnding = (japaneseEndings + japaneseFavours).map(\.unicodeScalars.count).max()!
  /// ？ ? ！ ! 。 and a line feed.
  private static func isSentenceEnd(_ value: UInt32) -> Bool {
    switch value {
    case 0xFF1F, 0x3F, 0xFF01, 0x21, 0x3002, 0x0A: true
    default: false
    }
  }
}

extension [Unicode.Scalar] {
  /// Whether the scalars end with `suffix`.
  fileprivate func ends(_ suffix: [Unicode.Scalar]) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
