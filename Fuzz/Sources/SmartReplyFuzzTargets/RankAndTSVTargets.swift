import Foundation
import SmartReplyCLI
import SmartReplyKit
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
      FuzzCheck.requireNoQuote(error, of: FuzzCheck.quotable(requestTexts(bytes)), "a rank error")
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
    let language = bytes.first.map { $0 & 1 == 0 ? "en" : "ja" } ?? "en"
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
      let replies = text.components(separatedBy: "\n").compactMap { $0.components(separatedBy: "\t").last }
      FuzzCheck.requireNoQuote(error.description, of: FuzzCheck.quotable(replies), "a response-set error")
    }
  }
}
