/// The order ranked replies are shown in: best score first, equal scores in response-set order
/// (what a stable sort by descending score gives), found by sorting integer keys instead of the
/// replies themselves.
struct ScoreOrder {
  /// A key per scored reply: the score's order in the high 32 bits, the reply's index in the low
  /// (so equal scores sort in set order).
  private(set) var keys: [UInt64] = []
  /// A NaN score has no place in the key order; then ``isSortable`` is false.
  private(set) var isSortable = true

  init(capacity: Int) { keys.reserveCapacity(capacity) }

  /// Adds the reply at `index` with its `score`, in set order.
  mutating func append(_ index: Int, score: Float) {
    keys.append(UInt64(Self.descendingKey(score)) << 32 | UInt64(index))
    if score.isNaN { isSortable = false }
  }

  /// The reply indices, best first (in the order added when not ``isSortable``).
  func sortedIndices() -> [Int] {
    (isSortable ? keys.sorted() : keys).map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
  }

  /// A key whose ascending order is the descending order of `score` (not NaN); -0 and +0 share one.
  static func descendingKey(_ score: Float) -> UInt32 {
    let bits = (score + 0).bitPattern
    return ~(bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000)
  }
}
