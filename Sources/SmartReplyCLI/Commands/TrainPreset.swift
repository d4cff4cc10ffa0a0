import SmartReplyModel

/// The bundled rankers' recipes (`smartreply train --preset en|ja`), written as the options their
/// model cards give: a preset is the same as writing them out, options given as well override
/// its values, and the model records the options written out, so both ways give the same bytes.
enum TrainPreset {
  /// Each preset's options, as they would be typed.
  static let recipes: [Language: [String]] = [
    .english: [
      "--lang", Language.english.rawValue, "--data", "../shared/data/en", "--threads", "1", "--exclude-source", "sgd",
      "--dimension", "104",
      "--hashes", "2", "--dev-pairs", "../shared/eval/pairs/en-self-dialogue-dev.jsonl", "--authored", "Data",
      "--authored-repeats", "3", "--epochs", "3",
    ],
    .japanese: [
      "--lang", Language.japanese.rawValue, "--data", "../shared/data/ja", "--threads", "1", "--exclude-source",
      "asdc-short", "--authored",
      "Data", "--authored-repeats", "3", "--epochs", "3",
    ],
  ]

  /// One entry per preset for the help: the options it stands for.
  static var help: String {
    Language.allCases.compactMap { language in
      recipes[language].map { words in
        OptionTable<TrainSettings>.wrap(words.joined(separator: " "), after: "  --preset \(language):", indent: 4)
      }
    }.joined(separator: "\n")
  }

  /// `arguments` with the options of their `--preset` filled in where they do not give them.
  static func expanding(_ arguments: ParsedArguments, table: OptionTable<TrainSettings>) throws -> ParsedArguments {
    guard let language = try arguments.language("preset") else { return arguments }
    guard let words = recipes[language] else { throw UsageError("--preset \(language) has no recipe") }
    let preset = try ParsedArguments(words, valued: table.valuedOptions, flags: table.flagOptions)
    return arguments.filling(from: preset)
  }
}
