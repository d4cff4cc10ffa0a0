import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 11's cues: a group message meant for someone else gets no chip, prize spam and calendar
/// notices get none, and favours, "u in?", enjoyed evenings, photos and compliments get their answers.
@Suite struct GroupAndEverydayCuesTests {
  private func turns(_ texts: [String]) -> [PreparedConversation.Turn] {
    texts.map { text in
      let isSelf = text.hasPrefix("me: ")
      return PreparedConversation.Turn(
        turn: ConversationTurn(text: isSelf ? String(text.dropFirst(4)) : text, isSelf: isSelf))
    }
  }

  private func isForSomeoneElse(
    _ texts: [String], names: AddresseeCues.Names = .init(), language: Language = .english
  ) -> Bool {
    AddresseeCues.isForSomeoneElse(turns(texts), names: { names }, language: language)
  }

  @Test func aNamedPersonTheUserIsNotIsSomeoneElse() {
    // The user spoke to or of the person named: the user is not them.
    #expect(isForSomeoneElse(["me: Marco said he'd sort the table", "Marco did you actually book it or not 😂"]))
    #expect(
      isForSomeoneElse(["me: @ゆうた ハナの散歩もう行った？", "@ゆうた あと帰りにドッグフードも買ってきてー"], language: .japanese))
    #expect(isForSomeoneElse(["me: 山本さん、会議室変わりました", "山本さん、議事録も上げてもらえますか？"], language: .japanese))
    // Nothing says who the user is: a name may be the user's own.
    #expect(!isForSomeoneElse(["Marco did you actually book it or not 😂"]))
    #expect(!isForSomeoneElse(["山本さん、今日お昼ご一緒にどうですか？"], language: .japanese))
    // A common word opening a sentence names no one, even one the user wrote.
    #expect(!isForSomeoneElse(["me: Perfect, thanks", "Perfect, can you send it by 5?"]))
  }

  @Test func theContextsNamesTellWhoIsAddressed() {
    let names = AddresseeCues.Names(ofSelf: ["ken"], ofOthers: ["ana", "lee"])
    #expect(isForSomeoneElse(["lee can you grab milk on the way?"], names: names))
    #expect(isForSomeoneElse(["Lee, are you coming tonight?"], names: names))
    #expect(!isForSomeoneElse(["Ken, are you coming tonight?"], names: names))
    #expect(!isForSomeoneElse(["are you coming tonight?"], names: names))
    // "Lee said…" speaks of Lee, to the user.
    #expect(!isForSomeoneElse(["lee said the match moved to 4"], names: names))
  }

  @Test func aQuestionAnsweredByAnotherIsTheirExchange() {
    #expect(isForSomeoneElse(["Ollie are you still taking Bella to the groomer at 3?", "yep leaving at 2:30"]))
    #expect(!isForSomeoneElse(["Sam are you free to help on Saturday?", "no worries if not!"]))
    #expect(!isForSomeoneElse(["are you still taking Bella to the groomer at 3?", "yep leaving at 2:30"]))
  }

  @Test func theGeneratorLeavesAnotherParticipantsMessageUnanswered() throws {
    let generator = try SmartReplyGenerator()
    let forLee = generator.suggestions(
      for: ContextFixtures.message([("ana", "Lee, can you bring the ball pump on Saturday?")]))
    #expect(forLee.status == .noReply)
    #expect(forLee.reason == .trigger(.addressedToSomeoneElse))
    let forKen = generator.suggestions(
      for: ContextFixtures.message([("ana", "Ken, can you bring the ball pump on Saturday?")]))
    #expect(forKen.status == .success)
  }

  @Test func prizeSpamAndCalendarNoticesGetNoChip() {
    for (text, expected) in [
      (
        "Congratulations!! You've been selected for a $500 gift card 🎁 Claim now: rewards-claim.info",
        UnsolicitedMessage.suspectedScam
      ),
      ("おめでとうございます！10万円分のギフト券に当選しました🎁受け取りはこちら→ https://example.click", .suspectedScam),
      ("田中さんが「定例ミーティング」を12月5日(木) 10:00〜11:00に追加しました", .automatedNotice),
    ] {
      #expect(UnsolicitedMessage.classify(text, threadHasSelfTurns: true) == expected, "\(text)")
    }
    for text in [
      "you won the raffle at school!! 🎉 the prize is at the office", "カレンダーに予定を追加しました！", "抽選当たった！！",
    ] {
      #expect(UnsolicitedMessage.classify(text, threadHasSelfTurns: true) == nil, "\(text)")
    }
  }

  @Test func favoursAndInvitationsInTextingWords() {
    let drive = IncomingActs(
      "any chance u can drive the kids to soccer thurs? i have a work thing til 6", language: .english)
    #expect(drive.requests && !drive.invites)
    let borrow = IncomingActs("random q but do u still have that big suitcase? could i borrow it", language: .english)
    #expect(borrow.expectsYesOrNo && borrow.requests)
    #expect(IncomingActs("run club meets 6am sat at the bridge 🏃‍♀️ u in?", language: .english).invites)
    #expect(IncomingActs("試験終わった〜！！打ち上げ行こ🍻", language: .japanese).invites)
    #expect(!IncomingActs("明日銀行行こうと思ってる", language: .japanese).invites)
  }

  @Test func thumbsUpAndKeigoAcknowledge() {
    #expect(IncomingActs("👍", language: .english).acknowledgesOnly)
    #expect(IncomingActs("承知いたしました。", language: .japanese).acknowledgesOnly)
    #expect(!IncomingActs("🎉", language: .english).acknowledgesOnly)
    #expect(!IncomingActs("承知いたしました。明日伺います。", language: .japanese).acknowledgesOnly)
  }

  @Test func anEveningEnjoyedTogetherIsAnsweredInKind() {
    for (text, language) in [
      ("had a really good time tonight 😊", Language.english), ("今日はありがとう！めっちゃ楽しかった〜", .japanese),
    ] {
      let acts = IncomingActs(text, language: language)
      #expect(acts.enjoyedTimeTogether && acts.owedIntents.contains(.meToo), "\(text)")
      #expect(SuggestionPipeline.kind(classified: .badNews, acts: acts) == .other, "\(text)")
    }
    #expect(!IncomingActs("had so much fun with my cousins today", language: .english).enjoyedTimeTogether)
    #expect(!IncomingActs("楽しかった？", language: .japanese).enjoyedTimeTogether)
  }

  @Test func photosAndThingsTheReaderMadeArePraised() {
    #expect(
      IncomingActs("look at this photo of the grandkids at the lake!! 😍😍", language: .english).owedIntents.contains(
        .loveIt))
    #expect(
      !IncomingActs("look at this pic of my car after the car accident 😢", language: .english).owedIntents.contains(
        .loveIt))
    #expect(IncomingActs("the birthday cake u made was insane 🎂", language: .english).praisesReader)
    #expect(IncomingActs("omg this pic of u two is so cute!!! 😍", language: .english).praisesReader)
    #expect(!IncomingActs("u made it home ok?", language: .english).praisesReader)
  }

  @Test func aSuddenDeathIsGrief() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(
      for: ContextFixtures.message([("ana", "突然のご連絡失礼いたします。父が急逝いたしまして、今週は忌引きをいただきます。")]))
    #expect(result.sensitiveTopic == .grief)
    #expect(!result.suggestions.contains { $0.intent == .getWell })
  }

  @Test func anAtMentionIsSomeoneElsesUnlessItIsTheUsersName() {
    #expect(isForSomeoneElse(["standup notes are up", "me: thx", "@priya can u update the jira ticket before EOD?"]))
    #expect(isForSomeoneElse(["ありがと！じゃあ残りは分担しよ。@けんと 8枚目から頼んだ！"], language: .japanese))
    #expect(!isForSomeoneElse(["@priya can u update the ticket?"], names: .init(ofSelf: ["priya"], ofOthers: ["sam"])))
    #expect(!isForSomeoneElse(["@all please read the new rota before Friday"]))
  }

  @Test func aPoliteWayInIsNoApology() {
    let light = IncomingActs("夜分にすみません、駐車場の車のライトがつけっぱなしになっていましたよ", language: .japanese)
    #expect(light.opensPolitely && !light.mirroredActs.contains(.apology))
    #expect(SuggestionPipeline.kind(classified: .apology, acts: light) != .apology)
    let sorry = IncomingActs("ごめん、10分遅れる", language: .japanese)
    #expect(sorry.mirroredActs.contains(.apology))
    #expect(SuggestionPipeline.kind(classified: .apology, acts: sorry) == .apology)
    // Told with a sad face, a cancelled flight is bad news, not an apology to forgive.
    let flight = IncomingActs("飛行機欠航になったって…どうしよう😭", language: .japanese)
    #expect(SuggestionPipeline.kind(classified: .apology, acts: flight) == .badNews)
  }

  @Test func favoursOffersAndPlansInOtherWords() {
    let nurse = IncomingActs("Mia has a temperature of 101, can someone come pick her up?", language: .english)
    #expect(!nurse.invites && nurse.requests)
    #expect(IncomingActs("She's fine now but wanted to let you know.", language: .english).givesHeadsUp)
    #expect(!QuestionDetector.asksWhatTheReaderWants("she got upset and didn't want to come back inside"))
    #expect(IncomingActs("gym at 6am tmrw? leg day", language: .english).invites)
    #expect(!IncomingActs("is the gym open on sundays?", language: .english).invites)
    #expect(!IncomingActs("https://youtu.be/watch?v=abc THIS IS US AT BRUNCH 😂😂", language: .english).invites)
    #expect(IncomingActs("want a ride home? it's freezing", language: .english).offers)
    #expect(IncomingActs("ケーキ余ってるんだけど食べる？", language: .japanese).offers)
  }

  @Test func owedAnswersForDebtsBookingsAndPhoneHelp() {
    #expect(IncomingActs("u still owe me 30 for the uber last week", language: .english).owedIntents.contains(.sendIt))
    #expect(IncomingActs("金曜、19時半で予約取れたよ〜🍖", language: .japanese).owedIntents.contains(.thanks))
    let phone = IncomingActs(
      "how do i send a photo on whatsapp i keep pressing and nothing happens", language: .english)
    #expect(phone.asks && phone.owedIntents.isSuperset(of: [.letMeCheck, .callLater]))
    #expect(
      !IncomingActs("how do i get to yours from the station", language: .english).owedIntents.contains(.callLater))
  }

  @Test func aRepeatedClauseIsAnEcho() {
    let keys = DiversityPolicy.clauseKeys("全然いいよ〜！それより今週末ひま？")
    #expect(keys.contains { $0.isNearDuplicate(of: DiversityPolicy.TextKey("全然いいよ！")) })
    #expect(!keys.contains { $0.isNearDuplicate(of: DiversityPolicy.TextKey("いいよ！")) })
  }

  @Test func giftCardNumbersAndCouponsGetNoChip() {
    let scam = "久しぶり！Amazonギフトカード1万円分コンビニで買ってきてくれない？後で返すから番号だけ写メで送って"
    #expect(UnsolicitedMessage.classify(scam, threadHasSelfTurns: true) == .suspectedScam)
    let coupon = "【期間限定】週末だけ！全品20%OFFクーポン配布中🎉 今すぐアプリでチェック▶"
    #expect(UnsolicitedMessage.classify(coupon, threadHasSelfTurns: false) == .automatedNotice)
    #expect(UnsolicitedMessage.classify("誕生日にギフトカードもらった！", threadHasSelfTurns: true) == nil)
  }

  @Test func aLossToldJustSoYouKnowIsGrief() throws {
    let result = try SmartReplyGenerator().suggestions(
      for: ContextFixtures.message([("ana", "We lost the baby. I'm okay-ish. Just wanted you to know before Sunday.")]))
    #expect(result.sensitiveTopic == .grief)
    #expect(!result.suggestions.contains { $0.intent == .thanksForLettingMeKnow || $0.intent == .arrived })
  }
}
