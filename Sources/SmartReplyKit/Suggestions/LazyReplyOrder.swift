/// Reply indices best first, sorted only as far as they are read: ranking scores every reply of
/// the set (hundreds), and the diversity policy mostly reads the first few dozen. The best
/// ``headCount`` are picked out and sorted at once; a reader going past them has as many again
/// picked out, and so on, the last few sorted whole. Either way the order is exactly that of
/// sorting all of ``ScoreOrder``'s keys.
final class LazyReplyOrder {
  /// How many replies are sorted up front: the policy reads up to about 50 for a request.
  static let headCount = 64

  /// The keys sorted so far: all of them once ``rest`` is empty.
  private var sorted: [UInt64]
  /// The keys not yet sorted, in the order added, with (until a reader goes past `sorted`) the
  /// sorted ones still among them: most rankings are never read that far.
  private var rest: [UInt64]
  /// Whether `rest` is in set order, so that the radix sort orders it.
  private let restInSetOrder: Bool
  /// How many replies there are.
  let count: Int

  /// The order of `keys` (``ScoreOrder`` keys, none NaN), of which `inSetOrder` says whether
  /// they were added in set order.
  init(keys: [UInt64], inSetOrder: Bool) {
    count = keys.count
    restInSetOrder = inSetOrder
    guard keys.count > 2 * Self.headCount else {
      sorted = inSetOrder ? ScoreOrder.stableSortedByHighWord(keys) : keys.sorted()
      rest = []
      return
    }
    sorted = Self.smallest(Self.headCount, of: keys)
    rest = keys
  }

  /// An order worked out already.
  init(sortedIndices: [Int]) {
    sorted = sortedIndices.enumerated().map { UInt64($0.offset) << 32 | UInt64($0.element) }
    rest = []
    restInSetOrder = true
    count = sortedIndices.count
  }

  /// The reply index at `position` (best first).
  func index(at position: Int) -> Int {
    while position >= sorted.count, !rest.isEmpty { sortMore() }
    return Int(truncatingIfNeeded: sorted[position] & 0xFFFF_FFFF)
  }

  /// Doubles the sorted part, or sorts what is left when that is not much more.
  private func sortMore() {
    if let highest = sorted.last { rest = rest.filter { $0 > highest } }
    let taken = max(sorted.count, Self.headCount)
    guard rest.count > 2 * taken else {
      sorted += restInSetOrder ? ScoreOrder.stableSortedByHighWord(rest) : rest.sorted()
      rest = []
      return
    }
    sorted += Self.smallest(taken, of: rest)
  }

  /// The `count` smallest of `keys` (distinct, more than `count` of them), ascending: a max-heap
  /// of the smallest so far, which most keys pass by after one comparison with its top, then
  /// sorted in place by taking the top off one at a time.
  static func smallest(_ count: Int, of keys: [UInt64]) -> [UInt64] {
    precondition(count > 0 && count < keys.count)
    var heap = Array(keys.prefix(count))
    heap.withUnsafeMutableBufferPointer { heap in
      for index in (0..<count / 2).reversed() { siftDown(heap, from: index, count: count) }
      keys.withUnsafeBufferPointer { keys in
        for key in keys[count...] where key < heap[0] {
          heap[0] = key
          siftDown(heap, from: 0, count: count)
        }
      }
      for end in (1..<count).reversed() {
        heap.swapAt(0, end)
        siftDown(heap, from: 0, count: end)
      }
    }
    return heap
  }

  /// Restores the max-heap property of `heap[..<count]` below `start`.
  @inline(__always)
  private static func siftDown(_ heap: UnsafeMutableBufferPointer<UInt64>, from start: Int, count: Int) {
    var parent = start
    let value = heap[parent]
    while true {
      let left = 2 &* parent &+ 1
      guard left < count else { break }
      let right = left &+ 1
      let child = right < count && heap[right] > heap[left] ? right : left
      guard heap[child] > value else { break }
      heap[parent] = heap[child]
      parent = child
    }
    heap[parent] = value
  }
}
