import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 24's cues, from celebrations and milestones: things lent for a party, guests told they must
/// come, news told with a favour, a let's that settles a detail, a venue's regrets, casual news told
/// with a ました, and the losses and emergencies a party can bring.
@Suite struct CelebrationsCuesTests: CueSuite {
  @Test func thingsLentAreOffersTakenOrDeclined() {
    let chairs = acts("I've got loads of spare chairs and a gazebo if you need them, just say the word 😊")
    #expect(chairs.offers && !chairs.invites)
    let pram = acts("ベビーカーまだ買ってなかったら、うちの使わない？まだきれいだよ👶", .japanese)
    #expect(pram.offers && pram.owedIntents.contains(.thanks) && pram.ruledOutIntents.contains(.agree))
    #expect(acts("よければ週末、私も付き合いましょうか？", .japanese).offers)
    #expect(!acts("うちの犬、最近ごはん食べないんだよね", .japanese).offers)
  }

  @Test func guestsToldTheyMustComeAreInvited() {
    #expect(acts("Housewarming is Sat 22nd from 4, you and Jim must come!").invites)
    #expect(!acts("the plumber must come before 10 or we're stuck").invites)
  }

  @Test func newsToldWithAFavourIsCongratulatedToo() {
    let wedding = acts("来年の5月に結婚式することになりました💍 招待状送りたいから住所教えてもらえる？", .japanese)
    #expect(wedding.announcesGoodNews && wedding.owedIntents.contains(.congrats))
    #expect(wedding.ruledOutIntents.isSuperset(of: [.wow, .really]))
    #expect(!acts("住所教えてもらえる？", .japanese).owedIntents.contains(.congrats))
  }

  @Test func aLetThatSettlesADetailInvitesNoOne() {
    let card = acts("Could you organise the card and collection for Paul's retirement? Let's suggest £5-10 each.")
    #expect(card.requests && !card.invites)
    #expect(acts("let's get pizza tonight?").invites)
  }

  @Test func aVenuesRegretsInviteNoOne() {
    let venue = acts(
      "We regret to inform you that we are unable to host your party on Saturday. We would be happy to offer an "
        + "alternative date or a refund; please let us know which you would prefer.")
    #expect(!venue.invites)
    let restaurant =
      "【レストラン ル・ソレイユ】佐々木様 ご予約の記念日ディナーにつきまして、当日休業となりました。誠に申し訳ございません。"
      + "別日へのご変更かキャンセルか、ご希望をお知らせいただけますでしょうか。"
    #expect(UnsolicitedMessage.classify(restaurant, threadHasSelfTurns: false) == nil)
  }

  @Test func casualNewsWithAMashitaIsCasual() {
    func turn(_ text: String) -> PreparedConversation.Turn {
      .init(text: text, senderIdentifier: "a", isFromSelf: false, isText: true)
    }
    let news = "ゆきちゃん！報告遅くなってごめんね、来年の5月に結婚式することになりました💍 住所教えてもらえる？"
    #expect(RegisterDetector.register(for: [turn(news)]) == .casual)
    // A colleague's 「ですよね」 and one 「聞いてね」 stay polite.
    let colleague = "明日から配属ですよね？初日は9時に受付まで来てもらえれば大丈夫です！分からないことあったら聞いてね"
    #expect(RegisterDetector.register(for: [turn(colleague)]) == .polite)
  }

  @Test func lossesAndEmergenciesAPartyBrings() {
    #expect(SensitiveTopic.detect(in: "well the engagement's off. he's moved out") == .hardship)
    #expect(SensitiveTopic.detect(in: "the engagement party is off the charts 🎉") == nil)
    #expect(SensitiveTopic.detect(in: "息子がピーナッツ食べちゃって顔腫れて息苦しそう、今エピペン打った") == .medicalEmergency)
    let shop = acts("ごめん、予約してた店が急に閉店しちゃって予約なくなった…どうしよう", .japanese)
    #expect(shop.tellsMishap)
  }

  @Test func optionsAreNamedAsWritten() {
    let christmas = ChoiceChips.options(
      in: "are you and Sam coming Christmas Eve or Christmas Day this year?", language: .english)
    #expect(christmas.map { [$0.0, $0.1] } == ["christmas eve", "christmas day"])
    #expect(ChoiceChips.asWritten("christmas eve", in: "coming Christmas Eve or…") == "Christmas Eve")
    let weekend = ChoiceChips.options(in: "家族で集まるの土日どっちがいいかな？", language: .japanese)
    #expect(weekend.map { [$0.0, $0.1] } == ["土曜", "日曜"])
  }

  @Test func anAgreementAskedOfTheReaderIsAYesOrNo() {
    #expect(
      QuestionDetector.expectsYesOrNo("its £60 so £15 each if the 4 of us chip in. ok with u?", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("ok with the kids now, what did u want?", language: .english))
  }

  @Test func aQuestionOfHavingIsAnsweredWithHaving() throws {
    #expect(acts("ご祝儀袋に名前書くの忘れた…ペン持ってる？", .japanese).asksPossession)
    #expect(!acts("明日来れる？", .japanese).asksPossession)
    let pen = try chips([("aki", "ご祝儀袋に名前書くの忘れた…ペン持ってる？")])
    #expect(!pen.contains("そうだよ") && !pen.contains("違うよ"))
    let come = try chips([("aki", "来週の土曜、うちで誕生日会するんだけど来れる？")])
    #expect(!come.contains("あるよ！") && !come.contains("ごめん、ないや"))
    // A day asked for is no yes or no: 「どうだろう」 answers none of it.
    #expect(try !chips([("aki", "お盆は何日に帰ってくるの？")]).contains { $0.contains("どうだろう") })
  }

  @Test func someonesAbsenceIsNoTimeProposed() throws {
    let cake = try chips([
      ("ana", "For Raj's farewell cake, which day works best next week? He's off on Wednesday so Tue or Thu?")
    ])
    #expect(!cake.contains { $0.contains("Wednesday") })
    let closed = try chips([
      ("shop", "【レストラン】佐々木様 11月3日(金)19時のご予約につきまして、当日休業となりました。ご希望をお知らせいただけますでしょうか。")
    ])
    #expect(!closed.contains { $0.contains("19時") })
  }
}
