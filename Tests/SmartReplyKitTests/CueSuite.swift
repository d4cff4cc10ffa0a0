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

  /// Replies ranked in the order given, best first: (text, intent, polarity).
  func ranked(_ replies: [(String, String, CandidateReply.Polarity)]) -> [DiversityPolicy.Ranked] {
    replies.enumerated().map { index, item in
      .init(
        reply: CandidateReply(text: item.0, intent: ReplyIntent(item.1), polarity: item.2), score: Float(10 - index))
    }
  }
}
