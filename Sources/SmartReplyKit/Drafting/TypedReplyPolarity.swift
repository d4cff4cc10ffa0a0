/// Whether a short reply the user typed accepts or declines, guessed from its words. A reply of a
/// response set needs no guess: its suggestion carries the polarity the set records.
enum TypedReplyPolarity {
  static let negativeMarkers = [
    "can't", "cannot", "can not", "unable", "won't", "not ", "no,", "no.", "unfortunately", "decline", "pass",
    "できません", "難しい", "欠席", "行けない", "無理", "いいえ", "見送", "遠慮", "都合が悪",
  ]
  static let positiveMarkers = [
    "yes", "sure", "will", "i'll", "i can", "sounds good", "ok", "of course", "happy to", "works", "count me in",
    "はい", "参加", "大丈夫", "承知", "了解", "問題", "伺います", "行きます", "行ける", "いける", "もちろん", "うん",
  ]

  static func guess(_ reply: String) -> CandidateReply.Polarity {
    let lowered = " " + reply.lowercased() + " "
    if lowered == " no " || negativeMarkers.contains(where: { lowered.contains($0) }) { return .negative }
    if positiveMarkers.contains(where: { lowered.contains($0) }) { return .positive }
    return .neutral
  }
}
