import Foundation
import SmartReplyModel
import SmartReplyTraining

/// Which language `eval` scores pairs in: each pair's `"lang"`, else `--lang`, else the file
/// name (`ja-…` is Japanese), with a warning when only the file name says.
enum PairLanguage {
  /// The pairs to evaluate, their language and a warning, if any.
  static func choose(
    _ examples: [ReplyExample], requested: Language?, modelPath: String?, hint: String
  ) throws -> (examples: [ReplyExample], language: Language?, warning: String?) {
    // Pairs files may name any code; only those of a Language have a model.
    var counts = [String: Int]()
    for example in examples { counts[example.language ?? "", default: 0] += 1 }
    let labelled = counts.keys.filter { !$0.isEmpty }.sorted()
    if let other = labelled.first(where: { Language(rawValue: $0) == nil }) {
      throw UsageError(
        "\(hint): \(counts[other]!) pairs have lang \"\(other)\"; eval has models for \(Language.codeList) only")
    }
    let languages = labelled.compactMap(Language.init(rawValue:))
    if modelPath != nil, requested == nil {
      // The model file decides; eval checks its language against the pairs.
      return (examples, languages.count == 1 ? languages[0] : nil, nil)
    }
    if let requested {
      let kept = examples.filter { $0.language == nil || $0.language == requested.rawValue }
      guard !kept.isEmpty || examples.isEmpty else {
        throw UsageError("\(hint): no pairs have lang \"\(requested.rawValue)\" (found \(describe(counts)))")
      }
      return (kept, requested, nil)
    }
    switch languages.count {
    case 0:
      let guessed = fromFileName(hint)
      return (
        examples, guessed,
        examples.isEmpty
          ? nil
          : "the pairs have no \"lang\" field; scored with the \(guessed.rawValue) model (from the file name); give --lang to choose"
      )
    case 1:
      return (examples, languages[0], nil)
    default:
      throw UsageError("\(hint): the pairs are in several languages (\(describe(counts))); choose one with --lang")
    }
  }

  /// The language a pairs file's name suggests: `ja-…` is Japanese, anything else English.
  static func fromFileName(_ path: String) -> Language {
    URL(fileURLWithPath: path).lastPathComponent.hasPrefix(Language.japanese.rawValue) ? .japanese : .english
  }

  private static func describe(_ counts: [String: Int]) -> String {
    counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.isEmpty ? "without lang" : $0.key)" }
      .joined(separator: ", ")
  }
}
