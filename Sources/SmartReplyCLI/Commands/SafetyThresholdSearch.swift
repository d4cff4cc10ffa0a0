import SmartReplyKit
import SmartReplyModel

/// Chooses the safety classifier's thresholds on held-out evidence: among the sets whose
/// keyword-plus-classifier verdicts flag at most `maxFalsePositiveRate` of ordinary messages, the
/// one that catches most no-suggestion topics plus a quarter of the sympathy topics (ties: fewer
/// false positives).
struct SafetyThresholdSearch {
  /// The most ordinary messages that may be flagged (the target).
  static let maxFalsePositiveRate = 0.02
  /// Candidate values of the topic thresholds.
  static let grid = stride(from: Float(0.02), through: 0.98, by: 0.02).map { $0 }
  /// Candidate values of the idiom veto (a coarser grid: it moves few verdicts).
  static let idiomGrid: [Float] = [0.5, 0.7, 0.8, 0.9, 0.95, 1.01]

  /// A candidate set and its figures.
  struct Point {
    var thresholds: SafetyDetector.Thresholds
    /// Share of the no-suggestion topics' messages silenced.
    var blockingRecall: Double
    /// Share of the sympathy topics' messages flagged.
    var sympathyRecall: Double
    /// Share of ordinary messages flagged.
    var falsePositiveRate: Double
  }

  /// Messages whose verdict was not learned from them: their category and evidence.
  let scored: [(category: String, evidence: SafetyEvidence)]
  let classifier: TextClassifier

  /// The figures of one set of thresholds.
  func point(_ thresholds: SafetyDetector.Thresholds) -> Point {
    let detector = SafetyDetector(classifier: classifier, thresholds: thresholds)
    var counts = (blocking: 0, blocked: 0, sympathy: 0, flagged: 0, ordinary: 0, wrong: 0)
    for (category, evidence) in scored {
      let found = detector.decide(evidence)
      guard let expected = SensitiveTopic(rawValue: category) else {
        counts.ordinary += 1
        counts.wrong += found == nil ? 0 : 1
        continue
      }
      if expected.allowsSympathy {
        counts.sympathy += 1
        counts.flagged += found == nil ? 0 : 1
      } else {
        counts.blocking += 1
        counts.blocked += found.map { $0.allowsSympathy ? 0 : 1 } ?? 0
      }
    }
    func share(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }
    return Point(
      thresholds: thresholds, blockingRecall: share(counts.blocked, counts.blocking),
      sympathyRecall: share(counts.flagged, counts.sympathy), falsePositiveRate: share(counts.wrong, counts.ordinary))
  }

  /// The chosen set, or the one flagging fewest ordinary messages when none meets the cap.
  func best() -> Point {
    let points = Self.idiomGrid.flatMap { idiom in
      Self.grid.flatMap { blocking in
        Self.grid.map { point(.init(blockingAbove: blocking, sympathyAbove: $0, idiomAbove: idiom)) }
      }
    }
    // Sympathy topics count a quarter: a missed one may still get sympathetic chips from the
    // message-kind rules, a missed no-suggestion topic gets whatever fits best.
    let key = { (point: Point) in (point.blockingRecall + point.sympathyRecall / 4, -point.falsePositiveRate) }
    return points.filter { $0.falsePositiveRate <= Self.maxFalsePositiveRate }.max { key($0) < key($1) }
      ?? points.min { $0.falsePositiveRate < $1.falsePositiveRate }!
  }
}
