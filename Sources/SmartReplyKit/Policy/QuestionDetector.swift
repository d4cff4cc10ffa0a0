import SmartReplyModel

/// Recognises messages that call for a yes or a no: yes/no questions, requests and invitations.
enum QuestionDetector {
  static let englishOpeners: Set<String> = [
    "are", "is", "do", "does", "did", "can", "could", "will", "would", "should", "have", "has", "want", "shall",
    "may", "wanna", "were", "was", "any", "anyone",
  ]
  static let englishInvitations: [Phrase] = [
    "want to", "wanna", "would you like", "how about", "let's", "join us", "are you coming", "can you", "could you",
    "will you", "please", "up for", "feel like", "interested in", "free to", "can u", "could u", "will u", "would u",
    "can ya", "mind if", "would you mind", "do you mind",
  ]
  /// Words texts open with before the question proper ("hey can u …", "ok so are we …").
  static let englishInterjections: Set<String> = [
    "hey", "hi", "hello", "yo", "so", "ok", "okay", "oh", "um", "also", "and", "but", "btw", "quick", "question",
    "sorry", "hmm", "well",
  ]
  static let japaneseWhWords: [Phrase] = ["何", "なに", "なん", "どこ", "いつ", "誰", "だれ", "なぜ", "どれ", "どの", "どちら", "いくら", "何時"]
  static let japaneseInvitations: [Phrase] = [
    "ませんか", "ましょう", "しよう", "行こう", "いこう", "来ない", "こない", "どう？", "どう?", "いかが", "できる？", "行ける", "来れる",
    "来られ", "参加でき", "大丈夫？", "いい？", "ください", "くれる？", "くれない？", "くれます", "もらえる", "もらえない", "もらえます", "いただけ",
    "頂け", "お願いでき",
  ]

  static func expectsYesOrNo(_ text: String, language: Language) -> Bool {
    let lowered = Lowercasing.lowercased(text)
    let searchable = SearchableText(lowered)
    if language == .japanese {
      if searchable.contains(any: japaneseInvitations) { return true }
      let isQuestion =
        searchable.contains("？") || searchable.contains("?") || lowered.hasSuffix("か")
        || lowered.hasSuffix("か。")
      return isQuestion && !searchable.contains(any: japaneseWhWords)
    }
    if searchable.contains(any: englishInvitations) { return true }
    for sentence in lowered.split(whereSeparator: { ".!\n".contains($0) })
    where sentence.utf8.contains(UInt8(ascii: "?")) {
      let first =
        sentence.split { !$0.isLetter && $0 != "'" }.map(String.init).first { !englishInterjections.contains($0) } ?? ""
      if englishOpeners.contains(first) || first.hasSuffix("n't") { return true }
    }
    return false
  }
}
