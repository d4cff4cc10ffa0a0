import SmartReplyModel

/// Everything suggestions need for one language: the model, the response set with every reply
/// encoded once (on the first request in the language), and the trigger threshold.
struct LanguageEngine: Sendable {
  let model: ReplyRankingModel
  let responseSet: ResponseSet
  /// The replies' encodings and traits: encoding every reply is most of the cost of making an
  /// engine, and an app may never ask for suggestions in one of its languages.
  private let prepared: LazyValue<PreparedReplies>
  let triggerThreshold: Float
  /// The sensitive-topic detector of the language.
  let safety: SafetyDetector
  /// Tells news, thanks and apologies from other messages.
  let kinds: MessageKindDetector
  /// P(reply intent | message) as a score term, when the language has an intent model.
  let intents: IntentPrior?

  /// What the ranking reads of each reply, worked out once rather than per request.
  struct PreparedReplies: Sendable {
    /// Every reply of the set encoded by the model, laid out for scoring.
    var encodings: EncodedReplySet
    /// What the policy needs to know of each reply.
    var traits: [ReplyTraits]
    /// Each reply's near-duplicate key, which the diversity policy compares.
    var textKeys: [DiversityPolicy.TextKey]
    /// The traits of each reply the rules of ``ReplyFilter`` read, as bits.
    var filterTraits: [ReplyFilter.Traits]
    /// Each reply's intent as a number, and the numbering, for the intents a message rules out.
    var intentNumbers: [Int]
    var intentNumbering: [ReplyIntent: Int]
  }

  /// Every reply of the set encoded by the model (worked out now on first use).
  var encodedReplies: EncodedReplySet { prepared.value.encodings }

  struct ReplyTraits: Sendable {
    /// Offensive replies are never suggested.
    var eligible: Bool
    var isSympathetic: Bool
    /// The topics the reply needs, if it only fits some (condolences: grief).
    var requiredTopics: Set<SensitiveTopic?>?
    /// The user's situation the reply states ("Off to sleep."), which the conversation must speak of.
    var situation = SituationSet()
    /// What the act prior reads of the reply.
    var role: ActPrior.ReplyRole
    /// Only says yes or no, which answers no open question.
    var isYesOrNo: Bool
    /// Said back to a message that says the same (greetings, goodbyes) without being an echo.
    var mayMirror: Bool
    /// Thanks, apology or congratulations its words voice, whatever its act.
    var voicedActs: Set<ReplyAct>
    /// Joy ("Congrats!", "🎉"): wrong for bad news.
    var isCheerful: Bool
    /// Sorrow ("Oh no!", "I'm so sorry"): wrong for good news.
    var isSorrowful: Bool
    /// Congratulations or praise ("Congrats!", "Well done!", "That's great!"), for good news only.
    var isCongratulation: Bool = false
    /// Its act is one news is answered with (``newsReplyActs``).
    var answersNews = false
    /// Its intent greets an occasion (``OccasionCues/intents``), for that occasion only.
    var greetsOccasion = false
    /// The particular occasion its words name ("Merry Christmas!"), which the message must name.
    var namesOccasion: OccasionCues.Named?
    /// It is about the user's calendar (``calendarIntents``).
    var isAboutCalendar = false
    /// It is about a gathering (``gatheringIntents``): "Who's going?", "I'll bring drinks.".
    var isAboutGathering = false
    /// "You're welcome", which answers thanks only.
    var welcomesThanks = false
    /// "Anywhere's fine!" or "Any time works!": for its own kind of open question only.
    var leavesOpen: OpenAnswerCues.Asked?
    /// 「こちらこそ」, which returns thanks or good wishes but not congratulations.
    var returnsInKind = false
    /// "What happened?", which news that told what happened does not call for.
    var asksWhatHappened = false
    /// The message kinds the reply answers (``MessageKind/isAnswered(byIntent:act:)``), one bit each.
    var answeredKinds: UInt64 = 0
    /// "Either works", which needs options to choose from.
    var isEitherWorks = false
    /// "Have fun!", never said to an invitation.
    var isHaveFun = false

    static func bit(_ kind: MessageKind) -> UInt64 { 1 << UInt64(MessageKind.allCases.firstIndex(of: kind)!) }
  }

