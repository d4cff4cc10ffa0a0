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
  /// letters of the last question sentence.
  static let japaneseEndings: [String] = [
    "ていい", "てもいい", "んでもいい", "ていいかな", "てもいいかな", "てもいいですか", "てもよろしいでしょうか", "てもいいでしょうか",
    "てもよろしいですか", "ていいですか",
  ]
  /// Endings that ask a favour of the reader (「送ってもらっていい？」), not leave.
  static let japaneseFavours: [String] = ["もらっていい", "もらってもいい", "いただいてもいい", "いただいていい", "くれていい"]

  static func asksPermission(_ lowered: String, language: Language) -> Bool {
    language == .japanese ? japaneseAsks(lowered) : englishAsks(lowered)
  }

  private static func englishAsks(_ lowered: String) -> Bool {
    QuestionDetector.englishQuestionSentences(lowered).contains { sentence in
      let trimmed = sentence.drop { $0 == " " || $0 == "\t" }
      guard englishOpeners.contains(where: { trimmed.hasPrefix($0) }) else { return false }
      return !SearchableText(String(trimmed)).contains(any: englishNotPermission)
    }
  }

  /// The last sentence with words asks leave: its ending is one of ``japaneseEndings`` and a
  /// question mark follows it (or it ends in か), or it is a bare 「いい？」 after a plan told.
  private static func japaneseAsks(_ lowered: String) -> Bool {
    var sentences: [(letters: String, asked: Bool)] = []
    var current = ""
    for character in lowered {
      if "？?！!。\n".contains(character) {
        let letters = IncomingActs.letters(of: current)
        if !letters.isEmpty { sentences.append((letters, character == "？" || character == "?")) }
        current = ""
      } else {
        current.append(character)
      }
    }
    let rest = IncomingActs.letters(of: current)
    if !rest.isEmpty { sentences.append((rest, false)) }
    guard let (letters, asked) = sentences.last else { return false }
    if japaneseFavours.contains(where: letters.hasSuffix) { return false }
    if japaneseEndings.contains(where: letters.hasSuffix) { return asked || letters.hasSuffix("か") }
    return asked && sentences.count > 1 && (letters == "いい" || letters == "いいかな")
  }
}
