/// Phrases filed by one of their byte pairs, so that a text is checked against only the phrases
/// whose every pair it holds (``SearchableText/mayContain(_:)``), found from the pairs the text
/// has rather than by testing every phrase: the sensitive-topic keywords are hundreds.
struct PhraseIndex: Sendable {
  /// The phrases, in the order given.
  let phrases: [Phrase]
  /// The phrases filed under pair hash `h` are `filed[starts[h]..<starts[h + 1]]`.
  private let starts: [Int]
  private let filed: [Int]
  /// Phrases of one byte, which have no pair: always checked.
  private let unpaired: [Int]

  init(_ phrases: [Phrase]) {
    self.phrases = phrases
    // Each phrase is filed under its pair that the fewest phrases share: pairs every Japanese
    // phrase has (a kana's lead bytes) would send most texts to most phrases.
    var sharing = [Int](repeating: 0, count: BytePairFilter.hashCount)
    for phrase in phrases { for hash in phrase.pairs.hashes { sharing[hash] += 1 } }
    var byHash = [[Int]](repeating: [], count: BytePairFilter.hashCount)
    var unpaired = [Int]()
    for (index, phrase) in phrases.enumerated() {
      if let hash = phrase.pairs.hashes.min(by: { sharing[$0] < sharing[$1] }) {
        byHash[hash].append(index)
      } else {
        unpaired.append(index)
      }
    }
    var starts = [0]
    for list in byHash { starts.append(starts.last! + list.count) }
    self.starts = starts
    filed = byHash.flatMap { $0 }
    self.unpaired = unpaired
  }

  /// The indices of the phrases `text` may contain (every one it contains among them), ascending.
  func candidates(in text: SearchableText) -> [Int] {
    var found = unpaired.filter { text.mayContain(phrases[$0]) }
    for hash in text.pairs.hashes {
      for index in filed[starts[hash]..<starts[hash + 1]] where text.mayContain(phrases[index]) { found.append(index) }
    }
    found.sort()
    return found
  }
}
