/// The order ranked replies are shown in: best score first, equal scores in response-set order
/// (what a stable sort by descending score gives), found by sorting integer keys instead of the
/// replies themselves.
struct ScoreOrder {
  /// A key per scored reply: the score's order in the high 32 bits, the reply's index in the low
  /// (so equal scores sort in set order).
  private(set) var keys: [UInt64] = []
  /// A NaN score has no place in the key order; then ``isSortable`` is false.
  private(set) var isSortable = true
  /// Whether the replies were added in set order, as ranking adds them: then a stable sort by
  /// score alone is the key order.
  private var isInSetOrder = true

  init(capacity: Int) { keys.reserveCapacity(capacity) }

  /// Adds the reply at `index` with its `score`, in set order.
  mutating func append(_ index: Int, score: Float) {
    if let last = keys.last, Int(truncatingIfNeeded: last & 0xFFFF_FFFF) >= index { isInSetOrder = false }
    keys.append(UInt64(Self.descendingKey(score)) << 32 | UInt64(index))
    if score.isNaN { isSortable = false }
  }

  /// The reply indices, best first (in the order added when not ``isSortable``).
  func sortedIndices() -> [Int] {
    let order = isSortable ? (isInSetOrder ? Self.stableSortedByHighWord(keys) : keys.sorted()) : keys
    return order.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
  }

  /// The same order, sorted only as far as it is read (``isSortable`` must be true).
  func lazilySorted() -> LazyReplyOrder {
    precondition(isSortable, "a NaN score has no place in the order")
    return LazyReplyOrder(keys: keys, inSetOrder: isInSetOrder)
  }

  /// A key whose ascending order is the descending order of `score` (not NaN); -0 and +0 share one.
  static func descendingKey(_ score: Float) -> UInt32 {
    let bits = (score + 0).bitPattern
    return ~(bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000)
  }

  /// `keys` sorted stably by their high 32 bits: a least-significant-digit radix sort, a byte a
  /// pass, that skips the bytes all keys share. A few hundred keys take a fraction of a comparison sort.
  static func stableSortedByHighWord(_ keys: [UInt64]) -> [UInt64] {
    let count = keys.count
    guard count > 1 else { return keys }
    return [UInt64](unsafeUninitializedCapacity: count) { result, initialized in
      let scratch = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
      let offsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: 4 * 256)
      defer {
        scratch.deallocate()
        offsets.deallocate()
      }
      offsets.initialize(repeating: 0)
      keys.withUnsafeBufferPointer { keys in
        for key in keys {
          for digit in 0..<4 { offsets[digit << 8 | byte(key, digit)] += 1 }
        }
        _ = result.initialize(fromContentsOf: keys)
      }
      initialized = count
      var source = result
      var target = scratch
      for digit in 0..<4 where offsets[digit << 8 | byte(source[0], digit)] != count {
        var start = 0
        for bucket in digit << 8..<(digit + 1) << 8 {
          let bucketCount = offsets[bucket]
          offsets[bucket] = start
          start += bucketCount
        }
        for key in source {
          let bucket = digit << 8 | byte(key, digit)
          target[offsets[bucket]] = key
          offsets[bucket] += 1
        }
        swap(&source, &target)
      }
      if source.baseAddress != result.baseAddress { _ = result.update(fromContentsOf: source) }
    }
  }

  /// Byte `digit` (0: lowest) of the high 32 bits of `key`.
  @inline(__always)
  private static func byte(_ key: UInt64, _ digit: Int) -> Int {
    Int(truncatingIfNeeded: key &>> UInt64(32 + 8 * digit)) & 0xFF
  }
}
