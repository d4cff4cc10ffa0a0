import SmartReplyKit

/// `POST /v1/validate`: a context → `{"type", "entries", "valid", "diagnostics"}` as
/// `smartreply validate --json` prints per file (200 even when the context has errors: they are
/// the answer); a body that is not a context → problem+json.
struct ValidateHandler: EndpointHandler {
  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do throws(Problem) {
      return .json(encoding: ValidationReport(validating: try RequestBody.document(request.body)))
    } catch {
      return error.response
    }
  }
}
