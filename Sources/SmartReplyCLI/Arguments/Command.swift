/// One subcommand of `smartreply`.
package protocol Command: Sendable {
  /// The word that selects it (`validate`).
  var name: String { get }
  /// One line for the command list.
  var summary: String { get }
  /// The full help text.
  var help: String { get }
  /// Options that take a value.
  var valuedOptions: Set<String> { get }
  /// Options that are flags.
  var flagOptions: Set<String> { get }
  /// Runs with parsed arguments and returns the exit status.
  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32
}
