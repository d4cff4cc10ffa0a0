import Foundation
import SmartReplyModel

/// The project's authored data of one language under a data folder (`Data/` in the repo):
/// `everyday/<lang>/*.jsonl` exchanges and `intent-examples/<lang>.tsv` incoming messages, turned
/// into (context, reply) pairs of one split.
public struct AuthoredData: Sendable {
  /// The everyday exchanges with their ids.
  public var exchanges: [(id: String, exchange: AuthoredExchange)]
  /// The intent examples: the label is the intent whose replies answer the message.
  public var intentExamples: [LabeledText]

  /// Reads the authored data of `language` under `folder`.
  public init(folder: URL, language: String) throws {
    exchanges = try AuthoredExchange.read(folder: folder.appendingPathComponent("everyday/\(language)"))
    intentExamples = try LabeledText.read(from: folder.appendingPathComponent("intent-examples/\(language).tsv"))
  }

  /// Every pair of `split`: each exchange with each of its replies, and each intent example with
  /// each reply `replies(intent, message)` gives (the response set's replies of that intent).
  public func pairs(split: AuthoredExchange.Split, replies: (String, String) -> [String]) -> [ReplyExample] {
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

  /// One pair per exchange of `split` (its first reply), in file order: 1-of-100 evaluation pairs.
  public func evaluationPairs(split: AuthoredExchange.Split) -> [ReplyExample] {
    exchanges.filter { $0.exchange.split == split }.map { $0.exchange.examples(id: $0.id)[0] }
  }
}
