import CEpoll

#if canImport(Glibc)
  import Glibc
#endif

/// One epoll set shared by the worker threads. Connections are registered one-shot: an event
/// disarms its connection, so exactly one thread serves it until it is armed again.
final class EventPoller: Sendable {
  /// What a connection waits for.
  enum Interest {
    case readable
    case writable

    var events: UInt32 {
      let base = EPOLLONESHOT.rawValue
      return self == .readable ? base | EPOLLIN.rawValue : base | EPOLLOUT.rawValue
    }
  }

  /// The data of the stop event (connections use their object's address, never 0).
  static let stopToken: UInt64 = 0

  private let descriptor: Int32
  /// Readable for good once the workers are to exit (level-triggered: wakes every one).
  private let stopSignal = WakeSignal()

  init() throws(ServiceStartError) {
    descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
    guard descriptor >= 0 else { throw ServiceStartError("cannot create an epoll set") }
    var event = epoll_event(events: EPOLLIN.rawValue, data: epoll_data_t(u64: Self.stopToken))
    epoll_ctl(descriptor, EPOLL_CTL_ADD, stopSignal.descriptor, &event)
  }

  /// Registers a new connection, armed for `interest`; false when the kernel refuses.
  func add(_ socket: Int32, token: UInt64, interest: Interest) -> Bool {
    var event = epoll_event(events: interest.events, data: epoll_data_t(u64: token))
    return epoll_ctl(descriptor, EPOLL_CTL_ADD, socket, &event) == 0
  }

  /// Arms a registered connection again.
  func rearm(_ socket: Int32, token: UInt64, interest: Interest) -> Bool {
    var event = epoll_event(events: interest.events, data: epoll_data_t(u64: token))
    return epoll_ctl(descriptor, EPOLL_CTL_MOD, socket, &event) == 0
  }

  /// Waits up to `milliseconds` for one event: its token and events, nil on a timeout.
  func wait(milliseconds: Int32) -> (token: UInt64, events: UInt32)? {
    var event = epoll_event()
    guard epoll_wait(descriptor, &event, 1, milliseconds) == 1 else { return nil }
    return (event.data.u64, event.events)
  }

  /// Makes every `wait`, now and later, return the stop token.
  func stop() { stopSignal.fire() }

  deinit { close(descriptor) }
}
