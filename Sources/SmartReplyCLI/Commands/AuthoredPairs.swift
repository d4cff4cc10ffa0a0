import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// Loads the authored data's pairs of one split, giving intent examples the bundled response
/// set's replies of their intent (in the example's register, for Japanese).
enum AuthoredPairs {
  static func load(folder: String, language: Language, split: AuthoredExchange.Split) throws -> [ReplyExample] {
    let data: AuthoredData
    do {
      data = try AuthoredData(folder: URL(fileURLWithPath: folder), language: language)
    } catch let error as DataError {
      throw InputOutputError(error.description)
    }
    let set: ResponseSet
    do {
      set = try ResponseSet.bundled(language: language)
    } catch {
      throw InputOutputError(error.description)
    }
    let byIntent = Dictionary(grouping: set.replies, by: \.intent)
    return data.pairs(split: split) { intent, message in
      let polite = language == .japanese && RegisterDetector.isPolite(message)
      return (byIntent[ReplyIntent(intent)] ?? []).filter { $0.register == .any || ($0.register == .polite) == polite }
        .map(\.text)
    }
  }
}