  init(
    model: ReplyRankingModel, responseSet: ResponseSet, triggerThreshold: Float,
    safety: SafetyDetector = SafetyDetector(classifier: nil),
    kinds: MessageKindDetector = MessageKindDetector(classifier: nil), intents: IntentPrior? = nil
  ) {
    self.model = model
    self.responseSet = responseSet
    prepared = LazyValue {
      let traits = responseSet.replies.map(Self.traits)
      var numbering = [ReplyIntent: Int]()
      var numbers = [Int]()
      for reply in responseSet.replies {
        let number = numbering[reply.intent] ?? numbering.count
        numbering[reply.intent] = number
        numbers.append(number)
      }
      return PreparedReplies(
        encodings: EncodedReplySet(responseSet.replies.map { model.encodeReply($0.text) }), traits: traits,
        textKeys: responseSet.replies.map { DiversityPolicy.TextKey($0.text) },
        filterTraits: zip(responseSet.replies, traits).map(ReplyFilter.Traits.init), intentNumbers: numbers,
        intentNumbering: numbering)
    }
    self.triggerThreshold = triggerThreshold
    self.safety = safety
    self.kinds = kinds
    self.intents = intents
  }

  /// Works out the replies' encodings and traits now if no request has yet.
  func prepare() { _ = prepared.value }

  static func traits(of reply: CandidateReply) -> ReplyTraits {
    var traits = ReplyTraits(
      eligible: !OffensiveTextFilter.isOffensive(reply.text),
      isSympathetic: Self.sympatheticActs.contains(reply.act) || Self.sympatheticIntents.contains(reply.intent),
      requiredTopics: Self.topicOnlyIntents[reply.intent],
      role: ActPrior.ReplyRole(intent: reply.intent, act: reply.act),
      isYesOrNo: ActPrior.yesOrNoIntents.contains(reply.intent),
      mayMirror: Self.mirroringActs.contains(reply.act), voicedActs: IncomingActs.voicedActs(in: reply.text),
      isCheerful: reply.polarity == .positive
        && (Self.toneActs.contains(reply.act) || reply.act == .wish && reply.intent != .goodLuck
          || reply.intent == .seeYouThen)
        && (!Self.comfortingIntents.contains(reply.intent)
          || SearchableText(Lowercasing.lowercased(reply.text)).contains(any: ToneMarkers.joyMarkers)),
      isSorrowful: reply.act == .sympathy || (reply.polarity == .negative && Self.toneActs.contains(reply.act)))
    traits.isCongratulation =
      (reply.act == .congrats || Self.praiseIntents.contains(reply.intent))
      && !OccasionCues.intents.contains(reply.intent)
    // Set look-ups hash the intent's name: done once per reply here, not per reply per request.
    traits.answersNews = Self.newsReplyActs.contains(reply.act)
    traits.greetsOccasion = OccasionCues.intents.contains(reply.intent)
    traits.namesOccasion = OccasionCues.named(byReply: reply)
    traits.isAboutCalendar = Self.calendarIntents.contains(reply.intent)
    traits.isAboutGathering = Self.gatheringIntents.contains(reply.intent)
    traits.welcomesThanks = reply.intent == .youreWelcome
    traits.leavesOpen = OpenAnswerCues.asked(by: reply)
    traits.returnsInKind = reply.intent == .likewise
    traits.isEitherWorks = reply.intent == .eitherWorks
    traits.isHaveFun = reply.intent == .haveFun
    traits.asksWhatHappened =
      reply.act == .question && SearchableText(Lowercasing.lowercased(reply.text)).contains(any: NewsCues.whatHappened)
    for kind in MessageKind.allCases where kind.isAnswered(byIntent: reply.intent, act: reply.act) {
      traits.answeredKinds |= ReplyTraits.bit(kind)
    }
    traits.situation = SituationSet(stating: reply.intent)
    return traits
  }

