import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 19's cues, from busy working lives: a death told with "passed" alone, "I won't" that is
/// no win, questions and invitations texted without a question mark, a list of errands, thanks
/// after the user's goodbye, and a burst pipe or a scan that came out well.
@Suite struct BusyLivesCuesTests: CueSuite {
  @Test func aRelativeWhoPassedIsGriefAndAnExamPassedIsNot() {
    #expect(SensitiveTopic.detect(in: "I won't be in this week, my mum passed on Saturday") == .grief)
    #expect(SensitiveTopic.detect(in: "grandad passed last night, peacefully") == .grief)
    #expect(SensitiveTopic.detect(in: "my mum passed her driving test!!") == nil)
    #expect(SensitiveTopic.detect(in: "dad passed on the message, he'll ring you") == nil)
    #expect(SensitiveTopic.detect(in: "Mum passed!! third time lucky 🎉") == nil)
  }

  @Test func wontIsNoWin() {
    #expect(!acts("I won't be in this week, could you tell the team?").announcesGoodNews)
    #expect(!acts("we wont lol night mum x").announcesGoodNews)
    #expect(acts("omg we won").announcesGoodNews)
    #expect(acts("we won the quiz!! 🏆").announcesGoodNews)
  }

  @Test func questionsWithoutAQuestionMarkAsk() {
    let exam = acts("soooo how did the stats exam go")
    #expect(exam.asks && exam.owedIntents.contains(.wentWell))
    #expect(exam.ruledOutIntents.isSuperset(of: [.congrats, .wellDone, .proud]))
    #expect(acts("home. door was locked so used the spare key. is there food").expectsYesOrNo)
    #expect(acts("oh nice, whats the wifi password then").asksOpenQuestion)
    #expect(!acts("oh nice, what a day").asksOpenQuestion)
    let home = acts("年末いつ帰ってくる　お母さんが大掃除の日決めたいって", .japanese)
    #expect(home.asksOpenQuestion && home.owedIntents.contains(.getBackToYou))
    #expect(acts("とれた！てか会費いくらだったっけ　あと誰に払えばいい", .japanese).asksOpenQuestion)
    // "any", "every" and embedded questions ask nothing.
    #expect(!QuestionDetector.asksJapaneseWhWithoutQuestionMark("どの店も閉まってる"))
    #expect(!QuestionDetector.asksJapaneseWhWithoutQuestionMark("何するか迷ってる"))
    #expect(!QuestionDetector.asksJapaneseWhWithoutQuestionMark("いつもの店でいい"))
  }

  @Test func invitationsWithoutAQuestionMarkInvite() {
    #expect(acts("no idea dont care lol. coffee before my shift at 4 you in").invites)
    #expect(acts("having a few ppl over sat, bring whatever u drink!! 8ish").invites)
    #expect(acts("ボーナス出た！週末なんかおいしいもの食べいこ", .japanese).invites)
    #expect(!acts("i think he's in").invites)
    #expect(!acts("cant find u lol which section r u in").invites)
  }

  @Test func aListOfErrandsIsTakenOn() {
    let list = acts("帰り　牛乳　卵　食パン　よろしく", .japanese)
    #expect(list.directs && list.owedIntents.contains(.okay) && list.occasions.isEmpty)
    #expect(listsErrands("帰り 薬局 湿布 いつもの"))
    #expect(!listsErrands("今年も よろしく"))
    #expect(!listsErrands("明日の会議の資料を全部まとめておいてもらえると本当に助かります よろしく"))
  }

  private func listsErrands(_ text: String) -> Bool { ErrandListCues.listsErrands(text, SearchableText(text)) }

  @Test func thanksAfterTheUsersGoodbyeCloseTheThread() throws {
    #expect(ThreadClosing.signsOff("done, it's on your bed 👍 night x", language: .english))
    #expect(ThreadClosing.signsOff("送ったよ！これで全部なはず、おつかれ〜", language: .japanese))
    #expect(!ThreadClosing.signsOff("see you tonight", language: .english))
    let closed = try SmartReplyGenerator().suggestions(
      for: ContextFixtures.message([("me", "done, it's on your bed 👍 night"), ("ana", "thank u!!")]))
    #expect(closed.suggestions.isEmpty)
    // Thanks that ask something more are answered.
    let asked = try SmartReplyGenerator().suggestions(
      for: ContextFixtures.message([("me", "done, it's on your bed 👍 night"), ("ana", "thank u!! what do i owe you?")]))
    #expect(!asked.suggestions.isEmpty)
  }

