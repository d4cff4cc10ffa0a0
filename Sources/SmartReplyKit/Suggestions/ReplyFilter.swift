import SmartReplyModel

/// The replies of a set a request leaves out, decided for most of them by one test of bits.
///
/// Each rule reads a trait of the reply and a condition of the request: a reply with the trait is
/// left out when the condition holds. The traits a rule reads are bits worked out once per reply
/// (``Traits``); a request turns its conditions into two masks, the traits that leave a reply out
/// and the traits whose rule needs a closer look at the reply (its intent, the topics it needs,
/// the intent model's term for it). Most replies meet neither mask: the rules cost one `and` each.
struct ReplyFilter {
  /// The traits of a reply the rules read, one bit each.
  struct Traits: OptionSet, Sendable, Hashable {
    let rawValue: UInt64

    /// Offensive: never suggested.
    static let ineligible = Traits(rawValue: 1 << 0)
    /// Casual speech, wrong for a polite conversation.
    static let casual = Traits(rawValue: 1 << 1)
    /// Polite speech, wrong for a casual conversation.
    static let polite = Traits(rawValue: 1 << 2)
    /// Not sympathetic: wrong after a loss, an illness or a hardship.
    static let unsympathetic = Traits(rawValue: 1 << 3)
    /// "What happened?": not asked about a loss told.
    static let asksWhatHappened = Traits(rawValue: 1 << 4)
    /// Fits some topics only (condolences: grief).
    static let needsTopic = Traits(rawValue: 1 << 5)
    /// Never said back to a message that says the same.
    static let mayNotMirror = Traits(rawValue: 1 << 6)
    /// Neither sympathetic nor a way news is answered: a brush-off to news.
    static let brushesOffNews = Traits(rawValue: 1 << 7)
    /// Greets an occasion, which the message must name.
    static let greetsOccasion = Traits(rawValue: 1 << 8)
    /// About the user's calendar.
    static let aboutCalendar = Traits(rawValue: 1 << 9)
    /// "Anywhere's fine!": for a question about where only.
    static let leavesPlaceOpen = Traits(rawValue: 1 << 10)
    /// "Any time works!": for a question about when only.
    static let leavesTimeOpen = Traits(rawValue: 1 << 11)
    /// "You're welcome": for thanks only.
    static let welcomesThanks = Traits(rawValue: 1 << 12)
    /// 「こちらこそ」: not for congratulations.
    static let returnsInKind = Traits(rawValue: 1 << 13)
    /// A laugh.
    static let laughter = Traits(rawValue: 1 << 14)
    /// Congratulations or praise.
    static let congratulation = Traits(rawValue: 1 << 15)
    /// "Either works": needs options.
    static let eitherWorks = Traits(rawValue: 1 << 16)
    /// "Have fun!": not for an invitation.
    static let haveFun = Traits(rawValue: 1 << 17)
    /// A question: not for emoji alone.
    static let question = Traits(rawValue: 1 << 18)
    /// A bare yes or no: no answer to an open question.
    static let yesOrNo = Traits(rawValue: 1 << 19)
    /// Asks a favour itself: no answer to a request.
    static let asksFavour = Traits(rawValue: 1 << 20)
    /// Cheerful: wrong for bad news or a sad face.
    static let cheerful = Traits(rawValue: 1 << 21)
    /// Sorrowful: wrong for good news or a face of delight.
    static let sorrowful = Traits(rawValue: 1 << 22)
    /// Says the user has something or not (「あるよ！」): for a question of having only.
    static let answersHaving = Traits(rawValue: 1 << 23)
    /// Takes or declines an offer ("Yes, please!", 「お願い！」): no answer to a request.
    static let answersOffer = Traits(rawValue: 1 << 24)
    /// "Good morning!": for a message that greets the morning.
    static let greetsMorning = Traits(rawValue: 1 << 25)
    /// About a gathering ("Who's going?", "I'll bring drinks."): not for bad news.
    static let aboutGathering = Traits(rawValue: 1 << 26)
    /// Accepts or declines an invitation: not advice.
    static let attendance = Traits(rawValue: 1 << 27)
    /// "Sending it now.": for a request to send only.
    static let sendsIt = Traits(rawValue: 1 << 28)
    /// "I'm busy right now.": declines a favour asked now, not one for later.
    static let busyNow = Traits(rawValue: 1 << 29)
    /// Invites to a meal ("Want to get dinner?"): no answer to an invitation, which it would make back.
    static let invitesToEat = Traits(rawValue: 1 << 30)
    /// Says whether something is so (「そうだよ」, 「どうだろう」): no answer to a question of having or
    /// an open question.
    static let saysWhether = Traits(rawValue: 1 << 31)
    /// Admires an achievement (「すごいね！」, 「最高じゃん！」): no answer to relief, which is met with
    /// gladness (「よかったね！」).
    static let admires = Traits(rawValue: 1 << 32)
    /// Names today or tomorrow (「今日は遠慮させていただきます。」, "Tomorrow works!").
    static let namesNearDay = Traits(rawValue: 1 << 33)

