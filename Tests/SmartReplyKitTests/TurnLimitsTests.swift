import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// The stages read the turns ``TurnLimits`` gives: the pipeline passes the bundled rankers
/// exactly the turns their context tower reads, and validation keeps at least that many.
@Suite struct TurnLimitsTests {
  @Test func thePipelinePassesTheRankersTheTurnsTheyRead() throws {
    let generator = try SmartReplyGeneratorTests.generator.get()
    for language in generator.languages {
      let model = try #require(generator.rankingModel(for: language))
      #expect(model.header.features.historyTurns + 1 == SmartReplyGenerator.entriesRead, "\(language)")
    }
    #expect(SmartReplyGenerator.entriesRead <= ValidationLimits.maxEntries)
    #expect(TurnLimits.policy <= SmartReplyGenerator.entriesRead)
  }
}
