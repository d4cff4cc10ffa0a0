/// The replies of an ``EncodedReplySet`` by lexical term: for each term, the replies that hold it
/// and how often. BM25 of every reply for a query then visits only the replies that share one of
/// its terms (most share none), not every term of every reply.
struct ReplyTermIndex: Sendable {
  /// One reply holding a term, and how often it does.
  struct Posting: Sendable {
    var reply: Int
    var count: Float
  }

  /// The distinct terms of all replies, sorted.
  private let terms: [Int32]
  /// The postings of `terms[i]` are `postings[starts[i]..<starts[i + 1]]`, in reply order.
  private let starts: [Int]
  private let postings: [Posting]
  /// BM25's document length of each reply.
  private let lengths: [Int]

  /// Indexes `replies`' sorted term counts; `lengths` are their BM25 document lengths.
  init(replies: [[LexicalTermCount]], lengths: [Int]) {
    var byTerm = [(term: Int32, posting: Posting)]()
    for (reply, terms) in replies.enumerated() {
      for entry in terms { byTerm.append((entry.term, Posting(reply: reply, count: entry.count))) }
    }
    byTerm.sort { ($0.term, $0.posting.reply) < ($1.term, $1.posting.reply) }
    var terms = [Int32]()
    var starts = [Int]()
    for (offset, entry) in byTerm.enumerated() where terms.last != entry.term {
      terms.append(entry.term)
      starts.append(offset)
    }
    starts.append(byTerm.count)
    self.terms = terms
    self.starts = starts
    postings = byTerm.map(\.posting)
    self.lengths = lengths
  }

  /// The BM25 score of every reply for `query` (sorted by term), each bit for bit as
  /// ``LexicalScorer/score(query:document:documentLength:)`` gives it: a reply's matched terms
  /// are added in term order, starting from zero.
  func scores(query: [LexicalTermCount], scorer: LexicalScorer) -> [Float] {
    var scores = [Float](repeating: 0, count: lengths.count)
    scores.withUnsafeMutableBufferPointer { scores in
      terms.withUnsafeBufferPointer { terms in
        var low = 0
        for entry in query {
          // The first indexed term at or after `low` that is not below the query's; the query
          // is sorted, so the next search starts there.
          var high = terms.count
          while low < high {
            let middle = (low &+ high) &>> 1
            if terms[middle] < entry.term { low = middle + 1 } else { high = middle }
          }
          guard low < terms.count else { break }
          guard terms[low] == entry.term else { continue }
          for posting in postings[starts[low]..<starts[low + 1]] {
            scores[posting.reply] += scorer.termScore(
              entry, frequency: posting.count, lengthFactor: scorer.lengthFactor(lengths[posting.reply]))
          }
          low += 1
        }
      }
    }
    return scores
  }
}
