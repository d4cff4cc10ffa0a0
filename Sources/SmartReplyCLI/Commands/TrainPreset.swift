/// The bundled rankers' recipes (`smartreply train --preset en|ja`), written as the options their
/// model cards give: a preset is the same as writing them out, options given as well override
/// its values, and the model records the options written out, so both ways give the same bytes.
enum TrainPreset {
  /// Each preset's options, as they would be typed.
  static let recipes: [String: [String]] = [
    "en": [
      "--lang", "en", "--data", "../shared/data/en", "--threads", "1", "--exclude-source", "sgd", "--dimension", "104",
      "--hashes", "2", "--dev-pairs", "../shared/eval/pairs/en-self-dialogue-dev.jsonl", "--authored", "Data",
      "--authored-repeats", "3", "--epochs", "3",
    ],
    "ja": [
      "--lang", "ja", "--data", "../shared/data/ja", "--threads", "1", "--exclude-source", "asdc-short", "--authored",
      "Data", "--authored-repeats", "3", "--epochs", "3",
    ],
  ]

  /// One entry per preset for the help: the options it stands for.
  static var help: String {
    recipes.keys.sorted().map { name in
      OptionTable<TrainSettings>.wrap(recipes[name]!.joined(separator: " "), after: "  --preset \(name):", indent: 4)
    }.joined(separator: "\n")
  }

  /// `arguments` with the options of their `--preset` filled in where they do not give them.
  static func expanding(_ arguments: ParsedArguments, table: OptionTable<TrainSettings>) throws -> ParsedArguments {
    guard let name = arguments.value("preset") else { return arguments }
    guard let words = recipes[name] else {
      throw UsageError("--preset must be \(recipes.keys.sorted().joined(separator: " or ")), not '\(name)'")
    }
    let preset = try ParsedArguments(words, valued: table.valuedOptions, flags: table.flagOptions)
    return arguments.filling(from: preset)
  }
}
