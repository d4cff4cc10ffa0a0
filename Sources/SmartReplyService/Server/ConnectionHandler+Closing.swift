#if canImport(Glibc)
  import Glibc
#endif

/// Writing the queued responses without blocking, and the lingering close.
extension ConnectionHandler {
  enum FlushOutcome {
    /// Everything queued is sent.
    case done
    /// The client's window is full: wait until the socket is writable.
    case blocked
    /// The client is gone.
    case failed
  }

  /// Sends what is queued, as far as the socket takes it.
  mutating func flush() -> FlushOutcome {
    while sent < output.count {
      let count = output.withUnsafeBytes { bytes in
        send(descriptor, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        sent += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return count < 0 && errno == EAGAIN ? .blocked : .failed
      }
    }
    output.removeAll(keepingCapacity: output.capacity <= 64 * 1024)
    sent = 0
    return .done
  }

  /// Closes after a response the client may still be sending to: stops sending, then reads and
  /// drops what arrives until the client closes, a time limit passes or 2 MiB were dropped — so
  /// the client reads the response rather than a reset.
  mutating func startLingering() -> ConnectionWait {
    if peerClosed { return .close }
    shutdown(descriptor, Int32(SHUT_WR))
    input.removeAll()
    stage = .lingering(until: .now + (core.isDraining ? .milliseconds(250) : .seconds(2)), dropped: 0)
    return linger()
  }

  /// Drops what has arrived while lingering.
  mutating func linger() -> ConnectionWait {
    guard case .lingering(let until, var dropped) = stage else { return .close }
    while dropped < 2 * 1_048_576 {
      let count = input.receive(from: descriptor)
      input.removeAll()
      if count > 0 {
        dropped += count
      } else if count < 0 && (errno == EAGAIN || errno == EINTR) {
        stage = .lingering(until: until, dropped: dropped)
        return .readable(until: until, idle: false)
      } else {
        return .close
      }
    }
    return .close
  }
}
