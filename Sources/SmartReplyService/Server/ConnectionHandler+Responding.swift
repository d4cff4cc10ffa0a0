/// Queuing responses, and recording them in the metrics and the access log.
extension ConnectionHandler {
  var headTooLarge: Problem {
    Problem(
      .headerFieldsTooLarge,
      detail: "the request line and headers are over the \(configuration.maxHeadBytes)-byte limit")
  }

  /// Answers a request that could not be read; the connection closes after it.
  mutating func fail(_ problem: Problem, began: ContinuousClock.Instant) {
    let before = output.count
    problem.response.write(into: &output, keepAlive: false)
    record(
      method: "-", path: "-", endpoint: Router.unmatchedEndpoint, status: problem.type.status, began: began,
      bytes: output.count - before)
    closing = true
  }

  /// Queues a response; the connection closes after it unless both sides keep it alive.
  mutating func respond(
    _ response: HTTPResponse, to request: HTTPRequest, endpoint: String, began: ContinuousClock.Instant,
    forceClose: Bool = false
  ) {
    let keepAlive = !forceClose && request.wantsKeepAlive && !core.isDraining
    var response = response
    if keepAlive && request.minorVersion == 0 { response.headers.append(("Connection", "keep-alive")) }
    let before = output.count
    response.write(into: &output, keepAlive: keepAlive, headOnly: request.method == "HEAD")
    // Recorded before the write, so that a client that reads the answer then asks for /metrics sees it.
    record(
      method: request.method, path: request.path, endpoint: endpoint, status: response.status, began: began,
      bytes: output.count - before)
    if countsInFlight { core.metrics.inFlight.subtract(1, ordering: .relaxed) }
    countsInFlight = false
    stage = .idle(since: .now)
    closing = !keepAlive
  }

  private func record(
    method: String, path: String, endpoint: String, status: Int, began: ContinuousClock.Instant, bytes: Int
  ) {
    let elapsed = ContinuousClock.now - began
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    core.metrics.record(endpoint: endpoint, status: status, seconds: seconds)
    core.accessLog.log(method: method, path: path, status: status, seconds: seconds, bytes: bytes)
  }
}
