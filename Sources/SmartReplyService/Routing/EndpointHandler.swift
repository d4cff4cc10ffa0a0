/// What a handler is given besides the request.
struct RequestContext: Sendable {
  /// When the answer is due; work that can wait (the language-model backend) stops by then.
  var deadline: ContinuousClock.Instant
}

/// Answers the requests of one endpoint and method.
protocol EndpointHandler: Sendable {
  /// The response to `request`; problems are answered as problem+json responses.
  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse

  /// Whether `handle` may wait on something other than the CPU (a network backend): such
  /// requests run on a thread of their own instead of holding up a worker.
  var mayBlock: Bool { get }
}

extension EndpointHandler {
  /// Handlers compute their answer by default.
  var mayBlock: Bool { false }
}
