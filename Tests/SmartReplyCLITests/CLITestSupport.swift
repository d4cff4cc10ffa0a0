import Foundation
import SmartReplyCLI

/// Runs the tool on a capturing console and writes fixture files into a fresh folder.
struct CLITestSupport {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srk-cli-\(UUID().uuidString)")

  func file(_ name: String, _ contents: String) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  func run(_ arguments: [String], input: [String] = []) async -> (status: Int32, output: String, error: String) {
    let capture = CapturingConsole(input: input)
    let status = await CommandLineTool().run(arguments, console: capture.console)
    return (status, capture.output, capture.error)
  }
}
