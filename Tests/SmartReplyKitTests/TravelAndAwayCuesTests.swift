import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 22's cues, from trips and time away: news from the road (an upgrade, lost luggage, a visit
/// made possible), the reader's arrival asked after, a visitor at the door, errands that invite no
/// one, thanks for a visit returned, and facts asked from memory.
@Suite struct TravelAndAwayCuesTests: CueSuite {
  @Test func newsFromTheRoad() {
    #expect(acts("omg they bumped us up, we got upgraded to business!!").announcesGoodNews)
    #expect(acts("フライト、ビジネスにアップグレードされたｗｗ", .japanese).announcesGoodNews)
    #expect(acts("we finally booked our honeymoon, Lisbon in May!").announcesGoodNews)
    #expect(acts("パスポート、ぎりぎり間に合った〜！", .japanese).announcesRelief)
    #expect(acts("来月そっちに遊びに行けることになりました", .japanese).announcesRelief)
    #expect(acts("the airline lost my suitcase, all my chargers are in it").tellsMishap)
    #expect(acts("ロストバゲージされた…着替えがない", .japanese).tellsMishap)
    #expect(!acts("my bag arrived first on the belt for once").tellsMishap)
  }

  @Test func aVisitMadePossibleAsksNothing() {
    let visit = acts("来月そっちに遊びに行けることになりました。楽しみにしてるね", .japanese)
    #expect(!visit.invites && !visit.expectsYesOrNo)
    #expect(acts("来週行けることになったけど、一緒に行かない？", .japanese).invites)
  }

  @Test func illnessAndAJobLostWhileAway() {
    #expect(SensitiveTopic.detect(in: "doctors think it's appendicitis, they're operating tonight") == .illness)
    #expect(SensitiveTopic.detect(in: "Grandpa had a fall and he's in hospital overnight") == .illness)
    #expect(SensitiveTopic.detect(in: "they flew me out just to tell me they're cutting my role") == .hardship)
    #expect(SensitiveTopic.detect(in: "my role is mostly travel these days") == nil)
    #expect(SensitiveTopic.detect(in: "振られました笑 まあいいけど") == .hardship)
  }

  @Test func theReadersArrivalAskedAfterIsTold() {
    let landed = acts("did you land ok? text me once you're through")
    #expect(landed.owedIntents.contains(.arrived) && !landed.mirroredIntents.contains(.arrived))
    let hotel = acts("ちゃんと着いた？ホテルどう？", .japanese)
    #expect(hotel.owedIntents.contains(.arrived) && !hotel.mirroredIntents.contains(.arrived))
    #expect(acts("just got here, see you at arrivals!").mirroredIntents.contains(.arrived))
  }

  @Test func aVisitorAtTheDoorIsMet() {
    let courier = acts("Hi, driver here with your parcel, which block is flat 12? can't find the entrance")
    #expect(courier.owedIntents.contains(.onMyWay))
    #expect(courier.ruledOutIntents.isSuperset(of: [.myTreat, .upToYou, .freeNow, .home]))
    #expect(acts("マンションの前に着いたんだけど、入口どこ？", .japanese).owedIntents.contains(.onMyWay))
    // Asking the way somewhere else is no visitor at the door.
    #expect(!acts("which way is the station from the museum?").owedIntents.contains(.onMyWay))
  }

  @Test func errandsAndFavoursInviteNoOne() {
    let souvenir = acts("名古屋行くならゆかりのえびせん買ってきてほしいな〜🙏", .japanese)
    #expect(souvenir.asks && souvenir.ruledOutIntents.contains(.thanksForInviting))
    let message = acts("おばあちゃんちに着くの遅れるってお母さんに伝えといてくれる？", .japanese)
    #expect(message.requests && message.ruledOutIntents.isSuperset(of: [.thanksForInviting, .thanksForHelp]))
    #expect(!acts("週末うちでBBQするんだけど来ない？").ruledOutIntents.contains(.thanksForInviting))
    #expect(acts("r u passing the shops? we're out of milk and bread").requests)
    #expect(!acts("are you passing the shops? i'm outside the bakery, come say hi").requests)
  }

  @Test func thanksForAVisitIsReturned() {
    let inLaws = acts("先日は遠いところお越しいただきありがとうございました。孫たちも喜んでおりました。", .japanese)
    #expect(inLaws.owedIntents.contains(.likewise) && inLaws.ruledOutIntents.contains(.youreWelcome))
    #expect(!inLaws.mirroredIntents.contains(.likewise))
    // Returned already, or followed by a question: not returned again.
    #expect(!acts("こちらこそお越しいただきありがとうございました", .japanese).owedIntents.contains(.likewise))
    #expect(!acts("遊びに来てくれてありがとう！写真送ってくれる？", .japanese).owedIntents.contains(.likewise))
    #expect(!acts("thanks for the lift!").owedIntents.contains(.likewise))
  }

  @Test func offersAndWishesToBeJoined() {
    let cot = acts("do you need a cot in the room for the little one? we have one available")
    #expect(cot.offers && cot.ruledOutIntents.contains(.freeNow))
    #expect(!acts("do you have a spare charger?").offers)
    #expect(acts("heading to the bakery, want anything?").ruledOutIntents.isSuperset(of: [.imFine, .whatAboutYou]))
    #expect(!acts("how are you feeling? want me to bring some soup round?").ruledOutIntents.contains(.imFine))
    #expect(acts("5月にハワイで式挙げるんだけど、来てくれたら嬉しい😭", .japanese).invites)
    #expect(acts("明日の昼空いてたら一緒に食べよーや", .japanese).invites)
  }

  @Test func aFactAskedFromMemoryIsLookedUp() {
    let hotel = acts("ベトナム出張で泊まったホテルの名前って覚えてます？", .japanese)
    #expect(hotel.owedIntents.contains(.letMeCheck) && hotel.ruledOutIntents.contains(.acceptInvitation))
    #expect(acts("do you remember the name of that ramen place in Osaka?").owedIntents.contains(.letMeCheck))
    // 「覚えてる？」 after a long silence asks to be remembered.
    #expect(!acts("久しぶり！高校で一緒だった田中だけど覚えてる？", .japanese).owedIntents.contains(.letMeCheck))
  }

  @Test func aGrandfathersWorryAndAnAcknowledgementWithAWish() {
    #expect(acts("沖縄は暑いだろう。体は大丈夫か。あんまり無理するなよ", .japanese).owedIntents.contains(.imFine))
    #expect(acts("了解〜気をつけてね", .japanese).acknowledgesOnly)
    #expect(!acts("気をつけてね", .japanese).acknowledgesOnly)
  }

  @Test func goodNewsSaidSorryForIsNotAskedAfter() throws {
    let chips = try chips([("ana", "夜中にごめん…ビザ下りた！！来月から向こうで働ける")])
    #expect(!chips.contains { $0.contains("大丈夫？") || $0.contains("元気？") })
  }
}
