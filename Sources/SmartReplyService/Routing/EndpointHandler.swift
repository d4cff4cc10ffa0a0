/// What a handler is given besides the request.
struct RequestContext: Sendable {
  /// When the answer is due; work that can wait (the language-model backend) stops by then.
  var deadline: ContinuousClock.Instant
}

/// Answers the requests of one endpoint and method.
protocol EndpointHandler: Sendable {
  /// The response to `request`; problems are answered as problem+json responses.
  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse
}
