import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 27's cues, from working life (offers, praise passed on, polite reschedules, a recruiter's
/// missed call), from pets, hobbies and gadgets (a photo asked about, a grandparent's test
/// message, a club's event called off), from money and paperwork (refunds, claims, rent) and from
/// sport and the outdoors (a rescue called, a player of the match, a time goal beaten).
@Suite struct WorkAndHobbyCuesTests: CueSuite {
  @Test func aTeamBetterOffWithoutTheWriterAndAnEmergencyWitnessedGetNothing() throws {
    #expect(SensitiveTopic.keywordHit(in: "正直、私がいなくなった方が部署は平和だと思う")?.topic == .selfHarm)
    #expect(SensitiveTopic.keywordHit(in: "gave my bike away. won't be needing it where i'm going")?.topic == .selfHarm)
    #expect(SensitiveTopic.keywordHit(in: "隣の人が胸押さえてしゃがみこんでる、息できてない")?.topic == .medicalEmergency)
    #expect(SensitiveTopic.keywordHit(in: "Dad's in hospital after a fall last night")?.topic == .illness)
    #expect(SensitiveTopic.keywordHit(in: "私がいない間、猫のごはんお願いね") == nil)
  }

  @Test func newsGivenToTheReaderIsThankedForNotCongratulated() {
    let offer = acts(
      "Dear Priya, we're delighted to offer you the role of Senior Analyst. Please let us know by Friday.")
    #expect(offer.owedIntents.contains(.thanks) && offer.ruledOutIntents.contains(.congrats))
    #expect(!offer.announcesOwnGoodNews)
    let naitei = acts("選考の結果、田中様に内定をお出ししたく、ご連絡いたしました。ご足労いただきありがとうございました。", .japanese)
    #expect(naitei.owedIntents.contains(.thanks) && !naitei.mirroredActs.contains(.thanks))
    #expect(naitei.ruledOutIntents.contains(.congrats))
  }

  @Test func praisePassedOnIsAComplimentNotNews() {
    let passedOn = acts("企画書、部長も会議で褒めてたよ！社内でも大好評", .japanese)
    #expect(passedOn.praisesReader && !passedOn.announcesGoodNews)
    #expect(passedOn.owedIntents.contains(.thanks) && passedOn.ruledOutIntents.contains(.congrats))
    #expect(acts("The flyers are exactly what we wanted, thank you!").praisesReader)
    #expect(acts("その髪型めっちゃにあってるね", .japanese).praisesReader)
    #expect(!acts("また詐欺の被害にあってるらしい", .japanese).praisesReader)
  }

  @Test func aPhotoAskedAboutIsAdmiredAndALaughingOneLaughedAt() {
    let shed = acts("[Photo] repainted the shed, how does it look?")
    #expect(shed.owedIntents.isSuperset(of: [.loveIt, .wow]))
    #expect(acts("[Photo] tried to ice the cake and it looks like a potato 😂").owedIntents.contains(.funny))
    #expect(!acts("[Photo] the ceiling is leaking again, what do you think?").owedIntents.contains(.loveIt))
  }

  @Test func gladYoureBackNeedsAReturn() {
    #expect(acts("they pushed the deadline back again ugh").ruledOutIntents.contains(.welcomeBack))
    #expect(!acts("I'm back from Lisbon!").ruledOutIntents.contains(.welcomeBack))
    #expect(!acts("ただいま〜やっと帰ってきた", .japanese).ruledOutIntents.contains(.welcomeBack))
  }

  @Test func aDecisionOrADeedAskedAfterIsAnsweredYesOrNotYet() {
    for (text, language) in [
      ("で、結局引っ越すことにしたの？", Language.japanese), ("あの本もう読んだ？", .japanese),
      ("did you end up buying the van?", .english),
    ] {
      let asked = acts(text, language)
      #expect(asked.owedIntents.isSuperset(of: [.yes, .notYet]), "\(text)")
      #expect(asked.ruledOutIntents.contains(.agree), "\(text)")
    }
  }

  @Test func aTestMessageAMissedCallAndACancelledEvent() {
    #expect(acts("Hello dear it's Nan. New phone. Can you see this?").owedIntents.contains(.yes))
    #expect(acts("Tried to call you earlier, ring me back when you get a sec").owedIntents.contains(.callLater))
    #expect(acts("先ほどお電話いたしましたが、ご不在でしたので改めてご連絡いたします。", .japanese).owedIntents.contains(.callLater))
    let quiz = acts("Sorry folks, Thursday's quiz night is cancelled, the pub's cellar flooded.")
    #expect(quiz.ruledOutIntents.isSuperset(of: [.addedToCalendar, .saveASeat]))
    #expect(quiz.owedIntents.contains(.thatsTooBad))
    #expect(!acts("is Thursday's quiz cancelled?").ruledOutIntents.contains(.saveASeat))
    #expect(!acts("If it rains, Sunday's match is cancelled.").ruledOutIntents.contains(.saveASeat))
    #expect(!acts("雨なら中止です。", .japanese).ruledOutIntents.contains(.addedToCalendar))
  }

