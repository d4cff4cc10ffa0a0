/// Reading the keywords off a message: after a verb of replying, English keywords written in
/// capitals, digits or quotes, each followed by what it does ("YES to accept", "2 for Saturday")
/// and joined by "or" or a comma; Japanese keywords in corner brackets before 「と返信」 in one sentence.
extension ReplyKeywordChips {
  static let englishVerbWords: Set<String> = ["reply", "text", "respond", "answer", "send", "type"]
  /// Verbs that also take things ("send me the PDF when you can"): their keyword must say at once
  /// what it does ("send YES to 81010", "text Y if you're in").
  static let englishVerbsOfThings: Set<String> = ["text", "send", "type"]
  /// Words between the verb and the keyword ("reply back with the word YES").
  static let englishFillers: Set<String> = ["with", "back", "us", "me", "the", "word", "just", "only", "simply"]
  /// Words after a keyword that say what it does, or join the next; the first four after a verb
  /// of things.
  static let englishFollowers: [String] = ["to", "if", "for", "or", "and", "by", "when", "once"]
  /// Capitals that are no keyword ("reply ASAP to confirm").
  static let englishNonKeywords: Set<String> = [
    "ASAP", "NOW", "TODAY", "TONIGHT", "PLEASE", "PLS", "BY", "I", "A", "AM", "PM", "ALL", "RSVP", "THE", "BACK", "ME",
    "US", "IT", "THIS", "TO",
  ]
  static let quotes: Set<Character> = ["'", "\"", "‘", "’", "“", "”"]

  static func englishKeywords(in text: String) -> [Keyword] {
    let words = text.split { $0 == " " || $0 == "\n" || $0 == "\t" }
    var found = [Keyword]()
    var index = 0
    while index < words.count, found.count < maxKeywords {
      defer { index += 1 }
      let verb = String(bare(words[index]).lowercased())
      guard englishVerbWords.contains(verb) else { continue }
      let followers = englishFollowers.prefix(englishVerbsOfThings.contains(verb) ? 4 : englishFollowers.count)
      var next = index + 1
      while next < words.count, englishFillers.contains(bare(words[next]).lowercased()) { next += 1 }
      while next < words.count, found.count < maxKeywords, let keyword = englishKeyword(words[next]) {
        let endsSentence = words[next].last.map { ".!?".contains($0) } ?? false
        let follower = next + 1 < words.count ? bare(words[next + 1]).lowercased() : nil
        guard endsSentence || follower.map(followers.contains) ?? true || words[next].hasSuffix(",") else {
          break
        }
        // What the keyword does: the words up to the next "or", comma or sentence end.
        var purpose = [String]()
        var cursor = next + 1
        var sentenceEnded = endsSentence
        while !sentenceEnded, !words[cursor - 1].hasSuffix(","), cursor < words.count {
          let word = bare(words[cursor]).lowercased()
          if word == "or" || word == "and" { break }
          purpose.append(word)
          sentenceEnded = words[cursor].last.map { ".!?".contains($0) } ?? false
          cursor += 1
        }
        if !optOuts.contains(keyword.uppercased()) {
          let joined = " " + purpose.joined(separator: " ") + " "
          let declines =
            ["NO", "N", "NOPE"].contains(keyword.uppercased()) || englishDeclines.contains(where: joined.contains)
          found.append(Keyword(text: keyword, declines: declines))
        }
        index = cursor - 1
        if sentenceEnded { break }
        if cursor < words.count, ["or", "and"].contains(bare(words[cursor]).lowercased()) { cursor += 1 }
        next = cursor
      }
    }
    return unique(found)
  }

  /// The keyword `word` spells: quoted ("'Y'"), or capitals and digits ("YES", "C", "2").
  static func englishKeyword(_ word: Substring) -> String? {
    var trimmed = word
    while let last = trimmed.last, ".,;:!?)".contains(last) { trimmed = trimmed.dropLast() }
    while let first = trimmed.first, first == "(" { trimmed = trimmed.dropFirst() }
    if let first = trimmed.first, let last = trimmed.last, trimmed.count >= 3, quotes.contains(first),
      quotes.contains(last)
    {
      let inner = trimmed.dropFirst().dropLast()
      guard (1...12).contains(inner.count), inner.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
      return String(inner)
    }
    guard (1...10).contains(trimmed.count),
      trimmed.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }),
      !englishNonKeywords.contains(String(trimmed))
    else { return nil }
    // Digits alone are a keyword up to two of them ("Reply 1"), not a year or a price.
    if trimmed.allSatisfy(\.isNumber), trimmed.count > 2 { return nil }
    return String(trimmed)
  }

  /// `word` without the punctuation around it.
  static func bare(_ word: Substring) -> Substring {
    guard let first = word.firstIndex(where: { $0.isLetter || $0.isNumber }),
      let last = word.lastIndex(where: { $0.isLetter || $0.isNumber })
    else { return "" }
    return word[first...last]
  }

  /// The verbs that follow a Japanese keyword (「「1」とご返信ください」, 「「はい」で返事してね」).
  static let japaneseVerbStems = ["返信", "返事", "送信", "入力", "お送り", "送って"]

  static func japaneseKeywords(in text: String) -> [Keyword] {
    let characters = Array(text)
    var found = [Keyword]()
    for (index, character) in characters.enumerated() where character == "」" || character == "』" {
      // 「…」と返信, 「…」でご返信, 「…」をお送りください.
      var after = index + 1
      if after + 1 < characters.count, characters[after] == "っ", characters[after + 1] == "て" {
        after += 2
      } else if after < characters.count, "とでを".contains(characters[after]) {
        after += 1
      }
      if after < characters.count, "ごお".contains(characters[after]) { after += 1 }
      let rest = String(characters[after..<min(characters.count, after + 3)])
      guard japaneseVerbStems.contains(where: rest.hasPrefix) else { continue }
      // Every bracketed word of the sentence, with the words before it saying what it does.
      let start = characters[..<index].lastIndex { "。！？!?\n".contains($0) }.map { $0 + 1 } ?? 0
      var cursor = start
      while cursor <= index, found.count < maxKeywords {
        guard let open = characters[cursor...index].firstIndex(where: { $0 == "「" || $0 == "『" }),
          let close = characters[open...index].firstIndex(where: { $0 == "」" || $0 == "』" })
        else { break }
        let word = String(characters[(open + 1)..<close])
        let purpose = String(characters[cursor..<open])
        if (1...10).contains(word.count), !optOuts.contains(word) {
          found.append(Keyword(text: word, declines: japaneseDeclines.contains(where: purpose.contains)))
        }
        cursor = close + 1
      }
    }
    return unique(found)
  }

  static func unique(_ keywords: [Keyword]) -> [Keyword] {
    var seen = Set<String>()
    return keywords.filter { seen.insert($0.text).inserted }
  }
}
