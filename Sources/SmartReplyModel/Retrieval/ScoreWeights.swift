/// How the parts of a reply's score combine: `logitScale × cosine` counts once, the others by
/// these weights, which are tuned on dev data after training.
package struct ScoreWeights: Sendable, Hashable, Codable {
  /// Weight of the learned reply prior.
  package var prior: Float
  /// Weight of BM25 between the newest turn and the reply.
  package var newestLexical: Float
  /// Weight of BM25 between the earlier turns and the reply.
  package var historyLexical: Float
  /// A reply repeating a turn of the context with at least this many words (``EchoKey/length``)
  /// is an echo and ranks last. Short turns such as greetings are echoed in real conversations.
  package var echoMinimumLength: Int

  /// The echo threshold of models whose file does not record one.
  package static let defaultEchoMinimumLength = 4

  /// Creates weights.
  package init(
    prior: Float = 1, newestLexical: Float = 0, historyLexical: Float = 0,
    echoMinimumLength: Int = ScoreWeights.defaultEchoMinimumLength
  ) {
    self.prior = prior
    self.newestLexical = newestLexical
    self.historyLexical = historyLexical
    self.echoMinimumLength = echoMinimumLength
  }

  private enum CodingKeys: String, CodingKey {
    case prior, newestLexical, historyLexical, echoMinimumLength
  }

  /// Decodes weights; files written before the echo rule get its default threshold.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      prior: try container.decode(Float.self, forKey: .prior),
      newestLexical: try container.decode(Float.self, forKey: .newestLexical),
      historyLexical: try container.decode(Float.self, forKey: .historyLexical),
      echoMinimumLength: try container.decodeIfPresent(Int.self, forKey: .echoMinimumLength)
        ?? Self.defaultEchoMinimumLength)
  }
}

/// The unweighted parts of one reply's score.
package struct ScoreParts: Sendable, Hashable {
  /// `logitScale × cosine(context, reply)`.
  package var semantic: Float
  /// The learned reply prior.
  package var prior: Float
  /// BM25 of the reply for the newest turn's terms.
  package var newestLexical: Float
  /// BM25 of the reply for the earlier turns' terms.
  package var historyLexical: Float
  /// The length of the context turn the reply repeats word for word (``EchoKey``), 0 if none.
  package var echoLength: Int

  /// Subtracted from the score of an echo: people do not answer a message by repeating it (or
  /// their own earlier words), yet such a candidate shares every word and most of the meaning with
  /// the context, so without this it would often rank first.
  package static let echoPenalty: Float = 1_000

  /// The score under `weights`.
  package func combined(_ weights: ScoreWeights) -> Float {
    let echo = echoLength > 0 && echoLength >= weights.echoMinimumLength
    return semantic + weights.prior * prior + weights.newestLexical * newestLexical
      + weights.historyLexical * historyLexical - (echo ? Self.echoPenalty : 0)
  }
}
