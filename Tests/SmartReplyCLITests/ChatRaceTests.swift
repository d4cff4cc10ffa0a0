import Foundation
import SmartReplyKit
import Synchronization
import Testing

@testable import SmartReplyCLI

/// The bundled generator behind a cache, as a server might put it: after the first chat every
/// answer is instant, so it can land before, during or after the session records its request;
/// some answers give up the thread first, and some block it for a moment.
final class CachedProvider: SuggestionProvider {
  let generator: SmartReplyGenerator
  let state = Mutex((calls: 0, cache: [String: SmartReplyResult]()))

  init(_ generator: SmartReplyGenerator) { self.generator = generator }

  func suggestions(for document: ConversationDocument, maxCount: Int) async -> SmartReplyResult {
    let key = document.context.entries.map(\.text).joined(separator: "\n")
    let (call, cached) = state.withLock {
      $0.calls += 1
      return ($0.calls, $0.cache[key])
    }
    if call % 7 == 3 { await Task.yield() }
    if call % 11 == 5 { usleep(500) }
    if let cached { return cached }
    let result = generator.suggestions(for: document.context, maxCount: maxCount)
    state.withLock { $0.cache[key] = result }
    return result
  }
}

/// The value of `work`, or nil when it has not finished within `seconds` (the work is left
/// running): a hang fails the test instead of blocking the suite.
func withinTimeBound<T: Sendable>(
  seconds: Int, _ work: @escaping @Sendable () async -> T
) async -> T? {
  let outcome = FirstOutcome<T>()
  return await withCheckedContinuation { continuation in
    outcome.continuation.withLock { $0 = continuation }
    Task { outcome.resume(await work()) }
    Task {
      try? await Task.sleep(for: .seconds(seconds))
      outcome.resume(nil)
    }
  }
}

/// How much longer time bounds may be in this run: `SMARTREPLY_TIME_SCALE` (1 unless set; `.ci/run`
/// sets it for the AddressSanitizer run, where everything is several times slower).
let timeScale = Int(ProcessInfo.processInfo.environment["SMARTREPLY_TIME_SCALE"] ?? "").map { max($0, 1) } ?? 1

/// Resumes a continuation with whichever value comes first.
final class FirstOutcome<T: Sendable>: Sendable {
  let continuation = Mutex<CheckedContinuation<T?, Never>?>(nil)
  func resume(_ value: T?) { continuation.withLock { $0.take() }?.resume(returning: value) }
}

@Suite struct ChatRaceTests {
  /// Issue 15 item 10: `printf '1\n\n/quit\n' | smartreply chat … --replay 1` showed "(no chip 1)"
  /// in some runs and waited 7 s per screen under load. Thirty piped chats at once (on a provider
  /// that answers from a cache, often before the session has recorded its request — the race that
  /// lost answers), alongside the rest of the suite, must all see the chips, insert chip 1 and get
  /// the next reply's chips. The time bound only turns a hang into a failure: with the whole suite
  /// running in parallel on 2 cores the chats may wait long for a thread.
  @Test func pipedChatAlwaysSeesTheChipUnderLoad() async throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/ja-message-calendar.json")
    let provider = CachedProvider(try SmartReplyGenerator())
    let started = ContinuousClock.now
    let outputs = await withinTimeBound(seconds: 300 * timeScale) {
      await withTaskGroup(of: String.self) { group in
        for _ in 0..<30 {
          group.addTask {
            let script = try! ChatScript(contentsOf: url, replay: 1)
            let session = SmartReplyInputSession(provider: provider)
            let driver = ChatDriver(session: session, transcript: ChatTranscript(script))
            let capture = CapturingConsole(input: ["1", "", "/quit"])
            await driver.runLines(console: capture.console)
            return capture.output
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    let elapsed = ContinuousClock.now - started
    let chats = try #require(outputs, "the chats were still running after \(300 * timeScale) s")
    #expect(chats.count == 30)
    for output in chats {
      #expect(!output.contains("(no chip"))
      let screens = output.components(separatedBy: "\n\n").filter { !$0.isEmpty }
      #expect(screens.count == 3)
      #expect(screens.first?.contains("[1] ") == true)
      #expect(screens.last?.contains("[1] ") == true)
    }
    // Alone, all thirty take under 2 s on 2 busy cores (nothing waits on a timer any more).
    #expect(elapsed < .seconds(240 * timeScale), "took \(elapsed)")
  }
}
