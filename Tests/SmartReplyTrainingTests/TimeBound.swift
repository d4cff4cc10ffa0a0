import Foundation
import Synchronization
import Testing

/// Runs blocking work on a thread of its own and records a test failure if it has not finished
/// within `seconds`, so a hang fails the test instead of blocking the suite.
enum TimeBound {
  /// The work's result, or nil (after recording an issue) when it ran out of time.
  static func run<T: Sendable>(
    seconds: Double, sourceLocation: SourceLocation = #_sourceLocation, _ work: @escaping @Sendable () throws -> T
  ) -> Result<T, any Error>? {
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      let result = Result { try work() }
      outcome.withLock { $0 = result }
      done.signal()
    }.start()
    guard done.wait(timeout: .now() + seconds) == .success else {
      Issue.record("still running after \(seconds) s", sourceLocation: sourceLocation)
      return nil
    }
    return outcome.withLock { $0 }
  }
}
