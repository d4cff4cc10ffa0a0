import SmartReplyModel

@testable import SmartReplyKit

/// What the cue suites read of a message: its acts, and the chips a chat of incoming turns gets.
protocol CueSuite {}

extension CueSuite {
  func acts(_ text: String, _ language: Language = .english) -> IncomingActs {
    IncomingActs(text, language: language)
  }

  func chips(_ texts: [(String, String)]) throws -> [String] {
    try SmartReplyGenerator().suggestions(for: ContextFixtures.message(texts)).suggestions.map(\.smartReply)
  }
}
