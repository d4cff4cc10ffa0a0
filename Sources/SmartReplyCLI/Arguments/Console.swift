import Foundation
import Synchronization

/// Where commands write: standard output and error by default, buffers in tests.
public final class Console: Sendable {
  private let writeOutput: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  /// Lines of standard input, for commands that stream (`rank`).
  public let readLine: @Sendable () -> String?

  /// Creates a console from three functions.
  public init(
    output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String? = { nil }
  ) {
    writeOutput = output
    writeError = error
    self.readLine = readLine
  }

  /// The process's standard streams; output is flushed after every write.
  public static let standard = Console(
    output: { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    },
    error: { text in FileHandle.standardError.write(Data(text.utf8)) },
    readLine: { Swift.readLine(strippingNewline: true) })

  /// Writes a line to standard output.
  public func print(_ line: String = "") { writeOutput(line + "\n") }

  /// Writes a line to standard error.
  public func printError(_ line: String) { writeError(line + "\n") }
}

/// A console that keeps what is written, for tests and embedding.
public final class CapturingConsole: Sendable {
  private final class Storage: Sendable {
    let text = Mutex<(output: String, error: String)>(("", ""))
  }
  private let storage = Storage()
  /// The console that writes here.
  public let console: Console

  /// Creates a capturing console that reads `input` lines.
  public init(input: [String] = []) {
    let lines = Mutex(input[...])
    let storage = storage
    console = Console(
      output: { text in storage.text.withLock { $0.output += text } },
      error: { text in storage.text.withLock { $0.error += text } },
      readLine: { lines.withLock { $0.popFirst() } })
  }

  /// Everything written to standard output.
  public var output: String { storage.text.withLock { $0.output } }
  /// Everything written to standard error.
  public var error: String { storage.text.withLock { $0.error } }
}
