import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct TextNormalizerTests {
  let normalizer = TextNormalizer()

  func normalized(_ text: String) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: normalizer.normalize(text))
    return String(view)
  }

  @Test func foldsWidthCaseAndKatakana() {
    #expect(normalized("ＡＢＣ Hello") == "abc hello")
    #expect(normalized("ｶﾀｶﾅ") == "かたかな")
    #expect(normalized("コーヒー") == "こーひー")
  }

  @Test func keepsJapanesePunctuationAndIterationMarks() {
    #expect(normalized("「コーヒー」、ください。人々・ヴ") == "「こーひー」、ください。人々・ゔ")
  }

  @Test func capsRunsAndCollapsesSpaces() {
    #expect(normalized("sooooo   good!!!!") == "soo good!!")
    #expect(normalized("すごーーーい") == "すごーーい")
  }

  @Test func replacesUrlsNumbersEmojiAndMasks() {
    let url = String(Placeholder.url)
    let number = String(Placeholder.number)
    let emoji = String(Placeholder.emoji)
    let name = String(Placeholder.maskedName)
    #expect(normalized("see https://example.com/x?y=1 now") == "see \(url) now")
    #expect(normalized("at 10:30 or 1,200.5") == "at \(number):\(number) or \(number)")
    #expect(normalized("great 👍🏽👍 thanks ❤️") == "great \(emoji) thanks \(emoji)")
    #expect(normalized("<AB>さんと＊＊さん") == "\(name)さんと\(name)さん")
  }

  @Test func controlAndBidiCharactersBecomeSpaces() {
    #expect(normalized("a\u{0000}b\u{202E}c\u{200B}d") == "a b c d")
  }

  @Test func readsAtMostTheScalarBudget() {
    let huge = String(repeating: "word ", count: 200_000)
    #expect(normalizer.normalize(huge).count <= normalizer.maxScalars)
    #expect(normalized("") == "" && normalized("   \n ") == "")
  }
}

@Suite struct TokenizerTests {
  func words(_ text: String) -> [String] {
    let analyzed = AnalyzedText(text)
    return analyzed.tokens.map { token in
      var view = String.UnicodeScalarView()
      view.append(contentsOf: analyzed.scalars[token.range])
      return String(view)
    }
  }

  @Test func splitsEnglishKeepingApostrophesAndPunctuation() {
    #expect(words("Don't you think so?") == ["don't", "you", "think", "so", "?"])
  }

  @Test func segmentsJapaneseWithICU() {
    let tokens = AnalyzedText("東京で会議があります").tokens
    #expect(tokens.count >= 4)
    #expect(tokens.allSatisfy { $0.kind == .cjkWord && $0.runRange == tokens[0].runRange })
    #expect(words("東京で会議").first == "東京")
  }

  @Test func segmentsRunsWithCharactersOutsideTheBasicPlane() {
    // 𠮷 (U+20BB7) takes two UTF-16 units; ICU's offsets must map back to scalars.
    let analyzed = AnalyzedText("𠮷野家で牛丼を食べた")
    let ranges = analyzed.tokens.map(\.range)
    #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == analyzed.scalars.count)
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$1.isEmpty })
    #expect(words("𠮷野家で牛丼を食べた").contains("で"))
  }

  @Test func mixedScriptsAndLanguageGuess() {
    #expect(words("明日のmeetingは10時") == ["明日", "の", "meeting", "は", String(Placeholder.number), "時"])
    #expect(AnalyzedText("明日は晴れです").isMostlyJapanese)
    #expect(!AnalyzedText("See you tomorrow").isMostlyJapanese)
  }

  @Test func keepsAtMostTheTokenBudget() {
    let tokens = Tokenizer(maxTokens: 5).tokenize(TextNormalizer().normalize("a b c d e f g h"))
    #expect(tokens.count == 5)
  }
}

@Suite struct FeatureExtractorTests {
  let extractor = FeatureExtractor(configuration: FeatureConfiguration(bucketBits: 12))

  @Test func featuresAreDeterministicInRangeAndRoleSpecific() {
    let text = AnalyzedText("Are you coming tonight?")
    let newest = extractor.features(of: text, role: .newest)
    #expect(newest == extractor.features(of: AnalyzedText("Are you coming tonight?"), role: .newest))
    #expect(newest.allSatisfy { $0 >= 0 && $0 < 4096 })
    #expect(Set(newest) != Set(extractor.features(of: text, role: .reply)))
    #expect(newest.count > 5 + 4)  // unigrams + bigrams + character n-grams + length
  }

  @Test func capsFeaturesPerText() {
    var configuration = FeatureConfiguration(bucketBits: 12)
    configuration.maxFeaturesPerText = 16
    let features = FeatureExtractor(configuration: configuration).features(
      of: AnalyzedText(String(repeating: "長い文章です。", count: 50)), role: .newest)
    #expect(features.count == 16)
  }

  @Test func contextFeaturesReadTheConfiguredHistoryInSeparateBags() {
    let turns = (0..<8).map { ConversationTurn(text: "turn number \($0) here", isSelf: $0 % 2 == 0) }
    var configuration = FeatureConfiguration(bucketBits: 12)
    configuration.historyTurns = 2
    let short = ContextFeatures(turns: turns, extractor: FeatureExtractor(configuration: configuration))
    configuration.historyTurns = 6
    let long = ContextFeatures(turns: turns, extractor: FeatureExtractor(configuration: configuration))
    #expect(short.newest == long.newest)
    #expect(short.bags.count == ContextFeatures.bagCount)
    // Two turns back: index 5 is the other party's, index 6 the user's own.
    #expect(!short.bags[1].isEmpty && !short.bags[2].isEmpty)
    #expect(long.bags[1].count + long.bags[2].count > 2 * (short.bags[1].count + short.bags[2].count))
    #expect(ContextFeatures(turns: [], extractor: extractor).bags.allSatisfy { $0.isEmpty })
  }

  @Test func lexicalTermsAreWordsOrCharacterBigrams() {
    #expect(LexicalTerms.terms(of: AnalyzedText("see you soon"), bucketCount: 1 << 16).count == 3)
    #expect(LexicalTerms.terms(of: AnalyzedText("明日会議"), bucketCount: 1 << 16).count == 3)
  }
}
