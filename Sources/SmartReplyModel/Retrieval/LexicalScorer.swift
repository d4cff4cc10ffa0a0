import Foundation

/// BM25 between a context's query terms and a reply, with inverse document frequencies counted
/// over the training replies and stored in the model (a handful of candidates is too few to count
/// them from).
package struct LexicalScorer: Sendable, Hashable {
  /// Inverse document frequency per term bucket.
  package let inverseDocumentFrequency: [Float]
  /// Mean reply length in terms.
  package let averageDocumentLength: Float
  /// BM25 term-frequency saturation.
  package let k1: Float
  /// BM25 length normalisation.
  package let b: Float

  /// Creates a scorer from its statistics.
  package init(inverseDocumentFrequency: [Float], averageDocumentLength: Float, k1: Float = 1.2, b: Float = 0.75) {
    self.inverseDocumentFrequency = inverseDocumentFrequency
    self.averageDocumentLength = max(averageDocumentLength, 1)
    self.k1 = k1
    self.b = b
  }

  /// Counts document frequencies over `documents` (each a list of term ids) into a scorer.
  package init(documents: [[Int32]], bucketCount: Int) {
    var frequency = [Int](repeating: 0, count: bucketCount)
    var totalLength = 0
    for document in documents {
      totalLength += document.count
      for term in Set(document) { frequency[Int(term)] += 1 }
    }
    let count = Float(documents.count)
    let idf = frequency.map { df in Foundation.log(1 + (count - Float(df) + 0.5) / (Float(df) + 0.5)) }
    self.init(
      inverseDocumentFrequency: idf,
      averageDocumentLength: documents.isEmpty ? 1 : Float(totalLength) / count)
  }

  /// The BM25 score of a reply for weighted query terms; both lists sorted by term.
  package func score(query: [LexicalTermCount], document: [LexicalTermCount], documentLength: Int) -> Float {
    var score: Float = 0
    var queryIndex = 0
    var documentIndex = 0
    let lengthFactor = lengthFactor(documentLength)
    while queryIndex < query.count, documentIndex < document.count {
      let queryTerm = query[queryIndex].term
      let documentTerm = document[documentIndex].term
      if queryTerm < documentTerm {
        queryIndex += 1
      } else if documentTerm < queryTerm {
        documentIndex += 1
      } else {
        score += termScore(query[queryIndex], frequency: document[documentIndex].count, lengthFactor: lengthFactor)
        queryIndex += 1
        documentIndex += 1
      }
    }
    return score
  }

  /// The same, skipping the reply terms `filter` (of `query`) rules out: the few left are looked
  /// up by binary search from the last match on, which pairs the same terms, in the same order,
  /// as walking both lists side by side (a skipped term matches nothing and leaves the search of
  /// the next where it was).
  func score(query: [LexicalTermCount], document: [LexicalTermCount], documentLength: Int, filter: TermFilter)
    -> Float
  {
    query.withUnsafeBufferPointer { query in
      document.withUnsafeBufferPointer {
        score(query: query, document: $0, documentLength: documentLength, filter: filter)
      }
    }
  }

  /// The same over buffers (a reply's terms read in place from an ``EncodedReplySet``).
  @inline(__always)
  func score(
    query: UnsafeBufferPointer<LexicalTermCount>, document: UnsafeBufferPointer<LexicalTermCount>,
    documentLength: Int, filter: TermFilter
  ) -> Float {
    var score: Float = 0
    var queryIndex = 0
    let lengthFactor = lengthFactor(documentLength)
    for entry in document where filter.mayContain(entry.term) {
      // The first query term at or after `queryIndex` that is not below the reply's term.
      var high = query.count
      while queryIndex < high {
        let middle = (queryIndex &+ high) &>> 1  // both are counts: no overflow, no sign
        if query[middle].term < entry.term { queryIndex = middle + 1 } else { high = middle }
      }
      guard queryIndex < query.count else { break }
      if query[queryIndex].term == entry.term {
        score += termScore(query[queryIndex], frequency: entry.count, lengthFactor: lengthFactor)
        queryIndex += 1
      }
    }
    return score
  }

  @inline(__always)
  private func lengthFactor(_ documentLength: Int) -> Float {
    k1 * (1 - b + b * Float(documentLength) / averageDocumentLength)
  }

  /// One matched term's share of the score.
  @inline(__always)
  private func termScore(_ query: LexicalTermCount, frequency: Float, lengthFactor: Float) -> Float {
    query.count * inverseDocumentFrequency[Int(query.term)] * frequency * (k1 + 1) / (frequency + lengthFactor)
  }
}
