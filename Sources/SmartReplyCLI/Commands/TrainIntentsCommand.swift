import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// `smartreply train-intents`: trains the model of P(reply intent | conversation) of one language
/// on the authored data and chooses the weight of its score term on the dev split.
struct TrainIntentsCommand: Command {
  let name = "train-intents"
  let summary = "Train the reply-intent classifier and choose its score weight on the authored dev split"
  let help = """
    USAGE: smartreply train-intents --lang <en|ja> --authored <folder> [--out <file>] [--weight <x>]
                                    [--match-similarity <x>] [--bucket-bits <n>] [--epochs <n>]
                                    [--no-balance] [--intent-examples-only]

    A linear classifier over hashed n-grams of the newest incoming messages; its classes are the
    intents of the bundled response set. Examples: the intent examples of
    <folder>/intent-examples/<lang>.tsv, and every exchange of <folder>/everyday/<lang> with the
    intents of its replies that say a response-set reply (case, spacing and punctuation aside).
    Trains on the train splits, reports top-1 and top-3 accuracy on the test splits, then picks
    the weight w of `w × log(K × P(intent))` in reply scores with the best mean, on the dev splits,
    of 1-of-100 R@1, intent recall and the share of conversations whose suggestions match a fitting
    reply (bundled ranker, response set and policy). Retrain after changing the response set.

    OPTIONS:
      --lang <code>        language (en, ja)
      --authored <folder>  the authored data folder (Data)
      --out <file>         where to write the classifier (Sources/SmartReplyModel/Resources/intent-<lang>.srtc)
      --weight <x>         use this weight instead of choosing one on dev
      --match-similarity <x> also label an everyday reply with the intent of the response-set reply
                           nearest to it in the ranker's reply space when their cosine is at least x
                           (default 0.9; 1: exact matches only)
      --bucket-bits <n>    log2 of the hashed feature buckets (default 12)
      --epochs <n>         passes over the data (default 30)
      --no-balance         let frequent intents weigh more in the loss
      --intent-examples-only  leave the everyday exchanges out (an ablation)
    """
  let valuedOptions: Set<String> = ["lang", "authored", "out", "weight", "epochs", "bucket-bits", "match-similarity"]
  let flagOptions: Set<String> = ["no-balance", "intent-examples-only"]

  /// The weights tried on dev.
  static let weights: [Float] = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    let language = try arguments.requiredLanguage()
    guard let folder = arguments.value("authored") else { throw UsageError("--authored <folder> is required") }
    if let out = arguments.value("out") { try OutputPath.checkWritable(out) }
    let fixedWeight = try arguments.value("weight").map { _ in
      Float(try arguments.number("weight", default: 1, in: 0...20))
    }
    var trainer = ClassifierTrainer()
    trainer.features.bucketBits = try arguments.integer("bucket-bits", default: 12, in: 8...20)
    trainer.epochs = try arguments.integer("epochs", default: 30, in: 1...500)
    trainer.balancesClasses = !arguments.flag("no-balance")
    // The bundled intent models may not match a changed response set: this command replaces them.
    let generator = try SmartReplyGenerator.loadBundled(intentModels: false)
    guard let responseSet = generator.responseSet(for: language), let model = generator.rankingModel(for: language)
    else { throw InputOutputError("no bundled response set for \(language)") }
    let data: AuthoredData
    do {
      data = try AuthoredData(folder: URL(fileURLWithPath: folder), language: language)
    } catch let error as DataError {
      throw InputOutputError(error.description)
    }
    let similarity = Float(try arguments.number("match-similarity", default: 0.9, in: 0...1))
    let index = ReplyIntentIndex(responseSet, model: similarity < 1 ? model : nil, similarity: similarity)
    var labelled = try IntentTrainingData(data: data, language: language, responseSet: responseSet, index: index)
    if arguments.flag("intent-examples-only") { labelled.items.removeAll(where: \.isEveryday) }
    let classes = responseSet.intents.map(\.rawValue)
    let training = labelled.examples(.train)
    var provenance = [
      "command": "smartreply train-intents --lang \(language) --authored \(folder)" + commandSuffix(arguments),
      "seed": String(trainer.seed), "examples": String(training.count),
    ]
    // Measured, and its weight chosen, as the file stores it (8-bit weights).
    var classifier = trainer.train(training, classes: classes, language: language, provenance: provenance).quantized()
    console.print(
      "\(language): \(classes.count) intents, \(training.count) training examples, \(labelled.items.filter(\.isEveryday).count) labelled exchanges"
    )
    for (name, isEveryday) in [("intent examples", false), ("everyday", true)] {
      let accuracy = Self.accuracy(
        classifier, labelled.items.filter { $0.split == .test && $0.isEveryday == isEveryday })
      console.print(
        String(
          format: "test %@: %d labels, top-1 %.3f, top-3 %.3f", name, accuracy.count, accuracy.top1, accuracy.top3))
      provenance["test \(name) top-3"] = String(format: "%.3f", accuracy.top3)
    }
    var chosen = fixedWeight ?? 1
    if fixedWeight == nil {
      let dev = DevObjective(data: data, language: language, generator: generator, model: model, index: index)
      var best = -1.0
      for weight in Self.weights {
        let figures = try dev.measure(classifier, weight: weight)
        console.print(
          String(
            format: "dev: w %.2f → R@1 %.3f, intent recall %.3f, match %.3f, mean %.3f", weight, figures.recall,
            figures.intentRecall, figures.matchRate, figures.mean))
        if figures.mean > best + 1e-9 {
          best = figures.mean
          chosen = weight
        }
      }
    }
    provenance["scoreWeight"] = String(format: "%.2f", chosen)
    provenance["matchSimilarity"] = String(similarity)
    classifier = classifier.with(provenance: provenance)
    console.print(String(format: "score weight %.2f", chosen))
    try OutputPath.write(classifier, to: arguments.value("out"))
    return 0
  }

  private func commandSuffix(_ arguments: ParsedArguments) -> String {
    ["match-similarity", "bucket-bits", "epochs", "weight"].compactMap { name in
      arguments.value(name).map { " --\(name) \($0)" }
    }.joined()
      + ["no-balance", "intent-examples-only"].filter(arguments.flag).map { " --\($0)" }.joined()
  }

  /// Share of labels that are the classifier's first choice for their conversation, and among its
  /// first three (a conversation with several fitting intents counts once per intent).
  static func accuracy(_ classifier: TextClassifier, _ items: [IntentTrainingData.Item]) -> (
    count: Int, top1: Double, top3: Double
  ) {
    var hits = (count: 0, top1: 0, top3: 0)
    for item in items {
      let probabilities = classifier.probabilities(
        of: SuggestionPipeline.burst(of: item.context.map(PreparedConversation.Turn.init(turn:))))
      let order = probabilities.indices.sorted { probabilities[$0] > probabilities[$1] }.prefix(3).map {
        classifier.header.classes[$0]
      }
      for intent in item.intents.map(\.rawValue) {
        hits.count += 1
        hits.top1 += order.first == intent ? 1 : 0
        hits.top3 += order.contains(intent) ? 1 : 0
      }
    }
    let count = Double(max(1, hits.count))
    return (hits.count, Double(hits.top1) / count, Double(hits.top3) / count)
  }
}

