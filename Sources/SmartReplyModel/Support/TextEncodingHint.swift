/// Recognises text saved in another encoding than UTF-8, so errors can say how to fix it.
package enum TextEncodingHint {
  /// Whether `bytes` look like UTF-16: a UTF-16 byte-order mark, or a NUL byte in most even or
  /// most odd positions of the first 64 bytes (ASCII text saved as UTF-16).
  package static func looksLikeUTF16(_ bytes: some Collection<UInt8>) -> Bool {
    let head = Array(bytes.prefix(64))
    guard head.count >= 2 else { return false }
    if (head[0] == 0xFF && head[1] == 0xFE) || (head[0] == 0xFE && head[1] == 0xFF) { return true }
    let pairs = head.count / 2
    let evenNULs = stride(from: 0, to: pairs * 2, by: 2).filter { head[$0] == 0 }.count
    let oddNULs = stride(from: 1, to: pairs * 2, by: 2).filter { head[$0] == 0 }.count
    return max(evenNULs, oddNULs) * 4 >= pairs * 3 && min(evenNULs, oddNULs) * 4 < pairs
  }

}
