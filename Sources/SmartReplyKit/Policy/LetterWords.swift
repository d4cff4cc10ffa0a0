/// Words as `text.split { !$0.isLetter }` finds them, byte by byte when the text is ASCII: there
/// a letter is A–Z or a–z and every character one byte (a CR LF pair, one character, is two
/// separators), so no grapheme breaking is needed.
enum LetterWords {
  /// Whether one of `words` is in `vocabulary`: a whole-word look-up ("hate" is not in "whatever").
  static func any(of words: [Substring], in vocabulary: Set<String>) -> Bool {
    words.contains { vocabulary.contains(String($0)) }
  }

  /// Whether a word of `text` (as ``words(in:apostrophes:)`` finds them) is in `vocabulary`.
  static func containsWord(of vocabulary: Set<String>, in text: String) -> Bool {
    any(of: words(in: text), in: vocabulary)
  }

  /// The runs of letters of `text` (and of apostrophes too, when `apostrophes`), in order.
  static func words(in text: String, apostrophes: Bool = false) -> [Substring] {
    let utf8 = text.utf8
    guard ASCIIText.isASCII(text) else {
      return text.split { !$0.isLetter && !(apostrophes && $0 == "'") }
    }
    var words = [Substring]()
    var start: String.Index?
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if (0x61...0x7A).contains(byte | 0x20) || (apostrophes && byte == UInt8(ascii: "'")) {
        if start == nil { start = index }
      } else if let first = start {
        words.append(text[first..<index])
        start = nil
      }
      index = utf8.index(after: index)
    }
    if let first = start { words.append(text[first..<utf8.endIndex]) }
    return words
  }
}
