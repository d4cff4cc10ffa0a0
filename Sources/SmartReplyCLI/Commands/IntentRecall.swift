import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// The share of authored intent examples whose (up to three) suggestions include a reply of
/// their intent, overall and per intent: does the engine answer each kind of message as the
/// response set means it to be answered.
struct IntentRecall {
  var overall: Double
  var perIntent: [(intent: String, recall: Double, count: Int)]

  static func measure(_ generator: SmartReplyGenerator, language: Language, examples: [LabeledText]) -> IntentRecall {
    var hits = [String: (hit: Int, count: Int)]()
    for example in examples {
      var context = MessageConversationContext(
        threadIdentifier: "intent",
        participantNameByIdentifier: ["me": .init(givenName: "Me"), "o": .init(givenName: "O")],
        selfIdentifiers: ["me"], responsePrimaryRecipientIdentifiers: ["o"])
      context.entries = [.init(text: example.text, senderIdentifier: "o", sentDate: Date(timeIntervalSince1970: 0))]
      let result = generator.suggestions(for: context)
      let hit = result.suggestions.contains { $0.intent == ReplyIntent(example.label) }
      hits[example.label, default: (0, 0)].count += 1
      hits[example.label, default: (0, 0)].hit += hit ? 1 : 0
    }
    let total = hits.values.map(\.count).reduce(0, +)
    return IntentRecall(
      overall: total == 0 ? 0 : Double(hits.values.map(\.hit).reduce(0, +)) / Double(total),
      perIntent: hits.keys.sorted().map {
        (intent: $0, recall: Double(hits[$0]!.hit) / Double(hits[$0]!.count), count: hits[$0]!.count)
      })
  }

  var report: String {
    let weakest = perIntent.filter { $0.recall < 0.5 }.map {
      "\($0.intent) \($0.recall == 0 ? "0" : String(format: "%.2f", $0.recall))"
    }
    return String(format: "intent examples (test split): a reply of the intent among the suggestions for %.3f", overall)
      + "\n  intents under 0.5 (\(weakest.count) of \(perIntent.count)): " + weakest.joined(separator: ", ")
  }
}
