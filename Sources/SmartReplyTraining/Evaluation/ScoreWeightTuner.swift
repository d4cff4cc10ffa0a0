import Foundation
import SmartReplyModel

/// Picks the hybrid's weights (prior, newest-turn BM25, history BM25) on dev data by grid search
/// for the best 1-of-100 Recall@1, then the echo threshold; ties go to the smaller lexical weights
/// and the default threshold.
package enum ScoreWeightTuner {
  static let priorGrid: [Float] = [0, 0.5, 1, 1.5]
  static let newestGrid: [Float] = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]
  static let historyGrid: [Float] = [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3]
  /// Echo thresholds, tried after the weights (with the default threshold) are chosen.
  static let echoGrid = [1, 2, 3, 5, 6, 8, 10, Int.max]

  /// The best weights for `model` on `dev` (consecutive blocks of 100), and their dev Recall@1.
  package static func tune(_ model: ReplyRankingModel, dev: [ReplyExample], log: (String) -> Void = { _ in })
    -> (weights: ScoreWeights, recallAt1: Double)
  {
    let blocks = dev.count / 100
    guard blocks > 0 else { return (model.header.scoreWeights, 0) }
    let parts: [[[ScoreParts]]] = (0..<blocks).map { block in
      let slice = Array(dev[block * 100..<(block + 1) * 100])
      let replies = slice.map { model.encodeReply($0.response) }
      return slice.map { example in
        let context = model.encodeContext(example.context)
        return replies.map { model.scoreParts(context, $0) }
      }
    }
    func recall(_ weights: ScoreWeights) -> Double {
      let ranks = parts.flatMap { block in
        RecallEvaluation.ranks(of: block.map { row in row.map { $0.combined(weights) } })
      }
      return RecallEvaluation.summarize(ranks, blocks: blocks).recallAt1
    }
    var best = (weights: ScoreWeights(), recallAt1: -1.0)
    for prior in priorGrid {
      for newest in newestGrid {
        for history in historyGrid {
          let weights = ScoreWeights(prior: prior, newestLexical: newest, historyLexical: history)
          let value = recall(weights)
          if value > best.recallAt1 { best = (weights, value) }
        }
      }
    }
    for length in echoGrid {
      var weights = best.weights
      weights.echoMinimumLength = length
      let value = recall(weights)
      if value > best.recallAt1 { best = (weights, value) }
    }
    var withoutEchoRule = best.weights
    withoutEchoRule.echoMinimumLength = Int.max
    let semanticOnly = recall(ScoreWeights(prior: 0, echoMinimumLength: Int.max))
    log(
      String(
        format: "score weights: prior %.2f, newest BM25 %.2f, history BM25 %.2f, echoes from %d words:"
          + " dev R@1 %.3f (without the echo rule %.3f, semantic alone %.3f)",
        best.weights.prior, best.weights.newestLexical, best.weights.historyLexical, best.weights.echoMinimumLength,
        best.recallAt1, recall(withoutEchoRule), semanticOnly))
    return best
  }
}
