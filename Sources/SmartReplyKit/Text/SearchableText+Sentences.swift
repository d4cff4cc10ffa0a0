extension SearchableText {
  /// The text's sentences, each searchable on its own, with the spaces before it left out: split
  /// after `.`, `!`, `?`, `…`, a line break, `。`, `！` and `？` (runs of them end one sentence).
  var sentences: [SearchableText] {
    var sentences: [SearchableText] = []
    var start = 0
    var index = 0
    func close(at end: Int) {
      while start < end, bytes[start] == 0x20 { start += 1 }
      if start < end { sentences.append(SearchableText(bytes: Array(bytes[start..<end]))) }
    }
    while index < bytes.count {
      let length = Self.sentenceEndLength(bytes, at: index)
      guard length > 0 else {
        index += 1
        continue
      }
      var end = index + length
      while end < bytes.count, case let next = Self.sentenceEndLength(bytes, at: end), next > 0 { end += next }
      close(at: end)
      (start, index) = (end, end)
    }
    close(at: bytes.count)
    return sentences
  }

  /// Whether the text begins with `phrase`.
  func starts(with phrase: Phrase) -> Bool { bytes.starts(with: phrase.bytes) }

  /// The length of the sentence end at `index` in `bytes` (0 for none).
  private static func sentenceEndLength(_ bytes: [UInt8], at index: Int) -> Int {
    switch bytes[index] {
    case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "\n"): return 1
    case 0xE3 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x82: return 3  // 。
    case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBC && [0x81, 0x9F].contains(bytes[index + 2]):
      return 3  // ！？
    case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6: return 3  // …
    default: return 0
    }
  }
}
