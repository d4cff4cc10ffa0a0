import Foundation
import SmartReplyModel

/// One exchange of the authored everyday corpus (`Data/everyday`): a short context whose last
/// turn is someone else's, and replies a person would actually send.
package struct AuthoredExchange: Sendable, Hashable, Codable {
  /// The situation slug; the train/dev/test split is by situation.
  package var situation: String
  /// `casual`, `polite` or `business`.
  package var register: String
  /// 1–4 turns, oldest first; the last is not the user's.
  package var context: [ConversationTurn]
  /// 3–5 fitting replies.
  package var replies: [String]

  /// The split an exchange's situation belongs to.
  package enum Split: String, Sendable, CaseIterable {
    /// For training.
    case train
    /// For model selection and trigger calibration.
    case dev
    /// For reporting only.
    case test
  }

  /// The split of `situation`: a tenth of situations are dev, a tenth test.
  package static func split(ofSituation situation: String) -> Split {
    switch AuthoredSplit.bucket(of: situation, buckets: 10) {
    case 0: .test
    case 1: .dev
    default: .train
    }
  }

  /// This exchange's split.
  package var split: Split { Self.split(ofSituation: situation) }

  /// One (context, reply) pair per reply.
  package func examples(id: String) -> [ReplyExample] {
    replies.enumerated().map { ReplyExample(id: "\(id)#\($0.offset)", context: context, response: $0.element) }
  }

  /// Reads every `*.jsonl` file in `folder` (not below it), sorted by name; a malformed line
  /// fails with `file:line: problem`.
  package static func read(folder: URL) throws -> [(id: String, exchange: AuthoredExchange)] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
        .sorted()
    } catch {
      throw DataError("\(folder.path): not a readable folder")
    }
    var result = [(id: String, exchange: AuthoredExchange)]()
    for name in names {
      let url = folder.appendingPathComponent(name)
      for (number, line) in try AuthoredLines.read(url) {
        let exchange: AuthoredExchange
        do {
          exchange = try JSONDecoder().decode(AuthoredExchange.self, from: Data(line.utf8))
        } catch {
          throw DataError("\(url.path):\(number): not a valid exchange (\(DecodingErrorDescription.describe(error)))")
        }
        if let problem = exchange.problem {
          throw DataError("\(url.path):\(number): \(problem)")
        }
        result.append(("everyday:\(name.dropLast(6)):\(number)", exchange))
      }
    }
    return result
  }

  /// What is wrong with the exchange, if anything.
  var problem: String? {
    if situation.isEmpty { return "empty situation" }
    if !(1...6).contains(context.count) { return "context has \(context.count) turns; expected 1 to 6" }
    if context.last!.isSelf { return "the last context turn is the user's own; it must be someone else's" }
    if context.contains(where: { $0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
      return "a context turn is empty"
    }
    if !(1...8).contains(replies.count) { return "\(replies.count) replies; expected 1 to 8" }
    if replies.contains(where: { !ReplyExample.isUsableReply($0) }) { return "a reply is empty or over 200 characters" }
    return nil
  }
}
