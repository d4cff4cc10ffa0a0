import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 25's cues, from getting around and everyday logistics (a tracking service's footer, a
/// round paid for, Japanese let's said short, a loss undone, a business's courtesy line, a wait
/// asked in hours, a salon's cancellation, choices joined with か) and from school years (leave
/// granted, a bare て-form favour, a reply about today, a group's welcome, a place or a prize won).
@Suite struct LogisticsCuesTests: CueSuite {
  @Test func aTrackingFooterMakesANotice() {
    let landed =
      "Flight LH902 from Munich arrived at Terminal 2 at 18:40. You are receiving this because you follow this flight."
    #expect(UnsolicitedMessage.classify(landed, threadHasSelfTurns: false) != nil)
    #expect(UnsolicitedMessage.classify("landed! you receiving me ok?", threadHasSelfTurns: false) == nil)
  }

  @Test func aRoundPaidForInvites() {
    #expect(acts("rough week. darts at the Crown later, i'm buying").invites)
    #expect(!acts("i'm buying a new bike this weekend").invites)
  }

  @Test func japaneseLetsSaidShortInvites() {
    #expect(acts("雪で電車止まってるし、うちで鍋パしようぜ", .japanese).invites)
    #expect(acts("終電まで時間あるし一杯やってこうよ", .japanese).invites)
    #expect(!acts("昨日は家で一人で鍋した", .japanese).invites)
  }

  @Test func aLossUndoneIsARelief() {
    let wallet = acts("omg someone handed my wallet in at the station!! everything's still in it")
    #expect(wallet.announcesRelief && !wallet.tellsMishap)
    let line = acts("運休してたバス、明日から再開するって！", .japanese)
    #expect(line.announcesRelief && !line.tellsMishap)
    #expect(acts("車の修理、2万で済んだ！", .japanese).announcesRelief)
    #expect(!acts("検査で腫瘍が見つかったの", .japanese).announcesRelief)
    #expect(acts("バスまた運休…", .japanese).tellsMishap)
  }

  @Test func reliefIsMetWithGladnessNotAdmiration() throws {
    let found = try chips([("aki", "スマホ見つかった！！駅の落とし物センターにあった")])
    #expect(!found.contains("すごいね！") && !found.contains("最高じゃん！"))
  }

  @Test func aBusinessCourtesyLineAsksNothing() {
    let landlord = acts(
      "Hi Tom, just checking the boiler engineer came this morning? If you have any questions please do let us know.")
    #expect(!landlord.requests)
    #expect(acts("Could you send me the meter reading? Please let us know if the boiler is still off.").requests)
    let agency = acts("先日修理した給湯器、その後いかがでしょうか。何かございましたらお気軽にお知らせください。", .japanese)
    #expect(!agency.requests)
    let estimate = acts("お見積書をお送りしました。ご不明点などございましたらお気軽にお申し付けください。", .japanese)
    #expect(!estimate.requests && !estimate.asks && estimate.owedIntents.contains(.thanks))
  }

  @Test func aWaitAskedInHoursIsToldHowClose() {
    #expect(acts("what time will you get here? no rush, dinner's in the oven").owedIntents.contains(.onMyWay))
    #expect(acts("渋滞すごいね、何時ごろ着きそう？", .japanese).owedIntents.contains(.onMyWay))
    #expect(!acts("what time does the match start?").owedIntents.contains(.onMyWay))
  }

  @Test func aCancelledAppointmentIsNoTimeConfirmed() throws {
    let salon = try chips([
      (
        "salon",
        "Hello from Glow Nails. Sadly we've had to cancel all bookings tomorrow, including your 11am. Reply to rebook."
      )
    ])
    #expect(!salon.contains { $0.contains("11") })
  }

  @Test func optionsJoinedWithKaAreChoices() {
    let lunch = ChoiceChips.options(in: "お昼、うどんかそばどっちにする？", language: .japanese)
    #expect(lunch.map { [$0.0, $0.1] } == ["うどん", "そば"])
    #expect(ChoiceChips.options(in: "改札出たら駅から どっちに行けばいい？", language: .japanese) == nil)
  }

  @Test func leaveAskedIsGrantedOfCourse() {
    #expect(acts("could i park in your drive on sunday? the street's full of cones").owedIntents.contains(.ofCourse))
    #expect(!acts("could you park in the street on sunday?").owedIntents.contains(.ofCourse))
  }

  @Test func aBareTeFormFavourIsARequest() {
    #expect(acts("帰りにトイレットペーパー買ってきて〜切れてた", .japanese).requests)
    #expect(!acts("昨日トイレットペーパー買ってきたよ", .japanese).requests)
  }

  @Test func aReplyAboutTodayAnswersNoPlanForAnotherDay() throws {
    #expect(acts("来週の金曜の夜、みんなで鍋しませんか？", .japanese).namesOtherDay)
    #expect(!acts("明日の土曜、空いてる？", .japanese).namesOtherDay)
    let saturday = try chips([("ken", "Are you free on Saturday afternoon for a walk round the lake?")])
    #expect(!saturday.contains { $0.contains("today") || $0.contains("Tomorrow") || $0.contains("tonight") })
  }

  @Test func aGroupWelcomeInvitesNoOne() {
    #expect(!acts("Welcome to the Year 5 parents' chat! Feel free to say hi and add your child's name 😊").invites)
    #expect(acts("come to ours for dinner on friday?").invites)
  }

  @Test func aSchoolPlaceOrAPrizeWonIsGoodNews() {
    #expect(acts("OMG he got into his first choice school!!!").announcesGoodNews)
    #expect(acts("Your niece won the whole county chess tournament today!").announcesGoodNews)
    #expect(!acts("he got into trouble at school again").announcesGoodNews)
  }

  @Test func schoolLifeCues() {
    #expect(acts("帰りにスーパー寄れる？牛乳切れてた", .japanese).requests)
    #expect(!acts("カレー余ってる！今日うち寄れる？", .japanese).requests)
    #expect(acts("お兄ちゃんの体操服、もうサイズアウトしたから、いらなかったら断ってね", .japanese).offers)
    #expect(acts("孫が自転車乗れるようになったって、嬉しそうで嬉しそうで", .japanese).soundsDelighted)
    #expect(SensitiveTopic.detect(in: "病気療養のため、しばらくお休みをいただきます") == .illness)
    let club = "【さくら少年団】2月8日(土)10時から総会を行います。出欠を3日までにお知らせください。"
    #expect(UnsolicitedMessage.classify(club, threadHasSelfTurns: false) == nil)
  }

  @Test func aTreatIsThankedAndWorkOfferedIsAsked() {
    let lunch = acts("Fancy lunch at the Bell after the match on Sunday? Our treat x")
    #expect(lunch.invites && lunch.owedIntents.contains(.thanks))
    #expect(!acts("Fancy lunch at the Bell after the match on Sunday?").owedIntents.contains(.thanks))
    #expect(acts("Hi Sam, we wondered if you'd cover the Thursday evening class from next week?").requests)
  }

  @Test func aCompanyGoingUnderIsAHardship() {
    #expect(SensitiveTopic.detect(in: "うちの会社、年内で倒産するらしい") == .hardship)
  }

  @Test func troubleSparedIsThanked() {
    #expect(
      acts("thanks for grabbing the keys from the door! i'd have been gutted if they'd been nicked").thanksForRescue)
  }
}
