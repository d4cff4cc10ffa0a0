import Foundation
import SmartReplyKit

/// A chat file: a context plus the other party's scripted replies (a `"script"` array of entries
/// beside the context's fields, or the context's own entries after the first N with `--replay N`).
struct ChatScript {
  var document: ConversationDocument
  var replies: [String]

  private struct ScriptEntry: Decodable {
    var text: String
  }

  private struct ScriptFile: Decodable {
    var script: [ScriptEntry]?
  }

  /// Reads `url`; `replay`, when given, keeps the first `replay` entries and scripts the rest.
  init(contentsOf url: URL, replay: Int?) throws {
    document = try ConversationDocument(contentsOf: url)
    let data = try Data(contentsOf: url)
    let scripted = (try? JSONDecoder().decode(ScriptFile.self, from: data))?.script?.map(\.text) ?? []
    replies = scripted
    if let replay {
      let (kept, rest) = Self.split(document, keeping: replay)
      document = kept
      replies = rest + scripted
    }
  }

  init(document: ConversationDocument, replies: [String]) {
    self.document = document
    self.replies = replies
  }

  /// The document with only its first `count` entries, and the texts of the others by someone else.
  private static func split(_ document: ConversationDocument, keeping count: Int) -> (ConversationDocument, [String]) {
    switch document {
    case .message(var context):
      let rest = context.entries.dropFirst(count).filter {
        !context.selfIdentifiers.contains($0.senderIdentifier) && !$0.wasSentBySelf
      }
      context.entries = Array(context.entries.prefix(count))
      return (.message(context), rest.map(\.text))
    case .mail(var context):
      let rest = context.entries.dropFirst(count).filter { !context.selfIdentifiers.contains($0.senderIdentifier) }
      context.entries = Array(context.entries.prefix(count))
      return (.mail(context), rest.map(\.text))
    case .conversation(var context):
      let rest = context.entries.dropFirst(count).filter { !context.selfIdentifiers.contains($0.senderIdentifier) }
      context.entries = Array(context.entries.prefix(count))
      return (.conversation(context), rest.map(\.text))
    }
  }
}
