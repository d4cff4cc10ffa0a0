import Foundation
import SmartReplyKit
import SmartReplyModel

/// `smartreply rank`: the ranking protocol for outside harnesses, one JSON request per line in,
/// one JSON answer per line out, in order, flushed after each line.
struct RankCommand: Command {
  let name = "rank"
  let summary = "Score candidate replies for JSONL requests on standard input"
  let help = """
    USAGE: smartreply rank [--model <file>]...

    Reads one request per line from standard input:
      {"id": "...", "lang": "<en|ja>", "context": [{"text": "...", "self": false}, ...],
       "candidates": ["...", ...]}
    (context oldest first; "self" marks the replying user's own turns) and writes one answer per
    line, in order: {"id": "...", "scores": [one number per candidate]}, higher is better.
    A bad line gets {"id": ..., "error": "..."} and the stream goes on. Without "lang" (or with
    another language) the model is that of the conversation's language, as suggestions detect it,
    and a "warning" says so.
    Candidates seen in recent requests (up to 10,000 texts per language) are not encoded again.

    OPTIONS:
      --model <file>   use this model for its language instead of the bundled one (repeatable)
    """
  let valuedOptions: Set<String> = ["model"]
  let flagOptions: Set<String> = []

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    let models = try arguments.values("model").map {
      try ReplyRankingModel.commandInput(path: $0, language: nil, hint: $0)
    }
    let handler = RankRequestHandler(models: models)
    var reader = console.lineReader(limit: RankProtocol.maxRequestBytes)
    while let line = reader.next() {
      switch line {
      case .tooLong(let bytes):
        console.print(RankProtocol.Answer.failure(.tooLarge(bytes: bytes)).line)
      case .line(let bytes):
        if bytes.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) { continue }
        console.print(handler.answer(line: bytes))
      }
    }
    return 0
  }
}
