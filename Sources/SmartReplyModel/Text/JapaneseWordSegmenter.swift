import Synchronization
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
  private let pool = Mutex<[Iterator]>([])

  /// Word boundaries of `scalars` as offsets into it, always starting with 0 and ending with
  /// `scalars.count`. Falls back to one boundary per scalar if ICU cannot open an iterator.
  func boundaries(of scalars: ArraySlice<Unicode.Scalar>) -> [Int] {
    var utf16 = [UInt16]()
    var scalarIndexOfUnit = [Int]()
    utf16.reserveCapacity(scalars.count)
    for (offset, scalar) in scalars.enumerated() {
      UTF16.encode(scalar) { unit in
        utf16.append(unit)
        scalarIndexOfUnit.append(offset)
      }
    }
    scalarIndexOfUnit.append(scalars.count)
    guard let iterator = checkOut() else { return Array(0...scalars.count) }
    defer { pool.withLock { $0.append(iterator) } }
    var status = U_ZERO_ERROR
    swift_ubrk_setText(iterator.pointer, utf16, Int32(utf16.count), &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return Array(0...scalars.count) }
    var result = [0]
    var position = swift_ubrk_next(iterator.pointer)
    while position != -1 {  // UBRK_DONE
      let scalarOffset = scalarIndexOfUnit[Int(position)]
      if scalarOffset > result.last! { result.append(scalarOffset) }
      position = swift_ubrk_next(iterator.pointer)
    }
    if result.last! != scalars.count { result.append(scalars.count) }
    return result
  }

  private func checkOut() -> Iterator? {
    if let pooled = pool.withLock({ $0.popLast() }) { return pooled }
    var status = U_ZERO_ERROR
    guard let pointer = swift_ubrk_open(UBRK_WORD, "ja", nil, 0, &status),
      status.rawValue <= U_ZERO_ERROR.rawValue
    else { return nil }
    return Iterator(pointer: pointer)
  }
}
