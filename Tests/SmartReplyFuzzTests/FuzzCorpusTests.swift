import Foundation
import SmartReplyFuzzTargets
import Testing

/// Every seed of every fuzz target, and every input a campaign ever crashed on, runs through its
/// target in the normal test run: the targets keep compiling and the crashes stay fixed.
@Suite struct FuzzCorpusTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz")

  static func files(_ folder: String, _ target: String) -> [URL] {
    let url = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
    return ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
      .sorted { $0.path < $1.path }
  }

  @Test(arguments: FuzzTargets.all.map(\.name))
  func seedsAndRegressionsRunClean(target: String) throws {
    let run = try #require(FuzzTargets.named(target))
    let seeds = Self.files("Corpus", target)
    #expect(!seeds.isEmpty, "no seed corpus for \(target)")
    for file in seeds + Self.files("Regressions", target) {
      run(Array(try Data(contentsOf: file)))
    }
  }
}
