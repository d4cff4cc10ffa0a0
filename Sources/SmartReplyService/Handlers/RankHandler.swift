import SmartReplyKit

/// `POST /v1/rank`: the `rank` protocol's request object → `{"id", "scores"}` (and `"warning"`
/// when the language was guessed), answered by the library's ``RankRequestHandler`` on the
/// generator's own models. Encoded candidates are kept in a small pool of bounded caches shared
/// by the requests.
struct RankHandler: EndpointHandler {
  private let requests: RankRequestHandler

  init(generator: SmartReplyGenerator) {
    requests = RankRequestHandler(
      models: generator.languages.compactMap(generator.rankingModel(for:)), cacheCapacity: 2048)
  }

  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do throws(Problem) {
      try RequestBody.checkBytes(request.body)
    } catch {
      return error.response
    }
    let answer = requests.answer(request.body)
    let id = answer.id
    switch answer {
    case .failure(let failure):
      switch failure.kind {
      case .invalidUTF8: return Problem(.invalidUTF8, detail: failure.message).response
      case .malformedJSON: return Problem(.invalidJSON, detail: failure.message).response
      case .tooLarge: return Problem(.contentTooLarge, detail: failure.message).response
      case .invalidRequest: return Problem(.invalidRequest, detail: failure.message, extensions: ["id": id]).response
      case .modelUnavailable, .internalError:
        return Problem(.internalError, detail: failure.message, extensions: ["id": id]).response
      }
    case .scores(_, let scores, _) where !scores.allSatisfy(\.isFinite):
      return Problem(.internalError, detail: "a score is not a number", extensions: ["id": id]).response
    case .scores:
      return .json(encoding: answer)
    }
  }
}
