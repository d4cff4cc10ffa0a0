import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// `smartreply calibrate`: chooses the trigger threshold on dev pairs.
struct CalibrateCommand: Command {
  let name = "calibrate"
  let summary = "Choose the trigger threshold on (dev) pairs and report the trigger rate"
  let help = """
    USAGE: smartreply calibrate --lang <en|ja> [--pairs <file>] [--authored <folder>] [--responses <file>]

    Runs the bundled model and response set of <lang> (or --responses) over the conversations,
    through the same pipeline as `suggest`, and picks the confidence threshold that best separates
    conversations where a shown suggestion matches a fitting reply (reply-vector cosine ≥ 0.8) from
    the rest. Conversations: dialogue pairs (--pairs, one real reply each) and/or the dev split of
    the authored everyday corpus (--authored Data: several fitting replies each). Prints the
    threshold, trigger rate, precision and recall as JSON; put the threshold in
    Sources/SmartReplyKit/Suggestions/TriggerThresholds/trigger-thresholds.json to ship it.
    """
  let valuedOptions: Set<String> = ["pairs", "lang", "responses", "authored"]
  let flagOptions: Set<String> = []

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    let language = try arguments.requiredLanguage()
    guard arguments.value("pairs") != nil || arguments.value("authored") != nil else {
      throw UsageError("give --pairs <file>, --authored <folder>, or both")
    }
    var conversations = [(context: [ConversationTurn], responses: [String])]()
    if let pairsPath = arguments.value("pairs") {
      conversations += try ReplyExample.evaluationPairs(pairsPath).map { ($0.context, [$0.response]) }
    }
    if let folder = arguments.value("authored") {
      do {
        let data = try AuthoredData(folder: URL(fileURLWithPath: folder), language: language)
        conversations += data.exchanges.filter { $0.exchange.split == .dev }.map {
          ($0.exchange.context, $0.exchange.replies)
        }
      } catch let error as DataError {
        throw InputOutputError(error.description)
      }
    }
    var generator = try SmartReplyGenerator.loadBundled()
    if let path = arguments.value("responses") {
      do {
        generator = try generator.replacingResponseSet(
          with: try ResponseSet(language: language, contentsOf: URL(fileURLWithPath: path)))
      } catch {
        throw InputOutputError("\(error)")
      }
    }
    let calibration: TriggerCalibration
    do {
      calibration = try generator.calibrateTrigger(language: language, conversations: conversations)
    } catch {
      throw InputOutputError(error.description)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    console.print(String(decoding: try encoder.encode(calibration), as: UTF8.self))
    return 0
  }
}
