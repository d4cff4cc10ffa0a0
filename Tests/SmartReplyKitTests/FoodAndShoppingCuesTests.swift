import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 23's cues, from food, shopping and money between people: a change checked with the reader,
/// a shop's thanks for custom, lifts asked for, gifts offered by a neighbour, facts asked again, a
/// journey's safe end, and the warning signs that name no keyword.
@Suite struct FoodAndShoppingCuesTests: CueSuite {
  @Test func aChangeCheckedWithTheReaderIsAccepted() {
    let chicken = acts("The butcher has shut so we'll have to do chicken. Hope that's alright?")
    #expect(chicken.owedIntents.contains(.noWorries) && chicken.ruledOutIntents.contains(.hopeSo))
    // Asked as a favour, it is still granted or refused, not waved through.
    let shift = acts("can you cover my shift on friday? hope that's ok")
    #expect(shift.requests && !shift.owedIntents.contains(.noWorries))
    #expect(!acts("hope the weather holds for sunday").ruledOutIntents.contains(.hopeSo))
  }

  @Test func aShopsThanksForCustomIsReturned() {
    let bakery = acts("Dear Mr Patel, thank you for ordering 40 croissants. We hope to see you again soon.")
    #expect(bakery.owedIntents.contains(.thanks) && bakery.ruledOutIntents.contains(.youreWelcome))
    #expect(!bakery.mirroredActs.contains(.thanks))
    #expect(!acts("thanks for the lift home!").owedIntents.contains(.thanks))
  }

  @Test func aLiftAskedForNowIsSetOutOn() {
    #expect(acts("スーパーの駐車場でエンジンかからなくなった😭 迎えに来れたりする？", .japanese).owedIntents.contains(.onMyWay))
    #expect(acts("car won't start, can you come get me?").owedIntents.contains(.onMyWay))
    // A lift for later is agreed to, not set out on; a lift thanked for is over.
    #expect(!acts("can you pick me up at 6 tomorrow?").owedIntents.contains(.onMyWay))
    #expect(!acts("thanks for coming to pick me up!").owedIntents.contains(.onMyWay))
    #expect(acts("おわった　むかえきて", .japanese).owedIntents.contains(.onMyWay))
    #expect(!acts("お母さんが迎えに来るから大丈夫", .japanese).owedIntents.contains(.onMyWay))
  }

  @Test func giftsOfferedAndFactsAskedAgain() {
    let onions = acts("実家から玉ねぎが届いてしまって😅 よかったら少しもらっていただけませんか？", .japanese)
    #expect(onions.offers && onions.owedIntents.contains(.thanks))
    #expect(acts("代わりに何か買って帰ろうか?", .japanese).offers)
    #expect(acts("im at the market but there's 3 bakery stalls?? which one was it again").asksFact)
    #expect(acts("what was the name of that lebanese place u took me to?").asksFact)
  }

  @Test func permissionAskedWithAnEndingOfItsOwn() {
    #expect(acts("じゃあ白い箱に入ってるケーキも食べていいやつ？", .japanese).asksPermission)
    #expect(acts("これ使っていいの？", .japanese).asksPermission)
    #expect(!acts("本当にもらっていいの？", .japanese).asksPermission)
  }

  @Test func aJourneysSafeEndIsMetWithGladness() {
    let home = acts("今着いた！無事到着〜", .japanese)
    #expect(home.owedIntents.contains(.welcomeBack))
    #expect(home.ruledOutIntents.isSuperset(of: [.beCareful, .offerToBring, .homeSafe]))
    #expect(acts("home safe x").owedIntents.contains(.welcomeBack))
    // "get home safe" wishes the reader well: nobody has arrived.
    #expect(!acts("had such a good time tonight x get home safe").mirroredIntents.contains(.arrived))
  }

  @Test func warningSignsAndLossesThatNameNoKeyword() {
    let farewell =
      "gave away all my cookbooks today. won't be needing them where i'm going. u were always the best part"
    #expect(SensitiveTopic.detect(in: farewell) == .selfHarm)
    #expect(SensitiveTopic.detect(in: "gave away all my baby clothes to Sarah, she's due in May") == nil)
    #expect(SensitiveTopic.detect(in: "he ended it at the restaurant. walking home now") == .hardship)
    #expect(SensitiveTopic.detect(in: "昨日の夜、父が倒れて今病院にいる") == .illness)
    #expect(SensitiveTopic.detect(in: "本棚が倒れてびっくりした") == nil)
  }

  @Test func aBirthTimeIsNoTimeProposed() throws {
    let chips = try chips([("ana", "Meet Olivia Rose 💕 3.4kg, born 4:12am this morning. Mum and bub doing great")])
    #expect(!chips.contains { $0.contains("4:12") })
  }

  @Test func declinesSayTheyDecline() throws {
    let coffee = try chips([("ana", "heading to costa, want anything?")])
    #expect(coffee.contains("No thanks, I'm good."))
    let pickUp = try chips([("ana", "pick me up at 5:30 instead of 6?")])
    #expect(pickUp.contains { $0.hasPrefix("Sorry") || $0.contains("can't") })
  }
}
