import SmartReplyModel

/// How the sensitive-topic detector does on labelled messages: per category, the share it
/// catches, and the share of ordinary (`none`) messages it wrongly flags.
package struct SafetyReport: Sendable, Hashable, Codable {
  /// One category's figures.
  package struct Row: Sendable, Hashable, Codable {
    /// The category (a ``SensitiveTopic`` raw value, or `none`).
    package var category: String
    /// Messages of the category.
    package var count: Int
    /// Share detected as the right kind: no suggestions for the blocking topics, at least
    /// sympathy-only for the others; for `none`, the share left alone.
    package var recall: Double
  }

  /// Per-category figures.
  package var rows: [Row]
  /// Share of the blocking topics' messages that get no suggestion (the ≥ 0.95 target).
  package var blockingRecall: Double
  /// Share of `none` messages flagged with any topic (the ≤ 2 % target).
  package var falsePositiveRate: Double
  /// Share of `none` messages flagged with a no-suggestion topic (silenced outright).
  package var silencedRate: Double

  /// Measures `detector` on `(category, text)` pairs.
  package static func measure(_ detector: SafetyDetector, on examples: [(category: String, text: String)]) -> Self {
    measure(verdicts: examples.map { (category: $0.category, found: detector.topic(of: $0.text)) })
  }

  /// Measures verdicts already made on messages of known categories.
  package static func measure(verdicts: [(category: String, found: SensitiveTopic?)]) -> Self {
    var hits = [String: (count: Int, right: Int)]()
    var silenced = 0
    for verdict in verdicts {
      let found = verdict.found
      let right: Bool
      if verdict.category == "none" {
        right = found == nil
        silenced += found.map { $0.allowsSympathy ? 0 : 1 } ?? 0
      } else if let expected = SensitiveTopic(rawValue: verdict.category) {
        right = expected.allowsSympathy ? found != nil : found.map { !$0.allowsSympathy } ?? false
      } else {
        continue
      }
      hits[verdict.category, default: (0, 0)].count += 1
      hits[verdict.category, default: (0, 0)].right += right ? 1 : 0
    }
    let rows = hits.keys.sorted().map { key in
      Row(category: key, count: hits[key]!.count, recall: Double(hits[key]!.right) / Double(hits[key]!.count))
    }
    let blocking = rows.filter { SensitiveTopic(rawValue: $0.category).map { !$0.allowsSympathy } ?? false }
    let blockingCount = blocking.map(\.count).reduce(0, +)
    let blockingRight = blocking.map { $0.recall * Double($0.count) }.reduce(0, +)
    let none = rows.first { $0.category == "none" }
    return SafetyReport(
      rows: rows, blockingRecall: blockingCount == 0 ? 0 : blockingRight / Double(blockingCount),
      falsePositiveRate: none.map { 1 - $0.recall } ?? 0,
      silencedRate: none.map { Double(silenced) / Double($0.count) } ?? 0)
  }
}

extension SmartReplyGenerator {
  /// The sensitive topic of one message in `language` (keyword rules and the learned detector),
  /// or nil; the generator applies it to the newest incoming messages.
  package func sensitiveTopic(of text: String, language: Language) -> SensitiveTopic? {
    pipeline.engines[language]?.safety.topic(of: text)
  }

}
