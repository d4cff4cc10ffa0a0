import SmartReplyModel

/// A thread the user closed: their last turn ends with a goodbye ("done, it's on your bed 👍
/// night", 「送ったよ、おつかれ〜」) and the answer only thanks them ("thank u!!", 「ありがと〜おつかれ！」).
/// Nothing is left to say; thanks that ask or tell more (「ありがとう、明日返すね」) stay answered.
enum ThreadClosing {
  static func closes(thanks burst: String, acts: IncomingActs, after ownTurn: String, language: Language) -> Bool {
    guard acts.mirroredActs == [.thanks], acts.mirroredIntents.isEmpty, !acts.asks, !acts.announcesGoodNews,
      !acts.praisesReader, signsOff(ownTurn, language: language)
    else { return false }
    return language == .japanese ? burst.count <= 16 : LetterWords.words(in: Lowercasing.lowercased(burst)).count <= 5
  }

  /// Whether `turn` ends with a goodbye, trailing emoji, kisses and punctuation aside.
  static func signsOff(_ turn: String, language: Language) -> Bool {
    let lowered = Lowercasing.lowercased(turn)
    if language == .japanese {
      let letters = IncomingActs.letters(of: lowered)
      let trimmed = letters.hasSuffix("ー") ? String(letters.dropLast()) : letters
      return japaneseGoodbyes.contains { trimmed.hasSuffix($0) }
    }
    var words = LetterWords.words(in: lowered)
    while let last = words.last, kisses.contains(last) { words.removeLast() }
    return words.last.map { englishGoodbyes.contains($0) } ?? false
  }

  static let englishGoodbyes: WordSet = [
    "night", "nite", "goodnight", "gn", "nighty", "bye", "byee", "cya", "ttyl", "laters", "ciao",
  ]
  static let kisses: Set<Substring> = ["x", "xx", "xxx", "xo", "xoxo"]
  static let japaneseGoodbyes: [String] = [
    "おつかれ", "お疲れ", "おつかれさま", "お疲れさま", "お疲れ様", "おつかれさまです", "お疲れさまです", "お疲れ様です", "おつ", "おやすみ",
    "おやすみなさい", "またね", "じゃあね", "ばいばい", "バイバイ",
  ]
}
