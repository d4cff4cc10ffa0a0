import SmartReplyModel

/// How a trigger threshold was chosen and what it does on the calibration data.
public struct TriggerCalibration: Sendable, Hashable, Codable {
  /// The chosen threshold on the best reply's softmax probability.
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
    var samples = [(confidence: Float, matched: Bool)]()
    for pair in pairs {
      let turns = pair.context.map {
        PreparedConversation.Turn(text: $0.text, senderIdentifier: "", isFromSelf: $0.isSelf, isText: true)
      }
      let register: CandidateReply.Register = language == "ja" ? RegisterDetector.register(for: turns) : .any
      let (ranked, confidence) = engine.rank(pair.context, register: register, topic: nil)
      let shown = DiversityPolicy.select(ranked, maxCount: 3, offerBothPolarities: false)
      let truth = engine.model.encodeReply(pair.response).vector
      let matched = shown.contains { candidate in
        let index = engine.responseSet.replies.firstIndex(of: candidate.reply)!
        return zip(truth, engine.encodedReplies[index].vector).reduce(0) { $0 + $1.0 * $1.1 }
          >= Self.calibrationMatchSimilarity
      }
      samples.append((confidence, matched))
    }
    let positives = samples.filter(\.matched).count
    var best: TriggerCalibration? = nil
    var bestF1 = -1.0
    for threshold in stride(from: Float(0), through: 0.95, by: 0.01) {
      let shown = samples.filter { $0.confidence >= threshold }
      let hits = shown.filter(\.matched).count
      let precision = shown.isEmpty ? 0 : Double(hits) / Double(shown.count)
      let recall = positives == 0 ? 0 : Double(hits) / Double(positives)
      let f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
      if f1 > bestF1 {
        bestF1 = f1
        best = TriggerCalibration(
          threshold: threshold, triggerRate: Double(shown.count) / Double(samples.count), precision: precision,
          recall: recall, matchRate: Double(positives) / Double(samples.count), examples: samples.count)
      }
    }
    return best
  }
}
