import Foundation

/// BM25 between a context's query terms and a reply, with inverse document frequencies counted
/// over the training replies and stored in the model (a handful of candidates is too few to count
/// them from).
public struct LexicalScorer: Sendable, Hashable {
  /// Inverse document frequency per term bucket.
  public let inverseDocumentFrequency: [Float]
  /// Mean reply length in terms.
  public let averageDocumentLength: Float
  /// BM25 term-frequency saturation.
  public let k1: Float
  /// BM25 length normalisation.
  public let b: Float

  /// Creates a scorer from its statistics.
  public init(inverseDocumentFrequency: [Float], averageDocumentLength: Float, k1: Float = 1.2, b: Float = 0.75) {
    self.inverseDocumentFrequency = inverseDocumentFrequency
    self.averageDocumentLength = max(averageDocumentLength, 1)
    self.k1 = k1
    self.b = b
  }

  /// Counts document frequencies over `documents` (each a list of term ids) into a scorer.
  public init(documents: [[Int32]], bucketCount: Int) {
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
  ///
  /// A reply has a handful of terms and a context dozens: each reply term is looked up by binary
  /// search from the last match on, which pairs the same terms, in the same order, as walking
  /// both lists side by side.
  public func score(query: [LexicalTermCount], document: [LexicalTermCount], documentLength: Int) -> Float {
    score(query: query, document: document, documentLength: documentLength, filter: nil)
  }

  /// The same, skipping the reply terms `filter` (of `query`) rules out: they match nothing, and
  /// a skipped term leaves the search of the next where it was.
  func score(query: [LexicalTermCount], document: [LexicalTermCount], documentLength: Int, filter: TermFilter?)
    -> Float
  {
    var score: Float = 0
    var queryIndex = 0
    let lengthFactor = k1 * (1 - b + b * Float(documentLength) / averageDocumentLength)
    query.withUnsafeBufferPointer { query in
      for entry in document {
        let documentTerm = entry.term
        if let filter, !filter.mayContain(documentTerm) { continue }
        // The first query term at or after `queryIndex` that is not below the reply's term.
        var high = query.count
        while queryIndex < high {
          let middle = (queryIndex + high) / 2
          if query[middle].term < documentTerm { queryIndex = middle + 1 } else { high = middle }
        }
        guard queryIndex < query.count else { break }
        if query[queryIndex].term == documentTerm {
          let frequency = entry.count
          score +=
            query[queryIndex].count * inverseDocumentFrequency[Int(documentTerm)] * frequency * (k1 + 1)
            / (frequency + lengthFactor)
          queryIndex += 1
        }
      }
    }
    return score
  }
}
