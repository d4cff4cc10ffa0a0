/// Picks casual or polite Japanese from how the conversation is written: polite when the newest
/// message by someone else, or the user's own latest message, uses です・ます forms.
package enum RegisterDetector {
  static let politeMarkers: [Phrase] = [
    "です", "ました", "ません", "ください", "ございます", "でしょうか", "いたし", "お願いし", "いただ", "様",
  ]

  package static func isPolite(_ text: String) -> Bool {
    SearchableText(text).contains(any: politeMarkers) || hasPoliteMasu(text)
  }

  /// 「ます」 as a verb ending, not the start of 「〜すぎ」 after an adjective (「うますぎ」: too good).
  static func hasPoliteMasu(_ text: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: "ます") {
      if !rest[range.upperBound...].hasPrefix("ぎ") { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  static func register(for turns: [PreparedConversation.Turn]) -> CandidateReply.Register {
    let newestOther = turns.last { !$0.isFromSelf }
    let latestOwn = turns.last { $0.isFromSelf }
    return [newestOther, latestOwn].compactMap { $0 }.contains { isPolite($0.text) } ? .polite : .casual
  }
}
