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
  /// The sensitive-topic detector of the language.
  let safety: SafetyDetector
  /// Tells news, thanks and apologies from other messages.
  let kinds: MessageKindDetector
  /// P(reply intent | message) as a score term, when the language has an intent model.
  let intents: IntentPrior?

  struct ReplyTraits: Sendable {
    /// Offensive replies are never suggested.
    var eligible: Bool
    var isSympathetic: Bool
    /// The topics the reply needs, if it only fits some (condolences: grief).
    var requiredTopics: Set<SensitiveTopic?>?
    var isNonAnswer: Bool
    var isAttendance: Bool
    /// Said back to a message that says the same (greetings, goodbyes) without being an echo.
    var mayMirror: Bool
    /// Thanks, apology or congratulations its words voice, whatever its act.
    var voicedActs: Set<ReplyAct>
    /// Joy ("Congrats!", "🎉"): wrong for bad news.
    var isCheerful: Bool
    /// Sorrow ("Oh no!", "I'm so sorry"): wrong for good news.
    var isSorrowful: Bool
  }

  init(
    model: ReplyRankingModel, responseSet: ResponseSet, triggerThreshold: Float,
    safety: SafetyDetector = SafetyDetector(classifier: nil),
    kinds: MessageKindDetector = MessageKindDetector(classifier: nil), intents: IntentPrior? = nil
  ) {
    self.model = model
    self.responseSet = responseSet
    encodedReplies = responseSet.replies.map { model.encodeReply($0.text) }
    traits = responseSet.replies.map { reply in
      ReplyTraits(
        eligible: !OffensiveTextFilter.isOffensive(reply.text),
        isSympathetic: Self.sympatheticActs.contains(reply.act) || Self.sympatheticIntents.contains(reply.intent),
        requiredTopics: Self.topicOnlyIntents[reply.intent], isNonAnswer: ActPrior.nonAnswerActs.contains(reply.act),
        isAttendance: ActPrior.attendanceIntents.contains(reply.intent),
        mayMirror: Self.mirroringActs.contains(reply.act), voicedActs: IncomingActs.voicedActs(in: reply.text),
        isCheerful: reply.polarity == .positive && Self.toneActs.contains(reply.act)
          && !Self.comfortingIntents.contains(reply.intent),
        isSorrowful: reply.act == .sympathy || (reply.polarity == .negative && Self.toneActs.contains(reply.act)))
    }
    self.triggerThreshold = triggerThreshold
    self.safety = safety
    self.kinds = kinds
    self.intents = intents
  }

  /// Replies allowed under `register` (only sympathetic ones when there is a sensitive `topic`),
  /// ranked by score, with the trigger's confidence: the best score in units of the logit scale
  /// (about the best cosine). On dev pairs it predicts a matching suggestion better than the
  /// softmax probability of the best reply does. Replies that say what the newest message already
  /// says (thanks to thanks, an apology to an apology) are left out: the user would be mirroring
  /// the sender. The intent model reads `burst`, the newest incoming messages.
  func rank(
    _ turns: [ConversationTurn], burst: String, register: CandidateReply.Register, topic: SensitiveTopic?,
    acts: IncomingActs, kind: MessageKind = .other
  ) -> (ranked: [DiversityPolicy.Ranked], confidence: Float) {
    let context = model.encodeContext(turns)
    let intentTerms = intents?.replyTerms(of: burst)
    var ranked = [DiversityPolicy.Ranked]()
    for (index, reply) in responseSet.replies.enumerated() {
      let trait = traits[index]
      guard trait.eligible, register == .any || reply.register == .any || reply.register == register else { continue }
      if topic != nil, !trait.isSympathetic { continue }
      if let required = trait.requiredTopics, !required.contains(topic),
        !(kind == .badNews && topic == nil && Self.badNewsIntents.contains(reply.intent))
      {
        continue
      }
      if !trait.mayMirror, acts.saysAlready(act: reply.act, intent: reply.intent, voicedActs: trait.voicedActs) {
        continue
      }
      if (kind == .badNews || topic != nil) && trait.isCheerful || kind == .goodNews && trait.isSorrowful { continue }
      let score =
        model.score(context, encodedReplies[index])
        + ActPrior.adjustment(nonAnswer: trait.isNonAnswer, attendance: trait.isAttendance, acts: acts)
        + (kind.isAnswered(byIntent: reply.intent, act: reply.act) ? MessageKind.answerBoost : 0)
        + (intentTerms?[index] ?? 0)
      ranked.append(DiversityPolicy.Ranked(reply: reply, score: score))
    }
    ranked.sort { $0.score > $1.score }
    guard let best = ranked.first?.score else { return ([], 0) }
    return (ranked, best / model.encoder.logitScale)
  }

  /// Acts whose polarity is a tone (joy or sorrow) rather than a yes or a no.
  static let toneActs: Set<ReplyAct> = [.reaction, .congrats, .emoji]
  /// Warm replies that fit bad news too.
  static let comfortingIntents: Set<ReplyIntent> = [.emojiHeart, .loveYou, .missYou, .getWell]
  /// Acts that are answered in kind: a greeting with a greeting, a goodbye with a goodbye.
  static let mirroringActs: Set<ReplyAct> = [.greeting, .closing]
  static let sympatheticActs: Set<ReplyAct> = [.sympathy]
  static let sympatheticIntents: Set<ReplyIntent> = [.areYouOK, .hereForYou, .thanksForLettingMeKnow]
  /// Intents that only make sense when the conversation is about a loss or an illness.
  static let topicOnlyIntents: [ReplyIntent: Set<SensitiveTopic?>] = [
    .condolences: [.grief], .getWell: [.illness],
  ]
  /// Topic-only intents that ordinary bad news also calls for (a cold: "Get well soon!").
  static let badNewsIntents: Set<ReplyIntent> = [.getWell]
}
