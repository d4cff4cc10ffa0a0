/// Japanese written with a space between words (「こんど の にちようび おひる たべに いかないか」,
/// 「ポチが　しんだ。」), as children's books do and some older texters write: read with those spaces
/// closed, so that phrase rules and the model see the words joined as everyone else writes them.
enum SpacedKana {
  /// The fewest spaces between Japanese words in a text written this way.
  static let minimumCount = 3
  /// The longest average word between two spaces (spaces only between sentences leave longer runs).
  static let maximumRun = 6

  /// `text` without the spaces between its Japanese words when it is written this way; otherwise
  /// `text` itself. A list of nouns (「牛乳　卵　パン」) is left alone: its words hold no kana endings.
  static func read(_ text: String) -> String {
    guard hasSpace(text) else { return text }
    let scalars = Array(text.unicodeScalars)
    var gaps: [Range<Int>] = []
    var index = 0
    while index < scalars.count {
      guard isSpace(scalars[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count, isSpace(scalars[index]) { index += 1 }
      if start > 0, index < scalars.count, isJapanese(scalars[start - 1]), isJapanese(scalars[index]) {
        gaps.append(start..<index)
      }
    }
    guard gaps.count >= minimumCount else { return text }
    let words = words(of: scalars, between: gaps)
    let letters = words.reduce(0) { $0 + $1.count }
    guard letters <= maximumRun * words.count,
      words.count { $0.contains(where: isHiragana) } * 2 >= words.count
    else { return text }
    // The words are the text between the gaps: joined, they are the text without them.
    return String(String.UnicodeScalarView(words.joined()))
  }

  /// Whether `text` holds a space, ASCII or ideographic (E3 80 80).
  private static func hasSpace(_ text: String) -> Bool {
    var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte == 0x20 || byte == 0x80 && oneBack == 0x80 && twoBack == 0xE3 { return true }
      (twoBack, oneBack) = (oneBack, byte)
    }
    return false
  }

  /// `text` with every space between two Japanese characters closed, however it is written: the
  /// cue phrases of a message's acts are looked for in it (「赤ちゃんが　生まれる そうです」).
  static func joiningEverySpace(_ text: String) -> String {
    guard hasSpace(text) else { return text }
    let scalars = Array(text.unicodeScalars)
    var joined = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if isSpace(scalar), index > 0, index + 1 < scalars.count, !scalars[index - 1].isASCII,
        !scalars[index + 1].isASCII, !isSpace(scalars[index + 1])
      {
        continue
      }
      joined.append(scalar)
    }
    return String(joined)
  }

  /// The runs of `scalars` between the gaps and the text's ends.
  private static func words(of scalars: [Unicode.Scalar], between gaps: [Range<Int>]) -> [ArraySlice<Unicode.Scalar>] {
    var words: [ArraySlice<Unicode.Scalar>] = []
    var start = 0
    for gap in gaps {
      words.append(scalars[start..<gap.lowerBound])
      start = gap.upperBound
    }
    words.append(scalars[start...])
    return words
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\u{3000}" }

  /// Kana, kanji and Japanese punctuation.
  private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
    (0x3001...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
      || (0xFF01...0xFF5E).contains(scalar.value)
  }

  private static func isHiragana(_ scalar: Unicode.Scalar) -> Bool { (0x3041...0x309F).contains(scalar.value) }
}
