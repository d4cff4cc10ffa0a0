import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Each per-request fast path gives exactly what the general code it stands in for gives.
@Suite struct FastPathTests {
  /// A fixed-seed generator (SplitMix64), so a failure can be reproduced.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Texts mixing the scripts and characters the fast paths treat differently.
  static let texts = [
    "Are you FREE on Friday?", "Hey,\r\nit's Ana's turn — can't wait!!", "明日の会議、参加できますか？", "ＡＢＣ１２３ｘｙｚ",
    "café naïve ΣΑΣ straße İstanbul", "👍🏽 see you 🎉🎉", "ｶﾀｶﾅ　かたかな〜", "が", "か\u{3099}", "\u{212A}elvin", "tab\there",
    "", " ", "123", "ok…「はい」", "Ⓐⓑ", "ǅungla",
  ]

  @Test func caselessRangesHaveNoLowerCaseMapping() {
    for value in UInt32(0)...0x10FFFF where Lowercasing.isCaseless(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(scalar.properties.lowercaseMapping == String(scalar), "U+\(String(value, radix: 16))")
    }
  }

  @Test func lowercasingMatchesTheStandardLibrary() {
    for text in Self.texts {
      #expect(Array(Lowercasing.lowercased(text).unicodeScalars) == Array(text.lowercased().unicodeScalars))
    }
  }

  @Test func letterWordsMatchCharacterSplitting() {
    for text in Self.texts {
      #expect(LetterWords.words(in: text) == text.split { !$0.isLetter })
      #expect(LetterWords.words(in: text, apostrophes: true) == text.split { !$0.isLetter && $0 != "'" })
    }
  }

  @Test func nearDuplicateKeysWithoutLookUpsMatchTheLookUps() {
    for value in UInt32(0)...0xFFFF {  // every plain scalar is in the basic plane
      guard let scalar = Unicode.Scalar(value), let plain = DiversityPolicy.TextKey.plainKeyScalars(String(scalar))
      else { continue }
      #expect(plain == DiversityPolicy.TextKey.keyScalars(String(scalar)), "U+\(String(value, radix: 16))")
    }
    for text in Self.texts {
      if let plain = DiversityPolicy.TextKey.plainKeyScalars(text) {
        #expect(plain == DiversityPolicy.TextKey.keyScalars(text))
      }
    }
  }

