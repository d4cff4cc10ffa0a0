import SmartReplyModel

/// Where a lost thing is ("where did you put the charger", 「ママ体操服どこ？？」): looked for and
/// answered later (「確認してみるね」), never with the reader's own whereabouts ("On my way!").
enum ThingLocationCues {
  /// Whether a where-question asks after a thing ("where's my charger", 「体操服どこ？」) rather than
  /// the reader's whereabouts (「今どこ？」) or a place to go (「どこ行く？」).
  static func asksWhereAThingIs(_ text: SearchableText, language: Language) -> Bool {
    if language == .english { return text.contains(any: englishThingQuestions) }
    guard !text.contains(any: japaneseWhereaboutsAndPlans) else { return false }
    return text.contains(any: japaneseThingQuestions)
  }
  static let englishThingQuestions: [Phrase] = [
    "where's my", "wheres my", "where is my", "where are my", "where did you put", "where'd you put", "where did u put",
    "where's the", "wheres the", "where is the", "where are the",
  ]
  static let japaneseThingQuestions: [Phrase] = [
    "どこにある", "どこある", "どこやった", "どこ置いた", "どこにおいた", "どこに置いた", "どこしまった",
    "どこ？", "どこ?", "どこだっけ",
  ]
  /// Where the reader is or where to go: 「今どこ？」, 「どこ行く？」, 「どこ集合？」.
  static let japaneseWhereaboutsAndPlans: [Phrase] = [
    "今どこ", "いまどこ", "どこにいる", "どこいる", "どこいく", "どこ行", "どこにする", "どこで", "どこ集合", "集合", "待ち合わせ", "どこがいい", "どこら辺",
    "どのへん", "どの辺", "着いた", "ついた",
  ]
}
