extension TriggerCalibration {
  /// One calibration conversation as the pipeline saw it.
  struct Sample: Sendable, Hashable {
    /// The trigger's confidence.
    var confidence: Float
    /// A shown suggestion matched one of the conversation's fitting replies.
    var matched: Bool
    /// Shown whatever the threshold (yes/no questions, invitations, message kinds, topics).
    var alwaysShown: Bool
    /// Never shown (a blocking reason, another language, nothing chosen).
    var blocked: Bool
  }

  /// Thresholds tried, lowest first.
  static let thresholds = stride(from: Float(0), through: 1.5, by: 0.01)
  /// Thresholds the reported curve shows.
  static let curveThresholds = stride(from: Float(0.3), through: 0.9, by: 0.05)

  /// The threshold of ``thresholds`` with the best F1 of "suggestions shown" against "a shown
  /// suggestion matched" over `samples` (the lowest of equals), with its figures and the curve.
  init(choosingFrom samples: [Sample]) throws(TriggerCalibrationError) {
    guard !samples.isEmpty else { throw .noConversations }
    let positives = samples.filter(\.matched).count
    guard positives > 0 else { throw .noMatchingSuggestion(conversations: samples.count) }
    func point(_ threshold: Float) -> (shown: Int, hits: Int) {
      let shown = samples.filter { !$0.blocked && ($0.alwaysShown || $0.confidence >= threshold) }
      return (shown.count, shown.filter(\.matched).count)
    }
    var best: (threshold: Float, score: Double, precision: Double, recall: Double, shown: Int)?
    for threshold in Self.thresholds {
      let (shown, hits) = point(threshold)
      let precision = shown == 0 ? 0 : Double(hits) / Double(shown)
      let recall = Double(hits) / Double(positives)
      let score = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
      if score > best?.score ?? -1 { best = (threshold, score, precision, recall, shown) }
    }
    let chosen = best!  // the grid is not empty
    self.init(
      threshold: chosen.threshold, triggerRate: Double(chosen.shown) / Double(samples.count),
      precision: chosen.precision, recall: chosen.recall, matchRate: Double(positives) / Double(samples.count),
      examples: samples.count,
      curve: Self.curveThresholds.map { threshold in
        let (shown, hits) = point(threshold)
        return CurvePoint(
          threshold: threshold, triggerRate: Double(shown) / Double(samples.count),
          precision: shown == 0 ? 0 : Double(hits) / Double(shown))
      })
  }
}
