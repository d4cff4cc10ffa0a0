import Foundation
import Testing

@testable import SmartReplyKit

/// The scalar- and byte-level text scans give exactly what the Foundation and `Character` calls
/// they stand in for give.
@Suite struct TextScanFastPathTests {
  /// Pieces mixing line breaks, Foundation's whitespace, combining marks and other scripts.
  static let pieces = [
    "a", "Z", " ", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "\u{200B}",
    "\u{3000}", "\u{301}", "\u{3099}", "é", "日", "か", "👍🏽", "-", ">", ",", ".", "!", "。", "\u{200D}", "?", "or",
  ]

  static func randomTexts(seed: UInt64, count: Int) -> [String] {
    var random = FastPathTests.Random(state: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
  }

  @Test func phraseListsFoundAsByANaiveByteSearch() {
    let phrases: [Phrase] = [
      "a", "or", "Z ", "日か", "か", "é.", "👍🏽", "\u{3000}\u{301}", "or\nor", "。?", "http", "www.", "日", "\r\n",
    ]
    for text in Self.randomTexts(seed: 11, count: 3_000) + ["HTTPS://x", "see www.x", "Www.", "hTtP"] {
      let searchable = SearchableText(text)
      var foundAny = false
      for phrase in phrases {
        let naive =
          text.utf8.count >= phrase.bytes.count
          && (0...(text.utf8.count - phrase.bytes.count)).contains {
            Array(text.utf8).dropFirst($0).starts(with: phrase.bytes)
          }
        #expect(searchable.contains(any: [phrase]) == naive, "\(text.debugDescription) \(phrase.bytes)")
        foundAny = foundAny || naive
      }
      // The whole list, most of whose phrases are ruled out by their byte pairs.
      #expect(searchable.contains(any: phrases) == foundAny, "\(text.debugDescription)")
      let lowered = Lowercasing.lowercased(text)
      #expect(LinkDetector.mayHoldLink(text) == (lowered.contains("http") || lowered.contains("www.")))
    }
  }

  @Test func whitespaceIsFoundationsWhitespaceSet() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        WhitespaceTrimming.isWhitespace(scalar) == CharacterSet.whitespaces.contains(scalar),
        "U+\(String(value, radix: 16))")
    }
  }

  @Test func trimmingMatchesFoundation() {
    let punctuation = CharacterSet(charactersIn: ",.!。")
    for text in Self.randomTexts(seed: 17, count: 3_000) {
      #expect(
        Array(WhitespaceTrimming.trimmed(Substring(text)).unicodeScalars)
          == Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars))
      let trimmed = WhitespaceTrimming.trimmed(Substring(text)) { punctuation.contains($0) }
      #expect(Array(trimmed.unicodeScalars) == Array(text.trimmingCharacters(in: punctuation).unicodeScalars))
    }
  }

  @Test func lowercasingMatchesTheStandardLibrary() {
    for text in Self.randomTexts(seed: 23, count: 3_000) + ["お疲れさまです。ABCです", "ＡＢＣ　かな", "Ωmega 日本"] {
      #expect(Array(Lowercasing.lowercased(text).unicodeScalars) == Array(text.lowercased().unicodeScalars))
    }
  }

  @Test func linesMatchCharacterSplitting() {
    for text in Self.randomTexts(seed: 19, count: 3_000) {
      let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      let lines = TextLines.split(text)
      #expect(lines.map { $0.startIndex..<$0.endIndex } == expected.map { $0.startIndex..<$0.endIndex })
    }
  }

  @Test func japaneseOpenersFoundByScalarsAsByCharacters() {
    var random = FastPathTests.Random(state: 29)
    let heads = MailTextCleaner.japaneseOpeners + ["お疲れさまて\u{3099}す", "お疲れ", "いつも", "お世話になっております\u{3099}"]
    for _ in 0..<2_000 {
      let head = heads.randomElement(using: &random)!
      let tail = (0..<Int.random(in: 0...4, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
      let line = Substring(head + tail.joined())
      let expected = MailTextCleaner.japaneseOpeners.first { line.hasPrefix($0) }.map {
        line.index(line.startIndex, offsetBy: $0.count)
      }
      #expect(MailTextCleaner.openerEnd(line) == expected, "\(line)")
    }
  }

  @Test func politeMasuFoundByBytesAsByFoundation() {
    var random = FastPathTests.Random(state: 31)
    let pieces = ["ま", "す", "ず", "ぎ", "き\u{3099}", "す\u{3099}", "うま", "です", "a", "。", "\u{301}", "日"]
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
      var rest = text[...]
      var expected = false
      while let range = rest.range(of: "ます") {
        if !rest[range.upperBound...].hasPrefix("ぎ") {
          expected = true
          break
        }
        rest = rest[range.upperBound...]
      }
      #expect(RegisterDetector.hasPoliteMasu(text, searchable: SearchableText(text)) == expected, "\(text)")
    }
  }

  @Test func questionSentencesMatchCharacterSplitting() {
    for text in Self.randomTexts(seed: 37, count: 3_000) {
      let expected = text.split { ".!\n".contains($0) }.filter { $0.utf8.contains(UInt8(ascii: "?")) }
      #expect(QuestionDetector.englishQuestionSentences(text).map(String.init) == expected.map(String.init))
    }
  }

  @Test func englishEndingsFoundByBytesAsByCharacters() {
    let words = [
      "telling", "ended", "didn't", "didn’t", "we're", "i'm", "ing", "bed", "caf\u{E9}d", "endé", "sing\u{301}",
    ]
    for word in words + Self.randomTexts(seed: 41, count: 1_000) {
      let expected =
        LanguageWords.contractionEndings.contains { word.hasSuffix($0) }
        || word.utf8.count >= 5 && LanguageWords.inflectionEndings.contains { word.hasSuffix($0) }
      #expect(LanguageWords.hasEnglishEnding(word) == expected, "\(word)")
    }
  }

  @Test func casesHashedByTagStayDistinctInSets() {
    let acts = Set(ReplyAct.allCases)
    #expect(acts.count == ReplyAct.allCases.count && ReplyAct.allCases.allSatisfy(acts.contains))
    let topics = Set(SensitiveTopic.allCases.map(Optional.some) + [nil])
    #expect(topics.count == SensitiveTopic.allCases.count + 1 && SensitiveTopic.allCases.allSatisfy(topics.contains))
    #expect(Set([ReplyAct.thanks]).contains(ReplyAct(rawValue: "thanks")!))
  }

  @Test func wireDatesReadDirectlyAsByFoundation() throws {
    var random = FastPathTests.Random(state: 43)
    var texts = ["2024-02-29T23:59:59Z", "2000-02-29T00:00:00Z", "1900-03-01T12:00:00Z", "1970-01-01T00:00:00Z"]
    for _ in 0..<3_000 {
      let fields = [
        Int.random(in: 1600...2400, using: &random), Int.random(in: 1...12, using: &random),
        Int.random(in: 1...31, using: &random), Int.random(in: 0...23, using: &random),
        Int.random(in: 0...59, using: &random), Int.random(in: 0...59, using: &random),
      ]
      texts.append(
        String(
          format: "%04d-%02d-%02dT%02d:%02d:%02dZ", fields[0], fields[1], fields[2], fields[3], fields[4], fields[5]))
    }
    var readDirectly = 0
    for text in texts {
      // Read directly where the fields are in range (Foundation's date then), else left to Foundation.
      guard let direct = ISO8601Wire.wholeSecondsUTC(text) else { continue }
      #expect(direct == (try? Date(text, strategy: .iso8601)), "\(text)")
      readDirectly += 1
    }
    #expect(readDirectly > 2_500)  // a day past its month's end (a tenth of the days drawn) is not
  }
}
