import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 29's cues from online life and from home and community: a time told as past, news come
/// through or come home, silence apologised for, a partner's breakup posted online, a check-in, a
/// grief told in keigo, a question that asks which, a request to share read past 「先ほどの」, a bed
/// offered, a task shown in a photo, notices that ask for an answer or vent.
@Suite struct HomeAndOnlineCuesTests: CueSuite {
  @Test func aTimeToldAsPastIsNoPlan() {
    let home = acts("SHE CAME HOME!! sitting on the doorstep at 6am like nothing happened 😭😭")
    #expect(!home.mentionsTime && home.announcesRelief)
    #expect(acts("can we do 6am on saturday?").mentionsTime)
  }

  @Test func newsThatCameThroughIsGood() {
    #expect(acts("Mortgage offer came through this morning. Exchange should be end of May.").announcesGoodNews)
    #expect(acts("THE DATA RECOVERY GUY GOT THEM BACK. all 9 years of photos").announcesRelief)
    // Home happy from a sleepover is praise of a child, no pet come home.
    #expect(!acts("Maya was so kind to Ella at the sleepover, she came home really happy").announcesRelief)
    #expect(acts("お隣の田中です。うちの猫のミケ、無事に見つかりました！", .japanese).announcesRelief)
  }

  @Test func silenceAndNoiseAreApologisedForAsConduct() {
    #expect(acts("sorry i left u on read all week 🙈 phone died on tuesday").apologisesForConduct)
    #expect(
      acts("really sorry about the noise last night, it got a bit out of hand. Won't happen again.")
        .apologisesForConduct)
    #expect(!acts("sorry, running late").apologisesForConduct)
  }

  @Test func lossesToldPlainlyOrPoliteAreSensitive() {
    #expect(SensitiveTopic.keywordHit(in: "jake ended it by text. after 4 years")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "わたし一人消えても、この町の誰も気づかないよね？")?.topic == .selfHarm)
    #expect(SensitiveTopic.keywordHit(in: "工場、来月いっぱいで閉めるらしい。父さんもそこで終わりや")?.topic == .hardship)
    let widow = "長年お世話になりました吉岡の家内でございます。主人が昨晩、静かに息を引き取りました。心より御礼申し上げます。"
    #expect(SensitiveTopic.keywordHit(in: widow)?.firmTopic == .grief)
  }

  @Test func aCheckInAsksHowTheReaderIs() {
    #expect(acts("you've been quiet in the group chat since saturday. you ok?").owedIntents.contains(.imFine))
    #expect(
      acts("Hello love, haven't seen your lights on for a few days. Everything alright?").owedIntents.contains(.imFine))
  }

  @Test func aQuestionOfWhichIsNoYesOrNo() {
    let phone = acts("Which phone did you end up getting in the end? Mine's on its last legs")
    #expect(phone.asksOpenQuestion && !phone.owedIntents.contains(.notYet))
    #expect(acts("did you end up taking it?").owedIntents.contains(.notYet))
  }

  @Test func aRequestToShareIsReadPastItsLookalikes() {
    let share = acts("先ほどのオンライン会議の録画データ、共有フォルダに上げていただけますか？", .japanese)
    #expect(share.requests && !share.asksOpenQuestion && share.ruledOutIntents.contains(.canYouSend))
    #expect(acts("どのファイルを上げればいいですか？", .japanese).asksOpenQuestion)
  }

  @Test func aBedOfferedIsNoArrivalAskedAfter() {
    let stay = acts("落ち着いた？今夜もうち泊まっていいからね、遠慮しないで", .japanese)
    #expect(stay.offers && !stay.owedIntents.contains(.arrived))
    #expect(acts("ちゃんと着いた？", .japanese).owedIntents.contains(.arrived))
  }

  @Test func aPartShownToFetchIsATask() {
    let washer = acts("[写真]\n蛇口のパッキンはこれや。ホームセンターで13mmのやつ買ってこい", .japanese)
    #expect(washer.directs && !washer.owedIntents.contains(.loveIt))
    #expect(washer.ruledOutIntents.isSuperset(of: [.loveIt, .wow, .soundsDelicious]))
  }

  @Test func noticesThatAskOrFeelArePeoples() {
    let lunch = "【桜ヶ丘三丁目町内会】日曜の河川敷清掃のあと昼食会やります🍙 参加できる方は土曜までに吉村までご連絡ください！"
    #expect(UnsolicitedMessage.classify(lunch, threadHasSelfTurns: false) == nil)
    let missing = "courier says delivered at 14:07 but the 'proof of delivery' photo is literally someone else's door 😤"
    #expect(UnsolicitedMessage.classify(missing, threadHasSelfTurns: false) == nil)
    let notice = "Your parcel from Argos is out for delivery. Proof of delivery will be available in the app."
    #expect(UnsolicitedMessage.classify(notice, threadHasSelfTurns: false) == .automatedNotice)
  }

  @Test func aVanArrivedAndASeasonsWishAreAnswered() {
    #expect(acts("van's here 🚚").owedIntents.contains(.onMyWay))
    #expect(acts("あけおめ〜🎍ことよろ！引っ越し先で初めての正月どう？", .japanese).owedIntents.contains(.happyNewYear))
    #expect(!acts("happy birthday!! what are you up to tonight?").owedIntents.contains(.happyBirthday))
  }
}
