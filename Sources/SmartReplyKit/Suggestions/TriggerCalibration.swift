import SmartReplyModel

/// How a trigger threshold was chosen and what it does on the calibration data.
public struct TriggerCalibration: Sendable, Hashable, Codable {
  /// The chosen threshold on the confidence (the best reply's score over the logit scale).
  public var threshold: Float
  /// Share of calibration conversations that get suggestions at this threshold.
  public var triggerRate: Double
  /// Of those, the share where a shown suggestion matched the real reply.
  public var precision: Double
  /// Of the conversations where a suggestion matched, the share that got suggestions.
  public var recall: Double
  /// Share of conversations where a suggestion matched at all (the trigger's ceiling).
  public var matchRate: Double
  /// Conversations used.
  public var examples: Int
  /// Trigger rate and precision along the confidence range, for reports.
  public var curve: [CurvePoint]

  /// One point of the precision / trigger-rate curve.
  public struct CurvePoint: Sendable, Hashable, Codable {
    /// The threshold.
    public var threshold: Float
    /// Share of conversations that get suggestions.
    public var triggerRate: Double
    /// Share of those where a suggestion matched.
    public var precision: Double
  }
}

extension SmartReplyGenerator {
  /// The cosine between reply vectors above which a suggestion counts as matching the real reply.
  public static let calibrationMatchSimilarity: Float = 0.8

  /// Chooses the trigger threshold for `language` on real (context, reply) pairs: the one that
  /// maximises F1 of "suggestions shown" against "a shown suggestion matched the real reply".
  public func calibrateTrigger(language: String, pairs: [(context: [ConversationTurn], response: String)])
    -> TriggerCalibration?
  {
    guard let engine = engineForCalibration(language), !pairs.isEmpty else { return nil }
    var samples = [(confidence: Float, matched: Bool, alwaysShown: Bool)]()
    for pair in pairs {
      let turns = pair.context.map {
        PreparedConversation.Turn(text: $0.text, senderIdentifier: "", isFromSelf: $0.isSelf, isText: true)
      }
      let register: CandidateReply.Register = language == "ja" ? RegisterDetector.register(for: turns) : .any
      let (ranked, confidence) = engine.rank(pair.context, register: register, topic: nil)
      let newest = pair.context.last { !$0.isSelf }?.text ?? ""
      let expectsYesOrNo = QuestionDetector.expectsYesOrNo(newest, language: language)
      let shown = DiversityPolicy.select(
        ranked, maxCount: 3, offerBothPolarities: expectsYesOrNo, avoiding: pair.context.suffix(3).map(\.text))
      let truth = engine.model.encodeReply(pair.response).vector
      let matched = shown.contains { candidate in
        let index = engine.responseSet.replies.firstIndex(of: candidate.reply)!
        return zip(truth, engine.encodedReplies[index].vector).reduce(0) { $0 + $1.0 * $1.1 }
          >= Self.calibrationMatchSimilarity
      }
      samples.append((confidence, matched, expectsYesOrNo))
    }
    let positives = samples.filter(\.matched).count
    func point(_ threshold: Float) -> (shown: Int, hits: Int) {
      let shown = samples.filter { $0.alwaysShown || $0.confidence >= threshold }
      return (shown.count, shown.filter(\.matched).count)
    }
    var best: TriggerCalibration? = nil
    var bestScore = -1.0
    for threshold in stride(from: Float(0), through: 1.5, by: 0.01) {
      let (shown, hits) = point(threshold)
      let precision = shown == 0 ? 0 : Double(hits) / Double(shown)
      let recall = positives == 0 ? 0 : Double(hits) / Double(positives)
      let score = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
      if score > bestScore {
        bestScore = score
        best = TriggerCalibration(
          threshold: threshold, triggerRate: Double(shown) / Double(samples.count), precision: precision,
          recall: recall, matchRate: Double(positives) / Double(samples.count), examples: samples.count, curve: [])
      }
    }
    best?.curve = stride(from: Float(0.3), through: 0.9, by: 0.05).map { threshold in
      let (shown, hits) = point(threshold)
      return .init(
        threshold: threshold, triggerRate: Double(shown) / Double(samples.count),
        precision: shown == 0 ? 0 : Double(hits) / Double(shown))
    }
    return best
  }
}
