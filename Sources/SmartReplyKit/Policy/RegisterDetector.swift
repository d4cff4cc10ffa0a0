/// Picks casual or polite Japanese from how the conversation is written: polite when the newest
/// message by someone else, or the user's own latest message, uses です・ます forms.
package enum RegisterDetector {
  static let politeMarkers: [Phrase] = [
    "です", "ました", "ません", "ください", "ございます", "でしょうか", "いたし", "お願いし", "いただ", "様",
  ]

  package static func isPolite(_ text: String) -> Bool { isPolite(text, searchable: SearchableText(text)) }

  static func isPolite(_ text: String, searchable: SearchableText) -> Bool {
    searchable.contains(any: politeMarkers) || hasPoliteMasu(text, searchable: searchable)
  }

  static let masu = Phrase("ます")
  static let gi = Phrase("ぎ")

  /// 「ます」 as a verb ending, not the start of 「〜すぎ」 after an adjective (「うますぎ」: too good).
  /// In plain text (kana, kanji, ASCII: nothing a search could match in another normal form) the
  /// bytes are searched; elsewhere Foundation's search, which matches equivalent forms, decides.
  static func hasPoliteMasu(_ text: String, searchable: SearchableText) -> Bool {
    guard searchable.mayContain(masu) else { return false }
    if text.unicodeScalars.allSatisfy(PastTenseDetector.isPlain) {
      var start = 0
      while let range = searchable.range(of: masu.bytes, from: start) {
        if !searchable.bytes[range.upperBound...].starts(with: gi.bytes) { return true }
        start = range.upperBound
      }
      return false
    }
    var rest = text[...]
    while let range = rest.range(of: "ます") {
      if !rest[range.upperBound...].hasPrefix("ぎ") { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  static func register(for turns: [PreparedConversation.Turn]) -> CandidateReply.Register {
    let newestOther = turns.last { !$0.isFromSelf }
    let latestOwn = turns.last { $0.isFromSelf }
    return [newestOther, latestOwn].compactMap { $0 }.contains { turn in
      let searchable = SearchableText(turn.text)
      return isPolite(turn.text, searchable: searchable) && !readsCasual(searchable)
    } ? .polite : .casual
  }

  /// Endings and forms of address only casual speech uses.
  static let casualMarkers: [Phrase] = [
    "ちゃん", "くん", "じゃん", "だよ", "だね", "だよね", "ごめんね", "もらえる？", "もらえる?", "くれる？", "くれる?",
    "かな？", "かな?", "笑", "だけど", "でしょ？", "よー", "ねー", "お願いね", "よろしくね", "〜！", "～！",
    // 「まだ内緒にしといてね🤫」, 「転んじゃった」.
    "てね", "といて", "ちゃった", "ちゃって", "じゃって", "それがね",
    // 「学校終わったら早く帰っておいで」.
    "おいで",
  ]

  /// 「ゆきちゃん！…結婚式することになりました💍 住所教えてもらえる？」: news told with a ました among
  /// more casual endings than polite ones is a casual message (a business mail's keigo never comes
  /// with 「ちゃん」 or 「じゃん」).
  /// Each ます counts as polite (「入れといてもらえます？…場所わかりますか？」 is polite however
  /// casually it 「壊れちゃって」).
  static func readsCasual(_ searchable: SearchableText) -> Bool {
    let casual = casualMarkers.count { searchable.contains($0) }
    guard casual >= 2 else { return false }
    return casual > politeMarkers.count { searchable.contains($0) } + searchable.occurrences(of: masu)
  }
}
