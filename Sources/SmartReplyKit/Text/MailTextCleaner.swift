/// Keeps what an email says: drops quoted lines (`>`), everything after a signature separator
/// (`-- `) or a reply header ("On … wrote:", "-----Original Message-----"), and the greeting and
/// sign-off lines around the body, so the model reads the message, not its envelope.
enum MailTextCleaner {
  static let greetings = ["hi", "hello", "hey", "dear", "good morning", "good afternoon", "good evening"]
  static let signOffs = [
    "thanks", "thank you", "best", "regards", "best regards", "kind regards", "cheers", "sincerely", "warm regards",
    "よろしくお願いします", "よろしくお願いいたします", "以上、よろしくお願いいたします",
  ]
  static let japaneseOpeners = ["お世話になっております", "お世話になります", "いつもお世話になっております", "お疲れさまです", "お疲れ様です"]

  static func clean(_ text: String) -> String {
    var lines = [Substring]()
    for line in TextLines.split(text) {
      let trimmed = WhitespaceTrimming.trimmed(line)
      // A string has a prefix or suffix only if its first or last character is the prefix's or
      // suffix's: those are compared first.
      let first = trimmed.first
      if first == "-", trimmed == "--" || trimmed.hasPrefix("-----Original Message") { break }
      if trimmed.last == ":", isReplyHeader(trimmed) { break }
      if first == ">" || first == nil { continue }
      lines.append(line)
    }
    // A greeting line first ("Hi Ken," / "佐藤様"), a sign-off and a name last.
    if let first = lines.first, isGreeting(first) { lines.removeFirst() }
    if lines.count >= 2, lines.count <= 40, isSignOff(lines[lines.count - 2]),
      !TextSanitizer.isLonger(lines.last!, than: 30)
    {
      lines.removeLast(2)
    } else if let last = lines.last, isSignOff(last) {
      lines.removeLast()
    }
    lines = lines.compactMap(withoutJapaneseOpener)
    let cleaned = lines.joined(separator: "\n")
    return cleaned.isEmpty ? text : cleaned
  }

  /// A line without its opening courtesy (「お疲れさまです。」): nothing when only that and a short
  /// self-introduction (「鈴木です。」) remain, else the message that shares its line.
  private static func withoutJapaneseOpener(_ line: Substring) -> Substring? {
    // Every opener starts with お or い, which no other scalars are canonically equivalent to.
    guard let first = line.unicodeScalars.first, first == "お" || first == "い" else { return line }
    guard let end = openerEnd(line) else { return line }
    let rest = line[end...].drop { "。、！!．. 　".contains($0) }
    return TextSanitizer.isLonger(rest, than: 12) ? rest : nil
  }

  static let openerScalars = japaneseOpeners.map { Array($0.unicodeScalars) }
  /// The longest opener and the scalar after it.
  static let openerWindow = openerScalars.map(\.count).max()! + 1

  /// Where the line's opener ends, if it starts with one. A line whose first scalars are plain
  /// (each a character of its own: kana, kanji, ASCII) is compared scalar by scalar, as its
  /// characters would be; any other line by its characters.
  static func openerEnd(_ line: Substring) -> Substring.Index? {
    let scalars = line.unicodeScalars
    let head = scalars.prefix(openerWindow)
    guard head.allSatisfy(PastTenseDetector.isPlain) else {
      return japaneseOpeners.first { line.hasPrefix($0) }.map { line.index(line.startIndex, offsetBy: $0.count) }
    }
    return openerScalars.first { head.starts(with: $0) }.map { scalars.index(scalars.startIndex, offsetBy: $0.count) }
  }

  private static func isReplyHeader(_ line: Substring) -> Bool {
    (line.hasPrefix("On ") && line.hasSuffix("wrote:")) || line.hasSuffix("のメッセージ:") || line.hasSuffix("wrote:")
  }

  private static func isGreeting(_ line: Substring) -> Bool {
    let lowered = String(WhitespaceTrimming.trimmed(Substring(Lowercasing.lowercased(String(line)))))
    let (first, last) = (lowered.first, lowered.last)
    if last == "," || last == "、", !TextSanitizer.isLonger(lowered, than: 40) {
      if greetings.contains(where: { $0.first == first && lowered.hasPrefix($0) }) { return true }
    }
    return (last == "様" || last == "ん" && lowered.hasSuffix("さん")) && !TextSanitizer.isLonger(lowered, than: 20)
  }

  private static func isSignOff(_ line: Substring) -> Bool {
    let lowered = String(
      WhitespaceTrimming.trimmed(
        WhitespaceTrimming.trimmed(Substring(Lowercasing.lowercased(String(line)))), where: isSignOffPunctuation))
    return signOffs.contains(lowered)
  }

  private static func isSignOffPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "," || scalar == "." || scalar == "!" || scalar == "。"
  }
}
