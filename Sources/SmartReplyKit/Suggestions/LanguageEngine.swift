import SmartReplyModel

/// Everything suggestions need for one language: the model, the response set with every reply
/// encoded once, and the trigger threshold.
struct LanguageEngine: Sendable {
  let model: ReplyRankingModel
  let responseSet: ResponseSet
  let encodedReplies: [EncodedReply]
  /// Replies that may be suggested (offensive ones never are).
  let eligible: [Bool]
  let triggerThreshold: Float

  init(model: ReplyRankingModel, responseSet: ResponseSet, triggerThreshold: Float) {
    self.model = model
    self.responseSet = responseSet
    encodedReplies = responseSet.replies.map { model.encodeReply($0.text) }
    eligible = responseSet.replies.map { !OffensiveTextFilter.isOffensive($0.text) }
    self.triggerThreshold = triggerThreshold
  }

  /// Replies allowed under `register` (only sympathetic ones when there is a sensitive `topic`),
  /// ranked by score, with the trigger's confidence: the best score in units of the logit scale
  /// (about the best cosine). On dev pairs it predicts a matching suggestion better than the
  /// softmax probability of the best reply does.
  func rank(
    _ turns: [ConversationTurn], register: CandidateReply.Register, topic: SensitiveTopic?, newestAsks: Bool = false,
    asksAttendance: Bool = false
  )
    -> (ranked: [DiversityPolicy.Ranked], confidence: Float)
  {
    let context = model.encodeContext(turns)
    var ranked = [DiversityPolicy.Ranked]()
    for (index, reply) in responseSet.replies.enumerated() where eligible[index] {
      guard register == .any || reply.register == .any || reply.register == register else { continue }
      if topic != nil {
        guard Self.sympatheticActs.contains(reply.act) || Self.sympatheticIntents.contains(reply.intent) else {
          continue
        }
      }
      if let required = Self.topicOnlyIntents[reply.intent], !required.contains(topic) { continue }
      let score =
        model.score(context, encodedReplies[index])
        + ActPrior.adjustment(for: reply, newestAsks: newestAsks, asksAttendance: asksAttendance)
      ranked.append(DiversityPolicy.Ranked(reply: reply, score: score))
    }
    ranked.sort { $0.score > $1.score }
    guard let best = ranked.first?.score else { return ([], 0) }
    return (ranked, best / model.encoder.logitScale)
  }

  static let sympatheticActs: Set<String> = ["sympathy"]
  static let sympatheticIntents: Set<String> = ["are-you-ok", "here-for-you", "thanks-for-letting-me-know"]
  /// Intents that only make sense when the conversation is about a loss or an illness.
  static let topicOnlyIntents: [String: Set<SensitiveTopic?>] = [
    "condolences": [.grief], "get-well": [.illness],
  ]
}
