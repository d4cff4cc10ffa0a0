/// Adjusts scores by dialogue act: when the newest message asks something, an answer should
/// come before asking back, greeting or saying goodbye; when it asks whether someone can come,
/// attendance answers come first, and when it asks something else they come last.
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
  ]

  /// Score units taken from attendance intents when the newest message asks a question that is
  /// not an invitation ("Is the pool open on Sundays?" is not answered with "Count me in!").
  static let notInvitedPenalty: Float = 1.5

  /// The score change for a reply whose act does not answer (`nonAnswer`) or whose intent is
  /// about attendance (`attendance`), given what the newest message does.
  static func adjustment(nonAnswer: Bool, attendance: Bool, acts: IncomingActs) -> Float {
    var adjustment: Float = acts.asks && nonAnswer ? -nonAnswerPenalty : 0
    if attendance { adjustment += acts.invites ? attendanceBoost : acts.asks ? -notInvitedPenalty : 0 }
    return adjustment
  }
}
