import Dispatch
import SmartReplyModel

/// Runs async work from a connection's thread (never a thread of the cooperative pool) and waits
/// for it until a deadline; past it the work is cancelled and nil returned.
enum BlockingTask {
  static func run<T: Sendable>(
    until deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () async throws -> T
  ) -> Result<T, any Error>? {
    let outcome = Locked<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let task = Task {
      let result: Result<T, any Error>
      do {
        result = .success(try await work())
      } catch {
        result = .failure(error)
      }
      outcome.withLock { $0 = result }
      done.signal()
    }
    let remaining = deadline - ContinuousClock.now
    let nanoseconds = max(
      0, remaining.components.seconds * 1_000_000_000 + remaining.components.attoseconds / 1_000_000_000)
    if done.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .timedOut {
      task.cancel()
      return nil
    }
    return outcome.withLock { $0 }
  }
}
