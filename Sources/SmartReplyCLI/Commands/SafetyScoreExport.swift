import Foundation
import SmartReplyKit
import SmartReplyModel

/// The per-message scores of `train-safety --scores`: for each message fitted on, its fold and
/// what the model that did not see it found; for each held-out message, what the shipped model
/// found. With the tokens and hashed features the command reads, so that experiments outside
/// Swift (Scripts/safety-embedding-experiment.py) use the same splits and can combine their own
/// scores with the detector's.
struct SafetyScoreExport {
  /// One message's line (JSON).
  struct Line: Encodable {
    /// `fit` (scored out of fold) or `test` (the held-out fifth and test situations).
    var split: String
    /// The fold that scored it (-1 for `test`).
    var fold: Int
    var category: String
    var text: String
    /// The normalised tokens and their kinds (`Token.Kind` raw values).
    var tokens: [String]
    var tokenKinds: [UInt8]
    /// The classifier's distinct feature buckets.
    var features: [Int32]
    /// Class probabilities, in the order of `TrainSafetyCommand.classes`.
    var probabilities: [Float]
    /// The keyword rules' topic, whether it is made of idiom-prone phrases only, and the topic that
    /// stands when the classifier overrules it (empty: none).
    var keyword: String
    var keywordMayBeIdiom: Bool
    var firmKeyword: String
  }

  private(set) var lines = [Line]()

  /// Adds the scores of `text` (labelled `category`) by `classifier`.
  mutating func add(split: String, fold: Int, category: String, text: String, classifier: TextClassifier) {
    let analyzed = AnalyzedText(text)
    let evidence = SafetyDetector(classifier: classifier).evidence(of: text)
    lines.append(
      Line(
        split: split, fold: fold, category: category, text: text,
        tokens: analyzed.tokens.map { token in
          var scalars = String.UnicodeScalarView()
          scalars.append(contentsOf: analyzed.scalars[token.range])
          return String(scalars)
        },
        tokenKinds: analyzed.tokens.map(\.kind.rawValue), features: classifier.features(of: analyzed),
        probabilities: classifier.probabilities(of: analyzed), keyword: evidence.keyword?.rawValue ?? "",
        keywordMayBeIdiom: evidence.keywordMayBeIdiom, firmKeyword: evidence.firmKeyword?.rawValue ?? ""))
  }

  /// Writes one JSON object per line to `path`.
  func write(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = Data()
    for line in lines {
      data.append(try encoder.encode(line))
      data.append(UInt8(ascii: "\n"))
    }
    do {
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw InputOutputError("cannot write \(path): \(error.localizedDescription)")
    }
  }
}
