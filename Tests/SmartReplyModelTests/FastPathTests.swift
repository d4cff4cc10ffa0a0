import Foundation
import Testing

@testable import SmartReplyModel

/// The scoring and decoding fast paths give exactly what the plain code gives.
@Suite struct ModelFastPathTests {
  /// A fixed-seed sequence, so a failure can be reproduced.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state += 1
      return StableHash.mix(state)
    }
  }

  @Test func everyHalfWidensAsOneAtATime() throws {
    var bytes = [UInt8]()
    for half in UInt16(0)...UInt16.max { withUnsafeBytes(of: half.littleEndian) { bytes.append(contentsOf: $0) } }
    var reader = ByteReader(bytes: bytes, file: "halves")
    let widened = try reader.readFloat16(65_536, "halves")
    for half in UInt16(0)...UInt16.max {
      let expected = ByteReader.widen(half)
      let value = widened[Int(half)]
      #expect(value.bitPattern == expected.bitPattern || (value.isNaN && expected.isNaN), "\(half)")
    }
  }

  /// BM25 by walking both term lists side by side, as it was computed before the binary search.
  func mergedScore(_ scorer: LexicalScorer, _ query: [LexicalTermCount], _ document: [LexicalTermCount], _ length: Int)
    -> Float
  {
    var score: Float = 0
    var queryIndex = 0
    var documentIndex = 0
    let lengthFactor = scorer.k1 * (1 - scorer.b + scorer.b * Float(length) / scorer.averageDocumentLength)
    while queryIndex < query.count, documentIndex < document.count {
      if query[queryIndex].term < document[documentIndex].term {
        queryIndex += 1
      } else if document[documentIndex].term < query[queryIndex].term {
        documentIndex += 1
      } else {
        let frequency = document[documentIndex].count
        score +=
          query[queryIndex].count * scorer.inverseDocumentFrequency[Int(query[queryIndex].term)] * frequency
          * (scorer.k1 + 1) / (frequency + lengthFactor)
        queryIndex += 1
        documentIndex += 1
      }
    }
    return score
  }

  @Test func lexicalScoreSearchesAsTheMergeWalks() {
    var random = Random(state: 9)
    let scorer = LexicalScorer(
      inverseDocumentFrequency: (0..<4_096).map { _ in Float.random(in: 0...5, using: &random) },
      averageDocumentLength: 4.5)
    for _ in 0..<2_000 {
      let query = [LexicalTermCount].counting(
        (0..<Int.random(in: 0...60, using: &random)).map { _ in Int32.random(in: 0..<4_096, using: &random) })
      let terms = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        Bool.random(using: &random) && !query.isEmpty
          ? query.randomElement(using: &random)!.term : Int32.random(in: 0..<4_096, using: &random)
      }
      let document = [LexicalTermCount].counting(terms)
      let expected = mergedScore(scorer, query, document, terms.count)
      #expect(scorer.score(query: query, document: document, documentLength: terms.count) == expected)
    }
  }

  @Test func termIndexScoresEveryReplyAsTheMergeWalks() {
    var random = Random(state: 11)
    let scorer = LexicalScorer(
      inverseDocumentFrequency: (0..<512).map { _ in Float.random(in: 0...5, using: &random) },
      averageDocumentLength: 4.5)
    for _ in 0..<300 {
      let replies = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        (0..<Int.random(in: 0...8, using: &random)).map { _ in Int32.random(in: 0..<512, using: &random) }
      }
      let index = ReplyTermIndex(replies: replies.map { .counting($0) }, lengths: replies.map(\.count))
      let query = [LexicalTermCount].counting(
        (0..<Int.random(in: 0...60, using: &random)).map { _ in Int32.random(in: 0..<512, using: &random) },
        weight: Float.random(in: 0.5...2, using: &random))
      let expected = replies.map { mergedScore(scorer, query, .counting($0), $0.count) }
      #expect(index.scores(query: query, scorer: scorer).map(\.bitPattern) == expected.map(\.bitPattern))
    }
  }

  @Test func contextScorerAndSharedAnalysesScoreAsTheModelDoes() throws {
    let model = try ReplyRankingModel.bundled(language: .english)
    let turns = [
      ConversationTurn(text: "Are you coming to the party on Saturday?", isSelf: false),
      ConversationTurn(text: "Probably! What should I bring?", isSelf: true),
      ConversationTurn(text: "Drinks would be great, thanks thanks thanks thanks thanks thanks", isSelf: false),
    ]
    let context = model.encodeContext(turns)
    let analyses = turns.suffix(2).map { AnalyzedText($0.text) }
    #expect(model.encodeContext(turns, analyses: analyses) == context)
    // The last repeats a turn: an echo.
    let replies = [
      "Sure, I'll bring drinks!", "Thanks for inviting me!", "Sorry, I can't make it.", "🎉",
      "probably, what should I bring",
    ].map(model.encodeReply)
    let scorer = ContextScorer(model: model, context: context)
    for order in [[3, 0, 4, 2], [1, 3, 0], [4], []] {  // replies are read two at a time
      #expect(scorer.scores(of: EncodedReplySet(replies), at: order) == order.map { model.score(context, replies[$0]) })
    }
    #expect(model.scoreParts(context, replies[4]).echoLength > 0)
  }

  @Test func cappingRepeatsKeepsTheFirstOccurrencesInOrder() {
    var random = Random(state: 13)
    for _ in 0..<500 {
      let terms = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int32.random(in: 0..<6, using: &random) }
      var seen = [Int32: Int]()
      let expected = terms.filter { term in
        seen[term, default: 0] += 1
        return seen[term]! <= 5
      }
      #expect(LexicalTerms.cappingRepeats(terms, at: 5) == expected)
    }
  }

  @Test func classifierLogitsSumAsTheTrainerDoes() throws {
    var random = Random(state: 17)
    for name in ["intent-en", "kind-ja", "safety-en"] {
      let classifier = try #require(try TextClassifierFile.bundled(named: name))
      let buckets = classifier.header.features.bucketCount
      let weights = classifier.weights
      for _ in 0..<50 {
        var features = (0..<Int.random(in: 0...300, using: &random)).map { _ in
          Int32.random(in: 0..<Int32(buckets), using: &random)
        }
        features.sortAndRemoveDuplicates()
        let expected = TextClassifier.logits(
          features: features, weights: weights, bias: classifier.bias, buckets: buckets)
        #expect(classifier.logits(features: features).map(\.bitPattern) == expected.map(\.bitPattern))
      }
    }
  }

  @Test func echoKeysTellPunctuationAndEmojiAsThePropertiesDo() {
    for value in UInt32(0)...0x1_FFFF where EchoKey.isPunctuationOrEmoji(value) {
      let properties = Unicode.Scalar(value)!.properties
      #expect(!properties.isAlphabetic && properties.numericType == nil, "U+\(String(value, radix: 16))")
    }
  }

  @Test func radixSortSortsAsSortDoes() {
    var random = Random(state: 19)
    for _ in 0..<500 {
      let values = (0..<Int.random(in: 0...400, using: &random)).map { _ in
        Bool.random(using: &random)
          ? Int32.random(in: 0..<65_536, using: &random) : Int32.random(in: .min ... .max, using: &random)
      }
      #expect(values.radixSorted() == values.sorted())
      var distinct = values
      distinct.sortAndRemoveDuplicates()
      #expect(distinct == Array(Set(values)).sorted())
    }
  }

  @Test func classifierFeaturesAreTheDistinctBucketsSorted() throws {
    let classifier = try #require(try TextClassifierFile.bundled(named: "safety-en"))
    for text in ["my phone died lol lol lol", "Are you okay? I heard about your dad.", "", "🎉🎉"] {
      let all = classifier.extractor.features(of: AnalyzedText(text), role: .newest)
      #expect(classifier.features(of: text) == Array(Set(all)).sorted())
    }
  }
}
