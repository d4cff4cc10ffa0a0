import SmartReplyModel

/// The words a message asks to be answered with ("Reply YES to accept or NO to decline",
/// "text Y if you can make it", 「出席は「1」、欠席は「2」とご返信ください」): each becomes a chip of its
/// own, exactly as written, before the other suggestions. A response set cannot hold them; like the
/// choice and time chips, they are read off the message. A low-confidence result gets them too:
/// the message itself says which answer it wants. Words that opt out or ask for help (STOP, HELP)
/// never become chips: one tap should not unsubscribe.
enum ReplyKeywordChips {
  /// A keyword and whether it declines.
  struct Keyword: Hashable {
    var text: String
    var declines: Bool
  }

  /// The intent of a keyword chip.
  static let keywordIntent: ReplyIntent = "reply-keyword"
  /// The most keywords read off one message.
  static let maxKeywords = 3

  /// `result` with the keywords first, or nil when the newest message asks for none (or the
  /// result may not be answered).
  static func apply(to result: SmartReplyResult, newest: String, maxCount: Int) -> SmartReplyResult? {
    guard result.sensitiveTopic == nil, maxCount >= 1, let language = result.language else { return nil }
    let answerable =
      switch (result.status, result.reason) {
      case (.success, _), (.noReply, .trigger(.lowConfidence)?), (.noReply, .trigger(.noSuitableReply)?): true
      default: false
      }
    guard answerable else { return nil }
    let keywords = self.keywords(in: newest, language: language)
    guard !keywords.isEmpty else { return nil }
    let score = result.suggestions.first?.score ?? 0
    let chips = keywords.map { keyword in
      SmartReplySuggestion(
        smartReply: keyword.text, score: score, intent: keywordIntent,
        polarity: keyword.declines ? .negative : .positive, act: .answer)
    }
    var changed = result
    changed.status = .success
    changed.reason = nil
    let rest = result.suggestions.filter { chip in !chips.contains { $0.smartReply == chip.smartReply } }
    changed.suggestions = Array((chips + rest).prefix(maxCount))
    return changed
  }

  /// The keywords `text` asks for, in its order; empty when it asks for none.
  static func keywords(in text: String, language: Language) -> [Keyword] {
    // The cheap test first: most messages never ask for a word.
    guard text.utf8.count <= 2_000 else { return [] }
    let searchable = SearchableText(text)
    switch language {
    case .english:
      guard searchable.contains(any: englishVerbs) else { return [] }
      return englishKeywords(in: text)
    case .japanese:
      guard searchable.contains(any: japaneseBrackets), searchable.contains(any: japaneseVerbs) else { return [] }
      return japaneseKeywords(in: text)
    }
  }

  /// The verbs' letters in either case ("Reply", "REPLY", "text", "Respond").
  static let englishVerbs: [Phrase] = [
    "eply", "EPLY", "ext ", "EXT ", "espond", "ESPOND", "nswer", "NSWER", "end ", "ype ",
  ]
  static let japaneseBrackets: [Phrase] = ["」", "』"]
  static let japaneseVerbs: [Phrase] = japaneseVerbStems.map { Phrase($0) }
  /// Keywords that opt out or ask for help, never offered.
  static let optOuts: Set<String> = [
    "STOP", "STOPALL", "UNSUBSCRIBE", "END", "QUIT", "HELP", "INFO", "OPTOUT", "停止", "配信停止",
  ]
  /// Words after a keyword that make it a way to decline ("NO to decline", 「欠席は「2」」).
  static let englishDeclines = ["decline", "cancel", "can't", "cannot", "not ", "no ", "opt out", "reject", "skip"]
  static let japaneseDeclines = ["欠席", "不参加", "キャンセル", "いいえ", "辞退", "できない", "不可"]
}
