import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// `smartreply train-safety`: trains the sensitive-topic classifier of one language on authored
/// examples and reports keyword rules plus classifier on the held-out fifth.
struct TrainSafetyCommand: Command {
  let name = "train-safety"
  let summary = "Train the sensitive-topic classifier on authored examples and report held-out recall"
  let help = """
    USAGE: smartreply train-safety --lang <en|ja> --data <file.tsv> [--ordinary <folder>] [--out <file>] [--json]

    Reads `category<TAB>message` lines (Data/safety/<lang>.tsv; categories: none and the
    sensitive topics), trains on four fifths (a fixed split by a hash of each message) and
    reports, on the other fifth, the share of no-suggestion topics caught and of ordinary
    messages wrongly flagged, for the keyword rules alone and with the classifier.

    OPTIONS:
      --lang <code>   language (en, ja)
      --data <file>   the examples
      --ordinary <folder> the everyday corpus of the language (Data/everyday/<lang>): its incoming
                      messages are ordinary (`none`) examples, split by situation like the corpus
      --out <file>    where to write the classifier (Sources/SmartReplyModel/Resources/safety-<lang>.srtc)
      --json          print the reports as JSON
    """
  let valuedOptions: Set<String> = ["lang", "data", "ordinary", "out"]
  let flagOptions: Set<String> = ["json"]

  static let classes = ["none"] + SensitiveTopic.allCases.map(\.rawValue)
  static let maxFalsePositiveRate = 0.03

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    let language = try arguments.requiredLanguage()
    guard let path = arguments.value("data") else { throw UsageError("--data <file.tsv> is required") }
    if let out = arguments.value("out") { try OutputPath.checkWritable(out) }
    let examples: [LabeledText]
    do {
      examples = try LabeledText.read(from: URL(fileURLWithPath: path), labels: Set(Self.classes))
    } catch let error as DataError {
      throw InputOutputError(error.description)
    }
    var ordinary = [(split: AuthoredExchange.Split, text: String)]()
    if let folder = arguments.value("ordinary") {
      do {
        for (_, exchange) in try AuthoredExchange.read(folder: URL(fileURLWithPath: folder)) {
          ordinary += exchange.context.filter { !$0.isSelf }.map { (exchange.split, $0.text) }
        }
      } catch let error as DataError {
        throw InputOutputError(error.description)
      }
    }
    // Ordinary messages of train situations are `none` examples: without them the classifier
    // flags casual wording (tried: 5–7 % false positives on dev at any useful recall).
    let training =
      examples.filter { $0.split == .train }
      + ordinary.filter { $0.split == .train }.map { LabeledText(label: "none", text: $0.text) }
    func labelled(_ split: AuthoredExchange.Split) -> [(category: String, text: String)] {
      examples.filter { $0.split == split }.map { (category: $0.label, text: $0.text) }
        + ordinary.filter { $0.split == split }.map { (category: "none", text: $0.text) }
    }
    let dev = labelled(.dev)
    let heldOut = labelled(.test)
    let trainer = ClassifierTrainer()
    var provenance = [
      "command": "smartreply train-safety --lang \(language.rawValue) --data \(path)",
      "examples": String(training.count), "seed": String(trainer.seed),
    ]
    var classifier = trainer.train(training, classes: Self.classes, language: language, provenance: provenance)
    // The threshold: the highest recall of no-suggestion topics on dev with at most 3 % of
    // ordinary messages flagged (the target is 2 %, not reached yet), else the lowest.
    let sweep = stride(from: Float(0.05), through: 0.95, by: 0.05).map { threshold in
      (
        threshold,
        SafetyReport.measure(SafetyDetector(classifier: classifier, noneBelow: threshold), on: dev)
      )
    }
    let allowed = sweep.filter { $0.1.falsePositiveRate <= Self.maxFalsePositiveRate }
    let chosen =
      allowed.max { $0.1.blockingRecall < $1.1.blockingRecall } ?? sweep.min {
        $0.1.falsePositiveRate < $1.1.falsePositiveRate
      }!
    provenance["noneBelow"] = String(format: "%.2f", chosen.0)
    classifier = classifier.with(provenance: provenance)
    for (threshold, report) in sweep {
      console.print(
        String(
          format: "dev: none below %.2f → no-suggestion recall %.3f, false positives %.3f", threshold,
          report.blockingRecall, report.falsePositiveRate))
    }
    let keywords = SafetyReport.measure(SafetyDetector(classifier: nil), on: heldOut)
    let combined = SafetyReport.measure(SafetyDetector(classifier: classifier), on: heldOut)
    if let out = arguments.value("out") {
      do {
        try Data(try TextClassifierFile.encode(classifier)).write(to: URL(fileURLWithPath: out))
      } catch {
        throw InputOutputError("cannot write \(out): \(error.localizedDescription)")
      }
    }
    if arguments.flag("json") {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      console.print(String(decoding: try encoder.encode(["keywords": keywords, "combined": combined]), as: UTF8.self))
      return 0
    }
    console.print(
      "\(language): trained on \(training.count), threshold \(provenance["noneBelow"]!) chosen on \(dev.count) dev, tested on \(heldOut.count)"
    )
    console.print("category              n   keywords  keywords+classifier")
    for (row, other) in zip(keywords.rows, combined.rows) {
      console.print(
        row.category.padding(toLength: 18, withPad: " ", startingAt: 0)
          + String(format: "%5d   %6.3f   %6.3f", row.count, row.recall, other.recall))
    }
    console.print(
      String(
        format: "no-suggestion recall %.3f → %.3f; false positives on ordinary messages %.3f → %.3f",
        keywords.blockingRecall, combined.blockingRecall, keywords.falsePositiveRate, combined.falsePositiveRate))
    return 0
  }
}
