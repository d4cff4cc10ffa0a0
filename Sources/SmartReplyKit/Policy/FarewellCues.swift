/// A goodbye said with one's affairs put in order ("sorted out who gets my guitar… just wanted
/// you to know you're a good mate"), the warning sign of suicide that names no keyword. Either cue
/// alone is everyday ("who gets my old desk when I move?", "thanks for everything!"); only the two
/// together are read as self-harm. So are belongings handed on as needed no more with no everyday
/// reason (「私の本や服、全部もらってください。もう使うことはないので」). Reads lower-cased text with shorthand
/// spelled out.
enum FarewellCues {
  /// Belongings given away, letters left, the reader told they will not need to care any more.
  static let affairsInOrder: [Phrase] = [
    "who gets my", "giving away my", "gave away my", "given away my", "give away my", "giving away all my",
    "gave away all my", "given away all my", "give away all my", "written letters",
    "wrote letters", "written a letter for", "wrote a letter for", "left letters", "left a letter for",
    "letters for mum", "letters for mom", "sorted out my will", "made a will", "made my will", "updated my will",
    "won't have to cover for me", "won't have to worry about me", "won't have to deal with me",
    "won't be a burden", "not be a burden", "my passwords are", "notes for people", "a few notes for",
    "notes for everyone", "wrote notes for", "written notes for",
    "形見", "遺言", "手紙を書いた", "手紙書いた", "手紙書いといた", "手紙を残し", "手紙残し", "譲ることにした", "譲る人",
    "あげる人決めた", "迷惑かけることもない", "迷惑かけなくて済む",
    "身辺整理",
    // Duties handed over so that nobody misses the writer: 「私いなくても回るようにしといた」.
    "いなくても回る", "いなくても困らない", "いなくなっても困らない", "いなくても大丈夫なように", "cope without me",
    "manage without me", "run without me",
    // Nothing more to buy: 「冷蔵庫もう空っぽにした。買い足す必要もないし」.
    "買い足す必要もない", "買い足す必要はない", "もう買う必要もない", "もう買い物する必要", "no need to buy more",
  ]
  /// Thanks for everything, said as a last word by either kind of goodbye.
  static let lastThanks: [Phrase] = [
    "just wanted you to know", "thank you for everything", "thanks for everything", "今までありがとう", "今まで本当にありがとう",
    "今まで色々ありがと", "今までいろいろありがと",
  ]
  /// Thanks and love said as a last word.
  static let partingWords: [Phrase] =
    lastThanks + [
      "always were", "thanks for always",
      "thank you for always", "take care of yourself", "look after yourself", "love you all", "you're a good mate",
      "your a good mate", "you're a good friend", "your a good friend", "you were a good friend",
      "you were a good mate",
      "whatever happens", "best friend i ever", "where i'm going",
      "where im going", "won't be needing", "wont be needing", "you were always the best", "u were always the best",
      "今までほんとにありがとう", "今までいろいろごちそうさま", "今まで色々ごちそうさま", "今までごちそうさま", "さようなら", "さよなら",
      "最後に伝え", "伝えておきたく", "言っておきたく", "言っときたく", "みんなによろしく",
    ]

  /// Belongings handed on (「全部もらってください」, "you can have my guitar").
  static let belongingsHandedOn: [Phrase] = [
    "もらってください", "もらってくれない", "もらってほしい", "貰ってください", "貰ってほしい", "あげといて", "譲りたい",
    "you can have my", "u can have my", "you can have all my", "take all my",
    // "u can keep them, i wont need them after this weekend".
    "you can keep them", "you can keep it", "you can keep my", "you can keep all",
  ]
  /// No use left for them, said without a reason (「もう使うことはないので」, "won't need it").
  static let noUseLeft: [Phrase] = [
    "もう使うことはない", "もう使うこともない", "もう必要ない", "もう私には必要ない", "私にはもう必要ない",
    "もう俺には必要ない", "俺にはもう必要ない", "もう要らないから", "won't need them anymore",
    "won't need it anymore", "wont need them anymore", "wont need it anymore", "no use for them anymore",
    "won't be needing any", "wont be needing any", "won't be needing it", "won't be needing them",
    "won't need them after", "wont need them after", "won't need it after", "wont need it after",
  ]
  /// Everyday reasons to give things away: a move, a new one, a tidy-up, a child grown.
  static let everydayReasons: [Phrase] = [
    "引っ越", "卒業", "買い替え", "買い換え", "新しいの", "断捨離", "大きくなった", "転勤", "moving", "new one", "upgrad",
    "declutter", "graduat", "outgrown", "grew out", "after i get", "got a new", "getting a new", "exam", "試験",
  ]

  /// Thanks for the past said as a last word ("you were always kind to me", 「今までありがとう」).
  static let thanksForThePast: [Phrase] =
    lastThanks + [
      "you were always", "always been kind", "always been good to me", "今までお世話になりました", "i wanted you to know",
      "only one who was ever", "only one who's ever", "only one who has ever",
    ]
  /// Everyday reasons to leave a job or a place, which make a goodbye with belongings cleared an
  /// ordinary one ("last day today, won't be needing any of it").
  static let leavingReasons: [Phrase] = [
    "last day", "new job", "retir", "leaving do", "notice in", "handed in my notice", "started at", "starting at",
    "最終日", "退職", "転職", "送別会",
  ]

  /// Whether `text` gives belongings away as needing them no more, with no everyday reason, or
  /// clears them out as needed no more with thanks for the past ("cleared my locker, won't be
  /// needing any of it. just wanted you to know you were always kind to me").
  static func handsOnBelongings(_ text: SearchableText) -> Bool {
    guard text.contains(any: noUseLeft), !text.contains(any: everydayReasons) else { return false }
    return text.contains(any: belongingsHandedOn)
      || text.contains(any: thanksForThePast) && !text.contains(any: leavingReasons)
  }

  /// Whether `text` puts affairs in order and says goodbye.
  static func saysLastGoodbye(_ text: SearchableText) -> Bool {
    text.contains(any: affairsInOrder) && text.contains(any: partingWords)
  }
}
