import Foundation
import SmartReplyKit
import SmartReplyModel
import Synchronization

/// `POST /v1/rank`: the `rank` protocol's request object → `{"id", "scores"}` (and `"warning"`
/// when the language was guessed), scored with the generator's own models. Encoded candidates
/// are kept in a small pool of bounded caches shared by the requests.
struct RankHandler: EndpointHandler {
  let generator: SmartReplyGenerator
  private let caches = CachePool()

  init(generator: SmartReplyGenerator) { self.generator = generator }

  /// Caches by language, taken by one request at a time; at most two kept per language.
  final class CachePool: Sendable {
    private let pool = Mutex<[Language: [ReplyEncodingCache]]>([:])

    func take(_ language: Language) -> ReplyEncodingCache {
      pool.withLock { $0[language]?.popLast() } ?? ReplyEncodingCache(capacity: 2048)
    }

    func give(_ cache: ReplyEncodingCache, _ language: Language) {
      pool.withLock { if $0[language, default: []].count < 2 { $0[language, default: []].append(cache) } }
    }
  }

  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do throws(Problem) {
      try RequestBody.checkBytes(request.body)
    } catch {
      return error.response
    }
    switch RankProtocol.parse(request.body) {
    case .failure(let failure):
      if failure.isMalformed {
        let type: ProblemType = failure.message.hasPrefix("invalid UTF-8") ? .invalidUTF8 : .invalidJSON
        return Problem(type, detail: failure.message).response
      }
      return Problem(.invalidRequest, detail: failure.message, extensions: ["id": failure.id.jsonValue]).response
    case .success(let parsed):
      guard let model = generator.rankingModel(for: parsed.language) else {
        return Problem(.internalError, detail: "no model for \(parsed.language.rawValue)").response
      }
      var cache = caches.take(parsed.language)
      let scores = model.scores(context: parsed.turns, candidates: parsed.candidates, cache: &cache)
      caches.give(cache, parsed.language)
      guard scores.allSatisfy(\.isFinite) else {
        return Problem(.internalError, detail: "a score is not a number", extensions: ["id": parsed.id.jsonValue])
          .response
      }
      return .json(RankProtocol.answer(parsed, scores: scores))
    }
  }
}
