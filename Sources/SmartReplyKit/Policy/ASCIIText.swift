/// A quick test for all-ASCII text, which the per-request checks handle byte by byte.
enum ASCIIText {
  /// Whether `text` is all ASCII, read eight bytes at a time.
  static func isASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var index = 0
      while index + 8 <= raw.count {
        if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
        index += 8
      }
      while index < raw.count {
        if raw[index] >= 0x80 { return false }
        index += 1
      }
      return true
    } ?? text.utf8.allSatisfy { $0 < 0x80 }
  }
}
