/// One line from a ``LineReader``.
package enum BoundedLine: Sendable, Hashable {
  /// The line's bytes, without the line break.
  case line([UInt8])
  /// A line longer than the limit, skipped unread past the limit; `bytes` is its full length.
  case tooLong(bytes: Int)
}

/// Reads lines of bytes in chunks, holding at most the limit plus one chunk in memory: the rest
/// of an oversize line is read and thrown away, and the line is reported as ``BoundedLine/tooLong(bytes:)``.
package struct LineReader {
  /// The longest line returned, in bytes.
  package let limit: Int
  /// Bytes asked for per read.
  package let chunkSize: Int
  private let readChunk: (Int) -> [UInt8]
  private var buffer: [UInt8] = []
  private var start = 0
  /// Bytes before this index hold no line break.
  private var scanned = 0
  private var atEnd = false
  /// The most bytes held at once so far.
  package private(set) var peakBufferedBytes = 0

  /// Creates a reader over `readChunk`, which returns up to the given count of bytes, empty at the end.
  package init(limit: Int, chunkSize: Int = 65_536, readChunk: @escaping (Int) -> [UInt8]) {
    self.limit = limit
    self.chunkSize = chunkSize
    self.readChunk = readChunk
  }

  /// The next line, or nil at the end of the input. A final line without a line break counts;
  /// a `\r` before the line break is dropped.
  package mutating func next() -> BoundedLine? {
    while true {
      if let newline = buffer[max(start, scanned)...].firstIndex(of: 0x0A) {
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = Array(buffer[start..<end])
        start = newline + 1
        return line.count > limit ? .tooLong(bytes: line.count) : .line(line)
      }
      scanned = buffer.count
      if buffer.count - start > limit + 1 { return skipRestOfLine() }
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = Array(buffer[start...])
        start = buffer.count
        return line.count > limit ? .tooLong(bytes: line.count) : .line(line)
      }
      fill()
    }
  }

  /// Reads one more chunk, first dropping the bytes already returned.
  private mutating func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      scanned -= start
      start = 0
    }
    let chunk = readChunk(chunkSize)
    if chunk.isEmpty { atEnd = true }
    buffer += chunk
    peakBufferedBytes = max(peakBufferedBytes, buffer.count)
  }

  /// Throws away the current line up to and including its line break; returns its length.
  private mutating func skipRestOfLine() -> BoundedLine {
    var length = buffer.count - start
    buffer = []
    start = 0
    scanned = 0
    while true {
      let chunk = readChunk(chunkSize)
      guard !chunk.isEmpty else {
        atEnd = true
        return .tooLong(bytes: length)
      }
      peakBufferedBytes = max(peakBufferedBytes, chunk.count)
      if let newline = chunk.firstIndex(of: 0x0A) {
        length += newline - (newline > 0 && chunk[newline - 1] == 0x0D ? 1 : 0)
        buffer = Array(chunk[(newline + 1)...])
        return .tooLong(bytes: length)
      }
      length += chunk.count
    }
  }
}
