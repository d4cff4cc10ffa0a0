import Foundation
import SmartReplyCLI
import Testing

@Suite struct ReadmeCommandListTests {
  @Test func commandListNamesEveryCommandAndOption() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Command line").last)
    let block = try #require(section.components(separatedBy: "```").dropFirst().first)
    let lines = block.split(separator: "\n").map(String.init)
    for command in CommandLineTool().commands {
      let start = try #require(lines.firstIndex { $0.hasPrefix("smartreply \(command.name) ") }, "\(command.name)")
      let entry = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix(" ") }.joined(separator: " ")
      for option in command.valuedOptions.union(command.flagOptions) {
        #expect(entry.contains("--\(option)"), "\(command.name) --\(option)")
      }
    }
    #expect(lines.contains("smartreply --version"))
  }

  @Test func versionIsPrinted() async {
    let result = await CLITestSupport().run(["--version"])
    #expect(result.status == 0 && result.output == "smartreply \(CommandLineTool.version)\n")
  }
}
