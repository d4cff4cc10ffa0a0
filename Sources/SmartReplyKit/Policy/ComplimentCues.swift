import SmartReplyModel

/// Words that pay the reader a compliment ("that colour suits you", 「似合ってる」), answered with
/// thanks: a backstop for the message-kind classifier, which learned compliments from few examples.
enum ComplimentCues {
  static let english: [Phrase] = [
    "looks good on you", "looks great on you", "look good in", "look great in", "suits you", "you look amazing",
    "you look great", "you look beautiful", "you look gorgeous", "you look so", "love your", "obsessed with your",
    "you're so talented", "ur so talented", "you're so good at", "you're amazing at", "you're a great",
    "your cooking", "you nailed", "you killed it", "proud of you", "absolute legend", "you're a legend",
    "ur a legend",
  ]
  static let japanese: [Phrase] = [
    "似合って", "似合う", "上手だね", "上手じゃん", "上手すぎ", "上手です", "お上手", "うますぎ", "センスいい", "センスある",
    "センス良", "さすが！", "さすがだ", "さすがです", "さすがじゃん", "天才", "かっこよかった", "見直した", "尊敬します",
  ]

  static func praisesReader(_ text: SearchableText, language: Language) -> Bool {
    text.contains(any: language == .japanese ? japanese : english)
  }
}
