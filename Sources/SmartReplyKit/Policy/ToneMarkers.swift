import SmartReplyModel

/// What a message's emoji and laughter say of its tone, whatever its words: a sad face marks bad
/// news ("failed again 😞" gets no "Well done!"), laughter ("lol", 「ｗｗ」) asks to be laughed with.
enum ToneMarkers {
  /// Faces and marks of sadness or disappointment. 😭 is left out: texts use it for joy as often.
  static let sadMarkers: [Phrase] = [
    "😞", "😔", "😢", "😟", "☹", "🙁", "😣", "😖", "😩", "😫", "💔", "😿", "(泣)", "（泣）", "(涙)", "（涙）",
  ]
  /// A figure on its knees, read as a word of its own ("orz", not "orzo").
  static let kneeling: Phrase = "orz"
  /// Joy and laughter: a reply that shows one is cheerful, whatever its intent (😍 is no comfort).
  static let joyMarkers: [Phrase] = [
    "😂", "🤣", "😆", "😄", "😁", "😊", "😍", "🥰", "🎉", "🥳", "lol", "haha", "lmao", "ｗｗ", "(笑)", "（笑）",
  ]
  /// Joy, laughter and love, which outweigh a sad mark beside them ("lol 😢", "miss you ❤️😢").
  static let happyMarkers: [Phrase] = joyMarkers + ["❤"]
  /// Laughter: 「笑った」, 「ウケる」, "lol", "haha", 😂.
  static let laughterMarkers: [Phrase] = [
    "😂", "🤣", "😆", "💀", "😹", "lol", "haha", "hehe", "lmao", "lmfao", "rofl", "so funny", "hilarious", "funniest",
    "cracking up", "crying laughing", "i'm dead", "im dead", "ｗｗ", "(笑)", "（笑）", "笑った", "笑える", "笑いすぎ", "ウケる", "ウケた",
    "うける", "爆笑",
  ]

  /// Whether `text` marks itself as sad and nothing marks it as happy.
  static func soundsSad(_ text: SearchableText) -> Bool {
    hasSadMarker(text) && !text.contains(any: happyMarkers)
  }

  /// Whether `text` holds a face or mark of sadness.
  static func hasSadMarker(_ text: SearchableText) -> Bool {
    text.contains(any: sadMarkers) || text.containsWord(kneeling)
  }

  /// Faces of delight and celebration (not laughter, which can go with a mishap: "lol my phone
  /// died 😂" may still get "Oh no!").
  static let delightMarkers: [Phrase] = [
    "😍", "🥰", "🤩", "🎉", "🥳", "🎊", "🔥🔥", "💪", "🙌", "best night of my life", "best day of my life", "best night ever",
    "best day ever", "best weekend ever", "no notes", "人生で一番楽しかった", "最高すぎ",
    // Tears of joy: 「声がもう嬉しそうで…ばあばも泣きそうになったわ」.
    "嬉しそうで", "うれしそうで", "嬉し泣き", "うれし泣き", "嬉しくて泣", "うれしくて泣",
  ]

  /// Whether `text` shows delight and nothing marks it as sad: no sorrowful reply fits it.
  static func soundsDelighted(_ text: SearchableText) -> Bool {
    text.contains(any: delightMarkers) && !hasSadMarker(text)
  }

  /// Whether `text` laughs. In Japanese a 「笑」 that starts no word (「降りた笑」, not 「笑顔」) counts, and
  /// so does a trailing "w" after Japanese (「まじかw」).
  static func laughs(_ text: SearchableText, lowered: String, language: Language) -> Bool {
    if text.contains(any: laughterMarkers) { return true }
    guard language == .japanese else { return false }
    return hasStandaloneWarai(lowered) || endsWithJapaneseW(lowered)
      || (text.contains("ｗ") || text.contains("ww")) && hasWAfterJapanese(lowered)
  }

  /// Whether a full-width ｗ, or two ASCII ones, follow a Japanese letter anywhere (「仕事にならんｗ（写真）」,
  /// 「これ見てww 雪で…」): laughter, as Japanese uses no other w.
  static func hasWAfterJapanese(_ text: String) -> Bool {
    var (previous, beforePrevious): (Unicode.Scalar, Unicode.Scalar) = (" ", " ")
    for scalar in text.unicodeScalars {
      if scalar == "ｗ", isJapaneseLetter(previous) { return true }
      if scalar == "w", previous == "w", isJapaneseLetter(beforePrevious) { return true }
      (beforePrevious, previous) = (previous, scalar)
    }
    return false
  }

