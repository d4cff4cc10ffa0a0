import Foundation
import SmartReplyKit
import SmartReplyModel

// Latency, load time and memory of the ranking engine, on one core (the calling thread).
// Usage: swift run -c release smartreply-bench [--iterations N] [--model-en FILE] [--model-ja FILE]

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let iterations = option("--iterations").flatMap(Int.init) ?? 2_000

func loadModel(_ language: String) throws -> ReplyRankingModel {
  if let path = option("--model-\(language)") { return try ReplyRankingModel(contentsOf: URL(fileURLWithPath: path)) }
  return try ReplyRankingModel.bundled(language: language)
}

var table = BenchmarkTable()
for (language, sample) in [("en", BenchmarkSamples.english), ("ja", BenchmarkSamples.japanese)] {
  let model: ReplyRankingModel
  do {
    model = try loadModel(language)
  } catch {
    print("skipping \(language): \(error)")
    continue
  }
  table.add("\(language) model load", Timing.measure(iterations: 20) { _ = try? loadModel(language) })
  table.add(
    "\(language) encode 10-turn context",
    Timing.measure(iterations: iterations) { _ = model.encodeContext(sample.context) })
  let context = model.encodeContext(sample.context)
  let replies = sample.candidates.map(model.encodeReply)
  table.add(
    "\(language) score 100 encoded replies",
    Timing.measure(iterations: iterations) {
      var best: Float = -.infinity
      for reply in replies { best = max(best, model.score(context, reply)) }
      blackHole(best)
    })
  table.add(
    "\(language) encode + score 100 new",
    Timing.measure(iterations: max(iterations / 10, 20)) {
      blackHole(model.scores(context: sample.context, candidates: sample.candidates).count)
    })
}
if let generator = try? SmartReplyGenerator() {
  table.add("engine load (2 models + response sets)", Timing.measure(iterations: 10) { _ = try? SmartReplyGenerator() })
  for (language, sample) in [("en", BenchmarkSamples.english), ("ja", BenchmarkSamples.japanese)] {
    let context = BenchmarkSamples.messageContext(sample)
    table.add(
      "\(language) suggestions(for:) 10 entries",
      Timing.measure(iterations: iterations) { blackHole(generator.suggestions(for: context).suggestions.count) })
  }
} else {
  print("skipping suggestions: the bundled generator did not load")
}
print(table.render())
print(String(format: "peak resident memory: %.1f MB", Timing.peakResidentMegabytes()))
