/// Cuts normalised text into tokens: words of space-separated scripts, ICU words of Japanese
/// runs, single punctuation marks and placeholders.
package struct Tokenizer: Sendable, Hashable {
  /// The most tokens kept from one text; the rest is ignored (the token budget).
  package var maxTokens: Int

  /// Creates a tokeniser that keeps at most `maxTokens` tokens of each text.
  package init(maxTokens: Int = 256) {
    self.maxTokens = maxTokens
  }

  /// The tokens of normalised `scalars`, in order.
  package func tokenize(_ scalars: [Unicode.Scalar]) -> [Token] {
    var tokens = [Token]()
    // A token takes a scalar at least: room for that many is never outgrown, and growing the
    // array step by step cost more than tokenising.
    tokens.reserveCapacity(min(scalars.count, maxTokens))
    var index = 0
    while index < scalars.count, tokens.count < maxTokens {
      let scalar = scalars[index]
      if scalar == " " {
        index += 1
      } else if Placeholder.isPlaceholder(scalar) {
        tokens.append(Token(range: index..<index + 1, kind: .placeholder, runRange: index..<index + 1))
        index += 1
      } else if Self.isCJK(scalar) {
        var end = index + 1
        while end < scalars.count, Self.isCJK(scalars[end]) { end += 1 }
        let run = index..<end
        JapaneseWordSegmenter.shared.forEachWord(in: scalars[run]) { word in
          guard tokens.count < maxTokens else { return }
          tokens.append(Token(range: index + word.lowerBound..<index + word.upperBound, kind: .cjkWord, runRange: run))
        }
        index = end
      } else if Self.isWordScalar(scalar) {
        var end = index + 1
        while end < scalars.count,
          Self.isWordScalar(scalars[end])
            || (scalars[end] == "'" && end + 1 < scalars.count && Self.isWordScalar(scalars[end + 1])
              && !Self.isCJK(scalars[end + 1]))
        {
          if Self.isCJK(scalars[end]) { break }
          end += 1
        }
        tokens.append(Token(range: index..<end, kind: .word, runRange: index..<end))
        index = end
      } else {
        tokens.append(Token(range: index..<index + 1, kind: .punctuation, runRange: index..<index + 1))
        index += 1
      }
    }
    return tokens
  }

  /// Han, hiragana, katakana, the prolonged sound mark and iteration marks.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3005, 0x3006, 0x3041...0x309F, 0x30A0...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xF900...0xFAFF, 0x20000...0x2FA1F:
      return true
    default: return false
    }
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      return (0x61...0x7A).contains(scalar.value) || (0x30...0x39).contains(scalar.value)
        || (0x41...0x5A).contains(scalar.value)
    }
    if isCJK(scalar) { return true }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.generalCategory == .nonspacingMark
  }
}
