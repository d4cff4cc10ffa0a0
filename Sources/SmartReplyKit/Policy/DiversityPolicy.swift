/// Chooses the suggestions shown from replies ranked best first: one per intent, no two that
/// read almost the same, none that repeats a recent message of the conversation, and for a yes/no
/// question, request or invitation both answers.
enum DiversityPolicy {
  struct Ranked {
    var reply: CandidateReply
    var score: Float
  }

  static func select(_ ranked: [Ranked], maxCount: Int, offerBothPolarities: Bool, avoiding recent: [String] = [])
    -> [Ranked]
  {
    let ranked = ranked.filter { candidate in !recent.contains { nearDuplicates(candidate.reply.text, $0) } }
    var chosen = [Ranked]()
    guard maxCount > 0, let top = ranked.first else { return chosen }
    chosen.append(top)
    if offerBothPolarities, maxCount >= 2 {
      // The best reply stays first; then the best yes and the best no, whichever are missing.
      for polarity in [CandidateReply.Polarity.positive, .negative]
      where chosen.count < maxCount && !chosen.contains(where: { $0.reply.polarity == polarity }) {
        if let best = ranked.first(where: { $0.reply.polarity == polarity && fits($0, with: chosen) }) {
          chosen.append(best)
        }
      }
    }
    for candidate in ranked where chosen.count < maxCount && fits(candidate, with: chosen) {
      chosen.append(candidate)
    }
    return [top] + chosen.dropFirst().sorted { $0.score > $1.score }
  }

  private static func fits(_ candidate: Ranked, with chosen: [Ranked]) -> Bool {
    !chosen.contains {
      $0.reply.intent == candidate.reply.intent || nearDuplicates($0.reply.text, candidate.reply.text)
    }
  }

  /// Same letters once case and punctuation are ignored, or character-bigram overlap (Dice) of 0.7 or more.
  static func nearDuplicates(_ first: String, _ second: String) -> Bool {
    let a = letters(first)
    let b = letters(second)
    if a == b { return true }
    let bigramsA = bigrams(a)
    let bigramsB = bigrams(b)
    guard !bigramsA.isEmpty, !bigramsB.isEmpty else { return false }
    let shared = bigramsA.intersection(bigramsB).count
    return Double(2 * shared) / Double(bigramsA.count + bigramsB.count) >= 0.7
  }

  private static func letters(_ text: String) -> [Character] {
    text.lowercased().filter { $0.isLetter || $0.isNumber || $0.unicodeScalars.first!.properties.isEmoji }
  }

  private static func bigrams(_ characters: [Character]) -> Set<String> {
    guard characters.count >= 2 else { return [] }
    return Set((0..<characters.count - 1).map { String(characters[$0...$0 + 1]) })
  }
}
