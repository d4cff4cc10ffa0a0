import Foundation

/// Serves one connection on its own thread: requests in order (pipelined ones from the buffer),
/// keep-alive until the client closes, the idle timeout passes or shutdown starts; the head and
/// the body each within their timeout (408 and close); problems before the body is read close
/// the connection after the answer.
struct ConnectionHandler {
  let core: ServerCore
  private var io: SocketIO
  private var buffer: [UInt8] = []
  private var start = 0

  init(core: ServerCore, descriptor: Int32) {
    self.core = core
    io = SocketIO(descriptor: descriptor)
  }

  private var configuration: ServiceConfiguration { core.configuration }

  /// Serves requests until the connection is done.
  mutating func run() {
    while serveOne() {}
  }

  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024)
      start = 0
    } else if start > 64 * 1024 {
      buffer.removeFirst(start)
      start = 0
    }
  }

  /// One request; whether the connection stays open.
  private mutating func serveOne() -> Bool {
    compact()
    if start == buffer.count {
      // Once shutdown starts the wake pipe is readable and this returns at once: with a request
      // that has already arrived (served, then closed), else `.wake` (closed).
      let idle = io.read(into: &buffer, deadline: .now + configuration.idleTimeout, wake: core.wake.descriptor)
      guard case .data = idle else { return false }
    }
    let began = ContinuousClock.now
    let headerDeadline = began + configuration.headerTimeout
    var scanned = start
    var headEnd = 0
    while true {
      if let end = HTTPRequestParser.headEnd(in: buffer, from: start, scanFrom: scanned) {
        headEnd = end
        break
      }
      scanned = buffer.count
      if buffer.count - start > configuration.maxHeadBytes { return fail(headTooLarge, began: began) }
      switch io.read(into: &buffer, deadline: headerDeadline) {
      case .data: continue
      case .timedOut:
        return fail(Problem(.requestTimeout, detail: "the request head did not arrive in time"), began: began)
      case .closed, .wake: return false
      }
    }
    if headEnd - start > configuration.maxHeadBytes { return fail(headTooLarge, began: began) }
    var request: HTTPRequest
    switch HTTPRequestParser.parse(buffer[start..<headEnd], maxBodyBytes: configuration.maxBodyBytes) {
    case .failure(let problem): return fail(problem, began: began)
    case .success(let parsed): request = parsed
    }
    start = headEnd
    core.metrics.inFlight.add(1, ordering: .relaxed)
    defer { core.metrics.inFlight.subtract(1, ordering: .relaxed) }

    let (endpoint, outcome) = route(request)
    var handler: (any EndpointHandler)? = nil
    switch outcome {
    case .respond(let response):
      // Answered from the head: a body not read yet would be taken for the next request.
      let close = request.contentLength > max(0, buffer.count - start)
      if !close { start += request.contentLength }
      return respond(response, to: request, endpoint: endpoint, began: began, forceClose: close)
    case .handle(let found): handler = found
    }

    let bodyEnd = start + request.contentLength
    if buffer.count < bodyEnd {
      if request.expectsContinue { _ = io.write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }
      let bodyDeadline = ContinuousClock.now + configuration.bodyTimeout
      while buffer.count < bodyEnd {
        switch io.read(into: &buffer, deadline: bodyDeadline) {
        case .data: continue
        case .timedOut:
          let problem = Problem(.requestTimeout, detail: "the body did not arrive in time")
          return respond(problem.response, to: request, endpoint: endpoint, began: began, forceClose: true)
        case .closed, .wake: return false
        }
      }
    }
    request.body = Array(buffer[start..<bodyEnd])
    start = bodyEnd
    let deadline = ContinuousClock.now + configuration.requestDeadline
    let response = handler!.handle(request, context: RequestContext(deadline: deadline))
    return respond(response, to: request, endpoint: endpoint, began: began, forceClose: false)
  }

  private var headTooLarge: Problem {
    Problem(
      .headerFieldsTooLarge,
      detail: "the request line and headers are over the \(configuration.maxHeadBytes)-byte limit")
  }

  private enum RouteOutcome {
    case respond(HTTPResponse)
    case handle(any EndpointHandler)
  }

  /// Authentication, then routing, then what a body needs: `Content-Length` (411) and JSON (415).
  private func route(_ request: HTTPRequest) -> (endpoint: String, RouteOutcome) {
    let route = core.router.route(request.path)
    let endpoint = route?.path ?? Router.unmatchedEndpoint
    if let authenticator = core.authenticator, route?.isPublic != true,
      !authenticator.accepts(request.header("authorization"))
    {
      let problem = Problem(
        .unauthorized, detail: "send Authorization: Bearer <token>",
        headers: [("WWW-Authenticate", BearerTokenAuthenticator.challenge)])
      return (endpoint, .respond(problem.response))
    }
    switch core.router.match(method: request.method, path: request.path) {
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

  /// Answers a request that could not be parsed, then closes.
  private mutating func fail(_ problem: Problem, began: ContinuousClock.Instant) -> Bool {
    let bytes = problem.response.serialized(keepAlive: false)
    record(
      method: "-", path: "-", endpoint: Router.unmatchedEndpoint, status: problem.type.status, began: began,
      bytes: bytes.count)
    if io.write(bytes) { io.lingeringClose(limit: lingerLimit) }
    return false
  }

  private var lingerLimit: Duration { core.isDraining ? .milliseconds(250) : .seconds(2) }

  /// Writes a response; whether the connection stays open.
  private mutating func respond(
    _ response: HTTPResponse, to request: HTTPRequest, endpoint: String, began: ContinuousClock.Instant,
    forceClose: Bool
  ) -> Bool {
    let keepAlive = !forceClose && request.wantsKeepAlive && !core.isDraining
    var response = response
    if keepAlive && request.minorVersion == 0 { response.headers.append(("Connection", "keep-alive")) }
    let bytes = response.serialized(keepAlive: keepAlive, headOnly: request.method == "HEAD")
    // Recorded before the write, so that a client that reads the answer then asks for /metrics sees it.
    record(
      method: request.method, path: request.path, endpoint: endpoint, status: response.status, began: began,
      bytes: bytes.count)
    guard io.write(bytes) else { return false }
    if !keepAlive {
      io.lingeringClose(limit: lingerLimit)
      return false
    }
    return true
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
