/// Words as `text.split { !$0.isLetter }` finds them, byte by byte when the text is ASCII: there
/// a letter is A–Z or a–z and every character one byte (a CR LF pair, one character, is two
/// separators), so no grapheme breaking is needed.
enum LetterWords {
  /// Whether one of `words` is in `vocabulary`: a whole-word look-up ("hate" is not in "whatever").
  static func any(of words: [Substring], in vocabulary: WordSet) -> Bool {
    words.contains { vocabulary.contains($0) }
  }

  /// `word` with every run of one letter read as that letter once ("goood" → "god", "morninggg"
  /// → "morning"): a key for drawn-out spellings of a few fixed words.
  static func singleLetters(_ word: Substring) -> String {
    var result = ""
    for character in word where character != result.last { result.append(character) }
    return result
  }

  /// Whether a word of `text` (as ``words(in:apostrophes:)`` finds them) is in `vocabulary`.
  static func containsWord(of vocabulary: WordSet, in text: String) -> Bool {
    any(of: words(in: text), in: vocabulary)
  }

  /// Calls `body` with the UTF-8 of each word ``words(in:apostrophes:)`` finds, in order, read in
  /// place (no substring is made of an ASCII text's words).
  static func forEachWord(
    in text: String, apostrophes: Bool = false, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let done = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard ASCIIText.isASCII(text) else { return false }
      var start: Int?
      for index in 0...bytes.count {
        if index < bytes.count,
          (0x61...0x7A).contains(bytes[index] | 0x20) || (apostrophes && bytes[index] == UInt8(ascii: "'"))
        {
          if start == nil { start = index }
        } else if let first = start {
          body(UnsafeBufferPointer(rebasing: bytes[first..<index]))
          start = nil
        }
      }
      return true
    }
    guard done != true else { return }
    for word in words(in: text, apostrophes: apostrophes) {
      var word = String(word)
      word.withUTF8(body)
    }
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
