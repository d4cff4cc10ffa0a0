import Foundation
import SmartReplyKit
import SmartReplyModel

// Latency, load time and memory of the ranking engine, on one core (the calling thread).
// Usage: swift run -c release smartreply-bench [--iterations N] [--model-en FILE] [--model-ja FILE]
//        [--only TEXT]   (only the operations whose name contains TEXT, e.g. for a profiler)
//        [--context FILE]...   (also reading each wire-format or ML Kit file's JSON, and
//                               suggestions(for:) on it)
//        --serve [--threads N]  (the service instead, for valgrind: see ServeMode)

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
if arguments.contains("--serve") { ServeMode.run(threads: option("--threads").flatMap(Int.init)) }
let iterations = option("--iterations").flatMap(Int.init) ?? 2_000

func loadModel(_ language: Language) throws -> ReplyRankingModel {
  if let path = option("--model-\(language.rawValue)") {
    return try ReplyRankingModel(contentsOf: URL(fileURLWithPath: path))
  }
  return try ReplyRankingModel.bundled(language: language)
}

let only = option("--only")
let contextFiles = arguments.indices.dropLast().filter { arguments[$0] == "--context" }.map { arguments[$0 + 1] }
let samples: [(Language, BenchmarkSamples)] = [(.english, .english), (.japanese, .japanese)]
var table = BenchmarkTable()
func wanted(_ name: String) -> Bool { only.map(name.contains) ?? true }
@MainActor func measure(_ name: String, iterations: Int, _ body: () -> Void) {
  guard wanted(name) else { return }
  table.add(name, Timing.measure(iterations: iterations, body))
}
for (language, sample) in samples {
  let model: ReplyRankingModel
  do {
    model = try loadModel(language)
  } catch {
    print("skipping \(language): \(error)")
    continue
  }
  measure("\(language) model load", iterations: 20) { _ = try? loadModel(language) }
  measure("\(language) encode 10-turn context", iterations: iterations) { _ = model.encodeContext(sample.context) }
  let context = model.encodeContext(sample.context)
  let replies = sample.candidates.map(model.encodeReply)
  measure("\(language) score 100 encoded replies", iterations: iterations) {
    var best: Float = -.infinity
    for reply in replies { best = max(best, model.score(context, reply)) }
    blackHole(best)
  }
  measure("\(language) encode + score 100 new", iterations: max(iterations / 10, 20)) {
    blackHole(model.scores(context: sample.context, candidates: sample.candidates).count)
  }
  var cache = ReplyEncodingCache()
  measure("\(language) encode context + score 100 cached (rank)", iterations: iterations) {
    blackHole(model.scores(context: sample.context, candidates: sample.candidates, cache: &cache).count)
  }
}
let engineLoad = "engine load (2 models + response sets)"
// Replies are encoded on the first request in each language: this row is what an app waits for
// from making a generator to its first suggestions in both languages.
let firstUse = "engine load + first en and ja suggestions"
func suggestionsRow(_ language: Language) -> String { "\(language) suggestions(for:) 10 entries" }
func fileRow(_ path: String) -> String { "suggestions(for:) \(URL(fileURLWithPath: path).lastPathComponent)" }
if wanted(engineLoad) || wanted(firstUse) || samples.contains(where: { wanted(suggestionsRow($0.0)) })
  || contextFiles.contains(where: {
    wanted(fileRow($0)) || wanted("read \(URL(fileURLWithPath: $0).lastPathComponent)")
  })
{
  if let generator = try? SmartReplyGenerator() {
    measure(engineLoad, iterations: 10) { _ = try? SmartReplyGenerator() }
    measure(firstUse, iterations: 10) {
      guard let generator = try? SmartReplyGenerator() else { return }
      for (_, sample) in samples {
        blackHole(generator.suggestions(for: BenchmarkSamples.messageContext(sample)).suggestions.count)
      }
    }
    generator.prepareReplies()  // as the server does before it takes requests: rows are steady state
    for (language, sample) in samples {
      let context = BenchmarkSamples.messageContext(sample)
      measure(suggestionsRow(language), iterations: iterations) {
        blackHole(generator.suggestions(for: context).suggestions.count)
      }
    }
    for path in contextFiles {
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        measure("read \(URL(fileURLWithPath: path).lastPathComponent)", iterations: iterations) {
          blackHole(try? ConversationDocument(json: data))
        }
        let context = try ConversationDocument(json: data).context
        measure(fileRow(path), iterations: iterations) {
          blackHole(generator.suggestions(for: context).suggestions.count)
        }
      } catch {
        print("skipping \(path): \(error)")
      }
    }
  } else {
    print("skipping suggestions: the bundled generator did not load")
  }
}
print(table.render())
print(String(format: "peak resident memory: %.1f MB", Timing.peakResidentMegabytes()))
