import Foundation
import SmartReplyModel

/// The project's authored data of one language under a data folder (`Data/` in the repo):
/// `everyday/<lang>/*.jsonl` exchanges and `intent-examples/<lang>.tsv` incoming messages, turned
/// into (context, reply) pairs of one split.
package struct AuthoredData: Sendable {
  /// The everyday exchanges with their ids.
  package var exchanges: [(id: String, exchange: AuthoredExchange)]
  /// The intent examples: the label is the intent whose replies answer the message.
  package var intentExamples: [LabeledText]

  /// Reads the authored data of `language` under `folder`.
  package init(folder: URL, language: Language) throws {
    exchanges = try AuthoredExchange.read(folder: folder.appendingPathComponent("everyday/\(language.rawValue)"))
    intentExamples = try LabeledText.read(
      from: folder.appendingPathComponent("intent-examples/\(language.rawValue).tsv"))
  }

  /// Every pair of `split`: each exchange with each of its replies, and each intent example with
  /// each reply `replies(intent, message)` gives (the response set's replies of that intent).
  package func pairs(split: AuthoredExchange.Split, replies: (String, String) -> [String]) -> [ReplyExample] {
    var result = [ReplyExample]()
    for (id, exchange) in exchanges where exchange.split == split { result += exchange.examples(id: id) }
    for example in intentExamples where example.split == split {
      let context = [ConversationTurn(text: example.text, isSelf: false)]
      for (index, reply) in replies(example.label, example.text).enumerated() {
        result.append(ReplyExample(id: "intent:\(example.origin)#\(index)", context: context, response: reply))
      }
    }
    return result
  }

  /// One pair per exchange of `split`, in file order, for 1-of-100 evaluation: its first reply not
  /// already a response of the same block of 100 (stock replies such as "Sounds good!" recur, and
  /// a tie with the true response counts as a miss); an exchange whose replies are all taken is
  /// skipped.
  package func evaluationPairs(split: AuthoredExchange.Split) -> [ReplyExample] {
    var result = [ReplyExample]()
    var block = Set<String>()
    for (id, exchange) in exchanges where exchange.split == split {
      if result.count % 100 == 0 { block = [] }
      let pairs = exchange.examples(id: id)
      guard let pair = pairs.first(where: { !block.contains(Self.responseKey($0.response)) }) else { continue }
      block.insert(Self.responseKey(pair.response))
      result.append(pair)
    }
    return result
  }

  /// Letters and digits, lower-cased: what makes two responses the same candidate.
  static func responseKey(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
  }
}
