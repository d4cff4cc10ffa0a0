import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads and writes of one connection's socket: reads wait with `poll` until a deadline (and, when
/// idle, until shutdown starts); writes send everything or give up at the write timeout.
struct SocketIO {
  /// What waiting for bytes gave.
  enum ReadOutcome {
    /// Bytes were appended to the buffer.
    case data
    /// The peer closed its side (or the connection failed).
    case closed
    /// The deadline passed.
    case timedOut
    /// Shutdown started while idle.
    case wake
  }

  let descriptor: Int32
  private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// Waits for bytes until `deadline` (and `wake`, when given) and appends what arrived.
  mutating func read(into buffer: inout [UInt8], deadline: ContinuousClock.Instant, wake: Int32? = nil) -> ReadOutcome {
    while true {
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else { return .timedOut }
      let milliseconds = Int32(
        clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
      var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      if let wake { fds.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), milliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        return .closed
      }
      if ready == 0 { continue }
      if fds[0].revents == 0 { return .wake }
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        buffer.append(contentsOf: chunk[0..<count])
        return .data
      }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      return .closed
    }
  }

  /// Sends every byte; false when the peer is gone or does not read within the write timeout.
  func write(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// Closes after a response the client may still be sending to: stops sending, reads and drops
  /// what arrives until the client closes, `limit` passes or 2 MiB were dropped, then closes —
  /// so the client reads the response rather than a reset.
  mutating func lingeringClose(limit: Duration) {
    shutdown(descriptor, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + limit
    var dropped = [UInt8]()
    var total = 0
    while total < 2 * 1_048_576 {
      dropped.removeAll(keepingCapacity: true)
      guard read(into: &dropped, deadline: deadline) == .data else { break }
      total += dropped.count
    }
  }

  /// Sets the write timeout and turns off Nagle's algorithm (responses go out whole).
  static func configure(_ descriptor: Int32, writeTimeout: Duration) {
    var yes: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    var timeout = timeval(
      tv_sec: Int(writeTimeout.components.seconds),
      tv_usec: Int(writeTimeout.components.attoseconds / 1_000_000_000_000))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
}
