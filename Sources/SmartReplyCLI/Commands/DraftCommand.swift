import Foundation
import SmartReplyKit

/// `smartreply draft`: a full reply for a mail context from a short reply.
struct DraftCommand: Command {
  let name = "draft"
  let summary = "Draft a full email reply from a short reply (built-in EN/JA drafter)"
  let help = """
    USAGE: smartreply draft <file> (--reply <text> | --pick <n>) [--json]

    <file> must be a mail context. --reply gives the short reply; --pick N takes the Nth
    suggestion for the context instead. Prints the subject, recipients and body.

    OPTIONS:
      --reply <text>   the short reply to expand
      --pick <n>       use suggestion n (1-based)
      --json           print the draft as JSON {subject, body, to, cc, language, notes}
    """
  let valuedOptions: Set<String> = ["reply", "pick"]
  let flagOptions: Set<String> = ["json"]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.count == 1 else { throw UsageError("give exactly one mail context file") }
    let path = arguments.positional[0]
    let document: ConversationDocument
    do {
      document = try ConversationDocument(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw InputOutputError("\(path): \(error.description)")
    }
    guard case .mail(let context) = document else {
      throw UsageError("\(path) is a \(document.typeName) context, not mail")
    }
    let suggestion: SmartReplySuggestion
    if let reply = arguments.value("reply") {
      suggestion = SmartReplySuggestion(smartReply: reply)
    } else if arguments.value("pick") != nil {
      let index = try arguments.integer("pick", default: 1, in: 1...10)
      let result = try SharedGenerator.load().suggestions(for: context)
      guard index <= result.suggestions.count else {
        console.printError(
          "error: no suggestion \(index) (\(result.status.rawValue): \(result.reason ?? "fewer suggestions"))")
        return 1
      }
      suggestion = result.suggestions[index - 1]
    } else {
      throw UsageError("give --reply <text> or --pick <n>")
    }
    let draft: ReplyDraft
    do {
      draft = try BuiltInReplyDrafter().makeDraft(for: context, reply: suggestion)
    } catch {
      console.printError("error: \(error.description)")
      return 1
    }
    if arguments.flag("json") {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      console.print(String(decoding: try encoder.encode(draft), as: UTF8.self))
    } else {
      console.print("Subject: \(draft.subject)\nTo: \(draft.to.joined(separator: ", "))")
      if !draft.cc.isEmpty { console.print("Cc: \(draft.cc.joined(separator: ", "))") }
      console.print("\n\(draft.body)")
    }
    return 0
  }
}
