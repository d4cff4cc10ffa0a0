import Foundation
import SmartReplyKit

/// `smartreply draft`: a full reply for a mail context from a short reply.
struct DraftCommand: Command {
  let name = "draft"
  let summary = "Draft a full email reply from a short reply (built-in EN/JA drafter)"
  let help = """
    USAGE: smartreply draft <file> (--reply <text> | --pick <n>) [--json] [--time-zone <IANA name>]
                            [--backend-url <url> --backend-model <name>]

    <file> must be a mail context. --reply gives the short reply; --pick N takes the Nth
    suggestion for the context instead. Prints the subject, recipients and body. With a
    language-model backend (an OpenAI-compatible chat-completions server: llama.cpp server,
    Ollama, vLLM, ...; also from SMARTREPLY_LLM_BASE_URL, SMARTREPLY_LLM_MODEL and
    SMARTREPLY_LLM_API_KEY) the model writes the body; whenever it fails, the built-in drafter
    does, and the notes say why.

    OPTIONS:
      --reply <text>   the short reply to expand
      --pick <n>       use suggestion n (1-based)
      --json           print the draft as JSON {subject, body, to, cc, language, notes}
      --time-zone <name>      the IANA time zone the email's dates are resolved in (default: the system's)
      --backend-url <url>     the server's base URL
      --backend-model <name>  the model to ask for
      --backend-timeout <s>   seconds to wait (default 20)
    """
  let valuedOptions: Set<String> = ["reply", "pick", "backend-url", "backend-model", "backend-timeout", "time-zone"]
  let flagOptions: Set<String> = ["json"]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.count == 1 else { throw UsageError("give exactly one mail context file") }
    let path = arguments.positional[0]
    let timeZone = try TimeZoneOption.parse(arguments)
    let document = try ConversationDocument.commandInput(path)
    guard case .mail(let context) = document else {
      throw UsageError("\(path) is a \(document.typeName) context, not mail")
    }
    let suggestion: SmartReplySuggestion
    switch (arguments.value("reply"), arguments.value("pick")) {
    case (.some, .some):
      throw UsageError("give --reply <text> or --pick <n>, not both")
    case (let reply?, nil):
      guard !reply.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        throw UsageError("--reply needs some text (it was empty)")
      }
      suggestion = SmartReplySuggestion(smartReply: reply.trimmingCharacters(in: .whitespacesAndNewlines))
    case (nil, .some):
      let index = try arguments.integer("pick", default: 1, in: 1...10)
      let result = try SmartReplyGenerator.loadBundled().suggestions(for: context, timeZone: timeZone)
      guard index <= result.suggestions.count else {
        let count = result.suggestions.count
        let message =
          count == 0
          ? "there are no suggestions for this context (\(result.status.rawValue): \(result.reason?.rawValue ?? "none")); give --reply <text>"
          : "there \(count == 1 ? "is only 1 suggestion" : "are only \(count) suggestions") for this context; --pick takes 1 to \(count)"
        return fail(message, console, json: arguments.flag("json"))
      }
      suggestion = result.suggestions[index - 1]
    case (nil, nil):
      throw UsageError("give --reply <text> or --pick <n>")
    }
    let draft: ReplyDraft
    do {
      if let backend = try DraftBackendOption.parse(arguments) {
        var drafter = LanguageModelReplyDrafter(backend: backend)
        drafter.fallback = BuiltInReplyDrafter(timeZone: timeZone)
        draft = try await drafter.draft(for: context, reply: suggestion)
      } else {
        draft = try BuiltInReplyDrafter(timeZone: timeZone).makeDraft(for: context, reply: suggestion)
      }
    } catch let error as DraftingError {
      return fail(error.description, console, json: arguments.flag("json"))
    }
    if arguments.flag("json") {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      console.print(String(decoding: try encoder.encode(draft), as: UTF8.self))
    } else {
      console.print("Subject: \(draft.subject)\nTo: \(draft.to.joined(separator: ", "))")
      if !draft.cc.isEmpty { console.print("Cc: \(draft.cc.joined(separator: ", "))") }
      console.print("\n\(draft.body)")
      if draft.source.isFallback { console.printError("note: \(draft.source.note)") }
    }
    return 0
  }

  /// Reports a problem with the input (exit status 1), also as JSON on standard output with --json.
  private func fail(_ message: String, _ console: Console, json: Bool) -> Int32 {
    if json { console.print(CommandLineTool.errorJSON(message, kind: "input")) }
    console.printError("error: \(message)")
    return 1
  }
}

/// `--backend-url`, `--backend-model`, `--backend-timeout` (of `draft` and `serve`).
enum DraftBackendOption {
  /// The backend from the options, else from the environment, else none.
  static func parse(_ arguments: ParsedArguments) throws -> LanguageModelBackend? {
    let timeout = Duration.seconds(try arguments.number("backend-timeout", default: 20, in: 0.1...600))
    if let url = arguments.value("backend-url") {
      guard let parsed = URL(string: url), parsed.scheme == "http" || parsed.scheme == "https" else {
        throw UsageError("--backend-url must be an http(s) URL")
      }
      guard let model = arguments.value("backend-model") ?? ProcessInfo.processInfo.environment["SMARTREPLY_LLM_MODEL"]
      else { throw UsageError("--backend-url needs --backend-model (or SMARTREPLY_LLM_MODEL)") }
      return LanguageModelBackend(
        baseURL: parsed, model: model, apiKey: ProcessInfo.processInfo.environment["SMARTREPLY_LLM_API_KEY"],
        timeout: timeout)
    }
    guard var backend = LanguageModelBackend.fromEnvironment() else { return nil }
    backend.timeout = timeout
    return backend
  }
}
