import Dispatch
import Foundation
import SmartReplyKit
import SmartReplyModel

#if canImport(Glibc)
  import Glibc
#endif

/// The Smart Reply HTTP/1.1 JSON service behind `smartreply serve`.
///
/// ```swift
/// let server = try SmartReplyServer(configuration: configuration, generator: try SmartReplyGenerator())
/// let port = try server.start()          // listening; requests are served on worker threads
/// server.shutdown()                      // stop accepting, finish requests in flight, close
/// ```
///
/// One immutable generator serves every request. A few worker threads (one per core by default,
/// ``ServiceConfiguration/workerThreads``) share one epoll set of connections and serve ready
/// connections first come, first served, so requests run on all cores without a thread per
/// connection. See `README.md` for endpoints, limits and errors.
public final class SmartReplyServer: Sendable {
  private let core: ServerCore
  private let listener = Locked<ListeningSocket?>(nil)
  private let stopped = DispatchGroup()
  private let state = Locked<(started: Bool, shuttingDown: Bool)>((false, false))

  /// Writes an access-log line to standard error with one `write` call.
  public static let standardErrorLog: @Sendable (String) -> Void = { line in AccessLog.standardError(line) }

  private let acceptDone = DispatchSemaphore(value: 0)

  /// The paths served.
  package var paths: [String] { core.router.paths }

  /// Creates a server; refuses a non-loopback host without a token unless
  /// ``ServiceConfiguration/allowUnauthenticated``, and an empty token.
  /// - Parameter log: where access-log lines go (standard error by default; nil for none).
  public init(
    configuration: ServiceConfiguration, generator: SmartReplyGenerator,
    log: (@Sendable (String) -> Void)? = SmartReplyServer.standardErrorLog
  ) throws(ServiceStartError) {
    if let token = configuration.token, token.isEmpty { throw ServiceStartError("the token is empty") }
    guard configuration.maxConnections >= 1 else { throw ServiceStartError("the connection cap must be at least 1") }
    guard configuration.workerThreads >= 1 else { throw ServiceStartError("there must be at least 1 worker thread") }
    try BindPolicy.check(configuration)
    generator.prepareReplies()  // the first requests need not wait for it
    let metrics = ServiceMetrics()
    let drainingBox = Locked<ServerCore?>(nil)
    let router = Router([
      Router.Route(
        path: "/v1/suggestions",
        handlers: [
          "POST": SuggestionsHandler(generator: generator, metrics: metrics, timeZone: configuration.timeZone)
        ]),
      Router.Route(path: "/v1/validate", handlers: ["POST": ValidateHandler()]),
      Router.Route(
        path: "/v1/drafts",
        handlers: ["POST": DraftsHandler(backend: configuration.draftBackend, timeZone: configuration.timeZone)]),
      Router.Route(path: "/v1/rank", handlers: ["POST": RankHandler(generator: generator)]),
      Router.Route(path: "/healthz", handlers: ["GET": HealthHandler()], isPublic: true),
      Router.Route(
        path: "/readyz",
        handlers: [
          "GET": ReadinessHandler(languages: generator.languages) {
            drainingBox.withLock { $0?.isDraining ?? false }
          }
        ], isPublic: true),
      Router.Route(path: "/metrics", handlers: ["GET": MetricsHandler(metrics: metrics)]),
      Router.Route(
        path: "/openapi.json", handlers: ["GET": OpenAPIHandler(document: OpenAPIHandler.bundledDocument())]),
    ])
    core = try ServerCore(
      configuration: configuration, router: router, metrics: metrics, accessLog: AccessLog(sink: log))
    let core = core
    drainingBox.withLock { $0 = core }
  }

  /// The port listened on, once started.
  public var port: Int? { listener.withLock { $0?.port } }

  /// Binds and starts accepting; returns the port (the chosen one when the configuration's is 0).
  @discardableResult
  public func start() throws(ServiceStartError) -> Int {
    let alreadyStarted = state.withLock {
      let was = $0.started
      $0.started = true
      return was
    }
    guard !alreadyStarted else { throw ServiceStartError("the server is already started") }
    let socket = try ListeningSocket.bind(host: core.configuration.host, port: core.configuration.port)
    listener.withLock { $0 = socket }
    stopped.enter()
    ConnectionWorkers.start(core.configuration.workerThreads, core: core)
    let loop = AcceptLoop(core: core, listener: socket.descriptor)
    let acceptDone = acceptDone
    Thread {
      loop.run()
      acceptDone.signal()
    }.start()
    return socket.port
  }

  /// Starts shutdown on a background thread and returns at once (for signal handlers).
  public func beginShutdown() {
    Thread { [self] in shutdown() }.start()
  }

  /// Stops accepting, closes idle connections, lets requests in flight finish for up to the
  /// configured grace period, then closes what remains. Returns whether everything finished in
  /// time; later calls wait for the first to finish.
  @discardableResult
  public func shutdown() -> Bool {
    let first = state.withLock {
      guard $0.started, !$0.shuttingDown else { return false }
      $0.shuttingDown = true
      return true
    }
    guard first else {
      waitUntilStopped()
      return core.metrics.openConnections.load(ordering: .relaxed) == 0
    }
    core.beginDraining()
    acceptDone.wait()
    // New connections are refused from now on.
    listener.withLock {
      if let socket = $0 { close(socket.descriptor) }
    }
    // Idle connections close at once; the rest after their response.
    let graceEnd = ContinuousClock.now + core.configuration.shutdownGrace
    while core.metrics.openConnections.load(ordering: .relaxed) > 0 && ContinuousClock.now < graceEnd {
      ConnectionWorkers.sweep(core, now: .now)
      usleep(5_000)
    }
    let clean = core.metrics.openConnections.load(ordering: .relaxed) == 0
    if !clean {
      core.connections.shutdownAll()
      let end = ContinuousClock.now + .seconds(2)
      while core.metrics.openConnections.load(ordering: .relaxed) > 0 && ContinuousClock.now < end { usleep(5_000) }
    }
    core.connections.stop()
    core.poller.stop()
    stopped.leave()
    return clean
  }

  /// Blocks until shutdown has finished.
  public func waitUntilStopped() {
    guard state.withLock({ $0.started }) else { return }
    stopped.wait()
  }

  /// Calls `body` once shutdown has finished.
  public func whenStopped(_ body: @escaping @Sendable () -> Void) {
    stopped.notify(queue: .global(), execute: body)
  }
}
