/// One encoded context ready to score many replies, as ``ReplyRankingModel/score(_:_:)`` would,
/// with the context's lexical terms also held as ``TermFilter``s: most terms of a reply are in
/// neither, and then BM25 need not look for them.
package struct ContextScorer: Sendable {
  let model: ReplyRankingModel
  let context: EncodedContext
  let newestTerms: TermFilter
  let historyTerms: TermFilter
  /// The ``EchoKey/bit``s of the context's turn keys.
  let echoBits: UInt64

  package init(model: ReplyRankingModel, context: EncodedContext) {
    self.model = model
    self.context = context
    newestTerms = TermFilter(context.newestTerms)
    historyTerms = TermFilter(context.historyTerms)
    echoBits = context.turnKeys.reduce(0) { $0 | $1.bit }
  }

  /// The score of each reply of `replies` at `indices`, equal to `model.score(context, reply)`;
  /// the replies are read in place, not copied out one by one.
  package func scores(of replies: [EncodedReply], at indices: [Int]) -> [Float] {
    let weights = model.header.scoreWeights
    return replies.withUnsafeBufferPointer { replies in
      indices.map { index in
        model.scoreParts(
          context, replies[index], newestFilter: newestTerms, historyFilter: historyTerms, echoBits: echoBits
        ).combined(weights)
      }
    }
  }
}
