import Foundation
import SmartReplyKit

/// `POST /v1/suggestions`: a context (any type, or ML Kit's list) → the JSON of
/// `smartreply suggest --json`; a context with errors → 422 `invalid-context` with its diagnostics.
struct SuggestionsHandler: EndpointHandler {
  let generator: SmartReplyGenerator
  let metrics: ServiceMetrics
  let timeZone: TimeZone

  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do throws(Problem) {
      let maxCount = try QueryParameters.integer(
        request, "maxCount", default: SmartReplyGenerator.defaultMaxCount, in: SmartReplyGenerator.maxCountRange)
      let zone = try QueryParameters.timeZone(request.queryValue("timeZone"), name: "timeZone", default: timeZone)
      let document = try RequestBody.document(request.body)
      let result = generator.suggestions(for: document.context, maxCount: maxCount, timeZone: zone)
      metrics.recordSuggestions(result)
      if result.status == .invalidContext {
        return Problem(
          .invalidContext,
          detail: "the context has errors (\(result.reason?.rawValue ?? "see diagnostics")); see diagnostics",
          extensions: ["reason": result.reason?.rawValue, "diagnostics": result.diagnostics]
        ).response
      }
      return .json(result.jsonValue)
    } catch {
      return error.response
    }
  }
}
