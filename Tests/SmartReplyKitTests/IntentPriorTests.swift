import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

@Suite struct IntentPriorTests {
  static let bundled = Result { try SmartReplyGenerator() }
  let ranker = Result { try ReplyRankingModel.bundled(language: .english) }
  let set = Result { try ResponseSet.bundled(language: .english) }

  /// A classifier that reads nothing and is sure of `intent` (its bias), over `classes`.
  func classifier(sureOf intent: String, classes: [String], language: Language = .english, weight: Float = 2)
    -> TextClassifier
  {
    let features = FeatureConfiguration(bucketBits: 8)
    return TextClassifier(
      header: .init(
        language: language, classes: classes, features: features, provenance: ["scoreWeight": String(weight)]),
      weights: [Float](repeating: 0, count: classes.count * features.bucketCount),
      bias: classes.map { $0 == intent ? 20 : 0 })
  }

  func turns(_ text: String) -> [PreparedConversation.Turn] {
    [PreparedConversation.Turn(turn: ConversationTurn(text: text, isSelf: false))]
  }

  /// Serving and calibration both rank with the intent term: a model sure of one intent brings its
  /// reply to the top and changes the confidence both report, by the same amount (up or down: every
  /// other reply loses its term's floor).
  @Test func servingAndCalibrationBothUseTheIntentModel() throws {
    let plain = try SmartReplyGenerator(models: [try ranker.get()], responseSets: [try set.get()])
    let sure = try plain.replacingIntentModel(
      with: classifier(sureOf: "remind-me", classes: try set.get().intents.map(\.rawValue)))
    // A message of no particular kind, owed no particular reply: the intent term decides.
    let message = "I was reading about the history of that old bridge downtown."
    let without = plain.pipeline.evaluate(turns(message), isMail: false, maxCount: 3)
    let with = sure.pipeline.evaluate(turns(message), isMail: false, maxCount: 3)
    #expect(!without.chosen.contains { $0.reply.intent == "remind-me" })
    #expect(with.chosen.first?.reply.intent == "remind-me")
    let context = SmartReplyGeneratorTests().conversation([(false, message)])
    #expect(sure.suggestions(for: context).suggestions.first?.intent == "remind-me")
    let served = try #require(sure.triggerConfidence(for: context))
    #expect(served == with.confidence && served != without.confidence)
    // Calibration counts a match only where the pipeline it runs shows a reminder reply.
    let reminder = try #require(try set.get().replies.first { $0.intent == "remind-me" }).text
    let conversation = (context: [ConversationTurn(text: message, isSelf: false)], responses: [reminder])
    #expect(try sure.calibrateTrigger(language: .english, conversations: [conversation]).matchRate == 1)
    #expect((try? plain.calibrateTrigger(language: .english, conversations: [conversation]))?.matchRate ?? 0 == 0)
  }

  /// The bundled generator adds exactly the bundled intent model's term to every reply's score,
  /// floored at zero for the replies the message's acts call for (an invitation's answers).
  @Test func theBundledGeneratorAddsTheIntentTerm() throws {
    let generator = try Self.bundled.get()
    let engine = try #require(generator.engineForCalibration(.english))
    let prior = try #require(engine.intents)
    #expect(prior.weight > 0)
    var bare = generator.pipeline.engines
    bare[.english] = LanguageEngine(
      model: engine.model, responseSet: engine.responseSet, triggerThreshold: engine.triggerThreshold,
      safety: engine.safety, kinds: engine.kinds)
    let message = "you free for a coffee on friday?"
    let with = generator.pipeline.evaluate(turns(message), isMail: false, maxCount: 10)
    let without = SuggestionPipeline(engines: bare).evaluate(turns(message), isMail: false, maxCount: 10)
    let terms = prior.classTerms(of: message)
    var compared = 0
    for chosen in with.chosen {
      guard let plain = without.chosen.first(where: { $0.reply == chosen.reply }) else { continue }
      var term = terms[try #require(prior.classes.firstIndex(of: chosen.reply.intent.rawValue))]
      let role = ActPrior.ReplyRole(intent: chosen.reply.intent, act: chosen.reply.act)
      if ActPrior.adjustment(role, acts: IncomingActs(message, language: .english)) > 0 { term = max(0, term) }
      #expect(abs(chosen.score - plain.score - term) < 1e-3, "\(chosen.reply.text)")
      compared += 1
    }
    #expect(compared > 0)
    #expect(Set(terms).count > 1)
  }

  @Test func aModelForOtherIntentsIsRefusedWithWhatDiffers() throws {
    let plain = try SmartReplyGenerator(models: [try ranker.get()], responseSets: [try set.get()])
    var classes = try set.get().intents.map(\.rawValue)
    let dropped = classes.removeLast()
    classes.append("not-an-intent")
    let error = #expect(throws: IntentModelError.self) {
      try plain.replacingIntentModel(with: classifier(sureOf: "ok", classes: classes), source: "mine.srtc")
    }
    let description = try #require(error).description
    #expect(description.hasPrefix("mine.srtc: ") && description.contains(dropped))
    #expect(description.contains("not-an-intent") && description.contains("smartreply train-intents --lang en"))
    let japanese = classifier(sureOf: "ok", classes: try set.get().intents.map(\.rawValue), language: .japanese)
    #expect(throws: SmartReplyGeneratorError.unsupportedLanguage(.japanese)) {
      try plain.replacingIntentModel(with: japanese)
    }
  }

  /// An app's replies with an intent of their own get no term; the set's other intents keep theirs.
  @Test func addedRepliesOfNewIntentsGetNoTerm() throws {
    let sure = try SmartReplyGenerator(models: [try ranker.get()], responseSets: [try set.get()])
      .replacingIntentModel(with: classifier(sureOf: "weather-nice", classes: try set.get().intents.map(\.rawValue)))
    let added = try sure.addingReplies(
      [CandidateReply(text: "Shall I water your plants?", intent: "plants")], language: .english)
    let prior = try #require(added.engineForCalibration(.english)?.intents)
    let terms = prior.replyTerms(of: "hello")
    let replies = try #require(added.responseSet(for: .english)).replies
    #expect(terms.count == replies.count && terms.last == 0)
    #expect(zip(replies, terms).allSatisfy { $0.intent != "weather-nice" || $1 > 0 })
  }

  @Test func bundledIntentModelsMatchTheBundledSets() throws {
    for language in Language.allCases {
      let prior = try IntentPrior.bundled(language: language, responseSet: try ResponseSet.bundled(language: language))
      #expect(try #require(prior).classes == (try ResponseSet.bundled(language: language)).intents.map(\.rawValue))
    }
  }

  @Test func repliesAreMatchedToIntentsAsPeopleRetypeThem() throws {
    let index = ReplyIntentIndex(try set.get())
    #expect(index.intents(of: "sounds good") == ["sounds-good"])
    #expect(index.intents(of: "THANK YOU!!") == ["thanks"])
    #expect(index.intents(of: "👍") == ["emoji-thumbs-up"])
    #expect(index.intents(of: "the blue one with stripes") == [])
    let japanese = ReplyIntentIndex(try ResponseSet.bundled(language: .japanese))
    #expect(japanese.intents(of: "ありがとう").contains("thanks"))
  }
}
