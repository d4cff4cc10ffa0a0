import Foundation
import SmartReplyCLI
import SmartReplyKit
import SmartReplyModel
import Synchronization

/// The `rank` request handler: one request line (the bytes, newlines and all, as the line reader
/// would hand over one line) in, one JSON object out, with an `id` key and either `scores` or an
/// `error` that never quotes the request's texts.
enum RankTarget {
  /// One handler for the process, as `smartreply rank` keeps one: models load once and the reply
  /// cache fills across requests.
  private static let handler = Mutex(RankRequestHandler())

  static func run(_ bytes: [UInt8]) {
    let answer = handler.withLock { $0.answer(line: bytes) }
    FuzzCheck.require(!answer.contains("\n"), "an answer is one line")
    guard let object = try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any] else {
      FuzzCheck.require(false, "an answer is a JSON object")
      return
    }
    FuzzCheck.require(object.keys.contains("id"), "an answer has an id")
    FuzzCheck.require((object["scores"] == nil) != (object["error"] == nil), "an answer has scores or an error")
    if let error = object["error"] as? String {
      let (texts, others) = ContextTarget.strings(Data(bytes))
      let candidates = requestTexts(bytes)
      FuzzCheck.requireNoQuote(
        error, of: FuzzCheck.quotable(texts + candidates, besides: others.subtracting(candidates)), "a rank error")
    }
  }

  /// The context texts and candidates of a request, when it is JSON.
  static func requestTexts(_ bytes: [UInt8]) -> [String] {
    guard let request = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return [] }
    let context = (request["context"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["text"] as? String }
    return context + (request["candidates"] as? [Any] ?? []).compactMap { $0 as? String }
  }
}

/// The response-set TSV parser. The first byte picks the language; the rest is the file. A set
/// that parses keeps the limits; an error names a line of the file and quotes no reply.
enum ResponseSetTarget {
  static func run(_ bytes: [UInt8]) {
    let language: Language = bytes.first.map { $0 & 1 == 0 ? .english : .japanese } ?? .english
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    do {
      let set = try ResponseSet(language: language, tsv: text, source: "fuzz.tsv")
      FuzzCheck.require(set.replies.count <= ResponseSet.maxReplies, "a set keeps the reply limit")
      FuzzCheck.require(
        set.replies.allSatisfy { !$0.text.isEmpty && $0.text.count <= ResponseSet.maxReplyLength },
        "replies are non-empty and within the length limit")
    } catch {
      let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
      if let line = error.line { FuzzCheck.require((1...lines).contains(line), "an error names a line of the file") }
      FuzzCheck.require(error.source == "fuzz.tsv", "an error names the file")
      // Every problem is one of the parser's fixed sentences (numbers aside): none can carry a
      // reply's text. (A quote check would trip on files whose text repeats those sentences.)
      let template = String(error.problem.unicodeScalars.filter { !("0"..."9").contains($0) }.map(Character.init))
      FuzzCheck.require(Self.problems.contains(template), "a response-set error is one of the parser's sentences")
    }
  }

  static let problems: Set<String> = [
    "polarity must be positive, negative or neutral", "register must be casual, polite or -",
    "expected  tab-separated fields (intent, polarity, act, register, text) or  (intent, text), found ",
    "the intent is empty", "the reply text is empty", "the reply is longer than  characters",
    "the reply contains control or bidirectional-override characters", "more than  replies",
    "act must be " + ListPhrasing.or(ReplyAct.allCases.map(\.rawValue)),
  ]
}
