/// The terms lexical (BM25) scoring matches on: words for space-separated scripts, character
/// bigrams for Japanese runs (which have no spaces to split on).
package enum LexicalTerms {
  /// Term ids of `text`, hashed into `bucketCount` buckets (a power of two), in text order.
  package static func terms(of text: AnalyzedText, bucketCount: Int) -> [Int32] {
    let mask = UInt64(bucketCount - 1)
    var result = [Int32]()
    // A term takes a scalar at least.
    result.reserveCapacity(text.scalars.count)
    var lastRun: Range<Int>? = nil
    text.scalars.withUnsafeBufferPointer { scalars in
      for token in text.tokens {
        switch token.kind {
        case .word:
          let hash = FeatureHasher.hash(scalars, token.range, seed: 0x1E8)
          result.append(Int32(truncatingIfNeeded: hash & mask))
        case .cjkWord where token.runRange != lastRun:
          lastRun = token.runRange
          let run = token.runRange
          let length = min(2, run.count)
          for start in run.lowerBound...(run.upperBound - length) {
            let hash = FeatureHasher.hash(scalars, start..<start + length, seed: 0x1E9)
            result.append(Int32(truncatingIfNeeded: hash & mask))
          }
        default:
          break
        }
      }
    }
    return result
  }

  /// How often one term of one context turn counts for BM25. Ordinary messages rarely repeat a
  /// word more often; without a cap, repeating words ("keyword stuffing") raised scores without
  /// bound, since a query term's weight grows with its count.
  package static let maxRepeatsPerTurn = 5

  /// `terms` with every occurrence of a term after its first `cap` dropped, in order.
  package static func cappingRepeats(_ terms: [Int32], at cap: Int) -> [Int32] {
    // Most turns repeat no term more often than the cap: then there is nothing to drop.
    guard terms.count > cap else { return terms }
    let sorted = terms.radixSorted()
    var longestRun = 0
    var run = 0
    for index in sorted.indices {
      run = index > 0 && sorted[index - 1] == sorted[index] ? run + 1 : 1
      longestRun = max(longestRun, run)
    }
    guard longestRun > cap else { return terms }
    var seen = [Int32: Int]()
    return terms.filter { term in
      seen[term, default: 0] += 1
      return seen[term]! <= cap
    }
  }
}
