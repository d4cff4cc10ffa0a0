import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Blocking writes and the lingering close of a socket, for the 503 answered to a connection over
/// the cap (on a thread of its own); and the options of accepted sockets.
struct SocketIO {
  let descriptor: Int32

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
  /// what arrives until the client closes, `limit` passes or 2 MiB were dropped — so the client
  /// reads the response rather than a reset.
  func lingeringClose(limit: Duration) {
    shutdown(descriptor, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + limit
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    var total = 0
    while total < 2 * 1_048_576 {
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else { return }
      var fds = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
      let ready = poll(&fds, 1, Int32(clamping: milliseconds + 1))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return }
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      total += count
    }
  }

  /// Sets the write timeout of blocking writes.
  static func configureBlocking(_ descriptor: Int32, writeTimeout: Duration) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    var timeout = timeval(
      tv_sec: Int(writeTimeout.components.seconds),
      tv_usec: Int(writeTimeout.components.attoseconds / 1_000_000_000_000))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Makes reads and writes return at once, and turns off Nagle's algorithm (responses go out whole).
  static func configureNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    var yes: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }
}
