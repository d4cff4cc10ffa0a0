import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Automated notices and impersonation scams get no chip; a friend talking about a parcel does.
@Suite struct UnsolicitedMessagesTests {
  @Test func servicesNoticesAreAutomated() {
    for text in [
      "Your NHS login security code is 482913. Do not share this code with anyone.",
      "Dear Guest, your room is ready. Check-in from 2pm at reception. Reply STOP to opt out.",
      "Your Uber is arriving now. Look for a white Toyota Camry.",
      "DPD: Your parcel was delivered to your neighbour at No. 12.",
      "Rota update: your shift on Wed has been changed to 10:00–18:00. View in the app.",
      "【ヤマト運輸】お荷物のお届け予定日時をお知らせします。", "認証コードは 553201 です。他人に教えないでください。",
    ] {
      #expect(UnsolicitedMessage.classify(text, threadHasSelfTurns: false) == .automatedNotice, "\(text)")
    }
  }

  @Test func friendsMessagesAreNotNotices() {
    for (text, hasSelfTurns) in [
      ("Your Flipkart order delivered? Mine showing out for delivery since 3 days only 😤", false),
      ("Update: I'm running late, your coffee is on me", false), ("Heads up: your mum called", true),
      ("meet at 10:30? your place or mine", false), ("【急募】明日のバイト代われる人いない？", true),
      ("can you send me the file?", false), ("Hi Anna: please send your report by Friday.", false),
    ] {
      #expect(UnsolicitedMessage.classify(text, threadHasSelfTurns: hasSelfTurns) == nil, "\(text)")
    }
  }

  @Test func moneyAfterANewNumberIsAScam() {
    for text in [
      "Mum it's me, lost my phone so this is my new number. Can you send £850 urgently?",
      "お母さん、スマホ壊れたから新しい番号。今日中に5万円振り込んでほしい",
      "I need you to buy gift cards for a client, keep it quiet",
    ] {
      #expect(UnsolicitedMessage.classify(text, threadHasSelfTurns: true) == .suspectedScam, "\(text)")
    }
    #expect(UnsolicitedMessage.classify("got a new phone! same number tho", threadHasSelfTurns: true) == nil)
    #expect(
      UnsolicitedMessage.classify("it's Tom, new number! send me the address for sat", threadHasSelfTurns: true) == nil)
  }

  @Test func thePipelineSaysWhyNothingIsShown() throws {
    let generator = try SmartReplyGenerator()
    for (text, reason) in [
      ("Your verification code is 552913", SmartReplyResult.TriggerReason.automatedMessage),
      ("Hi it's me, lost my phone, new number. Can you transfer $400 for a bill today?", .suspectedScam),
    ] {
      let context = ContextFixtures.message([("ana", text)])
      let result = generator.suggestions(for: context)
      #expect(result.suggestions.isEmpty && result.reason == .trigger(reason), "\(text)")
    }
  }
}

/// Blame, hand-overs, acknowledgements, the reader's own time and news of someone else.
@Suite struct EverydayCuesTests {
  @Test func aProhibitionInvitesNoOne() {
    #expect(!IncomingActs("あそこ除草剤まいてるから行かないでって言ったじゃん…足洗った？", language: .japanese).invites)
    #expect(IncomingActs("今度カフェ行かない？", language: .japanese).invites)
  }

  @Test func blameIsOwedAnApology() {
    for (text, language) in [
      ("I told you to keep the side gate shut", Language.english), ("黒って言ったのに白届いたんだけど", .japanese),
    ] {
      #expect(IncomingActs(text, language: language).owedIntents.contains(.apology), "\(text)")
    }
    #expect(!IncomingActs("I told my boss I'm leaving", language: .english).owedIntents.contains(.apology))
  }

  @Test func aTaskHandedOverIsTakenOn() {
    let acts = IncomingActs("Dinner came to $184 so $46 each. PayID is my mobile", language: .english)
    #expect(acts.directs && acts.owedIntents.contains(.willDo))
    #expect(
      !IncomingActs("heads up, don't forget the lift is out tomorrow", language: .english).owedIntents.contains(.willDo)
    )
  }

  @Test func theReadersOwnTimeIsAskedNotAnInvitation() {
    for (text, language) in [
      ("Pickup only from Marrickville. When can you come?", Language.english), ("ご到着は何時頃のご予定でしょうか？", .japanese),
    ] {
      let acts = IncomingActs(text, language: language)
      #expect(!acts.invites && acts.owedIntents.contains(.getBackToYou), "\(text)")
    }
    // 「いつも」 is no time question.
    #expect(!IncomingActs("いつもいらっしゃってますよね。一緒にヨガ出てみませんか？", language: .japanese).owedIntents.contains(.getBackToYou))
  }

  @Test func acknowledgementsAreNoNews() {
    for (text, language) in [("cool cool 👌", Language.english), ("got it ta", .english), ("おけ👍", .japanese)] {
      let acts = IncomingActs(text, language: language)
      #expect(acts.acknowledgesOnly, "\(text)")
      #expect(SuggestionPipeline.kind(classified: .goodNews, acts: acts) == .other, "\(text)")
    }
    #expect(!IncomingActs("ok I got the job!!", language: .english).acknowledgesOnly)
  }

  @Test func newsOfSomeoneElseIsNotThanks() {
    let acts = IncomingActs("Arjun got selected for the state chess tournament!!! So proud", language: .english)
    #expect(SuggestionPipeline.kind(classified: .thanks, acts: acts) == .goodNews)
    #expect(
      SuggestionPipeline.kind(classified: .thanks, acts: IncomingActs("thanks so much!!", language: .english))
        == .thanks)
  }

  @Test func aChoreAskedAboutIsOwedYesOrNotYet() {
    for (text, language) in [("did you pay the electric bill?", Language.english), ("猫にご飯あげた？", .japanese)] {
      let acts = IncomingActs(text, language: language)
      #expect(!acts.invites && !acts.requests && acts.owedIntents.isSuperset(of: [.yes, .notYet]), "\(text)")
    }
    #expect(IncomingActs("can you pay the electric bill?", language: .english).requests)
  }

  @Test func hopingItIsFineAsksYesOrNo() {
    #expect(QuestionDetector.expectsYesOrNo("Booked you in for Wed 6pm, hope that's ok!", language: .english))
    #expect(
      IncomingActs("How did the dentist go?? did they do the filling", language: .english).owedIntents.contains(
        .wentWell))
  }
}

/// An acknowledgement of the user's own message closes the exchange.
@Suite struct AcknowledgementTests {
  @Test func anAcknowledgementOfTheUsersMessageGetsNothing() throws {
    let generator = try SmartReplyGenerator()
    func result(_ texts: [(String, String)]) -> SmartReplyResult {
      generator.suggestions(for: ContextFixtures.message(texts))
    }
    let closed = result([("me", "I'll come by at 10 to help with the flatpack"), ("ana", "cool cool 👌")])
    #expect(closed.suggestions.isEmpty && closed.reason == .trigger(.acknowledgement))
    let japanese = result([("me", "じゃあ残りは来週渡すね"), ("ana", "おけ👍")])
    #expect(japanese.reason == .trigger(.acknowledgement))
    // An acknowledgement that opens nothing of the user's is no closing.
    #expect(result([("ana", "ok")]).reason != .trigger(.acknowledgement))
  }
}
