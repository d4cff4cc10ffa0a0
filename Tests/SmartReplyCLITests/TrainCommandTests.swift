import Foundation
import SmartReplyModel
import SmartReplyTraining
import Testing

@testable import SmartReplyCLI

/// `smartreply train` reads its options from one table: help shows the trainer's own defaults,
/// and `--preset` is exactly the bundled recipe its model card writes out.
@Suite struct TrainCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func parse(_ words: [String]) throws -> ParsedArguments {
    let table = TrainSettings.table
    return try TrainPreset.expanding(
      ParsedArguments(words, valued: table.valuedOptions, flags: table.flagOptions), table: table)
  }

  @Test func helpShowsEveryOptionWithTheTrainersDefaults() async {
    let result = await CLITestSupport().run(["train", "--help"])
    #expect(result.status == 0)
    let defaults = TrainingConfiguration(language: .english)
    for option in TrainSettings.table.options {
      #expect(result.output.contains("--\(option.name)"), "\(option.name)")
    }
    for (option, value) in [
      ("epochs", "\(defaults.epochs)"), ("batch-size", "\(defaults.batchSize)"),
      ("dimension", "\(defaults.embeddingDimension)"), ("history-turns", "\(defaults.features.historyTurns)"),
      ("hashes", "\(defaults.features.hashesPerFeature)"), ("seed", "\(defaults.seed)"),
      ("threads", "\(defaults.threads)"), ("bucket-bits", "\(defaults.features.bucketBits)"),
    ] {
      let line = result.output.split(separator: "\n").first { $0.hasPrefix("  --\(option) ") }
      #expect(line?.contains("(default \(value))") == true, "\(option): \(line ?? "missing")")
    }
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func absentOptionsLeaveTheTrainingConfigurationsDefaults() throws {
    let settings = try TrainSettings.table.read(try parse(["--lang", "ja", "--data", "d", "--out", "o"]))
    #expect(settings.configuration == TrainingConfiguration(language: .japanese))
    #expect(settings.excludedSources.isEmpty && settings.authored == nil && settings.devPairs == nil)
  }

  @Test func presetsAreTheBundledRecipesAndGivenOptionsOverrideThem() throws {
    let english = try TrainSettings.table.read(try parse(["--preset", "en", "--out", "o"])).configuration
    #expect(english.language == .english && english.embeddingDimension == 104 && english.features.hashesPerFeature == 2)
    #expect(english.epochs == 3 && english.threads == 1 && english.authoredRepeats == 3)
    let overridden = try TrainSettings.table.read(
      try parse([
        "--preset", "ja", "--epochs", "1", "--exclude-source", "mrmp", "--exclude-source", "asdc", "--out", "o",
      ]))
    #expect(overridden.configuration.epochs == 1 && overridden.configuration.threads == 1)
    #expect(overridden.excludedSources == ["mrmp", "asdc"])
    #expect(overridden.data == "../shared/data/ja")
  }

  /// The bundled models record the command they were trained with: the preset gives exactly it.
  @Test(arguments: Language.allCases) func presetRecordsTheBundledModelsCommand(language: Language) throws {
    let model = try ReplyRankingModel.bundled(language: language)
    let recorded = try #require(model.header.provenance["command"])
    let out = try #require(recorded.components(separatedBy: " --out ").last?.split(separator: " ").first)
    #expect(TrainCommand.recordedCommand(try parse(["--preset", language.rawValue, "--out", String(out)])) == recorded)
  }

  /// Each model card's long form is what its preset stands for.
  @Test(arguments: Language.allCases) func modelCardsLongFormEqualsThePreset(language: Language) throws {
    let card = try String(
      contentsOf: Self.root.appendingPathComponent("ModelCards/reply-ranker-\(language).md"), encoding: .utf8)
    let block = try #require(card.components(separatedBy: "smartreply train --lang").dropFirst().first)
    let command = "--lang" + block.prefix { $0 != "`" }.replacingOccurrences(of: "\\\n", with: " ")
    let words = command.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(card.contains("smartreply train --preset \(language) --out"))
    let out = try #require(words.firstIndex(of: "--out").map { words[$0 + 1] })
    #expect(
      TrainCommand.recordedCommand(try parse(words))
        == TrainCommand.recordedCommand(try parse(["--preset", language.rawValue, "--out", out])))
  }

  @Test func anUnknownPresetIsAUsageError() async {
    let result = await CLITestSupport().run(["train", "--preset", "fr", "--out", "/tmp/x.srkm"])
    #expect(result.status == 2 && result.error.contains("--preset must be en or ja, not 'fr'"))
  }
}
