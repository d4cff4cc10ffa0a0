import Foundation

/// Makes a language model's answer safe to print as a draft body: no terminal escapes, control
/// or bidirectional-override characters, and no lines that could pass for the draft's own
/// `Subject:`/`To:` headers.
enum DraftAnswer {
  /// Header names a body line must not start with.
  /// CSI escapes (colours, cursor moves).
  private static let controlSequence = PreparedRegex(/\x{1B}\[[0-?]*[ -\/]*[@-~]/)
  /// OSC escapes (titles, links).
  private static let operatingSystemCommand = PreparedRegex(/\x{1B}\][^\x{07}\x{1B}]*(?:\x{07}|\x{1B}\\)?/)

  static let headerNames: Set<String> = ["subject", "to", "cc", "bcc", "from", "reply-to", "date", "sender"]

  /// The cleaned body: escapes and control characters removed, header lines at the top dropped
  /// and header-like lines further down indented, surrounding blank lines trimmed.
  static func clean(_ answer: String) -> String {
    var text = answer.replacing(controlSequence.regex, with: "")
    text = text.replacing(operatingSystemCommand.regex, with: "")
    text = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    var scalars = String.UnicodeScalarView()
    scalars.append(
      contentsOf: text.unicodeScalars.filter { $0 == "\n" || $0 == "\t" || !TextSanitizer.isDisallowed($0) })
    var lines = String(scalars).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, isHeader(first) || first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    lines = lines.map { isHeader($0) ? "  " + $0 : $0 }
    return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether `line` starts like an email header (`Subject:`, `to :`).
  static func isHeader(_ line: Substring) -> Bool { isHeader(String(line)) }

  /// Whether `line` starts like an email header (`Subject:`, `to :`).
  static func isHeader(_ line: String) -> Bool {
    guard let colon = line.firstIndex(of: ":") else { return false }
    let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
    return headerNames.contains(name) && !line.hasPrefix(" ")
  }
}