    /// The traits of `reply`, from its worked-out `traits`.
    init(_ reply: CandidateReply, _ traits: LanguageEngine.ReplyTraits) {
      var bits: Traits = []
      let words = SearchableText(reply.text)
      let flags: [(Bool, Traits)] = [
        (!traits.eligible, .ineligible), (reply.register == .casual, .casual), (reply.register == .polite, .polite),
        (!traits.isSympathetic, .unsympathetic), (traits.asksWhatHappened, .asksWhatHappened),
        (traits.requiredTopics != nil, .needsTopic), (!traits.mayMirror, .mayNotMirror),
        (!traits.isSympathetic && !traits.answersNews, .brushesOffNews), (traits.greetsOccasion, .greetsOccasion),
        (traits.isAboutCalendar, .aboutCalendar), (traits.leavesOpen == .place, .leavesPlaceOpen),
        (traits.leavesOpen.map { $0 != .place } ?? false, .leavesTimeOpen), (traits.welcomesThanks, .welcomesThanks),
        (traits.returnsInKind, .returnsInKind), (traits.role.laughter, .laughter),
        (traits.isCongratulation, .congratulation), (traits.isEitherWorks, .eitherWorks), (traits.isHaveFun, .haveFun),
        (reply.act == .question, .question), (traits.isYesOrNo, .yesOrNo), (traits.role.request, .asksFavour),
        (traits.isCheerful, .cheerful), (traits.isSorrowful, .sorrowful), (traits.role.offerAnswer, .answersOffer),
        (reply.intent == .goodMorning, .greetsMorning), (traits.isAboutGathering, .aboutGathering),
        (traits.role.attendance, .attendance), (reply.intent == .sendIt, .sendsIt),
        (reply.intent == .busyNow, .busyNow), (reply.intent == .letsEat, .invitesToEat),
        (traits.isYesOrNo && words.contains(any: Self.havingAnswers), .answersHaving),
        (Self.whetherIntents.contains(reply.intent) && words.contains(any: Self.whetherAnswers), .saysWhether),
        (reply.intent == .thatsGreat && words.contains(any: Self.admiringWords), .admires),
        (words.contains(any: Self.nearDayWords), .namesNearDay),
      ]
      for (holds, trait) in flags where holds { bits.insert(trait) }
      self = bits
    }

    init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Words of a yes or no about having something (「間違いありません」 is no such answer).
    static let havingAnswers: [Phrase] = ["あるよ", "はい、あります", "ないや", "、ありません"]
    /// Words of a yes, no or maybe about whether something is so (「お盆は何日に帰ってくるの？」: no
    /// 「どうだろう」).
    static let whetherAnswers: [Phrase] = ["そうだよ", "違うよ", "はい、そうです", "違います", "たぶんね", "どうだろう"]
    static let whetherIntents: Set<ReplyIntent> = [.yes, .no, .maybe]
    static let admiringWords: [Phrase] = ["すごい", "最高", "exciting", "ワクワク"]
    static let nearDayWords: [Phrase] = [
      "today", "Today", "tomorrow", "Tomorrow", "tonight", "Tonight", "今日", "明日", "今夜", "今晩",
    ]
  }

  /// Traits that leave a reply out.
  let excluding: Traits
  /// Traits whose rule needs a closer look at the reply (``passesCloserLook(_:bits:traits:intentTerm:)``).
  let checking: Traits
  let topic: SensitiveTopic?
  let acts: IncomingActs
  /// Whether each intent, by its number in the response set, is ruled out ("good night" to
  /// "morning!", a yes to "should I click it?"): looked up once per message, not hashed per reply.
  let ruledOut: [Bool]
  let kind: MessageKind
  /// The intent model's term from which it alone lets congratulations through.
  let calledFor: Float

