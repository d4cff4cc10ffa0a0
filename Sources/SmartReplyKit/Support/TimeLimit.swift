/// Runs `work` for at most `timeout`: its result, or nil when the time ran out first (the work is
/// then cancelled). Errors of the work are thrown.
package func withTimeLimit<T: Sendable>(
  _ timeout: Duration, _ work: @escaping @Sendable () async throws -> T
) async throws -> T? {
  try await withThrowingTaskGroup(of: T?.self) { group in
    group.addTask { try await work() }
    group.addTask {
      try? await Task.sleep(for: timeout)
      return nil
    }
    defer { group.cancelAll() }
    return try await group.next() ?? nil
  }
}
