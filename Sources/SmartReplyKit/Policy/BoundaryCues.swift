import SmartReplyModel

/// A boundary the user has set in the conversation ("please stop messaging me", 「もう連絡しないで」):
/// whatever the other party sends next is no message to answer cheerfully (harassment, no chip),
/// however ordinary its words ("why'd you leave so fast? we need to talk").
enum BoundaryCues {
  static let phrases: [Phrase] = [
    "stop messaging me", "stop texting me", "stop contacting me", "stop calling me", "stop following me",
    "leave me alone", "don't contact me", "dont contact me", "do not contact me", "don't text me", "dont text me",
    "don't message me", "dont message me", "stop emailing me", "i'm blocking you", "im blocking you",
    "連絡しないで", "連絡してこないで", "連絡してくるな", "二度と連絡", "関わらないで", "つきまとわないで", "付きまとわないで", "近づかないで",
    "ほっといて", "放っておいて", "ブロックします", "ブロックするね",
  ]

  /// Whether `text`, one of the user's own messages, sets such a boundary.
  static func setsBoundary(_ text: String) -> Bool {
    SearchableText(Lowercasing.lowercased(text)).contains(any: phrases)
  }
}