  /// The rules for a request in `register` about `topic`, whose newest messages do `acts` and are
  /// of `kind`; `hasIntentTerms` says whether the intent model gives each reply a term;
  /// `intentNumbering` numbers the response set's intents (``admits(_:intentNumber:)``).
  init(
    register: CandidateReply.Register, topic: SensitiveTopic?, acts: IncomingActs, kind: MessageKind,
    hasIntentTerms: Bool, calledFor: Float, intentNumbering: [ReplyIntent: Int]
  ) {
    (self.topic, self.acts, self.kind, self.calledFor) = (topic, acts, kind, calledFor)
    var ruledOut = [Bool](repeating: false, count: acts.ruledOutIntents.isEmpty ? 0 : intentNumbering.count)
    for intent in acts.ruledOutIntents {
      if let number = intentNumbering[intent] { ruledOut[number] = true }
    }
    self.ruledOut = ruledOut
    var excluding: Traits = .ineligible
    var checking: Traits = []
    func exclude(_ traits: Traits, when condition: Bool) { if condition { excluding.formUnion(traits) } }
    func check(_ traits: Traits, when condition: Bool) { if condition { checking.formUnion(traits) } }
    exclude(.polite, when: register == .casual)
    exclude(.casual, when: register == .polite)
    // A loss, an illness or a hardship told is not asked about ("What happened?"), nor is a mishap
    // or a relief (it says what happened).
    exclude([.unsympathetic, .asksWhatHappened], when: topic != nil)
    exclude(.asksWhatHappened, when: acts.tellsMishap || acts.announcesRelief)
    // 「ブースターケーブル持ってる？」 is answered 「あるよ！」 or 「ごめん、ないや」, and only such a question is.
    exclude(.saysWhether, when: acts.asksPossession || acts.asksOpenQuestion)
    exclude(.answersHaving, when: !acts.asksPossession)
    exclude(.admires, when: acts.announcesRelief)
    // 「今週の土曜の午後など、ご都合いかがでしょう」 is not declined for today nor put off to tomorrow.
    exclude(.namesNearDay, when: acts.namesOtherDay)
    // An invitation is answered, not made back (「ランチご一緒しませんか？」 to 「ご飯行きません？」).
    exclude(.invitesToEat, when: acts.invites)
    check(.needsTopic, when: true)
    // Most messages perform no act a reply could mirror: then no reply needs the check.
    check(.mayNotMirror, when: !acts.mirroredActs.isEmpty || !acts.mirroredIntents.isEmpty)
    // News that asks nothing is met with a reaction, never a brush-off ("OK!", "Thanks!"); news
    // that also thanks or apologises is answered for that too ("You're welcome!"); a video passed on
    // as useful, whatever kind it reads as, is thanked, and a training called off acknowledged.
    exclude(
      .brushesOffNews,
      when: (kind == .badNews || kind == .goodNews) && !acts.asks && acts.mirroredActs.isEmpty
        && !acts.owedIntents.contains(.thanks) && !acts.callsOffPlan)
    // An occasion greeting needs the message to name the occasion.
    if acts.occasions.isEmpty { exclude(.greetsOccasion, when: true) } else { check(.greetsOccasion, when: true) }
    exclude(.greetsMorning, when: !acts.greetsMorning)
    exclude(.aboutGathering, when: kind == .badNews || acts.tellsMishap)
    // A break-in down the street or a cancelled flight is no party to join ("Count me in!").
    exclude(.attendance, when: (kind == .badNews || acts.tellsMishap) && !acts.invites)
    // "going to kyoto next month, any good inns?" asks a tip, not company: no 「行く行く！」.
    // Nor does leave asked ("can I stay at Mia's?"): it is granted, not attended.
    exclude(.attendance, when: acts.asksAdvice || acts.asksPermission)
    // 「意見もらえますか？」 is not answered 「先ほど送信いたしました。」, nor "can you watch her at 5?"
    // "I'm busy right now.".
    exclude(.sendsIt, when: acts.requests && !acts.asksToSend)
    exclude(.busyNow, when: acts.requests && !acts.asksNow)
    exclude(.aboutCalendar, when: !acts.mentionsTime && !acts.invites)
    // A boiler left broken "till after the 20th" or a break-in "around 2am" is no date to save.
    exclude(
      .aboutCalendar, when: (kind == .badNews || acts.vents || acts.tellsMishap) && !acts.invites && !acts.asksWhen)
    exclude(.leavesPlaceOpen, when: !acts.asksWhere)
    exclude(.leavesTimeOpen, when: !acts.asksWhen)
    // "You're welcome" answers thanks only; 「こちらこそ」 returns thanks or good wishes, not
    // congratulations ("happy birthday!" gets "thank you!").
    exclude(.welcomesThanks, when: !acts.mirroredActs.contains(.thanks) && kind != .thanks)
    exclude(.returnsInKind, when: acts.mirroredActs.contains(.congrats))
    // Cheer needs a reason: a laugh only for laughter or a story that asks nothing and names no
    // plan (a joke told straight), congratulations only for good news, a face of delight or an
    // intent model sure of them where the message may be news nothing placed (``mayBeUnplacedNews``:
    // alone, the model calls for them after thanks or a goodnight too). Unplaced news ("Jake ended
    // things") gets no congratulations; a compliment to the user is thanked, not praised back
    // ("Proud of you!").
    // A favour asked, offered or an invitation made with a laugh ("can I borrow a hoodie lol",
    // 「手伝おっか？笑」) is taken or refused, not laughed at.
    exclude(
      .laughter,
      when: acts.requests || acts.offers || acts.invites
        || !(acts.laughs || kind == .other && !acts.asks && !acts.mentionsTime))
    if kind == .compliment
      || !(kind == .goodNews || acts.soundsDelighted || kind == .thanks && acts.announcesOwnGoodNews)
    {
      if hasIntentTerms && Self.mayBeUnplacedNews(acts, kind: kind) {
        check(.congratulation, when: true)
      } else {
        exclude(.congratulation, when: true)
      }
    }
    // "Either works" needs options: a message that names none is not answered so.
    exclude(.eitherWorks, when: acts.asksOpenQuestion && !acts.offersChoice || !acts.namesOptions)
    // An invitation is answered, not wished well ("Have fun!" would stay at home).
    exclude(.haveFun, when: acts.invites)
    // 🎉, 👍 or ❤️ alone is answered, not asked about ("What's up?").
    exclude(.question, when: acts.reaction != nil)
    // A yes or a no answers no open question; a favour asked back answers no request.
    exclude(.yesOrNo, when: acts.asksOpenQuestion)
    exclude(.asksFavour, when: acts.requests)
    // "Can you send it by 5?" is no offer: 「お願い！」 would ask it back.
    exclude(.answersOffer, when: acts.requests)
    exclude(.cheerful, when: kind == .badNews || topic != nil || acts.soundsSad)
    // A link or a photo shared with no trouble named is no cause for "Oh no!".
    let sharesCheerfully =
      (acts.sharesLink || acts.sharesPhoto) && topic == nil && kind != .badNews && !acts.soundsSad && !acts.vents
      && !acts.tellsMishap
    exclude(.sorrowful, when: kind == .goodNews || acts.soundsDelighted && topic == nil || sharesCheerfully)
    (self.excluding, self.checking) = (excluding, checking)
  }

