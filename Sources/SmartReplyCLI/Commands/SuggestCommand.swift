import Foundation
import SmartReplyKit
import SmartReplyModel

/// `smartreply suggest`: suggestions for a context file.
struct SuggestCommand: Command {
  let name = "suggest"
  let summary = "Suggest short replies for a conversation-context file"
  let help = """
    USAGE: smartreply suggest <file> [--json] [--max <n>] [--time-zone <IANA name>] [--responses <file>]
                              [--responses-lang <en|ja>]

    <file> is our context JSON or ML Kit's message list. Prints up to three suggestions, or the
    status and reason code when there are none (reason codes: README.md), and an "add to
    calendar" action when the newest message proposes or confirms an event.

    OPTIONS:
      --json              print {"status", "reason", "language", "suggestions": [{"text", "score", "intent"}],
                          "actions": [{"type": "addEvent", "title", "start", "end", "allDay", "location",
                          "entryIdentifier"}], "diagnostics": [{"code", "severity", "path", "message", "fix"}]}
                          and "sensitiveTopic" when one was found
      --time-zone <name>  the IANA time zone dates are resolved in (default: the system's)
      --max <n>           most suggestions, \(SmartReplyGenerator.maxCountRange) (default \(SmartReplyGenerator.defaultMaxCount))
      --responses <file>  replace the response set of its language with this tab-separated file
                          (intent, polarity, act, register, text — or intent, text)
      --responses-lang <code>  language of --responses (default en)
      --add               add the --responses replies to the bundled set instead of replacing it
    """
  let valuedOptions: Set<String> = ["max", "responses", "responses-lang", "time-zone"]
  let flagOptions: Set<String> = ["json", "add"]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.count == 1 else { throw UsageError("give exactly one context file") }
    let maxCount = try arguments.integer(
      "max", default: SmartReplyGenerator.defaultMaxCount, in: SmartReplyGenerator.maxCountRange)
    let timeZone = try TimeZoneOption.parse(arguments)
    let document = try ConversationDocument.commandInput(arguments.positional[0])
    var generator = try SmartReplyGenerator.loadBundled()
    if let path = arguments.value("responses") {
      let language = try arguments.language("responses-lang") ?? .english
      let set: ResponseSet
      do {
        set = try ResponseSet(language: language, contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw InputOutputError(error.description)
      }
      generator =
        try arguments.flag("add")
        ? generator.addingReplies(set.replies, language: language) : generator.replacingResponseSet(with: set)
    }
    let result = generator.suggestions(for: document.context, maxCount: maxCount, timeZone: timeZone)
    if arguments.flag("json") {
      console.print(try Self.json(result))
    } else {
      console.print(Self.human(result))
    }
    return 0
  }

  /// The `--json` output: the same JSON as `POST /v1/suggestions` answers.
  static func json(_ result: SmartReplyResult) throws -> String {
    String(decoding: try JSONValueEncoder().bytes(result), as: UTF8.self)
  }

  static func human(_ result: SmartReplyResult) -> String {
    var lines = [String]()
    if result.status == .success {
      lines = result.suggestions.enumerated().map { index, suggestion in
        "\(index + 1). \(suggestion.smartReply)    [\(suggestion.intent?.rawValue ?? ""), \(String(format: "%.2f", suggestion.score))]"
      }
    } else {
      lines = ["no suggestions: \(result.status.rawValue) (\(result.reason?.rawValue ?? "none"))"]
    }
    for action in result.actions {
      guard case .addEvent(let event) = action else { continue }
      lines.append("action: add to calendar: \(EventsCommand.line(event))")
    }
    return lines.joined(separator: "\n")
  }
}

/// `--time-zone`: an IANA name, or the system's zone when absent.
enum TimeZoneOption {
  static func parse(_ arguments: ParsedArguments) throws -> TimeZone {
    guard let name = arguments.value("time-zone") else { return .current }
    guard !name.isEmpty, let zone = TimeZone(identifier: name) else {
      throw UsageError("unknown time zone '\(name)': give an IANA name such as Asia/Tokyo or America/New_York")
    }
    return zone
  }
}
