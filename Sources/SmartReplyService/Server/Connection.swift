import Foundation
import SmartReplyModel

/// A slot for one client connection, reused by the connections that follow it.
///
/// Whoever holds the slot (`phase == .busy`: the worker an event went to, the sweeper that found
/// its deadline passed, or a thread running a blocking handler) alone touches `handler`. Claiming,
/// arming and closing each happen under `slot`'s lock together with their epoll or socket call,
/// so no thread ever acts on a socket number after it was closed (and perhaps reused).
final class Connection: @unchecked Sendable {
  // @unchecked: `handler` is only touched by the holder, as described above.

  /// Who has the connection.
  enum Phase {
    /// No connection: on the free list.
    case free
    /// Registered with epoll and waiting for an event or its deadline.
    case armed
    /// Held by one thread.
    case busy
  }

  /// What other threads may read: the phase, the socket and the deadline of the wait.
  struct Slot {
    var phase = Phase.free
    var descriptor: Int32 = -1
    var deadline = ContinuousClock.now
    /// Waiting for a request that has not started (closed at once when shutdown starts).
    var isIdle = false
  }

  // `handler` passes from thread to thread under this lock (a pthread mutex, which
  // ThreadSanitizer sees: `Locked`).
  private let slot = Locked(Slot())
  /// The HTTP state of the connection.
  var handler: ConnectionHandler

  init(core: ServerCore) { handler = ConnectionHandler(core: core) }

  /// Reads or changes the slot under its lock.
  func withSlot<T>(_ body: (inout Slot) -> T) -> T { slot.withLock(body) }

  /// The epoll data of the connection: its address (the table keeps it alive).
  var token: UInt64 { UInt64(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())) }

  /// The connection of a token.
  static func from(token: UInt64) -> Connection {
    Unmanaged<Connection>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(token))!).takeUnretainedValue()
  }
}
