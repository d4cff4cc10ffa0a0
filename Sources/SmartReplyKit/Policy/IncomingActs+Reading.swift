import SmartReplyModel

extension IncomingActs {
  /// One message as the act readers search it, and what an earlier reader found that a later one
  /// weighs (the readers run in ``IncomingActs/init(_:language:)``'s order).
  struct Reading {
    let text: String
    let lowered: String
    let searchable: SearchableText
    /// English cue words are whole words ("hate" is not in "whatever"): split once for every check.
    let englishWords: [Substring]
    let language: Language
    // Found by ``IncomingActs/readQuestions(_:)``.
    var praisesAsking = false
    var asksRecommendation = false
    var asksTechHelp = false
    var asksReadersTime = false
    var asksIfDone = false
    var waitsForReader = false
    var asksWhereabouts = false
    var namesRelief = false
    // By ``IncomingActs/readTone(_:)``.
    var tellsJoke = false
    var namesGoodNews = false
    // By ``IncomingActs/readLogistics(_:)`` and ``IncomingActs/oweAnswers(_:)``.
    var saysDelayed = false
    var asksHowItWent = false

    init(_ text: String, language: Language) {
      self.text = text
      self.language = language
      lowered = Lowercasing.lowercased(text)
      // 「赤ちゃんが　生まれる　そうです」: spaces between Japanese words, as some older people and
      // children text, are read past.
      searchable = SearchableText(language == .japanese ? SpacedKana.joiningEverySpace(lowered) : lowered)
      englishWords = language == .english ? LetterWords.words(in: lowered) : []
    }
  }
}
