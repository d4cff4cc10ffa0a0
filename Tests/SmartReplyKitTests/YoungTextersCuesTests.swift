import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 20's cues from students and the young working: "gn", a letdown laughed off, someone
/// waiting, a new flatmate's hello, a recruiter's question, 「みんなに」 that asks nothing, and a
/// thread closed with 「おけ👌 またあしたー」.
@Suite struct YoungTextersCuesTests: CueSuite {
  @Test func goodnightsAreSaidBack() {
    let night = acts("ok im actually passing out now gn babe 💤 love u")
    #expect(night.owedIntents.contains(.goodNight) && night.mirroredIntents.contains(.sleep))
    #expect(acts("おやすみー", .japanese).owedIntents.contains(.goodNight))
    #expect(!acts("did you say goodnight to grandma?").owedIntents.contains(.goodNight))
  }

  @Test func aLetdownLaughedOffIsStillALetdown() {
    #expect(acts("didnt get the erasmus spot. 3 months of prep for nothing lmao").vents)
    #expect(!acts("got the erasmus spot lmao").vents)
  }

  @Test func someoneWaitingInvitesNoOne() {
    let pasta = acts("how long til ur home? making pasta and don't wanna do it too early")
    #expect(!pasta.invites && pasta.owedIntents.contains(.onMyWay))
    #expect(acts("wanna do pasta tonight?").invites)
    #expect(acts("wya? been at the bar 10 mins").owedIntents.contains(.onMyWay))
    #expect(acts("Howya, are you out with the dog tomorrow? Might grab a coffee and do a lap together").invites)
  }

  @Test func introductionsAndRecruitersQuestions() {
    #expect(
      acts("Hi! I'm Lena, moving into room 3 on Saturday 🙂 Ben gave me your number").occasions.contains(.niceToMeetYou))
    let recruiter =
      "Hi Daniel, thank you for applying to our internship. Are you available Monday at 10am or Tuesday at 3pm?"
    #expect(UnsolicitedMessage.classify(recruiter, threadHasSelfTurns: false) == nil)
    #expect(
      UnsolicitedMessage.classify("Thank you for applying. We will be in touch.", threadHasSelfTurns: false)
        == .automatedNotice)
  }

  @Test func japaneseInvitationsThanksAndClosings() {
    let party = acts("10月の二次会、同期のみんなにも声かけてるんだけど来てくれる？", .japanese)
    #expect(party.invites && !party.asksOpenQuestion)
    #expect(acts("みんなに何あげる？", .japanese).asksOpenQuestion)
    #expect(acts("神すぎる🙏🙏 今度学食なんか奢るわ", .japanese).mirroredActs.contains(.thanks))
    #expect(acts("おけ👌 またあしたー", .japanese).acknowledgesOnly)
    #expect(acts("今日のレジ、初日とは思えないくらい丁寧だったよ", .japanese).praisesReader)
  }

  @Test func statementInvitationsFromAHousewarming() {
    #expect(acts("HOUSEWARMING SAT 9PM 🎉 bring a bottle + a friend if u want").invites)
  }

  @Test func theTimeAskedAboutIsConfirmedAndAMissedOneIsNot() throws {
    let coffee = try chips([("ana", "need caffeine before the 2pm seminar. union coffee at 1:15?")])
    #expect(coffee.contains { $0.contains("1:15") } && !coffee.contains { $0.contains("2pm") })
    let late = try chips([("ana", "so sorry, I'll be about 10 min late for the 8am shift. Should I come in the back?")])
    #expect(!late.contains { $0.contains("8") })
    let priya = acts("so sorry, I'll be about 10 min late for the 8am shift. Should I come in the back?")
    #expect(priya.runsLate && priya.owedIntents.contains(.noWorries))
    #expect(!acts("running late, can you order me a flat white?").runsLate)
  }

  @Test func goodNewsAfterAFearedFailure() {
    let exam = acts("bro i got an A- i was SO sure i failed 💀💀")
    #expect(exam.announcesGoodNews && SuggestionPipeline.kind(classified: .badNews, acts: exam) == .goodNews)
    #expect(!acts("got an A- on the essay but failed the exam").announcesGoodNews)
  }

  @Test func aDateDemandedWithTheJobHeldOverIsHarassment() {
    #expect(SensitiveTopic.detect(in: "業務後に二人で食事に行けないなら、今期の評価に響くかもしれませんね。") == .harassment)
    #expect(SensitiveTopic.detect(in: "報告書を今日中に出さないと評価に響くよ") == nil)
  }
}