  /// Openers of a told joke ("why did the scarecrow…", "knock knock"), which a laugh answers as it
  /// answers laughter (``IncomingActs`` reads both).
  static let jokeOpeners: [[UInt8]] = ["why did the ", "what do you call ", "what did the ", "knock knock", "dad joke"]
    .map { Array($0.utf8) }
  /// Japanese words that announce a pun, anywhere in the message.
  static let japaneseJokes: [Phrase] = ["ダジャレ", "だじゃれ"]

  /// Whether a lowercased text opens with a joke's words (or, in Japanese, announces a pun).
  static func tellsJoke(_ lowered: String, _ searchable: SearchableText) -> Bool {
    let bytes = lowered.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
    return jokeOpeners.contains { bytes.starts(with: $0) } || searchable.contains(any: japaneseJokes)
  }

  static func hasStandaloneWarai(_ text: String) -> Bool {
    var afterWarai = false
    for scalar in text.unicodeScalars {
      if afterWarai, !isJapaneseLetter(scalar) { return true }
      afterWarai = scalar == "笑"
    }
    return afterWarai
  }

  static func endsWithJapaneseW(_ text: String) -> Bool {
    let scalars = text.unicodeScalars.reversed().drop {
      $0.properties.isWhitespace || "。!！?？".unicodeScalars.contains($0)
    }
    let letters = scalars.drop { $0 == "w" || $0 == "ｗ" }
    guard letters.startIndex != scalars.startIndex, let before = letters.first else { return false }
    return isJapaneseLetter(before) || before.properties.isEmojiPresentation || before == "？" || before == "！"
  }

  static func isJapaneseLetter(_ scalar: Unicode.Scalar) -> Bool {
    (0x3041...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) || scalar == "〜"
  }

  /// Words of annoyance, stress and misery (English ones as whole words: "hate" is not in
  /// "whatever"), and faces of anger: venting is bad news, answered with sympathy, never cheer.
  static let upsetWords: WordSet = [
    "ugh", "ughh", "ugggh", "annoying", "annoyed", "frustrated", "frustrating", "pissed", "furious", "livid",
    "infuriating", "ridiculous", "stressed", "exhausted", "miserable", "nightmare", "sucks", "terrible", "awful",
    "horrible", "hate", "worst", "ruined", "disaster", "fml", "smh", "wtf", "unacceptable", "knackered", "drained",
    "fuming", "gutted", "brutal",
  ]
  static let upsetMarkers: [Phrase] = [
    "😤", "😡", "🤬", "🙃", "😒", "🤢", "🤮", "fed up", "so done with", "hung up on me", "最悪", "さいあく", "やだ", "イライラ", "いらいら",
    "むかつく", "ムカつく", "しんどい", "つらい", "ひどい", "酷い", "うざ", "だるい", "ありえない", "あり得ない",
    "萎え", "へこむ", "凹む", "落ち込", "ストレス", "sick of", "over it", "can't deal", "cant deal", "rough day", "long day",
    "bad day", "so tired", "barely slept", "眠れない", "寝れない", "困って", "疲れた", "疲れました", "参った", "勘弁", "腹立", "腹が立",
    "悔しい", "くやしい", "憂鬱", "ゆううつ", "もう嫌", "もうやだ", "めんどくさ", "面倒くさ", "散々", "ついてない", "ツイてない",
    "泣きたい", "キレそう", "嫌になる", "寝不足", "cool cool cool", "send help", "悩む", "悩んでる", "痛い出費", "なんなの",
    "why is he like this", "why is she like this", "why are they like this", "揉めてる", "揉めて", "もめてる",
  ]

  /// Exasperation that joy says too ("I got engaged, I want to scream it from the rooftops"):
  /// venting only in a message that tells no good news.
  static let exasperation: [Phrase] = [
    "want to scream", "wanna scream", "could scream", "could actually scream", "actually scream", "going to scream",
    "gonna scream", "about to scream",
    // "3 months of prep… for nothing lmao": a letdown laughed off.
    "for nothing",
    // Tears, which good news makes joy's: 「初めて朝まで一回も起きずに寝た。ちょっと泣きそう」.
    "泣きそう",
  ]

  /// Whether `text` vents: an upset face or phrase, or one of its English `words`.
  static func soundsUpset(_ text: SearchableText, words: [Substring]) -> Bool {
    text.contains(any: upsetMarkers) || LetterWords.any(of: words, in: upsetWords)
  }
}
