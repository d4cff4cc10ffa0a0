/// A goodbye said with one's affairs put in order ("sorted out who gets my guitar… just wanted
/// you to know you're a good mate"), the warning sign of suicide that names no keyword. Either cue
/// alone is everyday ("who gets my old desk when I move?", "thanks for everything!"); only the two
/// together are read as self-harm. Reads lower-cased text with shorthand spelled out.
enum FarewellCues {
  /// Belongings given away, letters left, the reader told they will not need to care any more.
  static let affairsInOrder: [Phrase] = [
    "who gets my", "giving away my", "gave away my", "given away my", "give away my", "written letters",
    "wrote letters", "written a letter for", "wrote a letter for", "left letters", "left a letter for",
    "letters for mum", "letters for mom", "sorted out my will", "made a will", "made my will", "updated my will",
    "won't have to cover for me", "won't have to worry about me", "won't have to deal with me",
    "won't be a burden", "not be a burden", "my passwords are",
    "形見", "遺言", "手紙を書いた", "手紙書いた", "手紙書いといた", "手紙を残し", "手紙残し", "譲ることにした", "譲る人",
    "あげる人決めた", "迷惑かけることもない", "迷惑かけなくて済む",
    "身辺整理",
  ]
  /// Thanks and love said as a last word.
  static let partingWords: [Phrase] = [
    "just wanted you to know", "always were", "thank you for everything", "thanks for everything", "thanks for always",
    "thank you for always", "take care of yourself", "look after yourself", "love you all", "you're a good mate",
    "your a good mate", "you're a good friend", "your a good friend", "best friend i ever",
    "今までありがとう", "今まで本当にありがとう", "今までほんとにありがとう", "さようなら", "さよなら",
    "最後に伝え", "伝えておきたく", "言っておきたく", "言っときたく", "みんなによろしく",
  ]

  /// Whether `text` puts affairs in order and says goodbye.
  static func saysLastGoodbye(_ text: SearchableText) -> Bool {
    text.contains(any: affairsInOrder) && text.contains(any: partingWords)
  }
}
