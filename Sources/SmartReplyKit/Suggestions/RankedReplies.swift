/// A response set's replies best first, read where they are rather than copied out: a ranking
/// holds every reply of the set, and the diversity policy reads only the first few.
struct RankedReplies: RandomAccessCollection {
  /// The response set's replies.
  let replies: [CandidateReply]
  /// Indices into `replies`, best first.
  let order: LazyReplyOrder
  /// Scores by reply index (only those in `order` are read).
  let scores: [Float]
  /// The near-duplicate key of each reply, by reply index.
  let keys: [DiversityPolicy.TextKey]

  var startIndex: Int { 0 }
  var endIndex: Int { order.count }

  subscript(position: Int) -> DiversityPolicy.Ranked {
    let index = order.index(at: position)
    return DiversityPolicy.Ranked(reply: replies[index], score: scores[index], key: keys[index])
  }
}
