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
    case checked(ValidationReport)
    case undecodable(String)
    case unreadable(String)
  }

  /// One file's entry of the `--json` array: `{"file"}` and the report, or `"valid": false` and
  /// the `"error"` that kept the file from being read.
  private struct FileResult: Encodable {
    var file: String
    var outcome: Outcome

    private enum CodingKeys: String, CodingKey {
      case file, valid, error
    }

    func encode(to encoder: any Encoder) throws {
      if case .checked(let report) = outcome { try report.encode(to: encoder) }
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(file, forKey: .file)
      switch outcome {
      case .checked: break
      case .unreadable(let reason), .undecodable(let reason):
        try container.encode(false, forKey: .valid)
        try container.encode(reason, forKey: .error)
      }
    }
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError("give at least one file to validate") }
    var status: Int32 = 0
    var results: [FileResult] = []
    for path in arguments.positional {
      let outcome = check(path)
      switch outcome {
      case .checked(let report) where !report.isValid: status = max(status, 1)
      case .undecodable: status = max(status, 1)
      case .unreadable: status = 2
      default: break
      }
      if arguments.flag("json") {
        results.append(FileResult(file: path, outcome: outcome))
      } else {
        printHuman(path, outcome, console)
      }
    }
    if arguments.flag("json") {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      console.print(String(decoding: try encoder.encode(results), as: UTF8.self))
    }
    return status
  }

  private func check(_ path: String) -> Outcome {
    do {
      return .checked(ValidationReport(validating: try ConversationDocument(contentsOf: URL(fileURLWithPath: path))))
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
    case .checked(let report):
      let (type, entries, diagnostics) = (report.type, report.entryCount, report.diagnostics)
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
}
