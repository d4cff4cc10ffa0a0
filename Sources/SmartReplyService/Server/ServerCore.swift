import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What every connection shares: configuration, routes, metrics, the log, the token and the
/// shutdown state. Immutable but for atomics and the set of open sockets.
final class ServerCore: Sendable {
  let configuration: ServiceConfiguration
  let router: Router
  let metrics: ServiceMetrics
  let accessLog: AccessLog
  let authenticator: BearerTokenAuthenticator?
  /// Readable once shutdown starts.
  let wake = WakeSignal()
  private let draining = Atomic<Bool>(false)
  // An NSLock (pthread) rather than a Mutex here: ThreadSanitizer sees pthread locks, and the
  // set changes once per connection only.
  private let socketsLock = NSLock()
  nonisolated(unsafe) private var sockets = Set<Int32>()
  /// Over-cap connections being answered 503.
  let rejecting = Atomic<Int>(0)

  init(
    configuration: ServiceConfiguration, router: Router, metrics: ServiceMetrics, accessLog: AccessLog
  ) {
    self.configuration = configuration
    self.router = router
    self.metrics = metrics
    self.accessLog = accessLog
    authenticator = configuration.token.map(BearerTokenAuthenticator.init(token:))
  }

  /// Whether shutdown has started (no new requests on a connection; idle ones close).
  var isDraining: Bool { draining.load(ordering: .acquiring) }

  /// Starts shutdown; true the first time.
  @discardableResult
  func beginDraining() -> Bool {
    guard !draining.exchange(true, ordering: .acquiringAndReleasing) else { return false }
    wake.fire()
    return true
  }

  /// Registers an accepted socket.
  func register(_ descriptor: Int32) { socketsLock.withLock { _ = sockets.insert(descriptor) } }

  /// Forgets and closes a socket (under the lock, so a forced close never hits a reused number).
  func closeSocket(_ descriptor: Int32) {
    socketsLock.withLock {
      sockets.remove(descriptor)
      close(descriptor)
    }
  }

  /// Shuts every open socket down, which ends the reads and writes of their threads.
  func forceCloseAll() {
    socketsLock.withLock { for descriptor in sockets { shutdown(descriptor, Int32(SHUT_RDWR)) } }
  }
}
