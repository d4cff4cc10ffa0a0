import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 15's cues: a goodbye said with affairs in order is self-harm; a feared result ruled out is
/// good news nobody is congratulated on; 「じゃあ土曜に」 closes a thread; 「やばくない？」 asks to be
/// agreed with; a slip pointed out, an order ready and a team's loss are answered as such; an offer
/// after a question is still made; fee scams, Japanese threats and 「いなくなったところで」 get nothing.
@Suite struct ReliefAndFarewellTests: CueSuite {
  @Test func goodbyeWithAffairsInOrderIsSelfHarm() {
    for text in [
      "honestly i've sorted out who gets my guitar and the cat. just wanted u to know ur a good mate, always were",
      "thanks for always covering my shifts. i've written letters for mum and the girls, you won't have to cover for me",
      "猫は妹に譲ることにした。今までありがとう、元気でね",
    ] {
      #expect(SensitiveTopic.detect(in: text) == .selfHarm, "\(text)")
    }
    // Either cue alone is everyday.
    #expect(SensitiveTopic.detect(in: "who gets my old desk when i move out?") == nil)
    #expect(SensitiveTopic.detect(in: "thanks for everything this week, you're a good mate") == nil)
    #expect(SensitiveTopic.detect(in: "can you look after my cat this weekend? thanks for everything btw") == nil)
  }

  @Test func aFearedResultRuledOutIsReliefNotAnAchievement() {
    let relief = acts("vet says the lump is just a fatty cyst!! NOT cancer!! 😭🐶")
    #expect(relief.announcesGoodNews && relief.announcesRelief)
    #expect(relief.ruledOutIntents.isSuperset(of: [.congrats, .proud, .wellDone]))
    #expect(SuggestionPipeline.kind(classified: .badNews, acts: relief) == .goodNews)
    #expect(SensitiveTopic.detect(in: "vet says the lump is just a fatty cyst!! NOT cancer!!") == nil)
    #expect(acts("検査の結果、良性だったよ〜ほっとした", .japanese).announcesRelief)
    // News that is no relief is congratulated as before; a diagnosis stays an illness.
    let job = acts("I got the job!!")
    #expect(job.announcesGoodNews && !job.announcesRelief && !job.ruledOutIntents.contains(.congrats))
    #expect(SensitiveTopic.detect(in: "mum was diagnosed with cancer today") == .illness)
  }

  @Test func aJapanesePartingThatNamesTheNextMeetingCloses() throws {
    for text in ["おけ！じゃあ土曜に〜👋", "了解です、ではまた明日", "うん、じゃあまた来週ね", "じゃあ現地で！"] {
      #expect(acts(text, .japanese).acknowledgesOnly, "\(text)")
    }
    for text in ["じゃあ土曜にBBQしない？", "じゃあ明日は何時に集合？", "また土曜に詳しく話すけど、引っ越すことになった"] {
      #expect(!acts(text, .japanese).acknowledgesOnly, "\(text)")
    }
    let generator = try SmartReplyGenerator()
    let closed = generator.suggestions(
      for: ContextFixtures.message([("me", "じゃあ土曜10時に渋谷のハチ公前ね！"), ("friend", "おけ！じゃあ土曜に〜👋")]))
    #expect(closed.suggestions.isEmpty)
  }

  @Test func japanesePraiseAskedAsAQuestionIsAgreedWith() {
    for text in ["帰り道の夕焼けやばくない？🌇", "見て今日のビジュ😭 天才すぎない？？？", "この服かわいくない？"] {
      let praise = acts(text, .japanese)
      #expect(!praise.expectsYesOrNo && !praise.offers && !praise.invites, "\(text)")
      #expect(praise.owedIntents.isSuperset(of: [.agree, .loveIt]), "\(text)")
    }
    let invitation = acts("明日カラオケ行かない？", .japanese)
    #expect(invitation.expectsYesOrNo && invitation.invites)
  }

  @Test func slipsOrdersAndLossesAreAnsweredAsSuch() {
    for (text, language) in [
      ("you're on mute btw, can't hear you", Language.english), ("いまミュートになってますよー", .japanese),
      ("傘忘れてるよ〜", .japanese),
    ] {
      let slip = acts(text, language)
      #expect(slip.pointsOutSlip && slip.owedIntents.isSuperset(of: [.thanks, .apology]), "\(text)")
    }
    #expect(!acts("can you hear me ok?").pointsOutSlip)
    let order = acts("Hi! Your order is ready to collect from 2pm today. We close at 5:30 🧁")
    #expect(order.owedIntents.contains(.gotItThanks) && order.ruledOutIntents.contains(.cancelPlan))
    let loss = acts("can't believe we choked in the last quarter again. every bloody year")
    #expect(SuggestionPipeline.kind(classified: .goodNews, acts: loss) == .badNews)
    // Delight keeps news good whatever mishap it tells.
    let delighted = acts("we lost the first set but won the match 🎉🥳")
    #expect(SuggestionPipeline.kind(classified: .goodNews, acts: delighted) == .goodNews)
  }

