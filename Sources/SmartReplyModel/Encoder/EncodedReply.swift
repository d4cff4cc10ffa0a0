/// A candidate reply after the reply tower: what scoring against any context needs, so a fixed
/// response set is encoded once.
public struct EncodedReply: Sendable, Hashable {
  /// The L2-normalised reply vector.
  package var vector: [Float]
  /// The learned prior: how likely this reply is whatever the context.
  package var prior: Float
  /// Sorted lexical term ids with their counts, for BM25.
  package var terms: [LexicalTermCount]
  /// Number of lexical terms in the reply (BM25's document length).
  package var termCount: Int
  /// The key of the reply's words, `nil` for a reply without any.
  package var echoKey: EchoKey?
}

/// A lexical term and how often it occurs in a text.
package struct LexicalTermCount: Sendable, Hashable {
  /// The hashed term id.
  package var term: Int32
  /// How often it occurs (or its weight, for a query).
  package var count: Float
}

extension Array where Element == LexicalTermCount {
  /// Counts `terms` into a sorted list, each occurrence adding `weight`.
  package static func counting(_ terms: [Int32], weight: Float = 1) -> [LexicalTermCount] {
    let sorted = terms.radixSorted()
    return [LexicalTermCount](unsafeUninitializedCapacity: sorted.count) { result, initialized in
      var count = 0
      for term in sorted {
        if count > 0, result[count - 1].term == term {
          result[count - 1].count += weight
        } else {
          result.initializeElement(at: count, to: LexicalTermCount(term: term, count: weight))
          count += 1
        }
      }
      initialized = count
    }
  }
}
