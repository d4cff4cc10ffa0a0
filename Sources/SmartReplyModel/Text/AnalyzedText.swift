/// A text after normalisation and tokenisation: what feature extraction and lexical scoring read.
package struct AnalyzedText: Sendable, Hashable {
  /// The normalised scalars.
  package let scalars: [Unicode.Scalar]
  /// The tokens, as ranges of ``scalars``.
  package let tokens: [Token]
  /// Features of the text worked out so far, shared by the models that read the same ones.
  let memo = FeatureMemo()

  /// Normalises and tokenises `text`.
  package init(
    _ text: String, normalizer: TextNormalizer = TextNormalizer(), tokenizer: Tokenizer = Tokenizer()
  ) {
    scalars = normalizer.normalize(text)
    tokens = tokenizer.tokenize(scalars)
  }

  /// Whether the text holds no token at all (empty, spaces or only dropped characters).
  package var isEmpty: Bool { tokens.isEmpty }

  /// Whether most of the text's letters are Japanese script.
  package var isMostlyJapanese: Bool {
    var cjk = 0
    var other = 0
    for token in tokens {
      switch token.kind {
      case .cjkWord: cjk += token.range.count
      case .word: other += token.range.count
      default: break
      }
    }
    return cjk > 0 && cjk * 2 >= other
  }

  package static func == (lhs: AnalyzedText, rhs: AnalyzedText) -> Bool {
    lhs.scalars == rhs.scalars && lhs.tokens == rhs.tokens
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(scalars)
    hasher.combine(tokens)
  }
}
