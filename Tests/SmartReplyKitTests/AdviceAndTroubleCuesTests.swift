import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 12's cues: advice and tips asked for get a view or a hedge, not an acceptance; trouble the
/// safety detector reads as idiom is still no joke; notices that ask for an answer get one, alerts
/// and "no reply needed" get none; a favour asked with an apology may be declined with one.
@Suite struct AdviceAndTroubleCuesTests: CueSuite {
  @Test func adviceQuestionsAskForAViewNotAnAcceptance() {
    let uber = acts("bus hasn't come in 30 min... should i just get an uber?")
    #expect(uber.asksAdvice && uber.asks && !uber.invites && !uber.requests)
    #expect(uber.owedIntents.isSuperset(of: [.goodIdea, .maybe]))
    #expect(acts("is it weird to wear sneakers to a startup interview or nah").owedIntents.contains(.no))
    let recs = acts("any podcast recs for a 6 hr drive?")
    #expect(recs.asksAdvice && recs.asksOpenQuestion && !recs.expectsYesOrNo)
    #expect(recs.owedIntents.contains(.goodQuestion))
    let taxi = acts("バス30分来ないんだけど…タクシー乗るべき？", .japanese)
    #expect(taxi.asksAdvice && !taxi.invites)
    #expect(acts("髪切ろうか迷ってる。ショートにしたら似合うと思う？", .japanese).asksAdvice)
    // Company, a favour, an offer or a tip given are no advice asked.
    let parents = acts("dont forget parents evening is thursday 6pm, can u make it or should i go on my own?")
    #expect(!parents.asksAdvice && parents.invites)
    #expect(!acts("should i bring anything?").asksAdvice)
    #expect(!acts("I recommend the salmon, it's amazing").asksAdvice)
  }

  @Test func aTipAskedForIsNotAnsweredWithAttendance() throws {
    let generator = try SmartReplyGenerator()
    for text in ["来月京都行くんだけど、おすすめの宿とかある？", "should i just get an uber? bus is 30 min late"] {
      let result = generator.suggestions(for: ContextFixtures.message([("sam", text)]))
      let intents = result.suggestions.compactMap(\.intent)
      #expect(!intents.isEmpty, "\(text)")
      #expect(intents.allSatisfy { !ActPrior.attendanceIntents.contains($0) }, "\(text): \(intents)")
    }
  }

  @Test func troubleReadAsIdiomIsBadNewsUnlessLaughedAt() {
    let plain = acts("うちの子、クラスでいじめられてるみたいで…", .japanese)
    #expect(SuggestionPipeline.kind(classified: .other, acts: plain, namesTrouble: true) == .badNews)
    #expect(SuggestionPipeline.kind(classified: .other, acts: plain) == .other)
    let laughing = acts("the seagulls are bullying us lol")
    #expect(SuggestionPipeline.kind(classified: .other, acts: laughing, namesTrouble: true) == .other)
    // A kind the classifier or the cues found stands.
    let thanks = acts("Aunty is out of ICU now. Thank you for all your prayers 🙏")
    #expect(SuggestionPipeline.kind(classified: .other, acts: thanks, namesTrouble: true) == .thanks)
  }

