import Foundation
import SmartReplyModel

/// The calibrated trigger thresholds shipped with the bundled models
/// (`Suggestions/TriggerThresholds/trigger-thresholds.json`, written by `smartreply calibrate`);
/// they must be recalibrated when a model or set changes.
enum TriggerThresholds {
  static func bundled() throws -> [String: Float] {
    guard
      let url = Bundle.module.url(
        forResource: "trigger-thresholds", withExtension: "json", subdirectory: "TriggerThresholds")
    else { throw ModelFileError(file: "trigger-thresholds.json", problem: "not in the bundle") }
    struct File: Decodable { var thresholds: [String: Float] }
    return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).thresholds
  }
}
