import SmartReplyModel

/// The lexical baseline the model is measured against: BM25 between the whole context and each
/// candidate, words for English and character bigrams for Japanese, with document frequencies
/// counted over the block's candidates only.
public enum BM25Baseline {
  static let bucketCount = 1 << 20

  /// Scores a block (rows: contexts, columns: the block's responses).
  public static let scorer: RecallEvaluation.BlockScorer = { block in
    let documents = block.map { LexicalTerms.terms(of: AnalyzedText($0.response), bucketCount: bucketCount) }
    let lexical = LexicalScorer(documents: documents, bucketCount: bucketCount)
    let counted = documents.map { [LexicalTermCount].counting($0) }
    return block.map { example in
      let query = [LexicalTermCount].counting(
        example.context.flatMap { LexicalTerms.terms(of: AnalyzedText($0.text), bucketCount: bucketCount) })
      return counted.enumerated().map { index, document in
        lexical.score(query: query, document: document, documentLength: documents[index].count)
      }
    }
  }
}
