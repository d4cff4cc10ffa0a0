import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// `smartreply calibrate`: chooses the trigger threshold on dev pairs.
struct CalibrateCommand: Command {
  let name = "calibrate"
  let summary = "Choose the trigger threshold on (dev) pairs and report the trigger rate"
  let help = """
    USAGE: smartreply calibrate --pairs <file> --lang <en|ja> [--responses <file>]

    Runs the bundled model and response set of <lang> (or --responses) over the pairs and picks
    the confidence threshold that best separates conversations where a suggestion matches the
    real reply (reply-vector cosine ≥ 0.8) from the rest. Prints the threshold, the trigger rate,
    precision and recall as JSON; put the threshold in trigger-thresholds.json to ship it.
    """
  let valuedOptions: Set<String> = ["pairs", "lang", "responses"]
  let flagOptions: Set<String> = []

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard let pairsPath = arguments.value("pairs") else { throw UsageError("--pairs <file> is required") }
    guard let language = arguments.value("lang"), ["en", "ja"].contains(language) else {
      throw UsageError("--lang must be en or ja")
    }
    let pairs = try ModelLoading.pairs(pairsPath)
    var generator = try SharedGenerator.load()
    if let path = arguments.value("responses") {
      do {
        generator = generator.replacingResponseSet(
          with: try ResponseSet(language: language, contentsOf: URL(fileURLWithPath: path)))
      } catch {
        throw InputOutputError(error.description)
      }
    }
    guard
      let calibration = generator.calibrateTrigger(language: language, pairs: pairs.map { ($0.context, $0.response) })
    else { throw InputOutputError("\(pairsPath): no pairs to calibrate on") }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    console.print(String(decoding: try encoder.encode(calibration), as: UTF8.self))
    return 0
  }
}
