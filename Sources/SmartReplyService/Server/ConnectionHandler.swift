import CEpoll

#if canImport(Glibc)
  import Glibc
#endif

/// What a connection waits for once its holder lets it go.
enum ConnectionWait {
  /// Bytes from the client, until the deadline.
  case readable(until: ContinuousClock.Instant, idle: Bool)
  /// Room to write the pending responses, until the deadline.
  case writable(until: ContinuousClock.Instant)
  /// A thread of its own, for the next request's handler may block (see ``EndpointHandler/mayBlock``).
  case blockingHandler
  /// Nothing: close it.
  case close
}

/// The HTTP/1.1 side of one connection, driven by its socket's readiness and never blocking on
/// it: requests in order (pipelined ones from the buffer, one per turn); keep-alive until the
/// client closes, the idle timeout passes or shutdown starts; the head and the body each within
/// their timeout (408 and close); problems before the body is read close the connection after
/// the answer, lingering.
struct ConnectionHandler {
  let core: ServerCore
  private(set) var descriptor: Int32 = -1
  var input = InputBuffer()
  var output: [UInt8] = []
  var sent = 0
  var stage = Stage.idle(since: .now)
  /// The last response closes the connection.
  var closing = false
  /// The client has closed its side: nothing more will arrive.
  var peerClosed = false
  var countsInFlight = false

  enum Stage {
    /// Waiting for a request's first byte.
    case idle(since: ContinuousClock.Instant)
    /// Part of a head has arrived; `scanned` bytes hold no end of head.
    case head(began: ContinuousClock.Instant, scanned: Int)
    /// The head is read; waiting for the body.
    case body(PendingRequest)
    /// The last response is sent; dropping what the client still sends before closing.
    case lingering(until: ContinuousClock.Instant, dropped: Int)
  }

  struct PendingRequest {
    var request: HTTPRequest
    var endpoint: String
    var handler: any EndpointHandler
    var began: ContinuousClock.Instant
    var deadline: ContinuousClock.Instant
  }

  init(core: ServerCore) { self.core = core }

  var configuration: ServiceConfiguration { core.configuration }

  /// Starts serving a newly accepted socket.
  mutating func begin(descriptor: Int32) {
    self.descriptor = descriptor
    stage = .idle(since: .now)
    closing = false
    peerClosed = false
  }

  /// Forgets the connection before its socket is closed.
  mutating func end() {
    if countsInFlight { core.metrics.inFlight.subtract(1, ordering: .relaxed) }
    countsInFlight = false
    input.removeAll()
    output.removeAll(keepingCapacity: output.capacity <= 64 * 1024)
    sent = 0
    descriptor = -1
  }