  /// Whether the message may be news the classifiers did not place ("Made partner at the firm
  /// today."), on which the intent model alone may call for congratulations: it asks nothing,
  /// thanks or apologises for nothing, says nothing a reply would mirror ("going to bed now"),
  /// warns of nothing, neither laughs nor sounds sad or upset, is owed no reply of its own ("gn
  /// lads"), greets no occasion and speaks of no situation of the day ("night babe love u 😴",
  /// "heads up, rent's going up").
  static func mayBeUnplacedNews(_ acts: IncomingActs, kind: MessageKind) -> Bool {
    kind == .other && !acts.asks && !acts.givesHeadsUp && acts.mirroredActs.isEmpty && acts.mirroredIntents.isEmpty
      && acts.owedIntents.isEmpty
      && !acts.soundsSad
      && !acts.vents && !acts.tellsMishap && !acts.laughs && acts.reaction == nil && acts.occasions.isEmpty
      && acts.situationsSpokenOf?.isEmpty ?? true
  }

  /// Whether the rules keep a reply with `bits` and the intent numbered `intentNumber`, without a
  /// closer look: nil when one is needed.
  @inline(__always)
  func admits(_ bits: Traits, intentNumber: Int) -> Bool? {
    guard bits.isDisjoint(with: excluding), intentNumber >= ruledOut.count || !ruledOut[intentNumber] else {
      return false
    }
    return bits.isDisjoint(with: checking) ? true : nil
  }

  /// Whether the rules that need a closer look keep `reply` (with `bits` and `traits`);
  /// `intentTerm` is the intent model's term for it.
  func passesCloserLook(
    _ reply: CandidateReply, bits: Traits, traits: LanguageEngine.ReplyTraits, intentTerm: () -> Float
  ) -> Bool {
    let due = bits.intersection(checking)
    if due.contains(.needsTopic), let required = traits.requiredTopics, !required.contains(topic),
      // A leak, a lost key or a car in the garage is no cold: only an illness told gets "Get well soon!".
      !(kind == .badNews && topic == nil && !acts.tellsMishap && acts.namesIllness
        && LanguageEngine.badNewsIntents.contains(reply.intent))
    {
      return false
    }
    // A decline apologises to a favour asked with an apology ("sorry! can you…" → "Sorry, I can't."):
    // it says no, not sorry back. A sender running late or calling off asks nothing to decline.
    let declines =
      reply.polarity == .negative && acts.requests
      && acts.mirroredIntents.isDisjoint(with: [.runningLate, .declineInvitation])
    if due.contains(.mayNotMirror),
      acts.saysAlready(
        act: reply.act, intent: reply.intent,
        voicedActs: declines ? traits.voicedActs.subtracting([.apology]) : traits.voicedActs)
    {
      return false
    }
    if due.contains(.congratulation), !(intentTerm() >= calledFor) { return false }
    if due.contains(.greetsOccasion),
      !acts.occasions.contains(reply.intent) || traits.namesOccasion.map({ !acts.namedOccasions.contains($0) }) ?? false
    {
      return false
    }
    return true
  }
}