  @Test func offersAfterAQuestionAndFavoursAskedWithAFullStopAreRead() throws {
    #expect(acts("正月帰ってくるんだろ？何時の便で着くの。空港まで迎えに行こうか", .japanese).offers)
    #expect(acts("what time do you land? want a lift?").offers)
    #expect(!acts("何時に着くの？", .japanese).offers)
    #expect(acts("ゴーヤの苗いる？2株あまってるんだけど", .japanese).offers)
    for text in ["今家にいる？", "まだいる？", "誰かいる？", "起きている？"] {
      #expect(!acts(text, .japanese).offers, "\(text)")
    }
    #expect(acts("悪いけど帰りに薬もらってきてくれるか。処方箋はもうFAXしてあるらしい", .japanese).requests)
    // An invitation is answered, not made back: no 「ランチご一緒しませんか？」 to 「ご飯行きません？」.
    let generator = try SmartReplyGenerator()
    let dinner = generator.suggestions(
      for: ContextFixtures.message([("friend", "今度のバイト終わり、よかったらご飯でも行きません？")]), maxCount: 10)
    #expect(!dinner.suggestions.isEmpty && !dinner.suggestions.contains { $0.intent == .letsEat })
  }

  @Test func closingsAfterAnAcknowledgementClose() {
    for text in ["おけー！また土曜に〜👋", "かしこまりました。土曜日11時にお待ちしております✂️"] {
      #expect(acts(text, .japanese).acknowledgesOnly, "\(text)")
    }
    #expect(!acts("了解、明日の件だけど場所変えてもいい？", .japanese).acknowledgesOnly)
    #expect(acts("sound, 8 it is. see ya there").acknowledgesOnly)
  }

  @Test func feeScamsThreatsAndWorthlessnessGetNothing() {
    let scam =
      "Evri: We missed you today. Your parcel is on hold due to an unpaid shipping fee of £1.99. Pay now: evri-uk.com/track"
    #expect(UnsolicitedMessage.classify(scam, threadHasSelfTurns: false) == .suspectedScam)
    let paid = "paid the shipping fee of £5 already, it's on its way"
    #expect(UnsolicitedMessage.classify(paid, threadHasSelfTurns: true) == nil)
    #expect(SensitiveTopic.detect(in: "毎晩うるせえんだよ。次やったら部屋まで行ってぶん殴るからな") == .violence)
    #expect(SensitiveTopic.detect(in: "俺みたいなのが一人いなくなったところで、世の中なんにも変わんないよな") == .selfHarm)
  }

  @Test func aDeliveryDateIsADeadlineNotAPlan() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(for: ContextFixtures.message([("friend", "例の案件、納期20日で予定どおりいけそう？")]))
    #expect(result.actions.isEmpty)
  }

  @Test func repliesStatingASituationNeedAConversationThatSpeaksOfIt() throws {
    #expect(SituationCues.spokenOf(in: ["it's absolutely pouring here"]).intersects(SituationSet(stating: .weatherBad)))
    #expect(SituationCues.spokenOf(in: ["did that shelf hold up or do I need to come round?"]).isEmpty)
    // The user's own turn counts: "just landed" makes "Welcome back!" fit.
    #expect(SituationCues.spokenOf(in: ["yay!!", "just landed"]).intersects(SituationSet(stating: "welcome-back")))
    let generator = try SmartReplyGenerator()
    let shelf = "Did that shelf hold up or do I need to come round with the spirit level"
    let unspoken = generator.suggestions(for: ContextFixtures.message([("dad", shelf)]), maxCount: 10)
    #expect(!unspoken.suggestions.isEmpty)
    for suggestion in unspoken.suggestions {
      #expect(suggestion.intent.map { SituationSet(stating: $0).isEmpty } ?? true, "\(suggestion.smartReply)")
    }
  }

  @Test func aPetPutDownByNameIsGrief() {
    for text in [
      "The kids are in bits, we had to put Biscuit down this morning 💔",
      "we're having to put our old boy to sleep tomorrow",
    ] {
      #expect(SensitiveTopic.detect(in: text) == .grief, "\(text)")
    }
    for text in [
      "had to put the phone down on him lol", "had to put Mum down as my emergency contact",
      "we put the kids down for a nap at 2",
    ] {
      #expect(SensitiveTopic.detect(in: text) == nil, "\(text)")
    }
  }
}