  /// Serves what the socket has: one read when `events` say it is readable, then the next
  /// complete request and one write of its response. `mayBlock` on a thread of its own.
  mutating func resume(events: UInt32, mayBlock: Bool = false) -> ConnectionWait {
    if case .lingering = stage { return linger() }
    if sent < output.count {
      switch flush() {
      case .failed: return .close
      case .blocked: return .writable(until: .now + configuration.writeTimeout)
      case .done: break
      }
    }
    if events & (EPOLLIN.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 && !peerClosed {
      let read = input.receive(from: descriptor)
      if read == 0 { peerClosed = true }
      if read < 0 && errno != EAGAIN && errno != EINTR { return .close }
    }
    return serveBuffered(mayBlock: mayBlock)
  }

  /// Called once the wait's deadline has passed (or, when idle, once shutdown starts).
  mutating func expire() -> ConnectionWait {
    if sent < output.count { return .close }
    switch stage {
    case .idle, .lingering: return .close
    case .head(let began, _):
      fail(Problem(.requestTimeout, detail: "the request head did not arrive in time"), began: began)
    case .body(let pending):
      let problem = Problem(.requestTimeout, detail: "the body did not arrive in time")
      respond(problem.response, to: pending.request, endpoint: pending.endpoint, began: pending.began, forceClose: true)
    }
    return serveBuffered(mayBlock: false)
  }

  /// Answers the next complete request buffered — one per turn, so that a client pipelining many
  /// cannot keep a worker while other connections wait — and writes what is queued.
  private mutating func serveBuffered(mayBlock: Bool) -> ConnectionWait {
    var progress = Progress.progressed
    while !closing && progress == .progressed { progress = advance(mayBlock: mayBlock) }
    switch flush() {
    case .failed: return .close
    case .blocked: return .writable(until: .now + configuration.writeTimeout)
    case .done: break
    }
    if closing { return startLingering() }
    if progress == .blockingHandler { return .blockingHandler }
    // More requests buffered: back once the connections already waiting have had their turn (the
    // socket is writable, so the event comes at once, behind theirs).
    if progress == .answered && !input.isEmpty { return .writable(until: deadline) }
    if peerClosed { return .close }
    if case .idle = stage { return .readable(until: deadline, idle: true) }
    return .readable(until: deadline, idle: false)
  }

  private var deadline: ContinuousClock.Instant {
    switch stage {
    case .idle(let since): since + configuration.idleTimeout
    case .head(let began, _): began + configuration.headerTimeout
    case .body(let pending): pending.deadline
    case .lingering(let until, _): until
    }
  }

  private enum Progress {
    /// A step was made; there may be more to do.
    case progressed
    /// A response (or a problem) is queued.
    case answered
    /// The request is not all here yet.
    case needsBytes
    /// The next handler must run on a thread of its own.
    case blockingHandler
  }

  /// One step: a head read, a request answered, or what is missing.
  private mutating func advance(mayBlock: Bool) -> Progress {
    switch stage {
    case .idle:
      guard !input.isEmpty else { return .needsBytes }
      stage = .head(began: .now, scanned: 0)
      return .progressed
    case .head(let began, let scanned):
      return readHead(began: began, scanned: scanned)
    case .body(let pending):
      let length = pending.request.contentLength
      guard input.count >= length else {
        input.reserve(length - input.count)
        return .needsBytes
      }
      if pending.handler.mayBlock && !mayBlock { return .blockingHandler }
      var request = pending.request
      request.body = input.prefix(length)
      input.consume(length)
      let context = RequestContext(deadline: .now + configuration.requestDeadline)
      respond(
        pending.handler.handle(request, context: context), to: request, endpoint: pending.endpoint, began: pending.began
      )
      return .answered
    case .lingering:
      return .needsBytes
    }
  }

  private mutating func readHead(began: ContinuousClock.Instant, scanned: Int) -> Progress {
    guard let end = input.headEnd(scanningFrom: scanned) else {
      stage = .head(began: began, scanned: input.count)
      guard input.count <= configuration.maxHeadBytes else {
        fail(headTooLarge, began: began)
        return .answered
      }
      return .needsBytes
    }
    if end > configuration.maxHeadBytes {
      fail(headTooLarge, began: began)
      return .answered
    }
    let maxBodyBytes = configuration.maxBodyBytes
    let parsed = input.withBytes {
      HTTPRequestParser.parse(UnsafeBufferPointer(rebasing: $0[..<end]), maxBodyBytes: maxBodyBytes)
    }
    let request: HTTPRequest
    switch parsed {
    case .failure(let problem):
      fail(problem, began: began)
      return .answered
    case .success(let parsed): request = parsed
    }
    input.consume(end)
    core.metrics.inFlight.add(1, ordering: .relaxed)
    countsInFlight = true
    let (endpoint, outcome) = core.route(request)
    switch outcome {
    case .respond(let response):
      // Answered from the head: a body not here yet would be taken for the next request.
      let close = request.contentLength > input.count
      if !close { input.consume(request.contentLength) }
      respond(response, to: request, endpoint: endpoint, began: began, forceClose: close)
      return .answered
    case .handle(let handler):
      if request.expectsContinue && input.count < request.contentLength {
        output.append(contentsOf: "HTTP/1.1 100 Continue\r\n\r\n".utf8)
      }
      let deadline = ContinuousClock.now + configuration.bodyTimeout
      stage = .body(
        PendingRequest(request: request, endpoint: endpoint, handler: handler, began: began, deadline: deadline))
    }
    return .progressed
  }
}
