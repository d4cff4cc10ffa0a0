import Foundation

/// Finds what an event is and where, in the words of the message: the event noun with the words
/// that qualify it ("planning meeting", 「キックオフ会議」) and a place ("in the Blue room",
/// 「本社3階」, "on Zoom").
enum EventTitleFinder {
  static let englishNouns: Set<String> = [
    "meeting", "call", "lunch", "dinner", "breakfast", "brunch", "coffee", "drinks", "party", "interview",
    "appointment", "review", "sync", "standup", "workshop", "presentation", "demo", "session", "kickoff",
    "webinar", "class", "lesson", "training", "retro", "retrospective", "meetup", "concert", "movie",
    "reservation", "conference", "offsite", "visit", "tour", "viewing", "checkup", "catchup", "catch-up",
    "hangout", "game", "celebration", "ceremony", "screening", "rehearsal", "practice", "seminar", "briefing",
  ]
  /// Words that never qualify an event noun in a title.
  static let englishStopWords: Set<String> = [
    "the", "a", "an", "our", "my", "your", "their", "his", "her", "this", "that", "next", "quick", "short", "for",
    "to", "of", "on", "at", "in", "with", "and", "or", "about", "is", "be", "join", "have", "schedule", "do",
    "let's", "lets", "us", "we", "you", "i", "can", "could", "would", "shall", "will", "tomorrow", "today",
    "tonight", "s", "t", "there", "any", "some", "are", "for", "go", "grab", "get", "still", "able", "the",
    "book", "set", "up", "plan", "hold", "attend", "come", "coming", "into", "during", "before", "after", "small",
    "big", "little", "brief", "long", "nice", "fun", "usual",
  ]
  static let japaneseNouns = [
    "オンライン会議", "打ち合わせ", "打合せ", "打ち合せ", "ミーティング", "キックオフ", "食事会", "飲み会", "懇親会", "説明会",
    "勉強会", "定例会", "歓迎会", "送別会", "忘年会", "新年会", "誕生日会", "打ち上げ", "パーティー", "レビュー", "面談", "面接",
    "会議", "会食", "商談", "研修", "発表会", "見学", "内覧", "面会", "ランチ", "ディナー", "食事", "定例", "1on1", "電話",
  ]

  /// How many characters either side of the mention are searched for its noun.
  static let reach = 160

  /// The title for an event whose mention is at `range` of `text`: the event noun closest to it.
  static func title(in text: String, near range: Range<String.Index>, japanese: Bool) -> String? {
    let nearby = around(range, in: text)
    return japanese ? japaneseTitle(in: nearby, near: range) : englishTitle(in: nearby, near: range)
  }

  /// The text within ``reach`` characters of `range`. Only the words around a mention are read:
  /// a noun or place farther off does not belong to it, and a long mail must not be searched once
  /// per noun it repeats.
  static func around(_ range: Range<String.Index>, in text: String) -> Substring {
    let start = text.index(range.lowerBound, offsetBy: -reach, limitedBy: text.startIndex) ?? text.startIndex
    let end = text.index(range.upperBound, offsetBy: reach, limitedBy: text.endIndex) ?? text.endIndex
    return text[start..<end]
  }

