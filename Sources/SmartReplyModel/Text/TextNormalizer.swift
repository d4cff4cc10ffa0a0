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
    let input = Self.asciiScalars(of: text, limit: maxScalars) ?? Self.nfkcScalars(of: text, limit: maxScalars)
    return input.withUnsafeBufferPointer(Self.fold)
  }

  /// The first `limit` scalars of `text` when they are all ASCII (which NFKC leaves alone), read
  /// straight from its UTF-8: most English messages. `nil` for any other text.
  static func asciiScalars(of text: String, limit: Int) -> [Unicode.Scalar]? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
      let count = min(bytes.count, limit)
      guard count > 0, !bytes[..<count].contains(where: { $0 >= 0x80 }) else { return count == 0 ? [] : nil }
      return [Unicode.Scalar](unsafeUninitializedCapacity: count) { scalars, initialized in
        for index in 0..<count { scalars.initializeElement(at: index, to: Unicode.Scalar(bytes[index])) }
        initialized = count
      }
    } ?? nil
  }

  /// The first `limit` scalars of `text` (full-width ASCII mapped as NFKC maps it), in NFKC.
  static func nfkcScalars(of text: String, limit: Int) -> [Unicode.Scalar] {
    var input = [Unicode.Scalar]()
    input.reserveCapacity(min(limit, text.utf8.count))
    var needsNFKC = false
    for scalar in text.unicodeScalars {
      if input.count == limit { break }
      switch scalar.value {
      case 0xFF01...0xFF5E: input.append(Unicode.Scalar(scalar.value - 0xFEE0)!)  // full-width ASCII, as NFKC maps it
      default:
        if !Self.isNFKCStable(scalar.value) { needsNFKC = true }
        input.append(scalar)
      }
    }
    guard needsNFKC else { return input }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: input)
    return Array(String(view).precomposedStringWithCompatibilityMapping.unicodeScalars)
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

  /// The output of ``fold(_:)``, written in place: it never outgrows the input, one scalar at most
  /// for each read.
  private struct FoldedScalars {
    let base: UnsafeMutablePointer<Unicode.Scalar>
    var count = 0

    /// Appends `scalar` unless it is a space after a space (or at the start), a placeholder
    /// after the same placeholder, or a third of the same scalar in a row.
    @inline(__always)
    mutating func append(_ scalar: Unicode.Scalar) {
      if scalar == " " {
        if count == 0 || base[count - 1] == " " { return }
      } else if Placeholder.isPlaceholder(scalar) {
        if count > 0, base[count - 1] == scalar { return }
      } else if count >= 2, base[count - 1] == scalar, base[count - 2] == scalar {
        return
      }
      base[count] = scalar
      count += 1
    }
  }

  private static func fold(_ input: UnsafeBufferPointer<Unicode.Scalar>) -> [Unicode.Scalar] {
    guard !input.isEmpty else { return [] }
    return [Unicode.Scalar](unsafeUninitializedCapacity: input.count) { buffer, initialized in
      var output = FoldedScalars(base: buffer.baseAddress!)
      fold(input, into: &output)
      if output.count > 0, output.base[output.count - 1] == " " { output.count -= 1 }
      initialized = output.count
    }
  }

  private static func fold(_ input: UnsafeBufferPointer<Unicode.Scalar>, into output: inout FoldedScalars) {
    var index = 0
    while index < input.count {
      let scalar = input[index]
      let value = scalar.value
      // Links start with h or w, masks with < or *, numbers with a digit: other scalars need
      // none of these look-aheads.
      switch value {
      case 0x48, 0x57, 0x68, 0x77:
        if let end = urlEnd(in: input, at: index) {
          output.append(Placeholder.url)
          index = end
          continue
        }
      case 0x2A, 0x3C:
        if let end = maskEnd(in: input, at: index) {
          output.append(Placeholder.maskedName)
          index = end
          continue
        }
      case 0x30...0x39:
        var end = index + 1
        while end < input.count,
          isDigit(input[end])
            || ((input[end] == "," || input[end] == ".") && end + 1 < input.count && isDigit(input[end + 1]))
        {
          end += 1
        }
        output.append(Placeholder.number)
        index = end
        continue
      default: break
      }
      index += 1
      if value < 0x80 {  // ASCII needs no property lookups
        output.append(
          value <= 0x20 || value == 0x7F ? " " : (0x41...0x5A).contains(value) ? Unicode.Scalar(value + 0x20)! : scalar)
        continue
      }
      switch value {
      case 0x3041...0x3096, 0x4E00...0x9FFF, 0x30FC, 0x3001...0x3003, 0x3005...0x3006, 0x300C...0x300F, 0x30FB:
        output.append(scalar)  // hiragana, common kanji, long-vowel and iteration marks, Japanese punctuation
        continue
      case 0x30A1...0x30F6:
        output.append(foldCase(scalar))  // katakana → hiragana, before the property look-ups below
        continue
      default: break
      }
      if isEmoji(scalar) {
        output.append(Placeholder.emoji)
        continue
      }
      if isEmojiModifier(scalar) { continue }
      if scalar.properties.isWhitespace || isControlOrFormat(scalar) {
        output.append(" ")
        continue
      }
      output.append(foldCase(scalar))
    }
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

  static func urlEnd(in input: UnsafeBufferPointer<Unicode.Scalar>, at index: Int) -> Int? {
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
  static func maskEnd(in input: UnsafeBufferPointer<Unicode.Scalar>, at index: Int) -> Int? {
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
    _ prefix: String, in input: UnsafeBufferPointer<Unicode.Scalar>, at index: Int, caseInsensitive: Bool
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
