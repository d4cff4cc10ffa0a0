import Foundation
import SmartReplyModel
import SmartReplyTraining

/// `smartreply train`: trains a reply-ranking model on dialogue JSONL files.
struct TrainCommand: Command {
  let name = "train"
  let summary = "Train a reply-ranking model on dialogue JSONL files"
  let help = """
    USAGE: smartreply train --lang <en|ja> --data <folder> --out <file> [options]
           smartreply train --preset <en|ja> --out <file> [options]

    Reads every train.jsonl (and dev.jsonl, for model selection) at or below <folder>, one
    dialogue per line: {"id", "lang", "source", "turns": [{"speaker", "text"}, ...]} (README.md,
    "Retrain on your own conversations"), and writes a model file. --preset starts from a bundled
    model's recipe, as its model card writes it out:
    \(TrainPreset.help)

    OPTIONS:
    \(TrainSettings.table.help())
    """
  var valuedOptions: Set<String> { TrainSettings.table.valuedOptions }
  var flagOptions: Set<String> { TrainSettings.table.flagOptions }

  func run(_ given: ParsedArguments, console: Console) async throws -> Int32 {
    guard given.positional.isEmpty else { throw UsageError("unexpected argument '\(given.positional[0])'") }
    let arguments = try TrainPreset.expanding(given, table: TrainSettings.table)
    let settings = try TrainSettings.table.read(arguments)
    let configuration = settings.configuration
    let language = configuration.language
    guard let data = settings.data else { throw UsageError("--data <folder> is required") }
    guard let out = settings.out else { throw UsageError("--out <file> is required") }
    try OutputPath.checkWritable(out)
    var authoredPairs = [ReplyExample]()
    if let folder = settings.authored {
      authoredPairs = try AuthoredPairs.load(folder: folder, language: language, split: .train)
    }
    let excluded = Set(settings.excludedSources)

    let folder = URL(fileURLWithPath: data)
    let dialogues = try DialogueCorpus.load(from: folder, split: "train", excluding: excluded)
    let dev: [ReplyExample]
    if let devPairs = settings.devPairs {
      dev = Array(try ReplyExample.evaluationPairs(devPairs).prefix(settings.devExamples))
    } else {
      let devDialogues = try DialogueCorpus.load(from: folder, split: "dev", excluding: excluded)
      dev = DevSample.pairs(from: devDialogues, count: settings.devExamples, seed: configuration.seed)
    }
    console.print(
      "training on \(dialogues.count) dialogues and \(authoredPairs.count) authored pairs, selecting on \(dev.count) dev pairs"
    )
    var provenance = [
      "command": Self.recordedCommand(arguments),
      "seed": String(configuration.seed),
      "sources": (Set(dialogues.map(\.source)).sorted() + (authoredPairs.isEmpty ? [] : ["authored"])).joined(
        separator: ","),
    ]
    provenance["excludedSources"] = excluded.sorted().joined(separator: ",")
    let result = try Trainer(configuration: configuration, log: { console.print($0) })
      .train(dialogues: dialogues, pairs: authoredPairs, dev: dev, provenance: provenance)
    let bytes = try ModelFile.encode(result.model)
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: out))
    } catch {
      throw InputOutputError("cannot write \(out): \(error.localizedDescription)")
    }
    let weights = result.model.header.scoreWeights
    console.print(
      String(
        format: "wrote %@ (%.2f MB); score weights: prior %.2f, newest BM25 %.2f, history BM25 %.2f; %@", out,
        Double(bytes.count) / 1_048_576, weights.prior, weights.newestLexical, weights.historyLexical,
        weights.echoMinimumLength == Int.max
          ? "no echo rule" : "echoes of turns from \(weights.echoMinimumLength) words rank last"))
    return 0
  }

  /// The command a model records: the options written out (a preset's too, `--preset` itself
  /// not), valued ones first, each group by name, so it reproduces the model without presets.
  static func recordedCommand(_ arguments: ParsedArguments) -> String {
    (["smartreply", "train"] + TrainSettings.table.words(of: arguments, excluding: ["preset"])).joined(separator: " ")
  }
}
