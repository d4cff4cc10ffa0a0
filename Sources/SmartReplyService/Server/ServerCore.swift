import Foundation
import Synchronization

/// What every connection shares: configuration, routes, metrics, the log, the token, the epoll
/// set and connection table, and the shutdown state. Immutable but for atomics and the table.
final class ServerCore: Sendable {
  let configuration: ServiceConfiguration
  let router: Router
  let metrics: ServiceMetrics
  let accessLog: AccessLog
  let authenticator: BearerTokenAuthenticator?
  let poller: EventPoller
  let connections: ConnectionTable
  /// Readable once shutdown starts (ends the accept loop).
  let wake = WakeSignal()
  private let draining = Atomic<Bool>(false)
  /// Over-cap connections being answered 503.
  let rejecting = Atomic<Int>(0)

  init(
    configuration: ServiceConfiguration, router: Router, metrics: ServiceMetrics, accessLog: AccessLog
  ) throws(ServiceStartError) {
    self.configuration = configuration
    self.router = router
    self.metrics = metrics
    self.accessLog = accessLog
    authenticator = configuration.token.map(BearerTokenAuthenticator.init(token:))
    poller = try EventPoller()
    connections = ConnectionTable(poller: poller, metrics: metrics)
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
}
