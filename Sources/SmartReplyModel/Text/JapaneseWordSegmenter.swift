import _FoundationICU

/// ICU's dictionary word breaker for Japanese runs.
///
/// Opening a break iterator loads its rules and costs far more than using one, so iterators are
/// pooled and reused; the pool makes the segmenter safe to share across threads.
final class JapaneseWordSegmenter: Sendable {
  static let shared = JapaneseWordSegmenter()

  private struct Iterator: @unchecked Sendable {
    let pointer: OpaquePointer
  }
  private let pool = Locked<[Iterator]>([])

  /// Calls `body` with each word of `scalars`, in order, as a range of offsets into it (the words
  /// cover it whole). One word per scalar if ICU cannot open an iterator.
  func forEachWord(in scalars: ArraySlice<Unicode.Scalar>, _ body: (Range<Int>) -> Void) {
    let count = scalars.count
    // One scalar is one word: ICU need not be asked.
    guard count > 1 else {
      if count == 1 { body(0..<1) }
      return
    }
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 2 * count) { buffer in
      var units = 0
      var hasSurrogates = false
      for scalar in scalars {
        if scalar.value > 0xFFFF { hasSurrogates = true }
        UTF16.encode(scalar) {
          buffer[units] = $0
          units += 1
        }
      }
      // Offsets are in UTF-16 units; they equal scalar offsets unless a scalar needed two units.
      var scalarIndexOfUnit: [Int] = []
      if hasSurrogates {
        scalarIndexOfUnit.reserveCapacity(units + 1)
        for (offset, scalar) in scalars.enumerated() {
          scalarIndexOfUnit.append(offset)
          if scalar.value > 0xFFFF { scalarIndexOfUnit.append(offset) }
        }
        scalarIndexOfUnit.append(count)
      }
      func eachScalar() { for offset in 0..<count { body(offset..<offset + 1) } }
      guard let iterator = checkOut() else { return eachScalar() }
      defer { pool.withLock { $0.append(iterator) } }
      // ICU reads the text during every `next`, not only in `setText`: the buffer must outlive both.
      var status = U_ZERO_ERROR
      swift_ubrk_setText(iterator.pointer, buffer.baseAddress, Int32(units), &status)
      guard status.rawValue <= U_ZERO_ERROR.rawValue else { return eachScalar() }
      var start = 0
      var position = swift_ubrk_next(iterator.pointer)
      while position != -1 {  // UBRK_DONE
        let offset = hasSurrogates ? scalarIndexOfUnit[Int(position)] : Int(position)
        if offset > start {
          body(start..<offset)
          start = offset
        }
        position = swift_ubrk_next(iterator.pointer)
      }
      if start != count { body(start..<count) }
    }
  }

  private func checkOut() -> Iterator? {
    if let pooled = pool.withLock({ $0.popLast() }) { return pooled }
    var status = U_ZERO_ERROR
    guard let pointer = swift_ubrk_open(UBRK_WORD, Language.japanese.rawValue, nil, 0, &status),
      status.rawValue <= U_ZERO_ERROR.rawValue
    else { return nil }
    return Iterator(pointer: pointer)
  }
}
