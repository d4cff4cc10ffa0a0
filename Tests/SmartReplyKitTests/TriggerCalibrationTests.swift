import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// The trigger threshold is chosen by the rule `calibrateTrigger` states — the best F1 of
/// "shown" against "a shown suggestion matched", the lowest of equals — and inputs with nothing
/// to calibrate on are errors that say so.
@Suite struct TriggerCalibrationTests {
  typealias Sample = TriggerCalibration.Sample

  /// Shown, hits and F1 at `threshold`, counted sample by sample.
  func figures(_ samples: [Sample], at threshold: Float) -> (shown: Int, hits: Int, f1: Double) {
    var shown = 0
    var hits = 0
    for sample in samples where !sample.blocked {
      guard sample.alwaysShown || sample.confidence >= threshold else { continue }
      shown += 1
      if sample.matched { hits += 1 }
    }
    let positives = samples.count { $0.matched }
    let f1 = hits == 0 ? 0 : 2 * Double(hits) / Double(shown + positives)  // 2PR/(P+R) in counts
    return (shown, hits, f1)
  }

  /// Confidences spread over the grid, matching more often when confident, with some
  /// conversations always shown and some blocked.
  func mixedSamples() -> [Sample] {
    var state: UInt64 = 42
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<400).map { _ in
      let confidence = Float(next() * 1.2)
      return Sample(
        confidence: confidence, matched: next() < Double(confidence) * 0.6, alwaysShown: next() < 0.1,
        blocked: next() < 0.05)
    }
  }

  @Test func theChosenThresholdHasTheBestF1OfTheGridAndItsFiguresAreTrue() throws {
    let samples = mixedSamples()
    let calibration = try TriggerCalibration(choosingFrom: samples)
    let chosen = figures(samples, at: calibration.threshold)
    for threshold in TriggerCalibration.thresholds {
      let other = figures(samples, at: threshold)
      #expect(other.f1 <= chosen.f1 + 1e-12, "\(threshold) beats \(calibration.threshold)")
      if threshold < calibration.threshold { #expect(other.f1 < chosen.f1 - 1e-12, "a lower threshold ties") }
    }
    let positives = samples.count { $0.matched }
    #expect(abs(calibration.precision - Double(chosen.hits) / Double(chosen.shown)) < 1e-12)
    #expect(abs(calibration.recall - Double(chosen.hits) / Double(positives)) < 1e-12)
    #expect(abs(calibration.triggerRate - Double(chosen.shown) / Double(samples.count)) < 1e-12)
    #expect(abs(calibration.matchRate - Double(positives) / Double(samples.count)) < 1e-12)
    #expect(calibration.examples == samples.count)
    #expect(calibration.curve.count == Array(TriggerCalibration.curveThresholds).count)
    for point in calibration.curve {
      #expect(abs(point.triggerRate - Double(figures(samples, at: point.threshold).shown) / 400) < 1e-12)
    }
  }

  @Test func separatedConfidencesGetAThresholdBetweenThem() throws {
    let matched = (0..<20).map {
      Sample(confidence: 0.8 + Float($0) * 0.005, matched: true, alwaysShown: false, blocked: false)
    }
    let missed = (0..<30).map {
      Sample(confidence: 0.2 + Float($0) * 0.01, matched: false, alwaysShown: false, blocked: false)
    }
    let calibration = try TriggerCalibration(choosingFrom: matched + missed)
    #expect(calibration.threshold > 0.49 && calibration.threshold <= 0.8)
    #expect(calibration.precision == 1 && calibration.recall == 1)
    #expect(calibration.triggerRate == 0.4)
  }

  @Test func alwaysShownAndBlockedConversationsIgnoreTheThreshold() throws {
    let samples = [
      Sample(confidence: 0.9, matched: true, alwaysShown: false, blocked: false),
      Sample(confidence: 0, matched: false, alwaysShown: true, blocked: false),
      Sample(confidence: 1.4, matched: false, alwaysShown: false, blocked: true),
    ]
    let calibration = try TriggerCalibration(choosingFrom: samples)
    #expect(calibration.precision == 0.5, "the always-shown miss counts at every threshold")
    #expect(abs(calibration.triggerRate - 2.0 / 3) < 1e-12, "the blocked one is never shown")
    #expect(calibration.curve.allSatisfy { $0.triggerRate > 0 && $0.triggerRate < 1 })
  }

  @Test func equalConfidencesShowEverythingAtTheLowestThreshold() throws {
    let samples = (0..<10).map { Sample(confidence: 0.7, matched: $0 < 4, alwaysShown: false, blocked: false) }
    let calibration = try TriggerCalibration(choosingFrom: samples)
    #expect(calibration.threshold == 0)
    #expect(calibration.triggerRate == 1 && calibration.recall == 1 && abs(calibration.precision - 0.4) < 1e-12)
  }

  @Test func nothingToCalibrateOnIsAClearError() throws {
    #expect(throws: TriggerCalibrationError.noConversations) { try TriggerCalibration(choosingFrom: []) }
    let misses = (0..<5).map { Sample(confidence: Float($0) / 5, matched: false, alwaysShown: false, blocked: false) }
    #expect(throws: TriggerCalibrationError.noMatchingSuggestion(conversations: 5)) {
      try TriggerCalibration(choosingFrom: misses)
    }
    #expect(throws: TriggerCalibrationError.unsupportedLanguage(.english)) {
      try SmartReplyGenerator(models: [], responseSets: []).calibrateTrigger(language: .english, conversations: [])
    }
    let generator = try SmartReplyGeneratorTests.generator.get()
    #expect(throws: TriggerCalibrationError.noConversations) {
      try generator.calibrateTrigger(language: .japanese, conversations: [])
    }
    let error = TriggerCalibrationError.noMatchingSuggestion(conversations: 5).description
    #expect(error.contains("5 conversations") && error.contains("nothing to calibrate against"))
  }
}
