/// Keeps insults and profanity out of suggestions, including from an app's own response files.
enum OffensiveTextFilter {
  static let words: WordSet = [
    "fuck", "fucking", "shit", "bitch", "asshole", "cunt", "dick", "bastard", "slut", "whore", "retard", "retarded",
    "idiot", "stupid", "moron", "dumb", "loser", "ugly", "fag", "faggot",
  ]
  static let phrases: [Phrase] = [
    "shut up", "hate you", "go to hell", "死ね", "しね", "殺すぞ", "バカ", "ばか", "アホ", "あほ", "うざい", "きもい", "クソ", "ブス", "消えろ",
  ]

  static func isOffensive(_ text: String) -> Bool {
    let lowered = Lowercasing.lowercased(text)
    let searchable = SearchableText(lowered)
    if searchable.contains(any: phrases) { return true }
    // A word the text does not even hold as bytes cannot be one of its words.
    guard searchable.contains(any: wordPhrases) else { return false }
    return LetterWords.containsWord(of: words, in: lowered)
  }

  static let wordPhrases = words.strings.map { Phrase($0) }
}
