import Foundation
import SmartReplyModel

/// Picks the weight of the BM25 term on dev data: the hybrid's one tuned number.
enum LexicalWeightTuner {
  static let grid: [Float] = [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5]

  static func tune(_ model: ReplyRankingModel, dev: [ReplyExample], threads: Int, log: (String) -> Void) -> Float {
    let blocks = dev.count / 100
    guard blocks > 0 else { return 0 }
    // Semantic + prior and lexical parts of each block, computed once for the whole grid.
    let parts: [[(learned: [Float], lexical: [Float])]] = (0..<blocks).map { block in
      let slice = Array(dev[block * 100..<(block + 1) * 100])
      let replies = slice.map { model.encodeReply($0.response) }
      return slice.map { example in
        let context = model.encodeContext(example.context)
        let lexicalModel = model.lexicalScorer
        return (
          replies.map {
            let p = model.scoreParts(context, $0); return p.semantic + p.prior
          },
          replies.map {
            lexicalModel.score(query: context.queryTerms, document: $0.terms, documentLength: $0.termCount)
          }
        )
      }
    }
    var best: (weight: Float, recall: Double) = (0, -1)
    for weight in grid {
      let ranks = parts.flatMap { block in
        RecallEvaluation.ranks(of: block.map { row in zip(row.learned, row.lexical).map { $0 + weight * $1 } })
      }
      let recall = RecallEvaluation.summarize(ranks, blocks: blocks).recallAt1
      log(String(format: "lexical weight %.2f: dev R@1 %.3f", weight, recall))
      if recall > best.recall { best = (weight, recall) }
    }
    return best.weight
  }
}
