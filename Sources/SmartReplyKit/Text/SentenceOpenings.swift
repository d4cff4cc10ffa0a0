/// The openings of a text's first sentences, read by scalars within a budget: where a name that
/// addresses someone (「けんた、」, "Marco, …") is looked for, on every request.
enum SentenceOpenings {
  /// The first of `match`'s finds at the start of one of the first `count` sentences of `text`,
  /// within `budget` scalars; `isGap` is skipped before a sentence, and `isEnd` ends one.
  static func firstMatch(
    in text: String, sentences count: Int, budget: Int, isGap: (Unicode.Scalar) -> Bool,
    isEnd: (Unicode.Scalar) -> Bool, match: (String.Index) -> Substring?
  ) -> Substring? {
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var budget = budget
    for _ in 0..<count {
      while index < scalars.endIndex, budget > 0, isGap(scalars[index]) {
        index = scalars.index(after: index)
        budget -= 1
      }
      guard index < scalars.endIndex, budget > 0 else { return nil }
      if let found = match(index) { return found }
      while index < scalars.endIndex, budget > 0, !isEnd(scalars[index]) {
        index = scalars.index(after: index)
        budget -= 1
      }
    }
    return nil
  }
}
