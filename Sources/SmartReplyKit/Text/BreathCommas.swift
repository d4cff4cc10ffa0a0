/// Japanese written with a comma after nearly every phrase (「年末は、いつ、帰ってくるのか。」), as some
/// older texters write: read without those commas, so that phrase rules and the model see the
/// words joined as everyone else writes them (「いつ帰ってくる」).
enum BreathCommas {
  /// The fewest commas in a text written this way.
  static let minimumCount = 3
  /// The longest average run of characters between two commas (ordinary prose runs 15 or more).
  static let maximumRun = 10

  /// `text` without its Japanese commas when it is written this way; otherwise `text` itself.
  /// Casual chains without a full stop (「え、うそ、まじ、やば」) are left alone.
  static func read(_ text: String) -> String {
    var commas = 0
    var hasFullStop = false
    // 、 is E3 80 81 and 。 E3 80 82 in UTF-8: most texts are passed with one scan of their bytes.
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if previous == (0xE3, 0x80) {
        if byte == 0x81 { commas += 1 } else if byte == 0x82 { hasFullStop = true }
      }
      previous = (previous.1, byte)
    }
    guard commas >= minimumCount, hasFullStop else { return text }
    let characters = text.unicodeScalars.count { !pauses.contains($0) && !$0.properties.isWhitespace }
    guard characters <= maximumRun * (commas + 1) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "、" }))
  }

  private static let pauses: Set<Unicode.Scalar> = ["、", "。", "！", "？", "!", "?"]
}
