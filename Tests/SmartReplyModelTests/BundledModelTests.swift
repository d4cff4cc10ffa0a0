import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct BundledModelTests {
  @Test(arguments: Language.allCases)
  func bundledModelLoadsWithinTheSizeBudget(language: Language) throws {
    let model = try ReplyRankingModel.bundled(language: language)
    #expect(model.header.language == language)
    #expect(model.header.provenance["command"]?.contains("smartreply train") == true)
    let url = try #require(ReplyRankingModel.bundledModelURL(language: language))
    let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    #expect(size <= 8 * 1_048_576)
    #expect(url.lastPathComponent == "reply-ranker-\(language.rawValue).srkm")
  }
}
