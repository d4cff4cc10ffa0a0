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
  /// The same for ids (feature buckets, lexical terms), sorted by ``radixSort()``.
  package mutating func sortAndRemoveDuplicates() {
    radixSort()
    removeAdjacentDuplicates()
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
