import SmartReplyModel

/// Everything suggestions need for one language: the model, the response set with every reply
/// encoded once, and the trigger threshold.
struct LanguageEngine: Sendable {
  let model: ReplyRankingModel
  let responseSet: ResponseSet
  let encodedReplies: [EncodedReply]
  /// What the policy needs to know of each reply, worked out once rather than per request.
  let traits: [ReplyTraits]
  let triggerThreshold: Float

  struct ReplyTraits: Sendable {
    /// Offensive replies are never suggested.
    var eligible: Bool
    var isSympathetic: Bool
    /// The topics the reply needs, if it only fits some (condolences: grief).
    var requiredTopics: Set<SensitiveTopic?>?
    var isNonAnswer: Bool
    var isAttendance: Bool
  }

  init(model: ReplyRankingModel, responseSet: ResponseSet, triggerThreshold: Float) {
    self.model = model
    self.responseSet = responseSet
    encodedReplies = responseSet.replies.map { model.encodeReply($0.text) }
    traits = responseSet.replies.map { reply in
      ReplyTraits(
        eligible: !OffensiveTextFilter.isOffensive(reply.text),
        isSympathetic: Self.sympatheticActs.contains(reply.act) || Self.sympatheticIntents.contains(reply.intent),
        requiredTopics: Self.topicOnlyIntents[reply.intent], isNonAnswer: ActPrior.nonAnswerActs.contains(reply.act),
        isAttendance: ActPrior.attendanceIntents.contains(reply.intent))
    }
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
    for (index, reply) in responseSet.replies.enumerated() {
      let trait = traits[index]
      guard trait.eligible, register == .any || reply.register == .any || reply.register == register else { continue }
      if topic != nil, !trait.isSympathetic { continue }
      if let required = trait.requiredTopics, !required.contains(topic) { continue }
      let score =
        model.score(context, encodedReplies[index])
        + ActPrior.adjustment(
          nonAnswer: trait.isNonAnswer, attendance: trait.isAttendance, newestAsks: newestAsks,
          asksAttendance: asksAttendance)
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