  @Test func theGeneratorNeverLaughsAtTroubleToldPlainly() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(
      for: ContextFixtures.message([("mika", "うちの子、クラスでいじめられてるみたいで…先生に相談すべきか迷ってる")]))
    let intents = result.suggestions.compactMap(\.intent)
    #expect(!intents.isEmpty)
    #expect(intents.allSatisfy { !ActPrior.laughterIntents.contains($0) }, "\(intents)")
    #expect(intents.contains { SuggestionPipeline.sympathyIntents.contains($0) }, "\(intents)")
  }

  @Test func newKeywordsNameTheirTopics() {
    #expect(
      SensitiveTopic.detect(in: "Fire evacuation order just came for our zone, grabbing the dog") == .medicalEmergency)
    #expect(SensitiveTopic.detect(in: "息子が昨日から帰ってこないの。警察には連絡した") == .medicalEmergency)
    #expect(SensitiveTopic.detect(in: "腰やっちゃって、ヘルニアかもって言われた") == .illness)
    #expect(SensitiveTopic.detect(in: "この前の検診で赤ちゃんの心拍止まってるって言われた") == .grief)
    #expect(SensitiveTopic.detect(in: "また落ちた…自分って社会に必要ないのかな") == .selfHarm)
    #expect(SensitiveTopic.detect(in: "この機能は社内では使われていない") == nil)
  }

  @Test func noticesThatAskForAnAnswerGetOneAndAlertsGetNone() {
    func classify(_ text: String) -> UnsolicitedMessage? {
      UnsolicitedMessage.classify(text, threadHasSelfTurns: false)
    }
    #expect(classify("【部活連絡】体育館の改修工事のため、5/20〜5/24の練習は中止です。※返信不要") == .automatedNotice)
    #expect(classify("NWS: Flash Flood Warning in this area until 9:45 PM EDT. Avoid flood areas.") == .automatedNotice)
    #expect(classify("Hi Jordan, thank you for applying to Corvid Analytics. We'll be in touch.") == .automatedNotice)
    #expect(classify("Your package was delivered at 2:14 PM. It was left at the front door.") == .automatedNotice)
    #expect(classify("Lyft: Marcus is 2 min away in a gray Honda Civic. Meet at the pickup spot.") == .automatedNotice)
    #expect(
      classify("Dr. Patel's office: your appointment is Tue 3/18 at 9:15 AM. Please reply YES to confirm.") == nil)
    #expect(classify("Reminder: Your appointment at Kingsway Dental is on 14/03 at 10:20. Reply C to cancel.") != nil)
    // Said of oneself, a warning is a friend's news.
    #expect(classify("tornado warning here, we're in the basement") == nil)
  }

  @Test func giftCardsAndPaidJobsAreScams() {
    func classify(_ text: String) -> UnsolicitedMessage? { UnsolicitedMessage.classify(text, threadHasSelfTurns: true) }
    #expect(classify("今忙しい？コンビニでAmazonギフトカード3万円分買ってきてくれない？後で返すから") == .suspectedScam)
    #expect(classify("急にごめん、ギフトカード買ってきてもらえない？あとで必ず返すから") == .suspectedScam)
    #expect(
      classify("recruiter said they'd love to move forward but I have to pay $450 for a training kit") == .suspectedScam
    )
    #expect(classify("can you pick up a gift card for mom's birthday on your way?") == nil)
  }

  @Test func latenessAndDelaysAreWaitedFor() throws {
    let late = acts("電車止まってて、10分くらい遅れます🙏", .japanese)
    #expect(late.runsLate && late.owedIntents.isSuperset(of: [.noWorries, .takeYourTime]))
    #expect(acts("Bridge is closed, taking the long way, ETA 6:40").runsLate)
    #expect(!acts("Marcus is 2 min away in a gray Honda").runsLate)
    #expect(!acts("beta test starts monday").runsLate)
    #expect(!acts("made a chocolate cake for the party").runsLate)
    #expect(acts("running 10 min late sorry").runsLate)
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(for: ContextFixtures.message([("yui", "電車止まってて、10分くらい遅れます🙏")]))
    #expect(result.status == .success)
  }

  @Test func aFavourAskedWithAnApologyMayBeDeclinedWithOne() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(
      for: ContextFixtures.message([("mika", "ごめん！今日お迎え15分くらい遅れそう…ゆいちゃん見ててもらえる？")]))
    let chips = result.suggestions
    #expect(chips.contains { $0.polarity == .negative }, "\(chips.map(\.smartReply))")
    // A favour for later is not declined "I'm busy right now"; one asked now may be.
    #expect(!chips.contains { $0.intent == .busyNow })
    #expect(acts("can you call me now?").asksNow)
    #expect(!acts("can you watch her at 5 tomorrow?").asksNow)
  }

  @Test func onlyARequestToSendIsAnsweredSendingIt() throws {
    #expect(acts("会議資料を共有いただけますでしょうか。", .japanese).asksToSend)
    #expect(!acts("一度目を通してもらって、意見もらえますか？", .japanese).asksToSend)
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(
      for: ContextFixtures.message([("tanaka", "新人研修の資料、一度目を通してもらって、気になる点があれば意見もらえますか？")]))
    #expect(!result.suggestions.isEmpty)
    #expect(!result.suggestions.contains { $0.intent == .sendIt })
  }

  @Test func smallerCues() {
    #expect(QuestionDetector.expectsYesOrNo("yo did u see the new season of Severance dropped", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("are you kidding me", language: .english))
    #expect(TimeReplyChips.tellsTheTimeNow("it's 3am here and i can't sleep, are you up?"))
    #expect(!TimeReplyChips.tellsTheTimeNow("would you?? it's 10:15 at the clinic on pine st"))
    #expect(TimeReplyChips.tellsTheTimeNow("え、もう3時じゃん"))
    #expect(!acts("what should i get mom for her birthday?").occasions.contains(.happyBirthday))
    #expect(!acts("ロンドン着いた〜✈️ 時差ボケやばい", .japanese).arrives)
    #expect(acts("雨やばいね、駅まで迎え行こうか？", .japanese).offers)
    #expect(acts("さっきの試合、完全に俺のミスだわ…すまん", .japanese).mirroredActs.contains(.apology))
    #expect(!acts("ES見てもらってもいい？明日締め切りなんだけど😭", .japanese).asksOpenQuestion)
  }

  @Test func sharedCostsPossessionsAndBreakdowns() {
    let gas = acts("Gas for the road trip was $96 total, so $32 each for the 3 of us. sound right?")
    #expect(gas.splitsCost && gas.owedIntents.contains(.sendIt) && gas.expectsYesOrNo)
    #expect(acts("ガソリン込みで18000円！3人で割って6000円かな", .japanese).splitsCost)
    #expect(!acts("we split it into three groups for the hike").splitsCost)
    #expect(acts("車のバッテリー上がったっぽい。ブースターケーブル持ってる？", .japanese).owedIntents.isSuperset(of: [.yes, .no]))
    #expect(acts("Tow truck is 40 min out. I'm just sitting on the shoulder of the 101").tellsMishap)
    #expect(acts("タイヤ交換手伝ってくんない？笑", .japanese).requests)
  }

  @Test func secondBatchKeywordsAndNotices() {
    #expect(
      SensitiveTopic.detect(in: "Mom didn't recognize me today. First time she's called me by my aunt's name.")
        == .illness)
    #expect(SensitiveTopic.detect(in: "なんで無視すんの？返事しないなら今から家まで行くから") == .harassment)
    #expect(SensitiveTopic.detect(in: "返事しないなら先にお店入ってるね") == nil)
    #expect(
      UnsolicitedMessage.classify("【ペイポ】山田 太郎さんから1,250円を受け取りました。", threadHasSelfTurns: false) == .automatedNotice)
  }

  @Test func aTimeChipLeavesTheInvitationsDeclineInPlace() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(
      for: ContextFixtures.message([("sam", "Brunch Sunday at 11? I'll book that place on Elm st")]))
    #expect(result.suggestions.count == 3)
    #expect(result.suggestions.contains { $0.polarity == .negative }, "\(result.suggestions.map(\.smartReply))")
  }
}
