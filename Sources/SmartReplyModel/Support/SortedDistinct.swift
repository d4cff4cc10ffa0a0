extension Array where Element: Comparable {
  /// Sorts the array and keeps one of each value: `Array(Set(self)).sorted()` without hashing
  /// (inlinable, so each caller gets a version for its element type).
  @inlinable package mutating func sortAndRemoveDuplicates() {
    sort()
    removeAdjacentDuplicates()
  }

  /// Keeps the first of each run of equal neighbours.
  @inlinable package mutating func removeAdjacentDuplicates() {
    let distinct = withUnsafeMutableBufferPointer { elements in
      var distinct = 0
      for index in elements.indices where distinct == 0 || elements[distinct - 1] != elements[index] {
        elements.swapAt(distinct, index)
        distinct += 1
      }
      return distinct
    }
    removeLast(count - distinct)
  }
}

extension Array where Element == Int32 {
  /// The same for ids (feature buckets, lexical terms): through a bitmap when they all lie in
  /// `0..<2^16` (a classifier's buckets), else sorted by ``radixSort()``.
  package mutating func sortAndRemoveDuplicates() {
    guard !bitmapSortAndRemoveDuplicates() else { return }
    radixSort()
    removeAdjacentDuplicates()
  }

  /// Sorts and dedupes ids in `0..<2^16` by setting one bit per id and reading the bits back in
  /// order (a pass over the ids and one over the words their range spans); false, leaving the
  /// array as it was, for fewer than 33 ids or ids outside that range.
  private mutating func bitmapSortAndRemoveDuplicates() -> Bool {
    guard count > 32 else { return false }
    var (lowest, highest) = (Int32.max, Int32.min)
    for value in self {
      lowest = Swift.min(lowest, value)
      highest = Swift.max(highest, value)
    }
    guard lowest >= 0, highest < 1 << 16 else { return false }
    let words = Int(highest) >> 6 + 1
    let distinct = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { bits in
      bits.initialize(repeating: 0)
      return withUnsafeMutableBufferPointer { values in
        for value in values { bits[Int(value) >> 6] |= 1 << UInt64(value & 63) }
        var distinct = 0
        for index in 0..<words {
          var word = bits[index]
          while word != 0 {
            values[distinct] = Int32(truncatingIfNeeded: index << 6 | word.trailingZeroBitCount)
            distinct += 1
            word &= word &- 1
          }
        }
        return distinct
      }
    }
    removeLast(count - distinct)
    return true
  }

  /// The ids sorted, by ``radixSort()``.
  package func radixSorted() -> [Int32] {
    var sorted = self
    sorted.radixSort()
    return sorted
  }

  /// Sorts the array ascending, as `sort()` does, by a least-significant-digit radix sort, a byte
  /// a pass, that skips the bytes all values share: ids below 2^16 take two passes. The few
  /// hundred ids of a text sort in a fraction of a comparison sort's time.
  package mutating func radixSort() {
    let count = count
    guard count > 32 else {
      sort()
      return
    }
    withUnsafeMutableBufferPointer { values in
      // Flipping the sign bit orders the keys as unsigned bytes order them.
      var (all, any): (UInt32, UInt32) = (.max, 0)
      for value in values {
        let key = UInt32(bitPattern: value) ^ 0x8000_0000
        all &= key
        any |= key
      }
      let varying = all ^ any
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * count) { keys in
        var source = UnsafeMutableBufferPointer(rebasing: keys[0..<count])
        var target = UnsafeMutableBufferPointer(rebasing: keys[count..<2 * count])
        for index in 0..<count {
          source.initializeElement(at: index, to: UInt32(bitPattern: values[index]) ^ 0x8000_0000)
        }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { offsets in
          for digit in 0..<4 where Self.byte(varying, digit) != 0 {
            offsets.initialize(repeating: 0)
            for key in source { offsets[Self.byte(key, digit)] &+= 1 }
            var start: UInt32 = 0
            for bucket in 0..<256 {
              let bucketCount = offsets[bucket]
              offsets[bucket] = start
              start &+= bucketCount
            }
            for key in source {
              let bucket = Self.byte(key, digit)
              target[Int(offsets[bucket])] = key
              offsets[bucket] &+= 1
            }
            swap(&source, &target)
          }
        }
        for index in 0..<count { values[index] = Int32(bitPattern: source[index] ^ 0x8000_0000) }
      }
    }
  }

  @inline(__always)
  private static func byte(_ key: UInt32, _ digit: Int) -> Int {
    Int(truncatingIfNeeded: key &>> UInt32(8 * digit)) & 0xFF
  }
}