/// What the score weight is chosen on: the authored dev split, through the bundled ranker.
struct DevObjective {
  let language: Language
  let generator: SmartReplyGenerator
  let model: ReplyRankingModel
  let pairs: [ReplyExample]
  let intentExamples: [LabeledText]
  let conversations: [(context: [ConversationTurn], responses: [String])]
  /// Tells the intent of a candidate reply, as the training labels were told.
  let index: ReplyIntentIndex

  init(
    data: AuthoredData, language: Language, generator: SmartReplyGenerator, model: ReplyRankingModel,
    index: ReplyIntentIndex
  ) {
    self.language = language
    self.index = index
    self.generator = generator
    self.model = model
    pairs = data.evaluationPairs(split: .dev)
    intentExamples = data.intentExamples.filter { $0.split == .dev }
    conversations = data.exchanges.filter { $0.exchange.split == .dev }.map {
      ($0.exchange.context, $0.exchange.replies)
    }
  }

  /// Dev 1-of-100 R@1, intent recall (as `eval --authored` measures them) and match rate (as
  /// `calibrate` counts a match) with the intent term at `weight`, and their mean.
  func measure(_ classifier: TextClassifier, weight: Float) throws -> (
    recall: Double, intentRecall: Double, matchRate: Double, mean: Double
  ) {
    var provenance = classifier.header.provenance
    provenance["scoreWeight"] = String(weight)
    let weighted = classifier.with(provenance: provenance)
    let set = generator.responseSet(for: language)!
    let prior = try IntentPrior(classifier: weighted, responseSet: set, source: "trained model")
    let recall = RecallEvaluation.evaluate(
      pairs, scorer: IntentScoring.scorer(model: model, prior: prior, index: index)
    ).recallAt1
    let ranker = try SmartReplyGenerator(models: [model], responseSets: [set]).replacingIntentModel(with: weighted)
    let intentRecall = IntentRecall.measure(ranker, language: language, examples: intentExamples).overall
    let full = try generator.replacingIntentModel(with: weighted)
    // No dev conversations, or none matched: nothing to gain there.
    let matchRate = (try? full.calibrateTrigger(language: language, conversations: conversations))?.matchRate ?? 0
    return (recall, intentRecall, matchRate, (recall + intentRecall + matchRate) / 3)
  }
}