  static func englishTitle(in text: Substring, near range: Range<String.Index>) -> String? {
    var words: [(word: String, original: Substring, range: Range<String.Index>)] = []
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index].isLetter || text[index].isNumber else {
        index = text.index(after: index)
        continue
      }
      var end = index
      while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "-" || text[end] == "'" {
        end = text.index(after: end)
      }
      words.append((text[index..<end].lowercased(), text[index..<end], index..<end))
      index = end
    }
    let distance = { (candidate: Range<String.Index>) -> Int in
      candidate.upperBound <= range.lowerBound
        ? text.distance(from: candidate.upperBound, to: range.lowerBound)
        : text.distance(from: range.upperBound, to: max(range.upperBound, candidate.lowerBound))
    }
    let nouns = words.indices.filter { englishNouns.contains(words[$0].word) || words[$0].word == "1:1" }
    guard let best = nouns.min(by: { distance(words[$0].range) < distance(words[$1].range) }) else { return nil }
    var first = best
    while first > 0, best - first < 2, isQualifier(words[first - 1].word, original: words[first - 1].original),
      text[words[first - 1].range.upperBound..<words[first].range.lowerBound].allSatisfy({ $0 == " " })
    {
      first -= 1
    }
    var title = words[first...best].map { String($0.original) }.joined(separator: " ")
    // "lunch with Ana"
    if best + 2 < words.count, words[best + 1].word == "with", let initial = words[best + 2].original.first,
      initial.isUppercase
    {
      title += " with " + words[best + 2].original
    }
    return title.prefix(1).uppercased() + title.dropFirst()
  }

  static func isQualifier(_ word: String, original: Substring) -> Bool {
    guard !englishStopWords.contains(word), word.count > 1 || word.first?.isNumber == true,
      EnglishDateTimeScanner.weekdays[word] == nil, EnglishDateTimeScanner.months[word] == nil,
      EnglishDateTimeScanner.periods[word] == nil, !word.hasSuffix("day"), !word.hasSuffix("pm"),
      !word.hasSuffix("am")
    else { return false }
    return true
  }

  static func japaneseTitle(in text: Substring, near range: Range<String.Index>) -> String? {
    var best: (title: String, distance: Int)?
    for noun in japaneseNouns {
      var searchStart = text.startIndex
      while let found = text.range(of: noun, range: searchStart..<text.endIndex) {
        searchStart = found.upperBound
        // Not the tail of a longer noun already listed (会議 of オンライン会議 is found as that).
        let distance =
          found.upperBound <= range.lowerBound
          ? text.distance(from: found.upperBound, to: range.lowerBound)
          : text.distance(from: range.upperBound, to: max(range.upperBound, found.lowerBound))
        var start = found.lowerBound
        var count = 0
        while start > text.startIndex, count < 8 {
          let previous = text.index(before: start)
          guard isCompoundCharacter(text[previous]) else { break }
          start = previous
          count += 1
        }
        var title = String(text[start..<found.upperBound])
        if title.contains(where: { "日週曜時月今来明".contains($0) }) { title = noun }
        if best == nil || distance < best!.distance || (distance == best!.distance && title.count > best!.title.count) {
          best = (title, distance)
        }
      }
    }
    return best?.title
  }

  /// Kanji, katakana and Latin letters: the parts of a compound noun (キックオフ会議, 予算会議).
  static func isCompoundCharacter(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x4E00...0x9FFF, 0x30A1...0x30FA, 0x30FC, 0x41...0x5A, 0x61...0x7A, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
      return true
    default: return false
    }
  }

  /// Where the event mentioned at `range` is, when the message says so near the mention.
  static func location(in text: String, near range: Range<String.Index>, japanese: Bool) -> String? {
    location(in: around(range, in: text), japanese: japanese)
  }

  static func location(in text: Substring, japanese: Bool) -> String? {
    if let match = text.firstMatch(of: Place.online.regex) {
      return String(match.1).capitalized
    }
    if japanese {
      // A named place first (本社3階, 第2会議室), then a bare one (会議室).
      if let match = text.firstMatch(of: Place.japaneseNamed.regex) {
        return String(match.1)
      }
      if let match = text.firstMatch(of: Place.japaneseBare.regex) {
        return String(match.1)
      }
      if text.contains("オンライン") { return "オンライン" }
      return nil
    }
    if let match = text.firstMatch(of: Place.englishVenue.regex) {
      // "at 3pm in the Blue room": the place is after the last "in" or "at".
      var place = Substring(match.1)
      while let cut = place.firstMatch(of: Place.preposition.regex) {
        place = place[cut.range.upperBound...]
      }
      return String(place)
    }
    if let match = text.firstMatch(of: Place.englishNumbered.regex) {
      return String(match.1)
    }
    if let match = text.firstMatch(of: Place.englishProperName.regex) {
      let place = String(match.1)
      let first = place.split(separator: " ").first.map { $0.lowercased() } ?? ""
      if EnglishDateTimeScanner.weekdays[first] == nil, EnglishDateTimeScanner.months[first] == nil,
        EnglishDateTimeScanner.weekdayAbbreviations[first] == nil, !["noon", "midnight", "the"].contains(first)
      {
        return place
      }
    }
    return nil
  }
}

/// The place patterns of `EventTitleFinder.location(in:japanese:)`, built once.
private enum Place {
  static let online = PreparedRegex(/(?i)\b(?:on|via|over) (zoom|teams|google meet|skype|webex)\b/)
  /// A named place (本社3階, 第2会議室).
  static let japaneseNamed = PreparedRegex(
    /([^\s、。はがをにでもの「」（）()]{1,12}(?:会議室|ホール|カフェ|オフィス|ロビー|ビル|駅|階|ルーム)[A-Za-z0-9]{0,3})/)
  /// A bare one (会議室).
  static let japaneseBare = PreparedRegex(/((?:会議室|ホール|カフェ|オフィス|ロビー|ルーム)[A-Za-z0-9]{0,3})/)
  static let englishVenue = PreparedRegex(
    /(?i)\b(?:in|at) ((?:the )?[A-Za-z0-9' ]{1,30}? (?:room|office|cafe|café|hall|lobby|restaurant|bar|park|library|building|floor|studio|station))\b/
  )
  static let englishNumbered = PreparedRegex(/\b(?:in|at) ((?:Room|Conference Room|Building|Suite) [A-Z0-9]{1,6})\b/)
  static let preposition = PreparedRegex(#/(?i)\b(?:in|at|on) /#)
  static let englishProperName = PreparedRegex(/\bat ((?:[A-Z][a-zA-Z'&]+)(?: [A-Z][a-zA-Z'&]+){0,3})/)
}
