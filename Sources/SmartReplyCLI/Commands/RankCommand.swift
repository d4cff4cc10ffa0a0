struct RankCommand: Command {
  let name = "rank"
  let summary = "Score candidate replies for JSONL requests on standard input"
  let help = "USAGE: smartreply rank"
  let valuedOptions: Set<String> = []
  let flagOptions: Set<String> = []
  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 { 2 }
}
