import SmartReplyModel

/// Tells whether a date or time is mentioned as the past ("we met on Monday", 「月曜に会った」),
/// from the words around it in its sentence, up to the neighbouring mentions.
enum PastTenseDetector {
  /// English words that put a mention in the past.
  static let englishMarkers: WordSet = [
    "met", "was", "were", "had", "did", "went", "came", "saw", "talked", "spoke", "happened", "attended",
    "visited", "enjoyed", "missed", "yesterday", "ago", "born", "arrived", "landed", "woke", "took", "slept",
    // A crime or a mishap told: "number 31 got burgled around 2am".
    "burgled", "robbed", "stolen", "crashed", "died",
  ]
  /// English words that keep it in the future in spite of a marker ("was moved to Friday",
  /// "I was wondering if Friday works").
  static let englishOverrides: WordSet = [
    "moved", "rescheduled", "postponed", "pushed", "changed", "scheduled", "booked", "planned", "wondering",
    "hoping", "thinking", "going", "will", "ll", "wanted", "confirmed", "set", "invited", "reserved", "next",
  ]
  /// Japanese endings after a mention that put it in the past.
  static let japaneseMarkers = [
    "会った", "会いました", "行った", "行きました", "来た", "来ました", "話した", "話しました", "でした", "だった",
    "終わった", "終わりました", "ありがとうございました", "楽しかった", "済んだ", "済みました", "参加した", "参加しました",
    "会えて", "お会いできて",
  ]
  /// What may follow a Japanese past ending and make it a check of a plan (明日でしたよね？).
  static let japaneseQuestionTails: [Unicode.Scalar] = ["よ", "っ", "ら", "か", "け", "ね"]
  static let windowLength = 120

  /// Whether `text` holds a word that can put a mention in the past (a marker, "last", 「先週」, 「昨日」):
  /// most messages hold none, and need no scan for ``DateTimeDetector/namesOnlyThePast(_:)``.
  static func mayTellThePast(_ text: SearchableText, words: [Substring], language: Language) -> Bool {
    language == .japanese
      ? text.contains(any: japanesePastPhrases)
      : LetterWords.any(of: words, in: englishMarkers) || words.contains("last")
  }
  static let japanesePastPhrases = (japaneseMarkers + JapaneseDateTimeScanner.pastWords + ["先週"]).map { Phrase($0) }

  static func isPast(_ mention: DateTimeMention, previousUpper: Int, nextLower: Int, in text: ScannedText) -> Bool {
    let left = sentenceStart(before: mention.lower, limit: max(previousUpper, mention.lower - windowLength), in: text)
    let right = sentenceEnd(after: mention.upper, limit: min(nextLower, mention.upper + windowLength), in: text)
    var sawMarker = false
    for (side, (lower, upper)) in [(left, mention.lower), (mention.upper, right)].enumerated() {
      var position = lower
      while position < upper {
        // A marker before the mention settles it unless its own clause moves it ("got burgled around
        // 2am, police are going door to door" is past; "saw your message, dinner at 7 next week?" is not).
        if side == 1, sawMarker, text.scalars[position] == "," { return true }
        guard text.isLetter(position) else {
          position += 1
          continue
        }
        var end = position
        while text.isLetter(end) { end += 1 }
        if end - position <= 12 {
          let word = text.scalars[position..<end]
          if englishOverrides.contains(word) { return false }
          if englishMarkers.contains(word) { sawMarker = true }
        }
        position = end
      }
    }
    if sawMarker { return true }
    return hasJapanesePastEnding(from: mention.upper, to: right, in: text)
  }

  /// Whether one of the ``japaneseMarkers`` follows in `lower..<upper`, not as a check of a plan.
  static func hasJapanesePastEnding(from lower: Int, to upper: Int, in text: ScannedText) -> Bool {
    let window = text.scalars[min(max(0, lower), text.count)..<min(max(lower, upper), text.count)]
    // Every marker, and every form canonically equivalent to one, is kana and kanji.
    guard window.contains(where: { $0.value >= 0x3000 }) else { return false }
    guard window.allSatisfy(isPlain) else { return hasJapanesePastEnding(in: text.string(lower, upper)) }
    // Here every scalar is a whole character in composed form, so texts are canonically equivalent
    // only when their scalars are the same: Foundation's search below would find exactly the first
    // run of the marker's scalars, at many times the cost.
    for marker in japaneseMarkerScalars {
      guard let start = firstIndex(of: marker, in: window) else { continue }
      let end = start + marker.count
      if end < window.endIndex, japaneseQuestionTails.contains(window[end]) { continue }
      return true
    }
    return false
  }

  /// The same on any text, with Foundation's search (which matches canonically equivalent forms).
  static func hasJapanesePastEnding(in after: String) -> Bool {
    for marker in japaneseMarkers {
      guard let range = after.range(of: marker) else { continue }
      if let next = after[range.upperBound...].unicodeScalars.first, japaneseQuestionTails.contains(next) { continue }
      return true
    }
    return false
  }

  static let japaneseMarkerScalars: [[Unicode.Scalar]] = japaneseMarkers.map { Array($0.unicodeScalars) }

  /// Scalars that are a whole character in composed normal form and never combine with a
  /// neighbour: printable ASCII, tab, newline, kana, common kanji and Japanese punctuation.
  static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x20...0x7E, 0x3001...0x3003, 0x300C...0x300F, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC,
      0x4E00...0x9FFF:
      true
    default: false
    }
  }

  /// The first position where `pattern` starts in `window`.
  static func firstIndex(of pattern: [Unicode.Scalar], in window: ArraySlice<Unicode.Scalar>) -> Int? {
    guard let first = pattern.first, window.count >= pattern.count else { return nil }
    var start = window.startIndex
    while start <= window.endIndex - pattern.count {
      if window[start] == first, window[start..<start + pattern.count].elementsEqual(pattern) { return start }
      start += 1
    }
    return nil
  }

  static func sentenceStart(before position: Int, limit: Int, in text: ScannedText) -> Int {
    var position = position
    while position > limit, let scalar = text[position - 1], !isTerminator(scalar, at: position - 1, in: text) {
      position -= 1
    }
    return position
  }

  static func sentenceEnd(after position: Int, limit: Int, in text: ScannedText) -> Int {
    var position = position
    while position < limit, let scalar = text[position], !isTerminator(scalar, at: position, in: text) {
      position += 1
    }
    return position
  }

  /// Sentence ends: ! ? 。 newline ; and a full stop followed by a space or the end.
  static func isTerminator(_ scalar: Unicode.Scalar, at position: Int, in text: ScannedText) -> Bool {
    // A switch, not a set: this runs for every scalar of a sentence, and a set hashes each.
    switch scalar {
    case "!", "?", "。", "！", "？", "\n", ";": return true
    case ".": return text[position + 1] == nil || text.isSpace(position + 1) || text[position + 1] == "\n"
    default: return false
    }
  }

  /// Whether a sentence ends between two positions.
  static func hasSentenceBreak(from lower: Int, to upper: Int, in text: ScannedText) -> Bool {
    guard upper - lower <= 200 else { return true }
    var position = lower
    while position < upper {
      if let scalar = text[position], isTerminator(scalar, at: position, in: text) { return true }
      position += 1
    }
    return false
  }
}
