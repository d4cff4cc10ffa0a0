import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct BundledModelTests {
  @Test(arguments: Language.allCases)
  func bundledModelLoadsAndRecordsItsCommand(language: Language) throws {
    let model = try ReplyRankingModel.bundled(language: language)
    #expect(model.header.language == language)
    #expect(model.header.provenance["command"]?.contains("smartreply train") == true)
    let url = try #require(ReplyRankingModel.bundledModelURL(language: language))
    #expect(url.lastPathComponent == "reply-ranker-\(language.rawValue).srkm")
  }

  /// Issue 11's budget: all a language loads (its ranker and its intent, message-kind and safety
  /// classifiers) in at most 8 MB, each file in the format this build writes.
  @Test(arguments: Language.allCases)
  func aLanguagesFilesFitTheBudgetInTheCurrentFormats(language: Language) throws {
    let ranker = try #require(ReplyRankingModel.bundledModelURL(language: language))
    let classifiers = try ["intent", "kind", "safety"].map {
      try #require(TextClassifierFile.bundledURL(named: "\($0)-\(language.rawValue)"))
    }
    var total = 0
    for (url, version) in [(ranker, ModelFile.formatVersion)]
      + classifiers.map({ ($0, TextClassifierFile.formatVersion) })
    {
      let bytes = try ModelFile.readBytes(of: url)
      total += bytes.count
      #expect(bytes[4..<8].elementsEqual(withUnsafeBytes(of: version.littleEndian) { Array($0) }), "\(url.path)")
    }
    #expect(total <= 8_000_000)
  }
}
