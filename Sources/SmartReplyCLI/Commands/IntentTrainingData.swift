import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// The authored supervision of an intent model: each intent example with its intent, and each
/// everyday exchange with the intents of those of its replies that say a response-set reply (an
/// exchange answered "ok!" and "thank you!" is an example of both, so the classifier learns the
/// spread of fitting intents).
struct IntentTrainingData {
  /// One labelled conversation.
  struct Item {
    var split: AuthoredExchange.Split
    var isEveryday: Bool
    var context: [ConversationTurn]
    var intents: [ReplyIntent]
  }

  var items: [Item]

  init(data: AuthoredData, language: Language, responseSet: ResponseSet, index: ReplyIntentIndex) throws {
    let intents = Set(responseSet.intents)
    if let unknown = data.intentExamples.first(where: { !intents.contains(ReplyIntent($0.label)) }) {
      throw InputOutputError("\(unknown.origin): '\(unknown.label)' is not an intent of the \(language) response set")
    }
    items = data.intentExamples.map {
      Item(
        split: $0.split, isEveryday: false, context: [ConversationTurn(text: $0.text, isSelf: false)],
        intents: [ReplyIntent($0.label)])
    }
    for (_, exchange) in data.exchanges {
      var labels = [ReplyIntent]()
      for reply in exchange.replies {
        for intent in index.intents(of: reply) where !labels.contains(intent) { labels.append(intent) }
      }
      if !labels.isEmpty {
        items.append(Item(split: exchange.split, isEveryday: true, context: exchange.context, intents: labels))
      }
    }
  }

  /// The labelled messages of `split`: the newest incoming messages of each conversation (as the
  /// pipeline reads them), once per intent.
  func examples(_ split: AuthoredExchange.Split) -> [LabeledText] {
    items.filter { $0.split == split }.flatMap { item in
      let burst = SuggestionPipeline.burst(of: item.context.map(PreparedConversation.Turn.init(turn:)))
      return item.intents.map { LabeledText(label: $0.rawValue, text: burst) }
    }
  }
}

/// 1-of-100 scoring with the intent term: the ranker's full score plus the intent model's term
/// for the candidate's intent (the intent of the response-set reply it says; none for a free-text
/// reply), as serving adds it to the response set's replies.
enum IntentScoring {
  static func scorer(model: ReplyRankingModel, prior: IntentPrior, index: ReplyIntentIndex)
    -> RecallEvaluation.BlockScorer
  {
    let classOf = Dictionary(
      prior.classes.enumerated().map { (ReplyIntent($1), $0) }, uniquingKeysWith: { first, _ in first })
    return { block in
      let replies = block.map { model.encodeReply($0.response) }
      let replyClasses = block.map { index.intents(of: $0.response).compactMap { classOf[$0] } }
      return block.map { example in
        let context = model.encodeContext(example.context)
        let terms = prior.classTerms(
          of: SuggestionPipeline.burst(of: example.context.map(PreparedConversation.Turn.init(turn:))))
        return zip(replies, replyClasses).map { reply, classes in
          model.score(context, reply) + (classes.map { terms[$0] }.max() ?? 0)
        }
      }
    }
  }
}
