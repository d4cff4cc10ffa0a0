import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// `smartreply train-kinds`: trains the message-kind classifier (good and bad news, thanks,
/// apologies, congratulations, compliments, other) of one language on the authored everyday corpus
/// and the authored kind examples.
struct TrainKindsCommand: Command {
  let name = "train-kinds"
  let summary = "Train the message-kind classifier (news, thanks, apologies, ...) on the authored data"
  let help = """
    USAGE: smartreply train-kinds --lang <en|ja> --authored <folder> [--out <file>]

    Labels the newest incoming message of every exchange of <folder>/everyday/<lang> with the kind
    of its situation (<folder>/everyday/situation-kinds.tsv; unlisted situations are `other`), adds
    the intent examples whose intent implies a kind (<folder>/intent-examples/intent-kinds.tsv)
    and the kind examples (<folder>/kind-examples/<lang>.tsv: `kind<TAB>message`), trains on the
    train splits (kind examples: train and dev) and reports per-kind precision and recall on the
    test situations and on the test fifth of the kind examples.

    OPTIONS:
      --lang <code>        language (en, ja)
      --authored <folder>  the authored data folder (Data)
      --out <file>         where to write the classifier (Sources/SmartReplyModel/Resources/kind-<lang>.srtc)
    """
  let valuedOptions: Set<String> = ["lang", "authored", "out"]
  let flagOptions: Set<String> = []

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    let language = try arguments.requiredLanguage()
    guard let folder = arguments.value("authored") else { throw UsageError("--authored <folder> is required") }
    if let out = arguments.value("out") { try OutputPath.checkWritable(out) }
    let classes = MessageKind.allCases.map(\.rawValue)
    let labelled: [(split: AuthoredExchange.Split, example: LabeledText)]
    let kindExamples: [LabeledText]
    do {
      let root = URL(fileURLWithPath: folder)
      let kinds = try LabeledText.read(
        from: root.appendingPathComponent("everyday/situation-kinds.tsv"), labels: nil)
      let kindOf = Dictionary(kinds.map { ($0.label, $0.text) }, uniquingKeysWith: { first, _ in first })
      let data = try AuthoredData(folder: root, language: language)
      let intentKinds = try LabeledText.read(from: root.appendingPathComponent("intent-examples/intent-kinds.tsv"))
      let kindOfIntent = Dictionary(intentKinds.map { ($0.label, $0.text) }, uniquingKeysWith: { first, _ in first })
      labelled =
        data.exchanges.compactMap { _, exchange in
          guard let newest = exchange.context.last(where: { !$0.isSelf }) else { return nil }
          return (exchange.split, LabeledText(label: kindOf[exchange.situation] ?? "other", text: newest.text))
        }
        + data.intentExamples.compactMap { example in
          // Intent examples feed training only: the report stays on unseen situations.
          guard example.split == .train, let kind = kindOfIntent[example.label] else { return nil }
          return (.train, LabeledText(label: kind, text: example.text))
        }
      kindExamples = try LabeledText.read(
        from: root.appendingPathComponent("kind-examples/\(language.rawValue).tsv"), labels: Set(classes))
    } catch let error as DataError {
      throw InputOutputError(error.description)
    }
    let training = labelled.filter { $0.split == .train }.map(\.example) + kindExamples.filter { $0.split != .test }
    let trainer = ClassifierTrainer()
    // Measured as the file stores it (8-bit weights): the figures are the shipped model's.
    let classifier = trainer.train(
      training, classes: classes, language: language,
      provenance: [
        "command": "smartreply train-kinds --lang \(language.rawValue) --authored \(folder)",
        "seed": String(trainer.seed),
        "examples": String(training.count),
      ]
    ).quantized()
    let detector = MessageKindDetector(classifier: classifier)
    let testSituations = labelled.filter { $0.split == .test }.map(\.example)
    report("\(language): test situations", testSituations, detector, console)
    report("\(language): test kind examples", kindExamples.filter { $0.split == .test }, detector, console)
    try OutputPath.write(classifier, to: arguments.value("out"))
    return 0
  }

  /// Prints per-kind precision and recall of `detector` on `examples`.
  private func report(_ title: String, _ examples: [LabeledText], _ detector: MessageKindDetector, _ console: Console) {
    var counts = [String: (predicted: Int, actual: Int, right: Int)]()
    for example in examples {
      let predicted = detector.kind(of: example.text).rawValue
      counts[predicted, default: (0, 0, 0)].predicted += 1
      counts[example.label, default: (0, 0, 0)].actual += 1
      if predicted == example.label { counts[predicted, default: (0, 0, 0)].right += 1 }
    }
    console.print("\(title), kind   n   precision   recall")
    for kind in MessageKind.allCases.map(\.rawValue) {
      let row = counts[kind, default: (0, 0, 0)]
      console.print(
        kind.padding(toLength: 16, withPad: " ", startingAt: 0)
          + String(
            format: "%5d   %6.3f   %6.3f", row.actual,
            row.predicted == 0 ? 0 : Double(row.right) / Double(row.predicted),
            row.actual == 0 ? 0 : Double(row.right) / Double(row.actual)))
    }
  }
}
