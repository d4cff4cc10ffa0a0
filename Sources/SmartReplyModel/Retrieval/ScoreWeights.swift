/// How the parts of a reply's score combine: `logitScale × cosine` counts once, the others by
/// these weights, which are tuned on dev data after training.
public struct ScoreWeights: Sendable, Hashable, Codable {
  /// Weight of the learned reply prior.
  public var prior: Float
  /// Weight of BM25 between the newest turn and the reply.
  public var newestLexical: Float
  /// Weight of BM25 between the earlier turns and the reply.
  public var historyLexical: Float

  /// Creates weights.
  public init(prior: Float = 1, newestLexical: Float = 0, historyLexical: Float = 0) {
    self.prior = prior
    self.newestLexical = newestLexical
    self.historyLexical = historyLexical
  }
}

/// The unweighted parts of one reply's score.
public struct ScoreParts: Sendable, Hashable {
  /// `logitScale × cosine(context, reply)`.
  public var semantic: Float
  /// The learned reply prior.
  public var prior: Float
  /// BM25 of the reply for the newest turn's terms.
  public var newestLexical: Float
  /// BM25 of the reply for the earlier turns' terms.
  public var historyLexical: Float

  /// The score under `weights`.
  public func combined(_ weights: ScoreWeights) -> Float {
    semantic + weights.prior * prior + weights.newestLexical * newestLexical + weights.historyLexical * historyLexical
  }
}
