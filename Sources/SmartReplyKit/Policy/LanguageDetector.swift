import SmartReplyModel

/// Tells English and Japanese apart from everything else, by script and by function words.
enum LanguageDetector {
  enum Detection: Hashable {
    case language(Language)
    /// Another language: suggestions would be in the wrong language.
    case other
    /// Nothing to tell from (emoji, URLs, numbers, a lone kanji word).
    case undetermined
  }

  /// Letters of a text by script.
  struct ScriptCounts {
    var kana = 0
    var han = 0
    var latin = 0
    var otherScript = 0
    var accented = 0

    var all: (kana: Int, han: Int, latin: Int, otherScript: Int, accented: Int) {
      (kana, han, latin, otherScript, accented)
    }

    init(_ text: String) {
      for scalar in text.unicodeScalars {
        switch scalar.value {
        // Full-width ｗ is Japanese laughter (「確定ｗ」), written in no other language.
        case 0x3041...0x309F, 0x30A0...0x30FF, 0xFF66...0xFF9D, 0xFF57, 0xFF37: kana += 1
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: han += 1
        case 0x41...0x5A, 0x61...0x7A: latin += 1
        case 0x00...0x7F: break  // spaces, digits and punctuation: not alphabetic
        case 0xC0...0x24F: accented += 1
        default:
          if scalar.properties.isAlphabetic, !(0x3000...0x303F).contains(scalar.value) { otherScript += 1 }
        }
      }
    }
  }

  static func detect(_ text: String) -> Detection {
    let text = LinkDetector.removingLinks(text)
    let (kana, han, latin, otherScript, accented) = ScriptCounts(text).all
    if kana > 0, kana + han >= otherScript + latin / 4 { return .language(.japanese) }
    if han > 0, kana == 0, latin == 0 {
      // 「何時着？」: words Chinese writes otherwise (几点, 明天).
      if japaneseOnlyKanjiWords.contains(where: text.contains)
        || text.unicodeScalars.contains(where: japaneseOnlyKanji.contains),
        !isPlainlyChinese(text)
      {
        return .language(.japanese)
      }
      return han > 4 ? .other : .undetermined
    }
    if otherScript > latin + accented { return .other }
    // 「¿」 and 「¡」 open questions and exclamations in Spanish only.
    if text.unicodeScalars.contains(where: { $0 == "¿" || $0 == "¡" }) { return .other }
    guard latin + accented > 0 else { return .undetermined }
    var (words, english, foreign) = (0, 0, 0)
    LetterWords.forEachWord(in: Lowercasing.lowercased(text), apostrophes: true) { word in
      words += 1
      if LanguageWords.english.contains(utf8: word) || LanguageWords.hasEnglishEnding(utf8: word) { english += 1 }
      if LanguageWords.otherLatin.contains(utf8: word) { foreign += 1 }
    }
    // A longer text where English words are a small share ("Kochanie, obiad w niedzielę… u babci")
    // is another language that happens to share a shorthand or two with English.
    if words >= 6, english * 5 < words, foreign + accented > 0 { return .other }
    if english > foreign { return .language(.english) }
    if foreign > english || accented * 10 > latin { return .other }
    // Three or more words and not one English word: another Latin-script language.
    if words >= 3 { return .other }
    return latin > 0 ? .language(.english) : .undetermined
  }

  /// The language to answer in: that of the newest message by someone else, else of the other
  /// messages, newest first.
  static func conversationLanguage(_ turns: [PreparedConversation.Turn]) -> Detection {
    let ordered = turns.reversed().filter { !$0.isFromSelf } + turns.reversed().filter(\.isFromSelf)
    // Kanji alone (「明日筋肉痛確定」) reads as Chinese unless the conversation has Japanese in it.
    var kanjiOnly = false
    for turn in ordered {
      let detection = detect(turn.text)
      if detection == .other, isKanjiOnly(turn.text), !isPlainlyChinese(turn.text) {
        kanjiOnly = true
        continue
      }
      if kanjiOnly { return detection == .language(.japanese) ? detection : .other }
      if detection != .undetermined { return detection }
    }
    return kanjiOnly ? .other : .undetermined
  }

  /// Whether a text uses Chinese letters Japanese never writes (simplified forms, Chinese function
  /// words): 「我们周六去看展览怎么样？」 is Chinese whatever the conversation around it.
  static func isPlainlyChinese(_ text: String) -> Bool {
    text.unicodeScalars.lazy.filter { chineseOnly.contains($0) }.prefix(2).count == 2
  }
  /// Kanji words Japanese writes and Chinese does not (几点, 哪天; 「明日」, 「今日」 and 「了解」 are
  /// written in Chinese too): 「雪、大丈夫？」.
  static let japaneseOnlyKanjiWords = ["何時", "何日", "何人", "大丈夫", "承知", "本日"]
  /// Kanji only Japanese writes, in the forms it simplified its own way (「駅前集合」, 「発表会」):
  /// 気 not 气 or 氣, 駅 not 站 or 驛, 楽 not 乐 or 樂.
  static let japaneseOnlyKanji = Set("気駅楽様円県発図読売続関険験歳戦労働薬転込畑峠枠済渋従桜沢".unicodeScalars)
  static let chineseOnly = Set(
    "们吗呢么这你说见时间过还对给让谢请问哪览铁两车东门电话边动怎样饭买卖开关发现经济".unicodeScalars)

  private static func isKanjiOnly(_ text: String) -> Bool {
    let counts = ScriptCounts(LinkDetector.removingLinks(text))
    return counts.han > 0 && counts.kana == 0 && counts.latin == 0 && counts.otherScript == 0
  }

  /// The model to read a conversation with when no language is given: the conversation's
  /// language when it is English or Japanese; else Japanese when the newest text with letters is
  /// mostly in Japanese script (a lone kanji word), else English.
  static func modelLanguage(_ turns: [PreparedConversation.Turn]) -> Language {
    if case .language(let language) = conversationLanguage(turns) { return language }
    let newest = turns.reversed().lazy.map { ScriptCounts(LinkDetector.removingLinks($0.text)) }.first {
      $0.kana + $0.han + $0.latin + $0.accented + $0.otherScript > 0
    }
    guard let newest else { return .english }
    return newest.kana + newest.han > newest.latin + newest.accented + newest.otherScript ? .japanese : .english
  }
}
