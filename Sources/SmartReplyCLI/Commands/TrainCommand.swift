import Foundation
import SmartReplyModel
import SmartReplyTraining

/// `smartreply train`: trains a reply-ranking model on dialogue JSONL files.
struct TrainCommand: Command {
  let name = "train"
  let summary = "Train a reply-ranking model on dialogue JSONL files"
  let help = """
    USAGE: smartreply train --lang <en|ja> --data <folder> --out <file> [options]

    Reads every train.jsonl (and dev.jsonl, for model selection) at or below <folder>, one
    dialogue per line: {"id", "lang", "source", "turns": [{"speaker", "text"}, ...]} (README.md,
    "Retrain on your own conversations"), and writes a model file.

    OPTIONS:
      --lang <code>           language written into the model (en, ja)
      --data <folder>         folder of dialogue JSONL files
      --out <file>            where to write the model
      --exclude-source <name> leave a source out (repeatable), e.g. topical-chat
      --authored <folder>     also train on the project's authored data (Data/: everyday corpus and
                              intent examples of --lang, train split; intents get the bundled
                              response set's replies)
      --authored-repeats <n>  times each authored pair is seen per epoch (default 1)
      --epochs <n>            most epochs (default 5); stops early when dev R@1 stops improving
      --batch-size <n>        examples per batch, at least 64 (default 256)
      --bucket-bits <n>       log2 of the hash buckets (default 16)
      --dimension <n>         embedding width, a multiple of 8 (default 64)
      --history-turns <n>     turns before the newest the context tower reads (default 9)
      --hashes <n>            embedding rows per feature, 1 or 2 (default 1)
      --word-char-ngrams <n>  length of character n-grams inside words, 0 for none (default 3)
      --no-shared-hashing     hash each role's features (newest, history, reply) to rows of its own
      --no-average            export the last step's weights, not their moving average
      --dev-pairs <file>      select and tune on these pairs instead of a sample of the dev split
      --hidden <n,n>          hidden layer widths (default 256)
      --output <n>            encoded vector width (default 128)
      --learning-rate <x>     Adam learning rate (default 0.002)
      --dropout <x>           feature dropout (default 0.1)
      --embedding-lr-scale <x> learning-rate multiplier of the embedding table (default 1)
      --symmetric-loss        also train each reply to pick its context
      --seed <n>              random seed (default 20261129); same seed, same model
      --threads <n>           worker threads (default 2)
      --max-examples <n>      use at most n training pairs (default: all)
      --dev-examples <n>      dev pairs for model selection (default 2000)
    """
  let valuedOptions: Set<String> = [
    "lang", "data", "out", "exclude-source", "authored", "authored-repeats", "epochs", "batch-size", "bucket-bits",
    "dimension", "history-turns",
    "hashes", "word-char-ngrams", "dev-pairs", "hidden", "output",
    "learning-rate", "dropout", "embedding-lr-scale", "seed", "threads", "max-examples", "dev-examples",
  ]
  let flagOptions: Set<String> = ["symmetric-loss", "no-shared-hashing", "no-average"]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    let language = try arguments.requiredLanguage()
    guard let data = arguments.value("data") else { throw UsageError("--data <folder> is required") }
    guard let out = arguments.value("out") else { throw UsageError("--out <file> is required") }
    try OutputPath.checkWritable(out)
    var configuration = TrainingConfiguration(language: language)
    configuration.epochs = try arguments.integer("epochs", default: configuration.epochs, in: 1...100)
    configuration.batchSize = try arguments.integer("batch-size", default: configuration.batchSize, in: 64...4096)
    configuration.features.bucketBits = try arguments.integer("bucket-bits", default: 16, in: 8...22)
    configuration.features.sharedRoleHashing = !arguments.flag("no-shared-hashing")
    configuration.features.wordCharacterNgramLength = try arguments.integer("word-char-ngrams", default: 3, in: 0...6)
    configuration.features.hashesPerFeature = try arguments.integer("hashes", default: 1, in: 1...2)
    configuration.features.historyTurns = try arguments.integer("history-turns", default: 9, in: 0...10)
    let dimension = try arguments.integer("dimension", default: configuration.embeddingDimension, in: 8...1024)
    guard dimension % 8 == 0 else { throw UsageError("--dimension must be a multiple of 8") }
    configuration.embeddingDimension = dimension
    if let hidden = arguments.value("hidden") {
      let sizes = hidden.split(separator: ",").compactMap { Int($0) }
      guard !sizes.isEmpty, sizes.allSatisfy({ (1...4096).contains($0) }) else {
        throw UsageError("--hidden takes widths separated by commas, e.g. 256,256")
      }
      configuration.hiddenSizes = sizes
    }
    configuration.outputSize = try arguments.integer("output", default: configuration.outputSize, in: 8...4096)
    configuration.learningRate = Float(try arguments.number("learning-rate", default: 0.002, in: 1e-6...1))
    configuration.featureDropout = Float(try arguments.number("dropout", default: 0.1, in: 0...0.9))
    configuration.embeddingLearningRateScale = Float(
      try arguments.number("embedding-lr-scale", default: 1, in: 0.001...100))
    configuration.symmetricLoss = arguments.flag("symmetric-loss")
    configuration.weightAveraging = !arguments.flag("no-average")
    configuration.seed = UInt64(try arguments.integer("seed", default: Int(configuration.seed), in: 0...Int.max))
    configuration.threads = try arguments.integer("threads", default: 2, in: 1...64)
    configuration.maxExamples = try arguments.integer("max-examples", default: 0, in: 0...Int.max)
    let devCount = try arguments.integer("dev-examples", default: 2000, in: 100...100_000)
    configuration.authoredRepeats = try arguments.integer("authored-repeats", default: 1, in: 0...100)
    var authoredPairs = [ReplyExample]()
    if let folder = arguments.value("authored") {
      authoredPairs = try AuthoredPairs.load(folder: folder, language: language, split: .train)
    }
    let excluded = Set(arguments.values("exclude-source"))

    let folder = URL(fileURLWithPath: data)
    let dialogues = try DialogueCorpus.load(from: folder, split: "train", excluding: excluded)
    let dev: [ReplyExample]
    if let devPairs = arguments.value("dev-pairs") {
      dev = Array(try ReplyExample.evaluationPairs(devPairs).prefix(devCount))
    } else {
      let devDialogues = try DialogueCorpus.load(from: folder, split: "dev", excluding: excluded)
      dev = DevSample.pairs(from: devDialogues, count: devCount, seed: configuration.seed)
    }
    console.print(
      "training on \(dialogues.count) dialogues and \(authoredPairs.count) authored pairs, selecting on \(dev.count) dev pairs"
    )
    var provenance = [
      "command": "smartreply train " + commandLine(arguments),
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

  /// The options as given, so the model records the command that reproduces it.
  private func commandLine(_ arguments: ParsedArguments) -> String {
    let valued = valuedOptions.sorted().flatMap { name in arguments.values(name).map { "--\(name) \($0)" } }
    let flags = flagOptions.sorted().filter(arguments.flag).map { "--\($0)" }
    return (valued + flags).joined(separator: " ")
  }

}
