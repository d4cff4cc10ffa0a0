/// Adjusts scores by dialogue act: when the newest message asks something, an answer should
/// come before asking back, greeting or saying goodbye.
enum ActPrior {
  /// Score units (the model's logit scale) taken from acts that do not answer a question.
  static let nonAnswerPenalty: Float = 1.5
  static let nonAnswerActs: Set<String> = ["question", "closing", "greeting"]

  static func adjustment(for reply: CandidateReply, newestAsks: Bool) -> Float {
    newestAsks && nonAnswerActs.contains(reply.act) ? -nonAnswerPenalty : 0
  }

  /// Whether `text` asks something: a question mark or a yes/no question, request or invitation.
  static func asks(_ text: String, language: String) -> Bool {
    text.contains("?") || text.contains("？") || QuestionDetector.expectsYesOrNo(text, language: language)
  }
}
