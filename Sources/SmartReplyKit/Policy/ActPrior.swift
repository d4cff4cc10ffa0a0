/// Adjusts scores by dialogue act: when the newest message asks something, an answer should
/// come before asking back, greeting or saying goodbye; when it asks whether someone can come,
/// attendance answers come first, and when it asks something else they come last. An offer is
/// met with "yes, please" or "no, thanks", a choice or a question about when with a pick or "up
/// to you", laughter with a laugh, a reminder or an errand asked ("don't forget…", 「買ってきて」)
/// with "On it!"; the replies a message is owed (``IncomingActs/owedIntents``) gain twice as much.
enum ActPrior {
  /// Score units (the model's logit scale) taken from acts that do not answer a question.
  static let nonAnswerPenalty: Float = 1.5
  static let nonAnswerActs: Set<ReplyAct> = [.question, .closing, .greeting, .congrats, .wish]

  /// Score units added to attendance intents for an invitation or attendance question.
  static let attendanceBoost: Float = 1.5
  static let attendanceIntents: Set<ReplyIntent> = [
    .acceptInvitation, .declineInvitation, .tentative, .checkSchedule, .notThisTime, .maybeNextTime,
  ]
  static let attendancePhrases: [Phrase] = [
    "join", "come", "coming", "make it", "attend", "free on", "available", "参加", "来られ", "来れ", "行け", "出席", "空いて", "ご都合",
    "who's in", "whos in", "who is in", "who's keen", "whos keen", "who's down", "whos down", "anyone keen",
    "anyone down", "u in?", "you in?", "u in ?", "u down?", "you down?", "count you in", "count u in", "you in or",
    "u in or",
  ]

  /// Score units taken from attendance intents when the newest message asks a question that is
  /// not an invitation ("Is the pool open on Sundays?" is not answered with "Count me in!").
  static let notInvitedPenalty: Float = 1.5

  /// Score units added to the replies that fit what the message does: accepting or declining an
  /// offer, picking an option, laughing along.
  static let fitBoost: Float = 1.5
  /// Score units added to the replies a message is owed, whatever the model makes of its words
  /// (the place an arrival describes, the file sent, emoji alone).
  static let owedBoost: Float = 3
  /// Intents that accept or decline an offer.
  static let offerAnswers: Set<ReplyIntent> = [.please, .noThanks]
  /// Intents that pick an option or leave the choice (of an option or a time) open.
  static let choiceAnswers: Set<ReplyIntent> = [.eitherWorks, .upToYou]
  /// Intents that take on what the message asks done ("On it!", 「了解！」, 「やっとくね！」).
  static let commitmentIntents: Set<ReplyIntent> = [.okay, .willDo, .onIt]
  /// Intents that answer someone who has arrived ("On my way!", "Just a sec!").
  static let arrivalAnswers: Set<ReplyIntent> = [.onMyWay, .giveMeAMinute]
  /// Intents that laugh along ("Haha!", 😂).
  static let laughterIntents: Set<ReplyIntent> = [.funny, .emojiLaugh]
  /// Intents that only say yes, no, "right" or "will do", which answer no open question.
  static let yesOrNoIntents: Set<ReplyIntent> = [
    .yes, .no, .ofCourse, .definitely, .sureWhyNot, .notYet, .willDo, .onIt, .agree, .disagree,
  ]

  /// What of a reply the act prior reads.
  struct ReplyRole: Sendable, Hashable {
    /// Its act does not answer a question (a greeting, a question back).
    var nonAnswer = false
    /// Its intent is about attendance.
    var attendance = false
    /// It asks a favour itself ("Can you send it?"): never an answer to a request
    /// (``LanguageEngine`` leaves it out then).
    var request = false
    var offerAnswer = false
    var choiceAnswer = false
    var laughter = false
    var commitment = false
    /// It is emoji alone, which says yes or how one feels but names no place, time or thing.
    var emoji = false

    init(
      nonAnswer: Bool = false, attendance: Bool = false, request: Bool = false, offerAnswer: Bool = false,
      choiceAnswer: Bool = false, laughter: Bool = false, commitment: Bool = false, emoji: Bool = false
    ) {
      (self.nonAnswer, self.attendance, self.request) = (nonAnswer, attendance, request)
      (self.offerAnswer, self.choiceAnswer, self.laughter) = (offerAnswer, choiceAnswer, laughter)
      (self.commitment, self.emoji) = (commitment, emoji)
    }

    init(intent: ReplyIntent, act: ReplyAct) {
      self.init(
        nonAnswer: nonAnswerActs.contains(act), attendance: attendanceIntents.contains(intent),
        request: act == .request && !offerAnswers.contains(intent), offerAnswer: offerAnswers.contains(intent),
        choiceAnswer: choiceAnswers.contains(intent), laughter: laughterIntents.contains(intent),
        commitment: commitmentIntents.contains(intent), emoji: act == .emoji)
    }
  }

  /// The score change for a reply whose act does not answer (`nonAnswer`) or whose intent is
  /// about attendance (`attendance`), given what the newest message does.
  static func adjustment(nonAnswer: Bool, attendance: Bool, acts: IncomingActs) -> Float {
    adjustment(ReplyRole(nonAnswer: nonAnswer, attendance: attendance), acts: acts)
  }

  /// The score change for a reply of `role`, given what the newest message does.
  static func adjustment(_ role: ReplyRole, acts: IncomingActs) -> Float {
    // An open question ("which restaurant?") is not answered by 😮 or 👍 either.
    var adjustment: Float =
      (acts.asks && role.nonAnswer) || (acts.asksOpenQuestion && role.emoji) ? -nonAnswerPenalty : 0
    if role.attendance { adjustment += acts.invites ? attendanceBoost : acts.asks ? -notInvitedPenalty : 0 }
    if role.offerAnswer && acts.offers || role.choiceAnswer && (acts.offersChoice || acts.asksWhen)
      || role.laughter && acts.laughs || role.commitment && acts.directs
    {
      adjustment += fitBoost
    }
    // Laughter that asks nothing is answered by laughing along first.
    if role.laughter && acts.laughs && !acts.asks { adjustment += fitBoost }
    return adjustment
  }
}
