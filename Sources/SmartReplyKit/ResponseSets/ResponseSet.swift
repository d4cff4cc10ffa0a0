import Foundation
import SmartReplyModel

/// The replies suggestions are chosen from, for one language.
///
/// The file format is tab-separated, one reply per line: `intent, polarity, act, register, text`
/// (or just `intent, text` for an app's own additions: neutral, an answer, any register); the act
/// is a ``ReplyAct`` name, the intent any name; `#` starts a comment line.
public struct ResponseSet: Sendable, Hashable {
  /// The language of the replies.
  public var language: Language
  /// The replies, in file order.
  public var replies: [CandidateReply]

  /// Creates a set from replies.
  public init(language: Language, replies: [CandidateReply]) {
    self.language = language
    self.replies = replies
  }

  /// Most replies one set may hold.
  package static let maxReplies = 20_000
  /// Longest reply text accepted, in characters.
  package static let maxReplyLength = 200

  /// Parses the tab-separated format; `source` names the file in errors. Works on UTF-8 bytes:
  /// splitting by Character would run grapheme breaking over the whole file at start-up.
  public init(language: Language, tsv text: String, source: String) throws(ResponseSetError) {
    var replies = [CandidateReply]()
    let bytes = Array(text.utf8)
    var lineStart = 0
    var lineNumber = 0
    while lineStart < bytes.count {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      lineNumber += 1
      let line = Self.trimmed(bytes[lineStart..<lineEnd])
      lineStart = lineEnd + 1
      if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
      let number = lineNumber
      func fail(_ problem: String) -> ResponseSetError {
        ResponseSetError(source: source, line: number, problem: problem)
      }
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
        String(decoding: Self.trimmed($0), as: UTF8.self)
      }
      let reply: CandidateReply
      switch fields.count {
      case 2:
        reply = CandidateReply(text: fields[1], intent: ReplyIntent(fields[0]))
      case 5:
        guard let polarity = CandidateReply.Polarity(rawValue: fields[1]) else {
          throw fail("polarity must be positive, negative or neutral")
        }
        guard let act = ReplyAct(rawValue: fields[2]) else { throw fail("act must be \(ReplyAct.nameList)") }
        guard let register = CandidateReply.Register(rawValue: fields[3]) else {
          throw fail("register must be casual, polite or -")
        }
        reply = CandidateReply(
          text: fields[4], intent: ReplyIntent(fields[0]), polarity: polarity, act: act, register: register)
      default:
        throw fail(
          "expected 5 tab-separated fields (intent, polarity, act, register, text) or 2 (intent, text), found \(fields.count)"
        )
      }
      guard !reply.intent.rawValue.isEmpty else { throw fail("the intent is empty") }
      guard !reply.text.isEmpty else { throw fail("the reply text is empty") }
      guard reply.text.unicodeScalars.count <= Self.maxReplyLength || reply.text.count <= Self.maxReplyLength else {
        throw fail("the reply is longer than \(Self.maxReplyLength) characters")
      }
      guard !TextSanitizer.containsDisallowed(reply.text) else {
        throw fail("the reply contains control or bidirectional-override characters")
      }
      guard replies.count < Self.maxReplies else { throw fail("more than \(Self.maxReplies) replies") }
      replies.append(reply)
    }
    self.init(language: language, replies: replies)
  }

  /// `bytes` without surrounding spaces and carriage returns.
  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return bytes[first...last]
  }

  /// Reads a response file.
  public init(language: Language, contentsOf url: URL) throws(ResponseSetError) {
    let data: [UInt8]
    do {
      data = try FileReading.read(url, limit: 8 * 1_048_576)
    } catch {
      throw ResponseSetError(source: url.path, line: nil, problem: error.problem)
    }
    guard !TextEncodingHint.looksLikeUTF16(data), let text = String(validating: data, as: UTF8.self) else {
      let hint = TextEncodingHint.looksLikeUTF16(data) ? "; it looks like UTF-16: save it as UTF-8" : ""
      throw ResponseSetError(source: url.path, line: nil, problem: "not UTF-8 text\(hint)")
    }
    try self.init(language: language, tsv: text, source: url.path)
    guard !replies.isEmpty else {
      throw ResponseSetError(source: url.path, line: nil, problem: "holds no replies (only blank or # comment lines)")
    }
  }

  /// The set bundled for `language`.
  public static func bundled(language: Language) throws(ResponseSetError) -> ResponseSet {
    let name = "responses-\(language.rawValue)"
    guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Resources") else {
      throw ResponseSetError(source: name + ".tsv", line: nil, problem: "no bundled response set")
    }
    return try ResponseSet(language: language, contentsOf: url)
  }

  /// The distinct intents, in first-seen order.
  public var intents: [ReplyIntent] {
    var seen = Set<ReplyIntent>()
    return replies.map(\.intent).filter { seen.insert($0).inserted }
  }

  /// This set plus `more` (an app's own replies), skipping texts already present.
  public func adding(_ more: [CandidateReply]) -> ResponseSet {
    var texts = Set(replies.map(\.text))
    return ResponseSet(language: language, replies: replies + more.filter { texts.insert($0.text).inserted })
  }
}

/// A response file that could not be used, with the line at fault.
public struct ResponseSetError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file or resource.
  public var source: String
  /// The 1-based line, when one line is at fault.
  public var line: Int?
  /// What is wrong.
  public var problem: String

  /// `responses.tsv:12: polarity must be positive, negative or neutral`
  public var description: String {
    line.map { "\(source):\($0): \(problem)" } ?? "\(source): \(problem)"
  }
}
