#if canImport(Glibc)
  import Glibc
#endif

/// The bytes a connection has received and not yet consumed, read straight into one storage that
/// is reused from request to request (no chunk copied per read).
struct InputBuffer {
  /// Capacity a buffer starts with and shrinks back to once a large body has been consumed.
  static let initialCapacity = 4096
  /// Free space wanted before a read.
  static let minimumRead = 4096

  private var storage: [UInt8] = []
  /// Where the unconsumed bytes start and end in `storage`.
  private(set) var start = 0
  private(set) var end = 0

  var count: Int { end - start }
  var isEmpty: Bool { start == end }

  /// Makes room for at least `more` bytes after those held (moving them to the front or growing).
  mutating func reserve(_ more: Int) {
    if storage.count - end >= more { return }
    if isEmpty {
      start = 0
      end = 0
    } else if start > 0 {
      storage.withUnsafeMutableBufferPointer {
        $0.baseAddress!.update(from: $0.baseAddress! + start, count: end - start)
      }
      end -= start
      start = 0
    }
    if storage.count - end < more {
      storage.append(contentsOf: repeatElement(0, count: max(end + more, Self.initialCapacity) - storage.count))
    }
  }

  /// One `recv` into the free space: the count read, 0 at the end of the stream, -1 with `errno` set.
  mutating func receive(from descriptor: Int32) -> Int {
    reserve(Self.minimumRead)
    let read = storage.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress! + end, $0.count - end, 0) }
    if read > 0 { end += read }
    return read
  }

  /// Drops the first `count` unconsumed bytes.
  mutating func consume(_ count: Int) {
    start += count
    if start == end { removeAll() }
  }

  /// Drops every byte; storage grown for a large body is given back.
  mutating func removeAll() {
    start = 0
    end = 0
    if storage.count > 16 * Self.initialCapacity { storage = [] }
  }

  /// Calls `body` with the unconsumed bytes from `offset` (counted from the start) on.
  func withBytes<T>(from offset: Int = 0, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(start + offset)..<end])) }
  }

  /// The first `count` unconsumed bytes, copied.
  func prefix(_ count: Int) -> [UInt8] { Array(storage[start..<(start + count)]) }

  /// The offset (from the start) just past the `CR LF CR LF` that ends a head, scanning from
  /// `offset` (what an earlier scan covered, less three bytes).
  func headEnd(scanningFrom offset: Int) -> Int? {
    withBytes { bytes in
      var index = max(0, offset - 3)
      while index + 3 < bytes.count {
        if bytes[index + 3] != 0x0A {
          index += bytes[index + 3] == 0x0D ? 1 : 4
          continue
        }
        if bytes[index] == 0x0D && bytes[index + 1] == 0x0A && bytes[index + 2] == 0x0D { return index + 4 }
        index += 1
      }
      return nil
    }
  }
}
