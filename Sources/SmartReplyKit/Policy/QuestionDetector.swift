/// Recognises messages that call for a yes or a no: yes/no questions, requests and invitations.
enum QuestionDetector {
  static let englishOpeners: Set<String> = [
    "are", "is", "do", "does", "did", "can", "could", "will", "would", "should", "have", "has", "want", "shall",
    "may", "wanna", "were", "was", "any", "anyone",
  ]
  static let englishInvitations = [
    "want to", "wanna", "would you like", "how about", "let's", "join us", "are you coming", "can you", "could you",
    "will you", "please", "up for", "feel like", "interested in", "free to",
  ]
  static let japaneseWhWords = ["何", "なに", "なん", "どこ", "いつ", "誰", "だれ", "なぜ", "どれ", "どの", "どちら", "いくら", "何時"]
  static let japaneseInvitations = [
    "ませんか", "ましょう", "しよう", "行こう", "いこう", "来ない", "こない", "どう？", "どう?", "いかが", "できる？", "行ける", "来れる",
    "来られ", "参加でき", "大丈夫？", "いい？", "ください",
  ]

  static func expectsYesOrNo(_ text: String, language: String) -> Bool {
    let lowered = text.lowercased()
    if language == "ja" {
      if japaneseInvitations.contains(where: lowered.contains) { return true }
      let isQuestion =
        lowered.contains("？") || lowered.contains("?") || lowered.hasSuffix("か") || lowered.hasSuffix("か。")
      return isQuestion && !japaneseWhWords.contains(where: lowered.contains)
    }
    if englishInvitations.contains(where: lowered.contains) { return true }
    for sentence in lowered.split(whereSeparator: { ".!\n".contains($0) }) where sentence.contains("?") {
      let first = sentence.split { !$0.isLetter && $0 != "'" }.first.map(String.init) ?? ""
      if englishOpeners.contains(first) || first.hasSuffix("n't") { return true }
    }
    return false
  }
}