  @Test func favoursOffersAndTimesAskedInPassing() {
    let shift = acts("huge favour, any chance u could take my sat day? ill do your tues night")
    #expect(shift.expectsYesOrNo && shift.requests)
    #expect(!acts("pizza or sushi?? im starving, u pick").expectsYesOrNo)
    #expect(acts("sorry sorry parking is a nightmare, 10 min max. order me the soup?").requests)
    #expect(acts("is the cold any better. do you need me to drop some soup round").offers)
    #expect(acts("when do you want to come sunday, dad wants to know").owedIntents.contains(.getBackToYou))
    // The sender's own promise hands the reader nothing to do.
    #expect(!acts("Great job today. Really appreciated, I'll make sure it's noted.").directs)
    #expect(acts("make sure you bring the forms tomorrow").directs)
    #expect(acts("おわった　むかえきて", .japanese).directs)
    #expect(acts("テスト終わったらスタバ寄らん？", .japanese).invites)
  }

  @Test func aThingLookedForIsLookedFor() {
    let kit = acts("ママ体操服どこ？？あした体育なんだけど", .japanese)
    #expect(kit.owedIntents.contains(.letMeCheck) && kit.ruledOutIntents.contains(.onMyWay))
    #expect(acts("where did you put the charger", .english).ruledOutIntents.contains(.arrived))
    #expect(!acts("今どこ？", .japanese).ruledOutIntents.contains(.onMyWay))
    #expect(!acts("どこ行く？", .japanese).owedIntents.contains(.letMeCheck))
    #expect(!acts("明日の集合どこ？", .japanese).ruledOutIntents.contains(.onMyWay))
  }

  @Test func adviceThatPaidOffPraisesTheReader() {
    #expect(acts("その通りに肉じゃが作ったらお父さんがおいしいって3回もおかわりしたよ", .japanese).praisesReader)
    #expect(acts("職場でめちゃくちゃ褒められました！やっぱりお願いしてよかったです", .japanese).praisesReader)
    #expect(!acts("いつも通りに作ったら焦げた", .japanese).praisesReader)
  }

  @Test func dialectNoticesAndPraiseFromTheTwentyEighthBatch() {
    #expect(SensitiveTopic.detect(in: "正直もう何しても無駄な気がする。俺がおらんくなっても誰も困らんやろ") == .selfHarm)
    let notice = "TimeTree：ゆうこさんが予定「町内会 清掃活動」を追加しました（6月1日(日) 8:00〜10:00）"
    #expect(UnsolicitedMessage.isCalendarNotice(notice, SearchableText(notice)))
    #expect(acts("はーい了解！ほなまた土曜な〜👋", .japanese).acknowledgesOnly)
    #expect(acts("dude ur deadlift form is crazy clean now").praisesReader)
    #expect(!acts("ur clean clothes are in the dryer").praisesReader)
  }

  @Test func aLinkShownLaughingIsLaughedAt() {
    let link = acts("これ見てww 雪で埋もれた自販機 https://x.com/snow/status/1873", .japanese)
    #expect(link.sharesLink && link.owedIntents.contains(.funny) && !link.owedIntents.contains(.loveIt))
  }

  @Test func troubleAtHomeAndScansThatCameOutWell() {
    #expect(SensitiveTopic.detect(in: "いきなり面談で3月末で契約終了って言われた　店たたむんだって") == .hardship)
    #expect(acts("pipe in the loft's burst, water coming through the kitchen ceiling").tellsMishap)
    #expect(acts("plumbers coming tmrw so we'll actually have heating again 🙌").announcesRelief)
    #expect(acts("all good!! baby's healthy and measuring right on track 💛").announcesRelief)
    #expect(acts("Couldn't have done the forms without you x").mirroredActs.contains(.thanks))
  }
}
