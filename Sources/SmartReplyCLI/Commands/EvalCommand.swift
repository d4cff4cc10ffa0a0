import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// `smartreply eval`: 1-of-100 Recall@1, Recall@3 and MRR of a model and of BM25.
struct EvalCommand: Command {
  let name = "eval"
  let summary = "Measure 1-of-100 ranking (R@1, R@3, MRR) against a BM25 baseline"
  let help = """
    USAGE: smartreply eval (--pairs <file> | --authored <folder> --lang <en|ja>) [--model <file>] [--intents <file>]
                           [--limit <n>] [--json]

    Cuts the pairs file into consecutive blocks of 100 (the remainder is dropped); each example's
    candidates are the 100 responses of its block, and a tie with the true response is a miss.
    Prints the model's figures, each score part's alone, with the intent model's term added (a
    candidate that says a response-set reply gets the term of its intent, as in serving), BM25's,
    and the model/BM25 ratios.

    OPTIONS:
      --pairs <file>   evaluation pairs, one JSON object per line:
                       {"id", "lang", "context": [{"text", "self"}], "response"}; at least 100
      --authored <folder> the test split of the authored data (Data/): 1-of-100 on the everyday
                       corpus (one pair per exchange), then the share of intent examples whose
                       suggestions include a reply of their intent (the model, the bundled response
                       set and the intent model; trigger and other classifiers off)
      --model <file>   model file (default: the bundled model of the pairs' language)
      --intents <file> intent model (default: the bundled one of the language; `none` for none)
      --lang <code>    evaluate the pairs of this language (default: the pairs' "lang" fields; for
                       pairs without one, the file name: ja-… is Japanese, anything else English)
      --limit <n>      use only the first n examples
      --retune-on <file> re-tune the score weights on these (dev) pairs first
      --json           print the figures as JSON
    """
  let valuedOptions: Set<String> = ["pairs", "model", "lang", "limit", "retune-on", "authored", "intents"]
  let flagOptions: Set<String> = ["json"]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    var intentRecall: IntentRecall? = nil
    let pairsPath: String
    var examples: [ReplyExample]
    if let folder = arguments.value("authored") {
      guard let language = try arguments.language("lang") else {
        throw UsageError("--authored needs --lang \(Language.codeList)")
      }
      pairsPath = "\(folder) (\(language) everyday test split)"
      let data: AuthoredData
      do {
        data = try AuthoredData(folder: URL(fileURLWithPath: folder), language: language)
      } catch let error as DataError {
        throw InputOutputError(error.description)
      }
      examples = data.evaluationPairs(split: .test)
      let model = try ReplyRankingModel.commandInput(path: arguments.value("model"), language: language, hint: "")
      let set: ResponseSet
      do {
        set = try ResponseSet.bundled(language: language)
      } catch {
        throw InputOutputError(error.description)
      }
      // The model under test with the bundled set, trigger off: does the right intent rank high.
      var generator: SmartReplyGenerator
      do {
        generator = try SmartReplyGenerator(models: [model], responseSets: [set])
      } catch {
        throw UsageError("--model is for \(model.header.language), --lang is \(language): \(error)")
      }
      if let intents = try IntentModelLoading.classifier(path: arguments.value("intents"), language: language) {
        do {
          generator = try generator.replacingIntentModel(with: intents, source: arguments.value("intents") ?? "")
        } catch {
          throw InputOutputError("\(error)")
        }
      }
      intentRecall = IntentRecall.measure(
        generator, language: language, examples: data.intentExamples.filter { $0.split == .test })
    } else {
      guard let path = arguments.value("pairs") else {
        throw UsageError("--pairs <file> or --authored <folder> is required")
      }
      pairsPath = path
      examples = try ReplyExample.evaluationPairs(path)
    }
    let json = arguments.flag("json")
    let chosen = try PairLanguage.choose(
      examples, requested: try arguments.language("lang"), modelPath: arguments.value("model"), hint: pairsPath)
    examples = chosen.examples
    var model = try ReplyRankingModel.commandInput(
      path: arguments.value("model"), language: chosen.language, hint: pairsPath)
    let modelLanguage = model.header.language
    let foreign = examples.filter { $0.language.map { $0 != modelLanguage.rawValue } ?? false }.count
    guard foreign == 0 else {
      throw UsageError(
        "\(pairsPath): \(foreign) pairs are not in \(modelLanguage), the language of the model; give --lang \(modelLanguage) to evaluate only its pairs, or another --model"
      )
    }
    let limit = try arguments.integer("limit", default: examples.count, in: 1...Int.max)
    examples = Array(examples.prefix(limit))
    guard examples.count >= 100 else {
      let found = examples.isEmpty ? "no pairs" : "only \(examples.count) pair\(examples.count == 1 ? "" : "s")"
      return fail(
        "\(pairsPath): \(found) to evaluate; 1-of-100 ranking needs at least 100 (one block of 100)", console,
        json: json)
    }
    if let warning = chosen.warning { console.printError("warning: \(warning)") }
    if let devPath = arguments.value("retune-on") {
      let dev = try ReplyExample.evaluationPairs(devPath)
      model = model.with(scoreWeights: ScoreWeightTuner.tune(model, dev: dev, log: { console.print($0) }).weights)
    }
    var rows: [(String, RecallReport)] = []
    for component in ScoreComponents.allCases {
      rows.append(
        ("model: \(component.rawValue)", RecallEvaluation.evaluate(examples, scorer: component.scorer(for: model))))
    }
    if let scorer = try IntentModelLoading.scorer(path: arguments.value("intents"), model: model) {
      rows.append(("model + intents", RecallEvaluation.evaluate(examples, scorer: scorer)))
    }
    let baseline = RecallEvaluation.evaluate(examples, scorer: BM25Baseline.scorer)
    rows.append(("BM25 baseline", baseline))
    let ratio = baseline.recallAt1 > 0 ? rows[0].1.recallAt1 / baseline.recallAt1 : 0
    let intentRatio = rows.first { $0.0 == "model + intents" }.map {
      baseline.recallAt1 > 0 ? $0.1.recallAt1 / baseline.recallAt1 : 0
    }
    if arguments.flag("json") {
      var object: [String: Any] = [
        "pairs": pairsPath, "examples": baseline.examples, "blocks": baseline.blocks, "ratioR1": ratio,
      ]
      for (label, report) in rows {
        object[label] = [
          "recallAt1": report.recallAt1, "recallAt3": report.recallAt3, "mrr": report.meanReciprocalRank,
        ]
      }
      if let intentRecall { object["intentRecallAt3"] = intentRecall.overall }
      if let intentRatio { object["intentsRatioR1"] = intentRatio }
      let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      console.print(String(decoding: data, as: UTF8.self))
      return 0
    }
    console.print(
      "\(pairsPath): \(baseline.examples) examples in \(baseline.blocks) blocks of 100 (\(model.header.language) model)"
    )
    console.print("                       R@1     R@3     MRR")
    for (label, report) in rows {
      console.print(
        label.padding(toLength: 20, withPad: " ", startingAt: 0)
          + String(format: "  %.3f   %.3f   %.3f", report.recallAt1, report.recallAt3, report.meanReciprocalRank))
    }
    console.print(String(format: "model / BM25 R@1 ratio: %.2f", ratio))
    if let intentRatio { console.print(String(format: "model + intents / BM25 R@1 ratio: %.2f", intentRatio)) }
    if let intentRecall { console.print(intentRecall.report) }
    return 0
  }
}

extension EvalCommand {
  /// Reports a problem with the pairs (exit status 1), also as JSON on standard output with --json.
  fileprivate func fail(_ message: String, _ console: Console, json: Bool) -> Int32 {
    if json { console.print(CommandLineTool.errorJSON(message, kind: "input")) }
    console.printError("error: \(message)")
    return 1
  }
}
