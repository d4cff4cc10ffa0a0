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
      replies = document.textsFromOthers(after: replay) + scripted
      document = document.prefix(replay)
    }
  }

  init(document: ConversationDocument, replies: [String]) {
    self.document = document
    self.replies = replies
  }
}
