/// A newest message of emoji alone read as a reaction to the conversation: 🎉 congratulates the
/// user ("Thank you!"), 👍 agrees ("👍", "OK!"), ❤️ sends love back. Such a message has no words
/// for the model, so its reaction decides what answers it; laughter and sad faces are read by
/// ``ToneMarkers`` like any other message's.
enum EmojiReaction: Sendable, Hashable {
  case celebration
  case approval
  case affection

  static let celebrationEmoji: Set<Unicode.Scalar> = ["🎉", "🎊", "🥳", "🎂", "🍾", "👏", "🙌", "🎈"]
  static let approvalEmoji: Set<Unicode.Scalar> = ["👍", "👌", "🙆", "🆗", "✅", "🤙"]
  static let affectionEmoji: Set<Unicode.Scalar> = ["❤", "💕", "💖", "💗", "💓", "🥰", "😘", "😍", "🫶", "💞"]

  /// The intents that answer the reaction, which the suggestions show if ranked (celebration is
  /// answered through its message kind, congratulations).
  var answers: Set<ReplyIntent> {
    switch self {
    case .celebration: []
    case .approval: [.emojiThumbsUp, .okay]
    case .affection: [.emojiHeart, .loveYou]
    }
  }

  /// The reaction of `text` if it is emoji alone (variation selectors, skin tones, joiners and
  /// spaces aside) and its first recognised emoji says one; nil for anything with a letter or digit.
  init?(_ text: String) {
    var found: EmojiReaction?
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return nil }
      guard found == nil else { continue }
      if Self.celebrationEmoji.contains(scalar) {
        found = .celebration
      } else if Self.approvalEmoji.contains(scalar) {
        found = .approval
      } else if Self.affectionEmoji.contains(scalar) {
        found = .affection
      }
    }
    guard let found else { return nil }
    self = found
  }
}
