import SmartReplyModel

/// Which parts of the model's score a ranking uses, to report each part's contribution.
public enum ScoreComponents: String, Sendable, CaseIterable {
  /// Semantic + prior + lexical, echoes of the context last: what serving uses.
  case full
  /// The full score without demoting echoes of the context.
  case withoutEchoRule = "no-echo-rule"
  /// The dual encoder and the prior, without BM25.
  case learned
  /// The dual encoder's cosine alone.
  case semantic
  /// The model's weighted BM25 terms alone (IDF from the training replies).
  case lexical

  /// A scorer that ranks with the chosen parts of `model`'s score.
  public func scorer(for model: ReplyRankingModel) -> RecallEvaluation.BlockScorer {
    let components = self
    return { block in
      let replies = block.map { model.encodeReply($0.response) }
      return block.map { example in
        let context = model.encodeContext(example.context)
        return replies.map { reply in
          let parts = model.scoreParts(context, reply)
          let weights = model.header.scoreWeights
          switch components {
          case .full: return parts.combined(weights)
          case .withoutEchoRule:
            var parts = parts
            parts.echoLength = 0
            return parts.combined(weights)
          case .learned: return parts.semantic + weights.prior * parts.prior
          case .semantic: return parts.semantic
          case .lexical:
            return weights.newestLexical * parts.newestLexical + weights.historyLexical * parts.historyLexical
          }
        }
      }
    }
  }
}
