import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct KeywordStuffingTests {
  func best(_ model: ReplyRankingModel, _ text: String, _ candidates: [String]) -> Float {
    model.scores(context: [ConversationTurn(text: text, isSelf: false)], candidates: candidates).max()!
  }

  @Test(arguments: [
    (Language.english, "Are you free tonight? ", ["Yes, I'm free tonight", "Sorry, I can't tonight", "Sounds good"]),
    (.japanese, "今夜空いてる？", ["空いてるよ", "今夜は無理", "いいね"]),
  ])
  func repeatedWordsScoreWithinASmallFactorOfTheMessage(language: Language, message: String, candidates: [String])
    throws
  {
    let model = try ReplyRankingModel.bundled(language: language)
    let single = best(model, message, candidates)
    let stuffed = best(model, String(repeating: message, count: 100), candidates)
    let megabyte = best(model, String(repeating: message, count: 1_048_576 / message.utf8.count), candidates)
    #expect(single > 0)
    #expect(stuffed < single * 1.5, "×100: \(stuffed) against \(single)")
    #expect(megabyte < single * 1.5, "1 MB: \(megabyte) against \(single)")
    // Every turn of a conversation stuffed: within a small factor of the same turns said once
    // (each turn counts a term at most maxRepeatsPerTurn times, and at most historyTurns + 1 turns are read).
    func conversation(_ repeats: Int) -> Float {
      let turns = (0..<10).map {
        ConversationTurn(text: String(repeating: message, count: repeats), isSelf: $0 % 2 == 1)
      }
      return model.scores(context: turns, candidates: candidates).max()!
    }
    let (plain, stuffedConversation) = (conversation(1), conversation(100))
    #expect(stuffedConversation < plain * 3, "conversation: \(stuffedConversation) against \(plain)")
    // Bounded: ten times more repetition adds nothing.
    #expect(abs(conversation(1_000) - stuffedConversation) < 0.05 * stuffedConversation)
  }

  @Test func onlyRepeatsBeyondTheCapAreDropped() {
    let terms: [Int32] = [1, 2, 1, 1, 3, 1, 1, 1, 1, 2]
    #expect(LexicalTerms.cappingRepeats(terms, at: 5) == [1, 2, 1, 1, 3, 1, 1, 2])
    let ordinary: [Int32] = [4, 5, 4, 6, 4]
    #expect(LexicalTerms.cappingRepeats(ordinary, at: LexicalTerms.maxRepeatsPerTurn) == ordinary)
  }
}