  @Test func sanitizingCleanShortTextsKeepsThemAsTheyAre() {
    var random = Random(state: 7)
    let pieces = ["a", "Z", " ", "\n", "\r", "\t", "\u{0}", "\u{7F}", "\u{85}", "\u{202E}", "\u{200E}", "é", "日", "👍"]
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: text.unicodeScalars.filter { !TextSanitizer.isDisallowed($0) })
      #expect(Array(TextSanitizer.sanitized(text).unicodeScalars) == Array(scalars))
      #expect(TextSanitizer.containsDisallowed(text) == text.unicodeScalars.contains(where: TextSanitizer.isDisallowed))
      let cut = text.index(text.startIndex, offsetBy: 4, limitedBy: text.endIndex) ?? text.endIndex
      #expect(TextSanitizer.isLonger(text, than: 4) == (cut != text.endIndex))
    }
  }

  @Test func phraseSearchFindsWhatAPlainScanFinds() {
    var random = Random(state: 11)
    let alphabet = Array("abc ちは")
    for _ in 0..<2_000 {
      let text = String(
        (0..<Int.random(in: 0...20, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let phrase = String(
        (0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let bytes = Array(text.utf8)
      let pattern = Array(phrase.utf8)
      let expected =
        bytes.count >= pattern.count
        && (0...(bytes.count - pattern.count)).contains { Array(bytes[$0..<$0 + pattern.count]) == pattern }
      #expect(SearchableText(text).contains(Phrase(phrase)) == expected, "\(text) / \(phrase)")
    }
  }

  @Test func japanesePastEndingsFoundByScalarsAsByFoundation() {
    var random = Random(state: 3)
    let fillers = ["明日", "ね", "よ", "？", "か", " ", "a", "会", "た", "で", "し"]
    let plain = PastTenseDetector.japaneseMarkers + PastTenseDetector.japaneseQuestionTails.map(String.init)
    for _ in 0..<1_000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        Bool.random(using: &random) ? plain.randomElement(using: &random)! : fillers.randomElement(using: &random)!
      }.joined()
      let scanned = ScannedText(text)
      #expect(
        PastTenseDetector.hasJapanesePastEnding(from: 0, to: scanned.count, in: scanned)
          == PastTenseDetector.hasJapanesePastEnding(in: scanned.string(0, scanned.count)), "\(text)")
    }
    // A combining mark makes a text not plain: Foundation's search, which matches canonically
    // equivalent forms, decides there.
    #expect(!PastTenseDetector.isPlain("\u{3099}"))
  }

  @Test func disallowedScalarsAreFoundInUTF8AsByScalar() {
    // Every scalar up to the CJK block and beyond the BMP, alone and between kana and ASCII.
    let scalars = (0...0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}", "\u{E0001}"]
    for scalar in scalars {
      for text in [String(scalar), "a\(scalar)の", "日本\(scalar)"] {
        #expect(
          TextSanitizer.containsDisallowed(text) == text.unicodeScalars.contains(where: TextSanitizer.isDisallowed),
          "U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test func scoreOrderIsTheStableDescendingOrder() {
    var random = Random(state: 5)
    let values: [Float] = [0, -0.0, 1, -1, 2.5, 2.5, .infinity, -.infinity, 0.1, 1e-30]
    for _ in 0..<200 {
      let scores = (0..<Int.random(in: 0...40, using: &random)).map { _ in values.randomElement(using: &random)! }
      var order = ScoreOrder(capacity: scores.count)
      for (index, score) in scores.enumerated() { order.append(index, score: score) }
      let expected = scores.indices.map { ($0, scores[$0]) }.sorted { $0.1 > $1.1 }.map(\.0)
      #expect(order.sortedIndices() == expected)
    }
    // As many scores as a response set has, spread over every byte of the keys, some equal.
    for _ in 0..<20 {
      let scores = (0..<600).map { _ in
        Bool.random(using: &random)
          ? Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &random))
          : Float(Int.random(in: -3...3, using: &random)) / 4
      }.filter { !$0.isNaN }
      var order = ScoreOrder(capacity: scores.count)
      for (index, score) in scores.enumerated() { order.append(index, score: score) }
      #expect(
        order.sortedIndices()
          == scores.indices.sorted { scores[$0] > scores[$1] || (scores[$0] == scores[$1] && $0 < $1) })
    }
  }

  @Test func lazyOrderReadsAsTheFullSort() {
    var random = Random(state: 21)
    for count in [0, 1, 5, 64, 65, 66, 100, 575] {
      let scores = (0..<count).map { _ in Float(Int.random(in: -40...40, using: &random)) / 8 }
      var order = ScoreOrder(capacity: count)
      for (index, score) in scores.enumerated() { order.append(index, score: score) }
      let expected = order.sortedIndices()
      // Read the head first, as the diversity policy does, then everything.
      let lazy = order.lazilySorted()
      #expect(lazy.count == count)
      #expect((0..<min(count, 10)).map(lazy.index(at:)) == Array(expected.prefix(10)))
      #expect((0..<count).map(lazy.index(at:)) == expected)
    }
    // Keys not added in set order sort on the whole key.
    let keys = (0..<200).map { UInt64(UInt32.random(in: 0...50, using: &random)) << 32 | UInt64(199 - $0) }
    let lazy = LazyReplyOrder(keys: keys, inSetOrder: false)
    #expect((0..<200).map(lazy.index(at:)) == keys.sorted().map { Int($0 & 0xFFFF_FFFF) })
  }

  @Test func radixSortIsTheKeySortForKeysInSetOrder() {
    var random = Random(state: 13)
    for count in [0, 1, 2, 3, 50, 700] {
      let keys = (0..<count).map { UInt64(UInt32.random(in: 0...0x0300_00FF, using: &random)) << 32 | UInt64($0) }
      #expect(ScoreOrder.stableSortedByHighWord(keys) == keys.sorted())
    }
  }

  @Test func firstRequestsOnAFreshGeneratorAgreeWithAPreparedOne() async throws {
    let prepared = try SmartReplyGenerator()
    prepared.prepareReplies()
    let context = MessageConversationContext(
      threadIdentifier: "t",
      entries: [.init(text: "明日ランチ行かない？", senderIdentifier: "ana", sentDate: Date(), entryIdentifier: "e")],
      participantNameByIdentifier: ContextFixtures.names, selfIdentifiers: ["me"],
      responsePrimaryRecipientIdentifiers: ["ana"])
    let expected = prepared.suggestions(for: context)
    let fresh = try SmartReplyGenerator()
    let results = await withTaskGroup(of: SmartReplyResult.self) { group in
      for _ in 0..<6 { group.addTask { fresh.suggestions(for: context) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(expected.status == .success)
    #expect(results.allSatisfy { $0 == expected })
  }
}
