/// One token of normalised text: a range of its scalars and what kind of run it came from.
package struct Token: Sendable, Hashable {
  /// What kind of run a token came from; feature extraction treats each kind differently.
  package enum Kind: UInt8, Sendable, Hashable {
    /// Letters and digits of a space-separated script (English and the like).
    case word
    /// A dictionary word of a Han, hiragana or katakana run, cut by ICU.
    case cjkWord
    /// One punctuation mark or symbol.
    case punctuation
    /// A URL, number, emoji or masked-name placeholder.
    case placeholder
  }

  /// Where the token sits in the normalised scalars.
  package var range: Range<Int>
  /// The kind of run the token came from.
  package var kind: Kind
  /// For ``Kind/cjkWord`` tokens, the whole CJK run the word belongs to (character n-grams span it).
  package var runRange: Range<Int>
}
