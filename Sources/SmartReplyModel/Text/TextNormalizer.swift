import Foundation

/// Folds text into the canonical form every later stage sees.
///
/// NFKC (which also folds full- and half-width forms), lower case, katakana to hiragana, runs of
/// one character capped at two, and placeholders for URLs, numbers, emoji and masked names
/// (`<XX>`, `＊＊`). Control and format characters (bidi overrides included) become spaces.
/// Input is cut at ``maxScalars`` first, so a 1 MB message costs the same as a long one.
package struct TextNormalizer: Sendable, Hashable {
  /// The most scalars read from one text; the rest is ignored.
  package var maxScalars: Int

  /// Creates a normaliser that reads at most `maxScalars` scalars of each text.
  package init(maxScalars: Int = 1_000) {
    self.maxScalars = maxScalars
  }

  /// Returns the normalised scalars of `text`, with single spaces between words.
  package func normalize(_ text: String) -> [Unicode.Scalar] {
    var input = [Unicode.Scalar]()
    input.reserveCapacity(min(maxScalars, text.utf8.count))
    var needsNFKC = false
    for scalar in text.unicodeScalars {
      if input.count == maxScalars { break }
      switch scalar.value {
      case 0xFF01...0xFF5E: input.append(Unicode.Scalar(scalar.value - 0xFEE0)!)  // full-width ASCII, as NFKC maps it
      default:
        if !Self.isNFKCStable(scalar.value) { needsNFKC = true }
        input.append(scalar)
      }
    }
    if needsNFKC {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: input)
      input = Array(String(view).precomposedStringWithCompatibilityMapping.unicodeScalars)
    }
    return fold(input)
  }

  /// Scalars NFKC leaves alone whatever follows them (ASCII, kana without combining marks, common
  /// kanji, Japanese punctuation): text made only of these skips Foundation's normalisation.
  @inline(__always)
  static func isNFKCStable(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0x7F, 0x3001...0x3002, 0x300C...0x300F, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF:
      true
    default: false
    }
  }

  private func fold(_ input: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var output = [Unicode.Scalar]()
    output.reserveCapacity(input.count)
    var index = 0
    func append(_ scalar: Unicode.Scalar) {
      if scalar == " " {
        if output.isEmpty || output.last == " " { return }
      } else if Placeholder.isPlaceholder(scalar), output.last == scalar {
        return
      } else if output.count >= 2, output[output.count - 1] == scalar,
        output[output.count - 2] == scalar
      {
        return
      }
      output.append(scalar)
    }
    while index < input.count {
      let scalar = input[index]
      if let end = Self.urlEnd(in: input, at: index) {
        append(Placeholder.url)
        index = end
        continue
      }
      if let end = Self.maskEnd(in: input, at: index) {
        append(Placeholder.maskedName)
        index = end
        continue
      }
      if Self.isDigit(scalar) {
        var end = index + 1
        while end < input.count,
          Self.isDigit(input[end])
            || ((input[end] == "," || input[end] == ".") && end + 1 < input.count
              && Self.isDigit(input[end + 1]))
        {
          end += 1
        }
        append(Placeholder.number)
        index = end
        continue
      }
      index += 1
      let value = scalar.value
      if value < 0x80 {  // ASCII needs no property lookups
        append(value <= 0x20 || value == 0x7F ? " " : Self.foldCase(scalar))
        continue
      }
      switch value {
      case 0x3041...0x3096, 0x4E00...0x9FFF, 0x30FC, 0x3001...0x3003, 0x3005...0x3006, 0x300C...0x300F, 0x30FB:
        append(scalar)  // hiragana, common kanji, long-vowel and iteration marks, Japanese punctuation
        continue
      case 0x30A1...0x30F6:
        append(Self.foldCase(scalar))  // katakana → hiragana, before the property look-ups below
        continue
      default: break
      }
      if Self.isEmoji(scalar) {
        append(Placeholder.emoji)
        continue
      }
      if Self.isEmojiModifier(scalar) { continue }
      if scalar.properties.isWhitespace || Self.isControlOrFormat(scalar) {
        append(" ")
        continue
      }
      append(Self.foldCase(scalar))
    }
    if output.last == " " { output.removeLast() }
    return output
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  static func foldCase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x41...0x5A: return Unicode.Scalar(scalar.value + 0x20)!
    case 0x00...0x7F: return scalar
    case 0x30A1...0x30F6: return Unicode.Scalar(scalar.value - 0x60)!  // katakana → hiragana
    case 0x301C, 0xFF5E: return "~"  // wave dashes used as long vowels
    case 0x2018, 0x2019: return "'"
    default:
      guard scalar.properties.changesWhenLowercased else { return scalar }
      return scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
    }
  }

  static func isControlOrFormat(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      return true
    default: return false
    }
  }

  static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x2190, !Placeholder.isPlaceholder(scalar) else { return false }
    let properties = scalar.properties
    return properties.isEmojiPresentation || (properties.isEmoji && scalar.value >= 0x2600)
  }

  /// Joiners, variation selectors and skin tones belong to the emoji before them.
  static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200D, 0xFE0E, 0xFE0F, 0x1F3FB...0x1F3FF, 0x20E3: return true
    default: return false
    }
  }

  static func urlEnd(in input: [Unicode.Scalar], at index: Int) -> Int? {
    switch input[index] {
    case "h", "H", "w", "W": break
    default: return nil
    }
    // Most words starting with h or w are no link: the scalar after it rules them out before any
    // property look-up (every prefix has a t or w second, and four scalars or more).
    guard index + 3 < input.count, foldCase(input[index + 1]) == "t" || foldCase(input[index + 1]) == "w"
    else { return nil }
    guard index == 0 || input[index - 1].properties.isWhitespace || input[index - 1] == "("
    else { return nil }
    for prefix in urlPrefixes where matches(prefix, in: input, at: index, caseInsensitive: true) {
      var end = index + prefix.unicodeScalars.count
      while end < input.count, !input[end].properties.isWhitespace { end += 1 }
      return end
    }
    return nil
  }

  static let urlPrefixes = ["http://", "https://", "www."]

  /// `<XX>` (two capital letters, the Japanese corpus's mask) or a run of two or more `*`.
  static func maskEnd(in input: [Unicode.Scalar], at index: Int) -> Int? {
    if input[index] == "<", index + 3 < input.count, input[index + 3] == ">",
      (0x41...0x5A).contains(input[index + 1].value), (0x41...0x5A).contains(input[index + 2].value)
    {
      return index + 4
    }
    if input[index] == "*", index + 1 < input.count, input[index + 1] == "*" {
      var end = index + 2
      while end < input.count, input[end] == "*" { end += 1 }
      return end
    }
    return nil
  }

  static func matches(
    _ prefix: String, in input: [Unicode.Scalar], at index: Int, caseInsensitive: Bool
  ) -> Bool {
    var position = index
    for expected in prefix.unicodeScalars {
      guard position < input.count else { return false }
      let actual = caseInsensitive ? foldCase(input[position]) : input[position]
      guard actual == expected else { return false }
      position += 1
    }
    return true
  }
}
