import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 10's everyday cues: small mishaps are met with sympathy, heads-ups with thanks, a
/// "Good morning!" only answers a morning greeting, and a plan told is no invitation.
@Suite struct MishapsAndHeadsUpsTests {
  @Test func mishapsAreBadNewsUnlessLaughedOff() {
    for (text, language) in [
      ("the kitchen sink has been leaking since lunch, there's a puddle under the cabinet", Language.english),
      ("car won't start and I'm already late", .english), ("鍵なくした…今マンションの前", .japanese),
    ] {
      let acts = IncomingActs(text, language: language)
      #expect(acts.tellsMishap, "\(text)")
      #expect(SuggestionPipeline.kind(classified: .other, acts: acts) == .badNews, "\(text)")
      #expect(!SuggestionPipeline.calledFor(by: acts, kind: .badNews).isDisjoint(with: [.thatsTooBad]), "\(text)")
    }
    // Laughed off, a mishap is no bad news; asked as a favour, it is a request.
    let laughing = IncomingActs("カレー焦がしたｗｗ", language: .japanese)
    #expect(laughing.tellsMishap && SuggestionPipeline.kind(classified: .other, acts: laughing) == .other)
    #expect(!IncomingActs("can you come and look at the leaking tap?", language: .english).tellsMishap)
    #expect(!IncomingActs("see you at the pub at 8", language: .english).tellsMishap)
  }

  @Test func aMishapGetsSympathyNotGetWellWhatHappenedOrAParty() throws {
    let generator = try SmartReplyGenerator()
    for text in [
      "the washing machine flooded the whole kitchen, there's a puddle everywhere",
      "got a flat tyre on the ring road, waiting for recovery",
      "ugh the kitchen sink has been dripping all morning, there's a puddle under the cabinet now lol",
    ] {
      let result = generator.suggestions(for: ContextFixtures.message([("sam", text)]))
      let intents = result.suggestions.compactMap(\.intent)
      #expect(!intents.isEmpty, "\(text)")
      #expect(!intents.contains(.getWell) && !intents.contains(.goodMorning), "\(text): \(intents)")
      #expect(intents.contains { SuggestionPipeline.sympathyIntents.contains($0) }, "\(text): \(intents)")
      #expect(!result.suggestions.contains { $0.smartReply.lowercased().contains("what happened") }, "\(text)")
      #expect(LanguageEngine.gatheringIntents.isDisjoint(with: intents), "\(text): \(intents)")
    }
  }

  @Test func headsUpsAreThankedFor() {
    for (text, language) in [
      ("FYI the match kicks off at 8 now, not 7:30", Language.english),
      ("just so you know, the meeting has been moved to Thursday", .english), ("来週から塾、木曜に変更になったよ", .japanese),
    ] {
      let acts = IncomingActs(text, language: language)
      #expect(acts.givesHeadsUp && acts.owedIntents.contains(.thanksForLettingMeKnow), "\(text)")
    }
    let asked = IncomingActs("FYI the match is at 8 now, can you still make it?", language: .english)
    #expect(asked.givesHeadsUp && !asked.owedIntents.contains(.thanksForLettingMeKnow))
  }

  @Test func goodMorningAnswersOnlyAMorningGreeting() {
    for (text, language) in [
      ("good morning ☀️", Language.english), ("morning all! coffee first", .english), ("gm 😴", .english),
      ("おはよー！", .japanese), ("起きてる？", .japanese),
    ] {
      #expect(IncomingActs(text, language: language).greetsMorning, "\(text)")
    }
    for text in [
      "the sink has been dripping all morning", "one scoop in the morning and one at night",
      "your talk this morning was great",
    ] {
      #expect(!IncomingActs(text, language: .english).greetsMorning, "\(text)")
    }
  }

  @Test func aPlanToldIsNoInvitation() {
    #expect(!IncomingActs("明日って祝日だよね？銀行行こうと思ってたんだけど", language: .japanese).invites)
    #expect(IncomingActs("明日銀行行こうと思うんだけど、一緒に行かない？", language: .japanese).invites)
    #expect(IncomingActs("日曜って図書館開いてる？", language: .japanese).asksFact)
    #expect(IncomingActs("ちゃんと薬飲んだ？", language: .japanese).owedIntents.isSuperset(of: [.yes, .notYet]))
  }

  @Test func noWorriesClosesAThreadButNoAnswers() {
    #expect(IncomingActs("no worries 👍", language: .english).acknowledgesOnly)
    #expect(IncomingActs("ok no problem", language: .english).acknowledgesOnly)
    #expect(!IncomingActs("no", language: .english).acknowledgesOnly)
    #expect(!IncomingActs("no, sorry", language: .english).acknowledgesOnly)
  }

  @Test func aTimeWordIsNoOption() {
    #expect(
      ChoiceChips.options(in: "are we still doing secret santa this year or skipping it?", language: .english) == nil)
    #expect(ChoiceChips.options(in: "pizza or curry tonight?", language: .english)! == ("pizza", "curry"))
  }

  @Test func chainLettersAndEasyMoneyGetNoChip() {
    for (text, expected) in [
      ("【転送】このメッセージを24時間以内に5人に送ると幸せになれます", UnsolicitedMessage.automatedNotice),
      ("Forward this to 10 friends in the next hour or bad luck follows!", .automatedNotice),
      ("スマホだけで月30万！誰でも簡単に稼げます。今すぐLINE追加", .suspectedScam),
      ("Earn up to $900 a week from your phone, guaranteed returns, DM now", .suspectedScam),
    ] {
      #expect(UnsolicitedMessage.classify(text, threadHasSelfTurns: true) == expected, "\(text)")
    }
    for text in [
      "副業始めたんだけど、けっこう大変", "このメッセージ見たら連絡して", "このレシピ誰でも簡単に作れるよ", "LINE追加して！IDはこれ",
      "can you forward this to Sam? he needs the address",
    ] {
      #expect(UnsolicitedMessage.classify(text, threadHasSelfTurns: false) == nil, "\(text)")
    }
  }
}
