import SmartReplyModel

/// "Up to you" said for one kind of open question: "Anywhere's fine!" answers where, "Any time
/// works!" when (「どこでもいいよ！」, 「いつでも大丈夫です。」). Such a reply is offered only for its own
/// kind of question; the plain ones ("Up to you!", 「任せる！」) answer any.
enum OpenAnswerCues {
  /// What an open question asks for.
  enum Asked: Sendable {
    case place
    case time
  }

  /// Words of an open question about where.
  static let placeQuestionWords: [Phrase] = ["where", "which place", "which restaurant", "どこ", "どちらで", "どの辺", "どのへん"]
  static let placeAnswers: [Phrase] = ["anywhere", "wherever", "どこでも"]
  static let timeAnswers: [Phrase] = ["any time", "anytime", "whenever", "いつでも", "何時でも", "なんじでも"]
  /// The intents whose replies may leave one kind of question open.
  static let intents: Set<ReplyIntent> = [.upToYou, .eitherWorks]

  /// The kind of question `reply` leaves open, if it names one.
  static func asked(by reply: CandidateReply) -> Asked? {
    guard intents.contains(reply.intent) else { return nil }
    let text = SearchableText(Lowercasing.lowercased(reply.text))
    if text.contains(any: placeAnswers) { return .place }
    if text.contains(any: timeAnswers) { return .time }
    return nil
  }
}
