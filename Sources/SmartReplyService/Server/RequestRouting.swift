/// What a request's head leads to.
enum RouteOutcome {
  /// An answer from the head alone (401, 404, 405, 411, 415, `OPTIONS`).
  case respond(HTTPResponse)
  /// The handler that takes the body.
  case handle(any EndpointHandler)
}

extension ServerCore {
  /// Authentication, then routing, then what a body needs: `Content-Length` (411) and JSON (415).
  /// The endpoint is the `endpoint` label of metrics.
  func route(_ request: HTTPRequest) -> (endpoint: String, RouteOutcome) {
    let match = router.match(method: request.method, path: request.path)
    let endpoint = match.route?.path ?? Router.unmatchedEndpoint
    if let authenticator, match.route?.isPublic != true, !authenticator.accepts(request.header("authorization")) {
      let problem = Problem(
        .unauthorized, detail: "send Authorization: Bearer <token>",
        headers: [("WWW-Authenticate", BearerTokenAuthenticator.challenge)])
      return (endpoint, .respond(problem.response))
    }
    switch match {
    case .notFound:
      return (endpoint, .respond(Problem(.notFound, detail: "no endpoint at this path; see /openapi.json").response))
    case .methodNotAllowed(let route):
      let problem = Problem(
        .methodNotAllowed, detail: "this endpoint takes \(route.allow)", headers: [("Allow", route.allow)])
      return (endpoint, .respond(problem.response))
    case .options(let route):
      return (endpoint, .respond(HTTPResponse(status: 204, headers: [("Allow", route.allow)])))
    case .handler(let handler, _):
      if request.method == "POST" {
        guard request.header("content-length") != nil else {
          let problem = Problem(.lengthRequired, detail: "send the JSON body with a Content-Length header")
          return (endpoint, .respond(problem.response))
        }
        if let problem = RequestBody.checkContentType(request) { return (endpoint, .respond(problem.response)) }
      }
      return (endpoint, .handle(handler))
    }
  }
}
