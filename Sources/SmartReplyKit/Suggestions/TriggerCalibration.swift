import SmartReplyModel

/// How a trigger threshold was chosen and what it does on the calibration data.
package struct TriggerCalibration: Sendable, Hashable, Codable {
  /// The chosen threshold on the confidence (the best reply's score over the logit scale).
  package var threshold: Float
  /// Share of calibration conversations that get suggestions at this threshold.
  package var triggerRate: Double
  /// Of those, the share where a shown suggestion matched the real reply.
  package var precision: Double
  /// Of the conversations where a suggestion matched, the share that got suggestions.
  package var recall: Double
  /// Share of conversations where a suggestion matched at all (the trigger's ceiling).
  package var matchRate: Double
  /// Conversations used.
  package var examples: Int
  /// Trigger rate and precision along the confidence range, for reports.
  package var curve: [CurvePoint]

  /// One point of the precision / trigger-rate curve.
  package struct CurvePoint: Sendable, Hashable, Codable {
    /// The threshold.
    package var threshold: Float
    /// Share of conversations that get suggestions.
    package var triggerRate: Double
    /// Share of those where a suggestion matched.
    package var precision: Double
  }
}

extension SmartReplyGenerator {
  /// The cosine between reply vectors above which a suggestion counts as matching a real reply.
  package static let calibrationMatchSimilarity: Float = 0.8

  /// Chooses the trigger threshold for `language` on real conversations, each with the replies
  /// that fit it (one real reply for dialogue pairs, several for the authored corpus): the
  /// threshold with the best F1 of "suggestions shown" against "a shown suggestion matched a
  /// fitting reply". Every conversation goes through the same pipeline as `suggestions(for:)`.
  package func calibrateTrigger(
    language: Language, conversations: [(context: [ConversationTurn], responses: [String])]
  ) throws(TriggerCalibrationError) -> TriggerCalibration {
    guard let engine = engineForCalibration(language) else { throw .unsupportedLanguage(language) }
    let samples = conversations.map { conversation in
      let evaluation = pipeline.evaluate(
        conversation.context.map(PreparedConversation.Turn.init(turn:)), isMail: false, maxCount: Self.defaultMaxCount)
      let truths = conversation.responses.map { engine.model.encodeReply($0).vector }
      let matched = evaluation.chosen.contains { candidate in
        // The set's replies were encoded once, with the engine.
        guard let index = engine.responseSet.replies.firstIndex(of: candidate.reply) else { return false }
        let vector = engine.encodedReplies.vector(at: index)
        return truths.contains { truth in
          zip(truth, vector).reduce(0) { $0 + $1.0 * $1.1 } >= Self.calibrationMatchSimilarity
        }
      }
      let blocked = evaluation.blockingReason != nil || evaluation.language != language || evaluation.chosen.isEmpty
      return TriggerCalibration.Sample(
        confidence: evaluation.confidence, matched: matched && !blocked, alwaysShown: evaluation.bypassesTrigger,
        blocked: blocked)
    }
    return try TriggerCalibration(choosingFrom: samples)
  }

  /// The trigger's confidence for `context`, as serving computes it (nil when nothing could be
  /// shown whatever the threshold); for checks and reports.
  package func triggerConfidence(for context: some ConversationContextRepresentable) -> Float? {
    let prepared = context.prepared()
    guard !prepared.diagnostics.contains(where: { $0.severity == .error }), prepared.diagnostics.blockingReason == nil
    else { return nil }
    let evaluation = pipeline.evaluate(
      Array(prepared.turns.suffix(Self.entriesRead)), isMail: prepared.isMail, maxCount: Self.defaultMaxCount,
      names: prepared.names)
    return evaluation.blockingReason == nil ? evaluation.confidence : nil
  }
}

extension PreparedConversation.Turn {
  /// A turn of a training or evaluation conversation (no sender id; always text), its text read as
  /// the pipeline reads a context's (``WritingHabits``).
  package init(turn: ConversationTurn) {
    self.init(
      text: WritingHabits.read(turn.text), senderIdentifier: turn.isSelf ? "self" : "other", isFromSelf: turn.isSelf,
      isText: true)
  }
}