  /// Replies allowed under `register` (only sympathetic ones when there is a sensitive `topic`),
  /// ranked by score, with the trigger's confidence: the best score in units of the logit scale
  /// (about the best cosine). On dev pairs it predicts a matching suggestion better than the
  /// softmax probability of the best reply does. Replies that say what the newest message already
  /// says (thanks to thanks, an apology to an apology) are left out: the user would be mirroring
  /// the sender; so are cheerful replies to bad news or a sad face, a bare yes or no to an open
  /// question, and a favour asked back for a request. The intent model reads `burst`, the newest
  /// incoming messages.
  func rank(
    _ turns: [ConversationTurn], analyses: [AnalyzedText] = [], burst: AnalyzedText, register: CandidateReply.Register,
    topic: SensitiveTopic?, acts: IncomingActs, kind: MessageKind = .other
  ) -> (ranked: RankedReplies, confidence: Float) {
    let scorer = ContextScorer(model: model, context: model.encodeContext(turns, analyses: analyses))
    let intentTerms = intents?.replyTerms(of: burst)
    // The intent model's own call for a reply: a fifth of its probability or more.
    let calledFor = intents?.term(ofProbability: Self.calledForProbability) ?? .infinity
    let replies = responseSet.replies
    let prepared = prepared.value
    let filter = ReplyFilter(
      register: register, topic: topic, acts: acts, kind: kind, hasIntentTerms: intentTerms != nil,
      calledFor: calledFor, intentNumbering: prepared.intentNumbering)
    var candidates = [Int]()
    candidates.reserveCapacity(replies.count)
    // The rules read each reply's traits as bits; a few replies need a closer look.
    prepared.filterTraits.withUnsafeBufferPointer { bits in
      for index in replies.indices {
        switch filter.admits(bits[index], intentNumber: prepared.intentNumbers[index]) {
        case true?: candidates.append(index)
        case false?: continue
        case nil:
          if filter.passesCloserLook(
            replies[index], bits: bits[index], traits: prepared.traits[index], intentTerm: { intentTerms![index] })
          {
            candidates.append(index)
          }
        }
      }
    }
    let modelScores = scorer.scores(of: prepared.encodings, at: candidates)
    let answeredBit = ReplyTraits.bit(kind)
    // Most messages are owed nothing in particular: then no intent is hashed.
    let hasOwed = !acts.owedIntents.isEmpty
    var scores = [Float](repeating: 0, count: replies.count)
    var order = ScoreOrder(capacity: candidates.count)
    // A reply stating a situation the conversation does not speak of ("Off to sleep.") is scored for
    // the trigger, as calibrated, but not shown: it changes which replies show, never whether.
    var bestUnshown = -Float.infinity
    scores.withUnsafeMutableBufferPointer { scores in
      prepared.traits.withUnsafeBufferPointer { trait in
        for (index, modelScore) in zip(candidates, modelScores) {
          let actAdjustment =
            ActPrior.adjustment(trait[index].role, acts: acts)
            + (hasOwed && acts.owedIntents.contains(replies[index].intent) ? ActPrior.owedBoost : 0)
          let answersKind = trait[index].answeredKinds & answeredBit != 0
          // A reply the message's acts or kind call for is not held back by an intent model that
          // did not expect it (the model learned few arrivals or compliments); it may still lift it.
          let intentTerm = intentTerms?[index] ?? 0
          let score =
            modelScore + actAdjustment + (answersKind ? MessageKind.answerBoost : 0)
            + (actAdjustment > 0 || answersKind ? max(0, intentTerm) : intentTerm)
          scores[index] = score
          if !trait[index].situation.isEmpty, let spoken = acts.situationsSpokenOf,
            !spoken.intersects(trait[index].situation)
          {
            bestUnshown = max(bestUnshown, score)
            continue
          }
          order.append(index, score: score)
        }
      }
    }
    // A NaN score leaves the replies in set order: they take the sort of the scores themselves.
    let sorted =
      order.isSortable
      ? order.lazilySorted() : LazyReplyOrder(sortedIndices: order.sortedIndices().sorted { scores[$0] > scores[$1] })
    let ranked = RankedReplies(replies: replies, order: sorted, scores: scores, keys: prepared.textKeys)
    let best = max(ranked.first?.score ?? -.infinity, bestUnshown)
    return (ranked, best.isFinite ? best / model.encoder.logitScale : 0)
  }

  /// Acts whose polarity is a tone (joy or sorrow) rather than a yes or a no: their positive
  /// replies are cheerful. Positive wishes are too ("Have fun!", "Enjoy your day!" after a loss),
  /// except "Good luck!", which fits a setback, and so is looking forward to a meeting ("See you
  /// then!", 「楽しみにしてるね！」 after a cancelled concert).
  static let toneActs: Set<ReplyAct> = [.reaction, .congrats, .emoji]
  /// What news is answered with: a reaction, sympathy or congratulations, a question, a wish, an
  /// emoji, an offer of help, or a greeting or goodbye (「お疲れさまです」, "Sleep well!").
  static let newsReplyActs: Set<ReplyAct> = [
    .reaction, .sympathy, .congrats, .question, .wish, .emoji, .offer, .greeting, .closing,
  ]
  /// Replies about the user's calendar, which only a message naming a day, a time or a plan calls for.
  static let calendarIntents: Set<ReplyIntent> = [.addedToCalendar, .checkSchedule]
  /// Replies about a gathering, which bad news never calls for ("Who's going?" to a leak).
  static let gatheringIntents: Set<ReplyIntent> = [.askWhoIsComing, .askWhatToBring, .offerToBring]
  /// The intent probability from which the intent model alone lets congratulations through
  /// (news the message-kind classifier does not place).
  static let calledForProbability: Float = 0.2
  /// Replies that praise or celebrate news, whatever their act.
  static let praiseIntents: Set<ReplyIntent> = [.thatsGreat, .proud, .wellDone, .emojiParty]
  /// Warm replies that fit bad news too (unless they show joy: 😍).
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
