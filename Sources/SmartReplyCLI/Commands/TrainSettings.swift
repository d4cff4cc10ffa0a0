import SmartReplyModel
import SmartReplyTraining

/// What `smartreply train` was asked for: the training configuration and where the data comes
/// from. Defaults are `TrainingConfiguration`'s, so help shows what an absent option leaves.
struct TrainSettings: Sendable {
  /// The trainer's settings; reading the required `--lang` replaces the language.
  var configuration = TrainingConfiguration(language: .english)
  var data: String?
  var out: String?
  var authored: String?
  var devPairs: String?
  var excludedSources: [String] = []
  var devExamples = 2_000

  /// Every option of `smartreply train`, in the order help lists them.
  static let table = OptionTable(
    defaults: TrainSettings(),
    options: [
      // Read by TrainPreset, which fills in the options it stands for before the table reads them.
      CommandOption(
        name: "preset", placeholder: "<\(Language.allCases.map(\.rawValue).joined(separator: "|"))>",
        help: "start from the bundled model's recipe (its model card's command); options given as well override it",
        shownDefault: { _ in nil }, read: { _, _ in }),
      CommandOption(
        name: "lang", placeholder: "<code>", help: "language written into the model (\(Language.codeList)); required",
        shownDefault: { _ in nil },
        read: { arguments, settings in settings.configuration.language = try arguments.requiredLanguage() }),
      .text("data", \.data, placeholder: "<folder>", help: "folder of dialogue JSONL files; required"),
      .text("out", \.out, placeholder: "<file>", help: "where to write the model; required"),
      .list(
        "exclude-source", \.excludedSources, placeholder: "<name>",
        help: "leave a source out (repeatable), e.g. topical-chat"),
      .text(
        "authored", \.authored, placeholder: "<folder>",
        help:
          "also train on the project's authored data (Data/: everyday corpus and intent examples of --lang, train split; intents get the bundled response set's replies)"
      ),
      .integer(
        "authored-repeats", \.configuration.authoredRepeats, in: 0...100,
        help: "times each authored pair is seen per epoch"),
      .text(
        "dev-pairs", \.devPairs, placeholder: "<file>",
        help: "select and tune on these pairs instead of a sample of the dev split"),
      .integer("dev-examples", \.devExamples, in: 100...100_000, help: "dev pairs for model selection"),
      .integer(
        "epochs", \.configuration.epochs, in: 1...100, help: "most epochs; stops early when dev R@1 stops improving"),
      .integer("batch-size", \.configuration.batchSize, in: 64...4096, help: "examples per batch"),
      .integer(
        "max-examples", \.configuration.maxExamples, in: 0...Int.max, help: "use at most n training pairs (0: all)"),
      .integer(
        "bucket-bits", \.configuration.features.bucketBits, in: FeatureLimits.rankerBucketBits,
        help: "log2 of the hash buckets"),
      .integer(
        "dimension", \.configuration.embeddingDimension, in: ModelFile.embeddingDimensions,
        multipleOf: ModelFile.embeddingDimensionMultiple, help: "embedding width, a multiple of 8"),
      .integer(
        "history-turns", \.configuration.features.historyTurns, in: 0...TurnLimits.modelHistory,
        help: "turns before the newest the context tower reads"),
      .integer(
        "hashes", \.configuration.features.hashesPerFeature, in: FeatureLimits.hashesPerFeature,
        help: "embedding rows per feature, 1 or 2"),
      .integer(
        "word-char-ngrams", \.configuration.features.wordCharacterNgramLength,
        in: FeatureLimits.wordCharacterNgramLength, help: "length of character n-grams inside words, 0 for none"),
      .flag(
        "no-shared-hashing", \.configuration.features.sharedRoleHashing, setting: false,
        help: "hash each role's features (newest, history, reply) to rows of its own"),
      CommandOption(
        name: "hidden", placeholder: "<n,n>", help: "hidden layer widths",
        shownDefault: { $0.configuration.hiddenSizes.map(String.init).joined(separator: ",") },
        read: { arguments, settings in
          guard let hidden = arguments.value("hidden") else { return }
          let sizes = hidden.split(separator: ",").compactMap { Int($0) }
          guard !sizes.isEmpty, sizes.allSatisfy({ (1...4096).contains($0) }) else {
            throw UsageError("--hidden takes widths separated by commas, e.g. 256,256")
          }
          settings.configuration.hiddenSizes = sizes
        }),
      .integer("output", \.configuration.outputSize, in: 8...4096, help: "encoded vector width"),
      .number("learning-rate", \.configuration.learningRate, in: 1e-6...1, help: "Adam learning rate"),
      .number("dropout", \.configuration.featureDropout, in: 0...0.9, help: "feature dropout"),
      .number(
        "embedding-lr-scale", \.configuration.embeddingLearningRateScale, in: 0.001...100,
        help: "learning-rate multiplier of the embedding table"),
      .flag(
        "symmetric-loss", \.configuration.symmetricLoss, setting: true,
        help: "also train each reply to pick its context"),
      .flag(
        "no-average", \.configuration.weightAveraging, setting: false,
        help: "export the last step's weights, not their moving average"),
      .integer("seed", \.configuration.seed, in: 0...Int.max, help: "random seed; same seed, same model"),
      .integer("threads", \.configuration.threads, in: 1...64, help: "worker threads"),
    ])
}
