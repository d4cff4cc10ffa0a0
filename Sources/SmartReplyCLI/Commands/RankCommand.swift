import Foundation
import SmartReplyKit
import SmartReplyModel
import Synchronization

/// `smartreply rank`: the ranking protocol for outside harnesses, one JSON request per line in,
/// one JSON answer per line out, in order, flushed after each line.
struct RankCommand: Command {
  let name = "rank"
  let summary = "Score candidate replies for JSONL requests on standard input"
  let help = """
    USAGE: smartreply rank [--model <file>]...

    Reads one request per line from standard input:
      {"id": "...", "lang": "en"|"ja", "context": [{"text": "...", "self": false}, ...],
       "candidates": ["...", ...]}
    (context oldest first; "self" marks the replying user's own turns) and writes one answer per
    line, in order: {"id": "...", "scores": [one number per candidate]}, higher is better.
    A bad line gets {"id": ..., "error": "..."} and the stream goes on. Without "lang" (or with
    another language) the model is chosen from the script of the text and a "warning" says so.
    Candidates seen in recent requests (up to 10,000 texts per language) are not encoded again.

    OPTIONS:
      --model <file>   use this model for its language instead of the bundled one (repeatable)
    """
  let valuedOptions: Set<String> = ["model"]
  let flagOptions: Set<String> = []

  /// Requests larger than this are answered with an error without being parsed.
  static let maxLineBytes = 8 * 1_048_576
  /// Most candidates in one request.
  static let maxCandidates = 10_000

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    var models = ModelCache()
    for path in arguments.values("model") {
      try models.add(ModelLoading.model(path: path, language: nil, hint: path))
    }
    var reader = console.lineReader(limit: Self.maxLineBytes)
    while let line = reader.next() {
      switch line {
      case .tooLong(let bytes):
        console.print(
          Self.encode([
            "id": NSNull(), "error": "request of \(bytes) bytes is over the \(Self.maxLineBytes)-byte limit",
          ]))
      case .line(let bytes):
        if bytes.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) { continue }
        console.print(Self.encode(answer(bytes, models: &models)))
      }
    }
    return 0
  }

  func answer(_ line: [UInt8], models: inout ModelCache) -> [String: Any] {
    guard line.count <= Self.maxLineBytes else {
      return ["id": NSNull(), "error": "request of \(line.count) bytes is over the \(Self.maxLineBytes)-byte limit"]
    }
    if let offset = ConversationDocument.firstInvalidUTF8Offset(Data(line)) {
      return ["id": NSNull(), "error": "invalid UTF-8 at byte \(offset); requests must be UTF-8"]
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(line)) else {
      return ["id": NSNull(), "error": "malformed JSON"]
    }
    if let duplicate = JSONDuplicateKeys.first(in: line) {
      return ["id": NSNull(), "error": duplicate.description]
    }
    guard let request = object as? [String: Any] else {
      return ["id": NSNull(), "error": "the request must be a JSON object"]
    }
    let id: Any = request["id"].flatMap { $0 is String || $0 is NSNumber ? $0 : nil } ?? NSNull()
    func failure(_ message: String) -> [String: Any] { ["id": id, "error": message] }
    guard let rawContext = request["context"] as? [Any] else { return failure("context: expected an array of turns") }
    var turns: [ConversationTurn] = []
    for (index, item) in rawContext.enumerated() {
      guard let turn = item as? [String: Any], let text = turn["text"] as? String else {
        return failure("context[\(index)].text: expected a string")
      }
      let isSelf = turn["self"] ?? false
      guard let flag = isSelf as? Bool else { return failure("context[\(index)].self: expected true or false") }
      turns.append(ConversationTurn(text: text, isSelf: flag))
    }
    guard let rawCandidates = request["candidates"] as? [Any] else {
      return failure("candidates: expected an array of strings")
    }
    guard rawCandidates.count <= Self.maxCandidates else {
      return failure("candidates: \(rawCandidates.count) is over the limit of \(Self.maxCandidates)")
    }
    var candidates: [String] = []
    for (index, item) in rawCandidates.enumerated() {
      guard let text = item as? String else { return failure("candidates[\(index)]: expected a string") }
      candidates.append(text)
    }
    var warning: String? = nil
    var language = request["lang"] as? String ?? ""
    if !ModelCache.languages.contains(language) {
      let detected = turns.last.map { AnalyzedText($0.text).isMostlyJapanese } == true ? "ja" : "en"
      warning = "lang \(language.isEmpty ? "missing" : "not en or ja"); scored with the \(detected) model"
      language = detected
    }
    let model: ReplyRankingModel
    do {
      model = try models.model(for: language)
    } catch {
      return failure("\(error)")
    }
    var answer: [String: Any] = [
      "id": id,
      "scores": models.withReplyCache(for: language) {
        model.scores(context: turns, candidates: candidates, cache: &$0)
      }.map { Double($0) },
    ]
    if let warning { answer["warning"] = warning }
    return answer
  }

  /// One JSON line; an answer that cannot be encoded (a score that is not a number) becomes an
  /// error that keeps the request's id.
  static func encode(_ answer: [String: Any]) -> String {
    let failure = ["id": answer["id"] ?? NSNull(), "error": "internal: answer could not be encoded"]
    for object in [answer, failure, ["id": NSNull(), "error": "internal: answer could not be encoded"]]
    where JSONSerialization.isValidJSONObject(object) {
      if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
        return String(decoding: data, as: UTF8.self)
      }
    }
    return #"{"error":"internal: answer could not be encoded","id":null}"#
  }
}

/// The `rank` protocol without a process: one request line in, one answer line out, with the
/// bundled models loaded on first use and replies cached across requests, as `smartreply rank`
/// does. For harnesses that link the package, and for the fuzz target of the protocol.
public struct RankRequestHandler {
  private var models = ModelCache()

  /// Creates a handler on the bundled models.
  public init() {}

  /// The JSON answer (one line, no newline) to one request line.
  public mutating func answer(line: [UInt8]) -> String {
    RankCommand.encode(RankCommand().answer(line, models: &models))
  }
}

/// Models by language, loaded on first use, each with a cache of the replies it has encoded
/// (harnesses send the same candidates with many contexts).
struct ModelCache {
  static let languages: Set<String> = ["en", "ja"]
  private var models: [String: ReplyRankingModel] = [:]
  private var replyCaches: [String: ReplyEncodingCache] = [:]

  mutating func add(_ model: ReplyRankingModel) {
    models[model.header.language] = model
    replyCaches[model.header.language] = nil
  }

  mutating func withReplyCache<T>(for language: String, _ body: (inout ReplyEncodingCache) -> T) -> T {
    var cache = replyCaches.removeValue(forKey: language) ?? ReplyEncodingCache()
    defer { replyCaches[language] = cache }
    return body(&cache)
  }

  mutating func model(for language: String) throws -> ReplyRankingModel {
    if let model = models[language] { return model }
    let model = try ReplyRankingModel.bundled(language: language)
    models[language] = model
    return model
  }
}
