import Foundation

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
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "--" || trimmed.hasPrefix("-----Original Message") || isReplyHeader(trimmed) { break }
      if trimmed.hasPrefix(">") || trimmed.isEmpty { continue }
      lines.append(line)
    }
    // A greeting line first ("Hi Ken," / "佐藤様"), a sign-off and a name last.
    if let first = lines.first, isGreeting(first) { lines.removeFirst() }
    if lines.count >= 2, lines.count <= 40, isSignOff(lines[lines.count - 2]), lines.last!.count <= 30 {
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
    guard let opener = japaneseOpeners.first(where: { line.hasPrefix($0) }) else { return line }
    let rest = line.dropFirst(opener.count).drop { "。、！!．. 　".contains($0) }
    return rest.count <= 12 ? nil : rest
  }

  private static func isReplyHeader(_ line: String) -> Bool {
    (line.hasPrefix("On ") && line.hasSuffix("wrote:")) || line.hasSuffix("のメッセージ:") || line.hasSuffix("wrote:")
  }

  private static func isGreeting(_ line: Substring) -> Bool {
    let lowered = line.lowercased().trimmingCharacters(in: .whitespaces)
    if lowered.count <= 40, lowered.hasSuffix(",") || lowered.hasSuffix("、") {
      if greetings.contains(where: { lowered.hasPrefix($0) }) { return true }
    }
    return lowered.count <= 20 && (lowered.hasSuffix("様") || lowered.hasSuffix("さん"))
  }

  private static func isSignOff(_ line: Substring) -> Bool {
    let lowered = line.lowercased().trimmingCharacters(in: .whitespaces).trimmingCharacters(
      in: CharacterSet(charactersIn: ",.!。"))
    return signOffs.contains(lowered)
  }
}
