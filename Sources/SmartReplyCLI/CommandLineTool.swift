import Foundation

/// The `smartreply` command: picks a subcommand, parses its options and maps errors to exit
/// statuses (0 fine, 1 the input has errors, 2 usage or I/O problems).
package struct CommandLineTool: Sendable {
  /// The tool's version, printed by `smartreply --version`.
  package static let version = "0.15.0"

  /// Every subcommand, in the order help lists them.
  package let commands: [any Command]

  /// Creates the tool with all subcommands.
  package init() {
    commands = [
      ValidateCommand(), SuggestCommand(), EventsCommand(), ChatCommand(), DraftCommand(), RankCommand(),
      ServeCommand(), EvalCommand(),
      TrainCommand(), CalibrateCommand(), TrainSafetyCommand(), TrainKindsCommand(), TrainIntentsCommand(),
      CompressCommand(),
    ]
  }

  var usage: String {
    var text = """
      USAGE: smartreply <command> [options] [arguments]

      Smart Reply for Swift apps and servers: validate conversation contexts, rank replies,
      train and evaluate the reply-ranking model.

      COMMANDS:

      """
    // The names' column fits the longest name ("train-intents"), never cutting one.
    let width = (commands.map(\.name.count).max() ?? 0) + 2
    for command in commands {
      text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\nRun 'smartreply <command> --help' for a command's options, 'smartreply --version' for the version."
    return text
  }

  /// Runs the tool on `arguments` (without the program name); returns the exit status.
  package func run(_ arguments: [String], console: Console = .standard) async -> Int32 {
    guard let first = arguments.first else {
      console.printError(usage)
      return 2
    }
    if first == "--version" || first == "version" {
      console.print("smartreply \(Self.version)")
      return 0
    }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
        console.print(command.help)
      } else {
        console.print(usage)
      }
      return 0
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      console.printError("error: unknown command '\(first)'\n\n\(usage)")
      return 2
    }
    // Commands with --json answer errors with a JSON object on standard output too.
    let wantsJSON = command.flagOptions.contains("json") && arguments.contains("--json")
    do {
      let parsed = try ParsedArguments(
        Array(arguments.dropFirst()), valued: command.valuedOptions, flags: command.flagOptions.union(["help"]))
      if parsed.flag("help") {
        console.print(command.help)
        return 0
      }
      return try await command.run(parsed, console: console)
    } catch let error as UsageError {
      if wantsJSON { console.print(Self.errorJSON(error.description, kind: "usage")) }
      console.printError("error: \(error.description)\n\nRun 'smartreply \(command.name) --help' for usage.")
      return 2
    } catch {
      let description = "\(error)"
      if wantsJSON { console.print(Self.errorJSON(description, kind: "io")) }
      console.printError("error: \(description)")
      return 2
    }
  }

  /// `{"error": "...", "kind": "usage" | "io" | "input"}` on one line, for `--json` modes.
  static func errorJSON(_ message: String, kind: String) -> String {
    let object = ["error": message, "kind": kind]
    guard
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return #"{"error":"internal: error could not be encoded","kind":"io"}"# }
    return String(decoding: data, as: UTF8.self)
  }
}
