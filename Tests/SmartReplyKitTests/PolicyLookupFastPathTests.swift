import Testing

@testable import SmartReplyKit

/// The policy's vocabulary, phrase and control-character look-ups give exactly what the plain
/// set, phrase-by-phrase and scalar-by-scalar checks they stand in for give.
@Suite struct PolicyLookupFastPathTests {
  static let words = [
    "the", "you", "café", "cafe\u{301}", "ok", "K", "\u{212A}", "what's", "日本", "a", "", "l'", "straße", "the ",
  ]

  @Test func wordSetsAnswerAsSetsOfStrings() {
    var random = FastPathTests.Random(state: 31)
    for _ in 0..<300 {
      let vocabulary = (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.words.randomElement(using: &random)!
      }
      let set = WordSet(vocabulary)
      let plain = Set(vocabulary)
      for word in Self.words + LanguageWords.english.strings.prefix(20) {
        #expect(set.contains(word) == plain.contains(word), "\(word) in \(vocabulary)")
        #expect(set.contains(Substring(word)) == plain.contains(word))
        #expect(set.contains(ArraySlice(word.unicodeScalars)) == plain.contains(word))
      }
    }
    let english = LanguageWords.english
    for word in english.strings { #expect(english.contains(word)) }
    for word in ["xyzzy", "thee", "th", "youu", "Ｔｈｅ"] {
      #expect(english.contains(word) == english.strings.contains(word))
    }
  }

  @Test func phraseIndexFindsEveryPhraseATextMayHold() {
    let index = SensitiveTopic.phraseIndex
    for text in TextScanFastPathTests.randomTexts(seed: 37, count: 500) + [
      "my dad passed away", "laid off again", "死にたい", "手術は成功", "he's in the icu after a stroke",
    ] {
      let searchable = SearchableText(Lowercasing.lowercased(text))
      let expected = index.phrases.indices.filter { searchable.mayContain(index.phrases[$0]) }
      #expect(index.candidates(in: searchable) == expected, "\(text)")
    }
  }

  @Test func disallowedCharactersFoundByWordsAsByScalars() {
    var random = FastPathTests.Random(state: 43)
    let pieces = [
      "a", "日本語の", "\u{7F}", "\u{1}", "\t", "\n", "\r", "\u{85}", "\u{A0}", "\u{202E}", "\u{2069}", "\u{200F}",
      "\u{61C}", "\u{2028}", "—", "Ø", "👍🏽", "abcdefgh", "\u{C3}", "é",
    ]
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      #expect(TextSanitizer.containsDisallowed(text) == text.unicodeScalars.contains(where: TextSanitizer.isDisallowed))
    }
  }
}
