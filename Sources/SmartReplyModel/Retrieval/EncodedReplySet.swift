/// A fixed set of encoded replies laid out for scoring them all against one context: the vectors
/// back to back, the replies indexed by their terms. Scoring reads it through pointers; an array of
/// ``EncodedReply`` would retain and release each reply's three arrays, for every reply, per request.
package struct EncodedReplySet: Sendable {
  /// How many replies the set holds.
  package let count: Int
  /// Width of each reply vector.
  let width: Int
  /// `count × width` floats, reply after reply.
  let vectors: [Float]
  let priors: [Float]
  /// The replies by lexical term, for BM25.
  let termIndex: ReplyTermIndex
  /// ``EchoKey/bit`` of each reply's key, 0 for a reply without one.
  let echoBits: [UInt64]
  /// Each reply's key, looked up only when its bit is among a context's.
  let echoKeys: [EchoKey?]

  /// Lays out `replies`, which must all have vectors of one width.
  package init(_ replies: [EncodedReply]) {
    let width = replies.first?.vector.count ?? 0
    precondition(replies.allSatisfy { $0.vector.count == width }, "reply vectors differ in width")
    count = replies.count
    self.width = width
    vectors = replies.flatMap(\.vector)
    priors = replies.map(\.prior)
    termIndex = ReplyTermIndex(replies: replies.map(\.terms), lengths: replies.map(\.termCount))
    echoBits = replies.map { $0.echoKey?.bit ?? 0 }
    echoKeys = replies.map(\.echoKey)
  }

  /// The vector of the reply at `index`.
  package func vector(at index: Int) -> ArraySlice<Float> { vectors[index * width..<(index + 1) * width] }
}
