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

  /// BM25's length normalisation of a reply of `documentLength` terms.
  @inline(__always)
  func lengthFactor(_ documentLength: Int) -> Float {
    k1 * (1 - b + b * Float(documentLength) / averageDocumentLength)
  }

  /// One matched term's share of the score.
  @inline(__always)
  func termScore(_ query: LexicalTermCount, frequency: Float, lengthFactor: Float) -> Float {
    query.count * inverseDocumentFrequency[Int(query.term)] * frequency * (k1 + 1) / (frequency + lengthFactor)
  }
}
