import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Accepts connections until shutdown starts: each is handed to the workers' epoll set while under
/// the cap; one over it is accepted, answered 503 `over-capacity` with `Retry-After` and closed
/// (never left waiting in the backlog).
struct AcceptLoop: Sendable {
  let core: ServerCore
  let listener: Int32

  /// Most over-cap connections answered at once; beyond, they are closed unanswered.
  static let maxRejecting = 32

  func run() {
    while true {
      var fds = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        pollfd(fd: core.wake.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if fds[1].revents != 0 { return }
      guard fds[0].revents != 0 else { continue }
      let descriptor = accept(listener, nil, nil)
      guard descriptor >= 0 else {
        if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(10_000) }
        continue
      }
      let open = core.metrics.openConnections.add(1, ordering: .relaxed).newValue
      if open > core.configuration.maxConnections {
        core.metrics.openConnections.subtract(1, ordering: .relaxed)
        SocketIO.configureBlocking(descriptor, writeTimeout: core.configuration.writeTimeout)
        reject(descriptor)
        continue
      }
      SocketIO.configureNonBlocking(descriptor)
      if core.connections.open(descriptor, core: core) { core.metrics.connectionAccepted() }
    }
  }

  private func reject(_ descriptor: Int32) {
    core.metrics.connectionRejected()
    guard core.rejecting.add(1, ordering: .relaxed).newValue <= Self.maxRejecting else {
      core.rejecting.subtract(1, ordering: .relaxed)
      close(descriptor)
      return
    }
    let core = core
    Thread {
      let problem = Problem(
        .overCapacity, detail: "the server is at its connection limit; retry later",
        headers: [("Retry-After", String(core.configuration.retryAfterSeconds))])
      let io = SocketIO(descriptor: descriptor)
      if io.write(problem.response.serialized(keepAlive: false)) { io.lingeringClose(limit: .milliseconds(500)) }
      close(descriptor)
      core.rejecting.subtract(1, ordering: .relaxed)
    }.start()
  }
}
