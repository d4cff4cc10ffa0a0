import Foundation
import SmartReplyModel

/// The calibrated trigger thresholds shipped with the bundled models
/// (`Suggestions/TriggerThresholds/trigger-thresholds.json`, written by `smartreply calibrate`);
/// they must be recalibrated when a model or set changes.
enum TriggerThresholds {
  /// The thresholds by language; codes of languages this build does not know are ignored.
  static func bundled() throws -> [Language: Float] {
    guard
      let url = Bundle.module.url(
        forResource: "trigger-thresholds", withExtension: "json", subdirectory: "TriggerThresholds")
    else { throw ModelFileError(file: "trigger-thresholds.json", problem: "not in the bundle") }
    struct File: Decodable { var thresholds: [String: Float] }
    let byCode = try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).thresholds
    return Dictionary(
      uniqueKeysWithValues: byCode.compactMap { code, threshold in
        Language(rawValue: code).map { ($0, threshold) }
      })
  }
}
