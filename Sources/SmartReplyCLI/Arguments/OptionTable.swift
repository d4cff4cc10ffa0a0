/// A command's options, each declared once (``CommandOption``): the names the parser accepts, the
/// help text and the settings they fill all come from this one list.
struct OptionTable<Settings>: Sendable where Settings: Sendable {
  /// The settings when no option is given.
  let defaults: Settings
  /// The options, in the order help lists them.
  let options: [CommandOption<Settings>]

  /// Names of the options that take a value.
  var valuedOptions: Set<String> { Set(options.filter { !$0.isFlag }.map(\.name)) }
  /// Names of the flags.
  var flagOptions: Set<String> { Set(options.filter(\.isFlag).map(\.name)) }

  /// The settings `arguments` ask for: the defaults with every given option read in.
  func read(_ arguments: ParsedArguments) throws -> Settings {
    var settings = defaults
    for option in options { try option.read(arguments, &settings) }
    return settings
  }

  /// The given options as words, valued ones first, each group by name — what a model records
  /// as the command that reproduces it.
  func words(of arguments: ParsedArguments, excluding excluded: Set<String> = []) -> [String] {
    let named = options.filter { !excluded.contains($0.name) }.sorted { $0.name < $1.name }
    let valued = named.filter { !$0.isFlag }.flatMap { option in
      arguments.values(option.name).flatMap { ["--\(option.name)", $0] }
    }
    return valued + named.filter { $0.isFlag && arguments.flag($0.name) }.map { "--\($0.name)" }
  }

  /// The OPTIONS section of the help: one entry per option with its default, wrapped to `width`.
  func help(width: Int = 100, column: Int = 28) -> String {
    options.map { option in
      let label = "  --\(option.name)" + (option.placeholder.map { " \($0)" } ?? "")
      let shown = option.shownDefault(defaults).map { " (default \($0))" } ?? ""
      let start = label.count < column ? label.padding(toLength: column, withPad: " ", startingAt: 0) : label + " "
      return Self.wrap(option.help + shown, after: start, indent: column, width: width)
    }.joined(separator: "\n")
  }

  /// `text` after `start`, wrapped at spaces to `width` columns, continuation lines indented.
  static func wrap(_ text: String, after start: String, indent: Int, width: Int = 100) -> String {
    var lines = [start]
    for word in text.split(separator: " ") {
      let line = lines[lines.count - 1]
      if line.count + word.count + 1 > width, line.count > indent {
        lines.append(String(repeating: " ", count: indent) + word)
      } else {
        lines[lines.count - 1] = line + (line.last == " " || line.isEmpty ? "" : " ") + word
      }
    }
    return lines.joined(separator: "\n")
  }
}
