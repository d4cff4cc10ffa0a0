/// Encoded replies by text, for callers that score the same candidates again and again (an
/// evaluation harness sends each block's 100 candidates with every context of the block).
///
/// Bounded: two generations of at most `capacity / 2` texts each; when the newer one fills up, the
/// older is dropped, so recently used replies stay and memory never grows past `capacity` entries.
public struct ReplyEncodingCache: Sendable {
  /// Most replies kept.
  public let capacity: Int
  private var current: [String: EncodedReply] = [:]
  private var previous: [String: EncodedReply] = [:]

  /// Creates an empty cache for at most `capacity` replies (at least 2).
  public init(capacity: Int = 10_000) {
    self.capacity = max(capacity, 2)
  }

  /// Number of replies held.
  public var count: Int { current.count + previous.count }

  /// The encoding of `text` by `model`, from the cache when it is there.
  ///
  /// A cache serves one model: its entries are that model's encodings.
  public mutating func encodedReply(_ text: String, model: ReplyRankingModel) -> EncodedReply {
    if let hit = current[text] { return hit }
    let reply = previous.removeValue(forKey: text) ?? model.encodeReply(text)
    if current.count >= capacity / 2 {
      previous = current
      current = [:]
    }
    current[text] = reply
    return reply
  }
}
