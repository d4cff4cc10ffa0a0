import Foundation
import SmartReplyKit

/// `smartreply validate`: reads context files and explains every problem.
struct ValidateCommand: Command {
  let name = "validate"
  let summary = "Check conversation-context JSON files and explain every problem"
  let help = """
    USAGE: smartreply validate <file>... [--json]

    Reads each file (our context JSON or ML Kit's message list) and prints every diagnostic:
    severity, reason code, field path, message and fix. Reason codes are listed in README.md.

    Exit status: 0 when no file has an error, 1 when any has, 2 for usage or I/O problems.

    OPTIONS:
      --json    print one JSON array with a result per file
    """
  let valuedOptions: Set<String> = []
  let flagOptions: Set<String> = ["json"]

  private enum Outcome {
    case checked(type: String, entries: Int, diagnostics: [Diagnostic], json: [String: Any])
    case undecodable(String)
    case unreadable(String)
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError("give at least one file to validate") }
    var status: Int32 = 0
    var results: [[String: Any]] = []
    for path in arguments.positional {
      let outcome = check(path)
      switch outcome {
      case .checked(_, _, let diagnostics, _) where diagnostics.hasErrors: status = max(status, 1)
      case .undecodable: status = max(status, 1)
      case .unreadable: status = 2
      default: break
      }
      if arguments.flag("json") {
        results.append(json(path, outcome))
      } else {
        printHuman(path, outcome, console)
      }
    }
    if arguments.flag("json") {
      let data = try JSONSerialization.data(
        withJSONObject: results, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      console.print(String(decoding: data, as: UTF8.self))
    }
    return status
  }

  private func check(_ path: String) -> Outcome {
    do {
      let document = try ConversationDocument(contentsOf: URL(fileURLWithPath: path))
      return .checked(
        type: document.typeName, entries: document.context.entries.count, diagnostics: document.validate(),
        json: DiagnosticJSON.validation(of: document))
    } catch {
      switch error {
      case .unreadable, .tooLarge: return .unreadable(error.description)
      case .invalidUTF8, .utf16, .invalid: return .undecodable(error.description)
      }
    }
  }

  private func printHuman(_ path: String, _ outcome: Outcome, _ console: Console) {
    switch outcome {
    case .unreadable(let reason), .undecodable(let reason):
      console.print("\(path): error: \(reason)")
    case .checked(let type, let entries, let diagnostics, _):
      let counts = DiagnosticSeverity.allCases.map { severity in
        (severity, diagnostics.filter { $0.severity == severity }.count)
      }
      let summary = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }
      let status =
        diagnostics.hasErrors
        ? "cannot produce suggestions" : diagnostics.blockingReason != nil ? "valid, nothing to suggest now" : "valid"
      console.print(
        "\(path): \(status) (\(type) context, \(entries) entr\(entries == 1 ? "y" : "ies"))"
          + (summary.isEmpty ? "" : ": " + summary.joined(separator: ", ")))
      for diagnostic in diagnostics {
        console.print(
          "  " + diagnostic.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            + diagnostic.code.rawValue + " at " + diagnostic.path)
        console.print("          \(diagnostic.message)")
        console.print("          fix: \(diagnostic.fix)")
      }
    }
  }

  private func json(_ path: String, _ outcome: Outcome) -> [String: Any] {
    switch outcome {
    case .unreadable(let reason), .undecodable(let reason):
      return ["file": path, "valid": false, "error": reason]
    case .checked(_, _, _, let json):
      return json.merging(["file": path]) { _, new in new }
    }
  }
}
