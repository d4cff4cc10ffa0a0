import Foundation
import SmartReplyModel
import SmartReplyTraining

/// Which language `eval` scores pairs in: each pair's `"lang"`, else `--lang`, else the file
/// name (`ja-…` is Japanese), with a warning when only the file name says.
enum PairLanguage {
  /// The pairs to evaluate, their language and a warning, if any.
  static func choose(
    _ examples: [ReplyExample], requested: String?, modelPath: String?, hint: String
  ) throws -> (examples: [ReplyExample], language: String?, warning: String?) {
    if let requested, !["en", "ja"].contains(requested) { throw UsageError("--lang must be en or ja") }
    var counts = [String: Int]()
    for example in examples { counts[example.language ?? "", default: 0] += 1 }
    let labelled = counts.keys.filter { !$0.isEmpty }.sorted()
    if let other = labelled.first(where: { !["en", "ja"].contains($0) }) {
      throw UsageError("\(hint): \(counts[other]!) pairs have lang \"\(other)\"; eval has models for en and ja only")
    }
    if modelPath != nil, requested == nil {
      // The model file decides; eval checks its language against the pairs.
      return (examples, labelled.count == 1 ? labelled[0] : nil, nil)
    }
    if let requested {
      let kept = examples.filter { $0.language == nil || $0.language == requested }
      guard !kept.isEmpty || examples.isEmpty else {
        throw UsageError("\(hint): no pairs have lang \"\(requested)\" (found \(describe(counts)))")
      }
      return (kept, requested, nil)
    }
    switch labelled.count {
    case 0:
      let guessed = URL(fileURLWithPath: hint).lastPathComponent.hasPrefix("ja") ? "ja" : "en"
      return (
        examples, guessed,
        examples.isEmpty
          ? nil
          : "the pairs have no \"lang\" field; scored with the \(guessed) model (from the file name); give --lang to choose"
      )
    case 1:
      return (examples, labelled[0], nil)
    default:
      throw UsageError("\(hint): the pairs are in several languages (\(describe(counts))); choose one with --lang")
    }
  }

  private static func describe(_ counts: [String: Int]) -> String {
    counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.isEmpty ? "without lang" : $0.key)" }
      .joined(separator: ", ")
  }
}
