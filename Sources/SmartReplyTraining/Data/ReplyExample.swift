import Foundation
import SmartReplyModel

/// A (context, reply) pair: the turns before a message (oldest first) and the message itself.
public struct ReplyExample: Sendable, Hashable, Codable {
  /// Where the pair comes from (`"<dialogue id>#<turn index>"`).
  public var id: String
  /// Up to ten turns before the reply, oldest first; `isSelf` marks the replier's own turns.
  public var context: [ConversationTurn]
  /// The true reply.
  public var response: String
  /// The pair's language code as the file writes it (`"lang"` in pairs files), when the file
  /// says; a file may name a language without a model, so it stays a code (see ``Language``).
  public var language: String?

  /// Creates a pair.
  public init(id: String, context: [ConversationTurn], response: String, language: String? = nil) {
    self.id = id
    self.context = context
    self.response = response
    self.language = language
  }

  private enum CodingKeys: String, CodingKey {
    case id, context, response
    case language = "lang"
  }

  /// The longest reply (in scalars) used for training, as in the evaluation pairs.
  package static let maxResponseLength = 200

  /// Whether `reply` is used as a training or evaluation reply: 1–200 scalars long.
  static func isUsableReply(_ reply: String) -> Bool {
    (1...maxResponseLength).contains(reply.unicodeScalars.count)
  }

  /// Every pair a dialogue yields: each turn after the first whose text is 1–200 scalars long,
  /// with up to `contextTurns` turns before it.
  package static func pairs(from dialogue: Dialogue, contextTurns: Int = TurnLimits.read) -> [ReplyExample] {
    var result = [ReplyExample]()
    for index in dialogue.turns.indices.dropFirst() {
      let reply = dialogue.turns[index]
      guard isUsableReply(reply.text) else { continue }
      let context = dialogue.turns[max(0, index - contextTurns)..<index].map {
        ConversationTurn(text: $0.text, isSelf: $0.speaker == reply.speaker)
      }
      result.append(ReplyExample(id: "\(dialogue.id)#\(index)", context: context, response: reply.text))
    }
    return result
  }

  /// Reads an evaluation pairs file (`{"id", "context": [{"text", "self"}], "response"}` per line).
  public static func readPairs(from url: URL) throws -> [ReplyExample] {
    try JSONLines.read(ReplyExample.self, from: url)
  }
}
