import Foundation

/// A value shared between threads behind a lock.
///
/// The standard library's `Mutex` would serve, but on Linux ThreadSanitizer cannot see its lock (a
/// futex) and reports every contended access as a race, which would make the sanitizer run in CI
/// fail at random; `NSLock` is a pthread mutex, which it sees.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