  @Test func aChangeAskedPolitelyIsNotCancelledBack() {
    let change = acts("来週の面談ですが、金曜の同じ時間へ変更させていただくことは可能でしょうか。", .japanese)
    #expect(change.ruledOutIntents.contains(.cancelPlan))
    #expect(change.owedIntents.contains(.soundsGood))
  }

  @Test func helpHeldOutIsNotHeldOutBack() {
    #expect(acts("新しい部署どう？わからないことあったら遠慮なく言ってね", .japanese).mirroredIntents.contains(.hereForYou))
    #expect(acts("新しい部署、慣れてきた？", .japanese).owedIntents.contains(.imFine))
    #expect(acts("how's she doing after the op?").owedIntents.contains(.imFine))
    #expect(acts("けんちゃん げんきにしてる？", .japanese).owedIntents.contains(.imFine))
  }

  @Test func newsInvitationsAndThanksOfTheseWorlds() {
    #expect(acts("Our dog only went and passed his obedience test!").announcesGoodNews)
    #expect(acts("息子の就職決まったの！", .japanese).announcesGoodNews)
    #expect(acts("Farewell drinks for Joan at the Anchor from 6 on Friday, all welcome").invites)
    #expect(acts("秋祭り、今年も公園でやります。ご家族もぜひどうぞ", .japanese).invites)
    #expect(acts("got it ta").mirroredActs.contains(.thanks))
    #expect(!acts("got the tab").mirroredActs.contains(.thanks))
  }

  @Test func thanksThatTellNoTroubleAreNotWorriedOver() throws {
    let thanks = try chips([("jo", "Thank you for covering my shift on Friday, it really helped.")])
    #expect(!thanks.isEmpty && !thanks.contains { ["Are you OK?", "Sorry to hear that."].contains($0) }, "\(thanks)")
  }

  @Test func moneyComeBackOrSentAstray() throws {
    #expect(acts("還付金きたー！思ったより多かった", .japanese).announcesGoodNews)
    #expect(acts("sold my old bike for £90!").announcesGoodNews)
    #expect(acts("フリマで自転車売れた！", .japanese).announcesGoodNews)
    #expect(acts("スーパーの駐車場で当て逃げされた…", .japanese).tellsMishap)
    let claim = acts("Your claim has been approved and we will pay £1,200 on Monday.")
    #expect(claim.owedIntents.contains(.thanks) && claim.ruledOutIntents.contains(.congrats))
    #expect(acts("来月から家賃を3,000円下げさせていただきます。", .japanese).owedIntents.contains(.thanks))
    #expect(SensitiveTopic.keywordHit(in: "Mum had a fall at the shops, we're at the hospital now")?.topic == .illness)
  }

  @Test func recordsAndSheetsPraisedAreThanked() {
    #expect(acts("Your spreadsheet made my life so much easier").praisesReader)
    #expect(acts("この家計簿シート、まじ神", .japanese).praisesReader)
    #expect(acts("書類がきちんと整理されていて助かりました", .japanese).praisesReader)
  }

  @Test func aTreatOrARoundBoughtInvitesAndIsNotForgotten() {
    #expect(acts("Dad and I are taking you out for dinner on Friday, our treat").invites)
    #expect(acts("first round's on me at the Swan, 7pm").invites)
    #expect(acts("lunch tomorrow at the usual place?").ruledOutIntents.contains(.iForgot))
    #expect(!acts("you didn't forget lunch tomorrow, right?").ruledOutIntents.contains(.iForgot))
    let club = "【送別会のお知らせ】4月5日(土)19時〜 駅前の「さくら」にて。参加できる人はメッセください〜"
    #expect(UnsolicitedMessage.classify(club, threadHasSelfTurns: false) == nil)
  }

  @Test func sportAndTheOutdoors() {
    #expect(SensitiveTopic.keywordHit(in: "she slipped on the scree, we've called 999")?.topic == .medicalEmergency)
    #expect(SensitiveTopic.keywordHit(in: "正直もう私いなくてもよくない？")?.topic == .selfHarm)
    #expect(acts("MOTM again mate, what a finish").praisesReader)
    #expect(acts("フォーム、見違えましたね！", .japanese).praisesReader)
    #expect(acts("サブ3達成した！！", .japanese).announcesGoodNews)
    #expect(acts("soz, forgot the keys again").mirroredActs.contains(.apology))
    #expect(acts("昨日はサンキュー！", .japanese).mirroredActs.contains(.thanks))
    #expect(acts("Netball cancelled tonight, the hall's flooded").ruledOutIntents.contains(.saveASeat))
  }
}
