import Foundation
import SmartReplyModel

/// Where commands write: standard output and error by default, buffers in tests.
package final class Console: Sendable {
  private let writeOutput: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  /// Lines of standard input, for commands that stream (`rank`).
  package let readLine: @Sendable () -> String?
  /// Raw standard input: up to the given number of bytes, empty at the end. Commands that must
  /// bound what they hold (`rank`) read through ``lineReader(limit:)``.
  package let readBytes: @Sendable (Int) -> [UInt8]

  /// Creates a console from its functions; without `readBytes`, raw input is the lines of
  /// `readLine`, each followed by a line break.
  package init(
    output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String? = { nil }, readBytes: (@Sendable (Int) -> [UInt8])? = nil
  ) {
    writeOutput = output
    writeError = error
    self.readLine = readLine
    self.readBytes = readBytes ?? { _ in readLine().map { Array($0.utf8) + [0x0A] } ?? [] }
  }

  /// A reader of raw input lines of at most `limit` bytes.
  package func lineReader(limit: Int) -> LineReader {
    LineReader(limit: limit, readChunk: readBytes)
  }

  /// The process's standard streams; output is flushed after every write.
  package static let standard = Console(
    output: { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    },
    error: { text in FileHandle.standardError.write(Data(text.utf8)) },
    readLine: { Swift.readLine(strippingNewline: true) },
    readBytes: { count in
      var chunk = [UInt8](repeating: 0, count: count)
      while true {
        let read = Foundation.read(0, &chunk, count)
        if read < 0, errno == EINTR { continue }
        return read > 0 ? Array(chunk[..<read]) : []
      }
    })

  /// Writes a line to standard output.
  package func print(_ line: String = "") { writeOutput(line + "\n") }

  /// Writes a line to standard error.
  package func printError(_ line: String) { writeError(line + "\n") }
}

/// A console that keeps what is written, for tests and embedding.
package final class CapturingConsole: Sendable {
  private final class Storage: Sendable {
    let text = Locked<(output: String, error: String)>(("", ""))
  }
  private let storage = Storage()
  /// The console that writes here.
  package let console: Console

  /// Creates a capturing console that reads `input` lines.
  package init(input: [String] = []) {
    let lines = Locked(input[...])
    let storage = storage
    console = Console(
      output: { text in storage.text.withLock { $0.output += text } },
      error: { text in storage.text.withLock { $0.error += text } },
      readLine: { lines.withLock { $0.popFirst() } })
  }

  /// Creates a capturing console whose raw input is `bytes` (which need not be UTF-8).
  package init(bytes: [UInt8]) {
    let remaining = Locked(bytes[...])
    let storage = storage
    console = Console(
      output: { text in storage.text.withLock { $0.output += text } },
      error: { text in storage.text.withLock { $0.error += text } },
      readLine: { nil },
      readBytes: { count in
        remaining.withLock { rest in
          let chunk = Array(rest.prefix(count))
          rest = rest.dropFirst(chunk.count)
          return chunk
        }
      })
  }

  /// Everything written to standard output.
  package var output: String { storage.text.withLock { $0.output } }
  /// Everything written to standard error.
  package var error: String { storage.text.withLock { $0.error } }
}
