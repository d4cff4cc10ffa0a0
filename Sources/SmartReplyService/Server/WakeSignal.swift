#if canImport(Glibc)
  import Glibc
#endif

/// A pipe that becomes readable, for good, when the server starts shutting down: every `poll`
/// that includes it (the accept loop, idle connections) wakes at once.
final class WakeSignal: Sendable {
  /// The read end, to poll.
  let descriptor: Int32
  private let writeEnd: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    descriptor = ends[0]
    writeEnd = ends[1]
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
  }

  /// Makes the read end readable (idempotent enough: one byte per call, never read).
  func fire() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  deinit {
    close(descriptor)
    close(writeEnd)
  }
}
