import Dispatch
import SmartReplyModel

/// 1-of-N ranking figures over consecutive blocks of examples.
public struct RecallReport: Sendable, Hashable, Codable {
  /// Examples scored (whole blocks only).
  public var examples: Int
  /// Blocks scored.
  public var blocks: Int
  /// Share of examples whose true reply ranked strictly first.
  public var recallAt1: Double
  /// Share of examples whose true reply ranked in the top three.
  public var recallAt3: Double
  /// Mean of 1 / rank of the true reply.
  public var meanReciprocalRank: Double
}

/// The 1-of-100 protocol: examples are cut into consecutive blocks of 100 (a remainder block is
/// dropped); every example's candidates are the 100 responses of its block; a candidate scoring
/// the same as the true response counts as ranked above it.
public enum RecallEvaluation {
  /// Scores of every candidate of a block (columns) for every context of it (rows).
  public typealias BlockScorer = @Sendable ([ReplyExample]) -> [[Float]]

  /// Evaluates `scorer` on `examples`, spreading blocks over `threads` threads.
  public static func evaluate(
    _ examples: [ReplyExample], blockSize: Int = 100, threads: Int = 2, scorer: BlockScorer
  ) -> RecallReport {
    ranks(examples, blockSize: blockSize, threads: threads, scorer: scorer).report
  }

  /// The rank of the true reply for every scored example, in order, and their summary.
  package static func ranks(
    _ examples: [ReplyExample], blockSize: Int = 100, threads: Int = 2, scorer: BlockScorer
  ) -> (ranks: [Int], report: RecallReport) {
    let blocks = blockSize > 0 ? examples.count / blockSize : 0
    let results = Locked<[[Int]]>(Array(repeating: [], count: blocks))
    DispatchQueue.concurrentPerform(iterations: max(1, threads)) { thread in
      for block in stride(from: thread, to: blocks, by: max(1, threads)) {
        let slice = Array(examples[block * blockSize..<(block + 1) * blockSize])
        let ranks = self.ranks(of: scorer(slice))
        results.withLock { $0[block] = ranks }
      }
    }
    let ranks = results.withLock { $0 }.flatMap { $0 }
    return (ranks, summarize(ranks, blocks: blocks))
  }

  /// Ranks of the diagonal in a square score matrix, ties counted against the true reply.
  package static func ranks(of scores: [[Float]]) -> [Int] {
    scores.enumerated().map { row, scores in
      let truth = scores[row]
      var rank = 1
      for (column, score) in scores.enumerated() where column != row && !(score < truth) { rank += 1 }
      return rank
    }
  }

  /// Recall@1, Recall@3 and MRR of a list of ranks.
  package static func summarize(_ ranks: [Int], blocks: Int) -> RecallReport {
    let count = Double(max(ranks.count, 1))
    return RecallReport(
      examples: ranks.count, blocks: blocks,
      recallAt1: Double(ranks.filter { $0 == 1 }.count) / count,
      recallAt3: Double(ranks.filter { $0 <= 3 }.count) / count,
      meanReciprocalRank: ranks.reduce(0) { $0 + 1 / Double($1) } / count)
  }
}
