/// Adjusts scores by dialogue act: when the newest message asks something, an answer should
/// come before asking back, greeting or saying goodbye; when it asks whether someone can come,
/// attendance answers come first.
enum ActPrior {
  /// Score units (the model's logit scale) taken from acts that do not answer a question.
  static let nonAnswerPenalty: Float = 1.5
  static let nonAnswerActs: Set<String> = ["question", "closing", "greeting", "congrats", "wish"]

  /// Score units added to attendance intents for an invitation or attendance question.
  static let attendanceBoost: Float = 1.5
  static let attendanceIntents: Set<String> = [
    "accept-invitation", "decline-invitation", "tentative", "check-schedule",
  ]
  static let attendancePhrases: [Phrase] = [
    "join", "come", "coming", "make it", "attend", "free on", "available", "参加", "来られ", "来れ", "行け", "出席", "空いて", "ご都合",
  ]

  /// The score change for a reply whose act does not answer (`nonAnswer`) or whose intent is
  /// about attendance (`attendance`).
  static func adjustment(nonAnswer: Bool, attendance: Bool, newestAsks: Bool, asksAttendance: Bool) -> Float {
    var adjustment: Float = newestAsks && nonAnswer ? -nonAnswerPenalty : 0
    if asksAttendance, attendance { adjustment += attendanceBoost }
    return adjustment
  }

  /// Whether `text` asks whether someone can come or join.
  static func asksAttendance(_ text: String, language: String) -> Bool {
    let lowered = text.lowercased()
    return asks(text, language: language) && SearchableText(lowered).contains(any: attendancePhrases)
  }

  /// Whether `text` asks something: a question mark or a yes/no question, request or invitation.
  static func asks(_ text: String, language: String) -> Bool {
    let searchable = SearchableText(text)
    return searchable.contains("?") || searchable.contains("？")
      || QuestionDetector.expectsYesOrNo(text, language: language)
  }
}
