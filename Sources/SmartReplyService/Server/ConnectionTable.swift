import Foundation
import SmartReplyModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Every connection slot (kept for the server's life, so an epoll token always points at a live
/// object), the free ones, and the moves between them: open, claim, arm, expire, close.
final class ConnectionTable: Sendable {
  private let poller: EventPoller
  private let metrics: ServiceMetrics
  /// Every slot, and the free ones.
  private let slots = Locked<(all: [Connection], free: [Connection])>(([], []))
  private let stopped = Atomic<Bool>(false)

  init(poller: EventPoller, metrics: ServiceMetrics) {
    self.poller = poller
    self.metrics = metrics
  }

  /// Takes a slot for an accepted socket (already counted in `openConnections`) and arms it for
  /// its first request; false (the socket closed) when it cannot be registered.
  func open(_ descriptor: Int32, core: ServerCore) -> Bool {
    let connection = slots.withLock { slots in
      if let reused = slots.free.popLast() { return reused }
      let created = Connection(core: core)
      slots.all.append(created)
      return created
    }
    connection.handler.begin(descriptor: descriptor)
    let deadline = ContinuousClock.now + core.configuration.idleTimeout
    let registered = connection.withSlot { slot in
      slot = Connection.Slot(phase: .armed, descriptor: descriptor, deadline: deadline, isIdle: true)
      guard !stopped.load(ordering: .acquiring), poller.add(descriptor, token: connection.token, interest: .readable)
      else {
        slot.phase = .busy
        return false
      }
      return true
    }
    if !registered { close(connection) }
    return registered
  }

  /// The connection of an event, now held by the caller; nil when someone else holds it.
  func claim(_ token: UInt64) -> Connection? {
    let connection = Connection.from(token: token)
    return Self.claim(connection, if: { _ in true }) ? connection : nil
  }

  /// Takes a waiting connection that satisfies `condition`.
  private static func claim(_ connection: Connection, if condition: (Connection.Slot) -> Bool) -> Bool {
    connection.withSlot { slot in
      guard slot.phase == .armed, condition(slot) else { return false }
      slot.phase = .busy
      return true
    }
  }

  /// Lets a held connection wait for `interest` until `deadline`; false (still held) once the
  /// server has stopped or when the kernel refuses.
  func arm(
    _ connection: Connection, for interest: EventPoller.Interest, until deadline: ContinuousClock.Instant,
    idle: Bool
  ) -> Bool {
    connection.withSlot { slot in
      guard !stopped.load(ordering: .acquiring) else { return false }
      slot.phase = .armed
      slot.deadline = deadline
      slot.isIdle = idle
      guard poller.rearm(slot.descriptor, token: connection.token, interest: interest) else {
        slot.phase = .busy
        return false
      }
      return true
    }
  }

  /// Closes a held connection's socket and frees its slot.
  func close(_ connection: Connection) {
    connection.handler.end()
    connection.withSlot { slot in
      Glibc.close(slot.descriptor)
      slot = Connection.Slot()
    }
    metrics.openConnections.subtract(1, ordering: .relaxed)
    if !stopped.load(ordering: .acquiring) { slots.withLock { $0.free.append(connection) } }
  }

  /// Claims the waiting connections whose deadline has passed, and, when `idleToo`, those
  /// waiting for a request that has not started.
  func claimExpired(now: ContinuousClock.Instant, idleToo: Bool) -> [Connection] {
    slots.withLock { $0.all }.filter { connection in
      Self.claim(connection) { $0.deadline <= now || (idleToo && $0.isIdle) }
    }
  }

  /// Shuts every open socket down, which ends the waits and writes of their connections.
  func shutdownAll() {
    for connection in slots.withLock({ $0.all }) {
      connection.withSlot { slot in
        if slot.phase != .free { shutdown(slot.descriptor, Int32(SHUT_RDWR)) }
      }
    }
  }

  /// Stops arming: waiting connections are closed, held ones are closed by their holder.
  func stop() {
    stopped.store(true, ordering: .releasing)
    for connection in slots.withLock({ $0.all }) where Self.claim(connection, if: { _ in true }) {
      close(connection)
    }
  }

  /// Forgets every slot once no worker can see a token any more (slots refer to the server).
  func releaseAll() {
    slots.withLock { $0 = ([], []) }
  }
}
