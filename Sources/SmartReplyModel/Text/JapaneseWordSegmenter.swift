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

  /// Word boundaries of `scalars` as offsets into it, always starting with 0 and ending with
  /// `scalars.count`. Falls back to one boundary per scalar if ICU cannot open an iterator.
  func boundaries(of scalars: ArraySlice<Unicode.Scalar>) -> [Int] {
    var utf16 = [UInt16]()
    utf16.reserveCapacity(scalars.count)
    var hasSurrogates = false
    for scalar in scalars {
      if scalar.value > 0xFFFF { hasSurrogates = true }
      UTF16.encode(scalar) { utf16.append($0) }
    }
    // Offsets are in UTF-16 units; they equal scalar offsets unless a scalar needed two units.
    var scalarIndexOfUnit: [Int] = []
    if hasSurrogates {
      scalarIndexOfUnit.reserveCapacity(utf16.count + 1)
      for (offset, scalar) in scalars.enumerated() {
        scalarIndexOfUnit.append(offset)
        if scalar.value > 0xFFFF { scalarIndexOfUnit.append(offset) }
      }
      scalarIndexOfUnit.append(scalars.count)
    }
    guard let iterator = checkOut() else { return Array(0...scalars.count) }
    defer { pool.withLock { $0.append(iterator) } }
    // ICU reads the text during every `next`, not only in `setText`: the buffer must outlive both.
    return utf16.withUnsafeBufferPointer { text in
      var status = U_ZERO_ERROR
      swift_ubrk_setText(iterator.pointer, text.baseAddress, Int32(text.count), &status)
      guard status.rawValue <= U_ZERO_ERROR.rawValue else { return Array(0...scalars.count) }
      var result = [0]
      var position = swift_ubrk_next(iterator.pointer)
      while position != -1 {  // UBRK_DONE
        let scalarOffset = hasSurrogates ? scalarIndexOfUnit[Int(position)] : Int(position)
        if scalarOffset > result.last! { result.append(scalarOffset) }
        position = swift_ubrk_next(iterator.pointer)
      }
      if result.last! != scalars.count { result.append(scalars.count) }
      return result
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
