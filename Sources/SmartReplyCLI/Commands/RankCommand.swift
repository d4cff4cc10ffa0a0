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
      {"id": "...", "lang": "<en|ja>", "context": [{"text": "...", "self": false}, ...],
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
    let request: RankProtocol.Request
    switch RankProtocol.parse(line) {
    case .failure(let failure): return RankProtocol.errorObject(failure)
    case .success(let parsed): request = parsed
    }
    let model: ReplyRankingModel
    do {
      model = try models.model(for: request.language)
    } catch {
      return ["id": request.id.jsonValue, "error": "\(error)"]
    }
    let scores = models.withReplyCache(for: request.language) {
      model.scores(context: request.turns, candidates: request.candidates, cache: &$0)
    }
    return RankProtocol.answer(request, scores: scores)
  }

  /// One JSON line; an answer that cannot be encoded (a score that is not a number) becomes an
  /// error that keeps the request's id.
  static func encode(_ answer: [String: Any]) -> String { RankProtocol.encode(answer) }
}

/// The `rank` protocol without a process: one request line in, one answer line out, with the
/// bundled models loaded on first use and replies cached across requests, as `smartreply rank`
/// does. For harnesses that link the package, and for the fuzz target of the protocol.
package struct RankRequestHandler {
  private var models = ModelCache()

  /// Creates a handler on the bundled models.
  package init() {}

  /// The JSON answer (one line, no newline) to one request line.
  package mutating func answer(line: [UInt8]) -> String {
    RankCommand.encode(RankCommand().answer(line, models: &models))
  }
}

/// Models by language, loaded on first use, each with a cache of the replies it has encoded
/// (harnesses send the same candidates with many contexts).
struct ModelCache {
  private var models: [Language: ReplyRankingModel] = [:]
  private var replyCaches: [Language: ReplyEncodingCache] = [:]

  mutating func add(_ model: ReplyRankingModel) {
    models[model.header.language] = model
    replyCaches[model.header.language] = nil
  }

  mutating func withReplyCache<T>(for language: Language, _ body: (inout ReplyEncodingCache) -> T) -> T {
    var cache = replyCaches.removeValue(forKey: language) ?? ReplyEncodingCache()
    defer { replyCaches[language] = cache }
    return body(&cache)
  }

  mutating func model(for language: Language) throws -> ReplyRankingModel {
    if let model = models[language] { return model }
    let model = try ReplyRankingModel.bundled(language: language)
    models[language] = model
    return model
  }
}
