import Foundation
import Synchronization

/// The threads that serve connections: a few (one per core by default) sharing one epoll set.
/// Each takes one ready connection at a time — in the order they became ready, so requests are
/// served first come, first served — reads what arrived, answers the next complete request and
/// arms the connection again. No thread per connection: 64 busy connections on 2 cores are 2
/// runnable threads, not 64 fighting for the cores. Every so often a worker also closes or
/// answers the connections whose wait has timed out.
enum ConnectionWorkers {
  /// How often waits are checked for their deadlines.
  static let sweepInterval: Duration = .milliseconds(100)

  /// Starts `count` workers; the last to stop lets the connection table go.
  static func start(_ count: Int, core: ServerCore) {
    let remaining = Remaining(count)
    for _ in 0..<count {
      let thread = Thread {
        run(core)
        if remaining.value.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { core.connections.releaseAll() }
      }
      thread.name = "smartreply-worker"
      thread.start()
    }
  }

  private final class Remaining: Sendable {
    let value: Atomic<Int>
    init(_ count: Int) { value = Atomic(count) }
  }

  private static func run(_ core: ServerCore) {
    var nextSweep = ContinuousClock.now + sweepInterval
    while true {
      var now = ContinuousClock.now
      if now >= nextSweep {
        sweep(core, now: now)
        now = ContinuousClock.now
        nextSweep = now + sweepInterval
      }
      let wait = nextSweep - now
      let milliseconds = Int32(wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000 + 1)
      guard let (token, events) = core.poller.wait(milliseconds: milliseconds) else { continue }
      if token == EventPoller.stopToken { return }
      guard let connection = core.connections.claim(token) else { continue }
      settle(connection, connection.handler.resume(events: events), core: core)
    }
  }

  /// Answers or closes the connections whose wait has timed out (and idle ones while draining).
  static func sweep(_ core: ServerCore, now: ContinuousClock.Instant) {
    for connection in core.connections.claimExpired(now: now, idleToo: core.isDraining) {
      settle(connection, connection.handler.expire(), core: core)
    }
  }

  /// Lets a held connection wait, hands it to a thread of its own, or closes it.
  static func settle(_ connection: Connection, _ wait: ConnectionWait, core: ServerCore) {
    switch wait {
    case .readable(let deadline, let idle):
      if !core.connections.arm(connection, for: .readable, until: deadline, idle: idle) {
        core.connections.close(connection)
      }
    case .writable(let deadline):
      if !core.connections.arm(connection, for: .writable, until: deadline, idle: false) {
        core.connections.close(connection)
      }
    case .blockingHandler:
      Thread { settle(connection, connection.handler.resume(events: 0, mayBlock: true), core: core) }.start()
    case .close:
      core.connections.close(connection)
    }
  }
}
