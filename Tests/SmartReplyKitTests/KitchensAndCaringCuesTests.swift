import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 30's cues from food, caring and neighbours: good news not taken back by another sentence's
/// "not", emergencies told by symptoms, a goodbye with nothing left to buy, kanji-only Japanese,
/// a baby told of by a grandmother, a recipe shared, a booking called off, a favour thanked.
@Suite struct KitchensAndCaringCuesTests: CueSuite {
  @Test func aNegationTakesBackOnlyTheNewsOfItsOwnSentence() {
    #expect(acts("I got the job!!! Still not sure what to wear on day one lol").announcesGoodNews)
    #expect(acts("We passed the inspection! The inspector didn't even look at the attic").announcesGoodNews)
    #expect(!acts("didn't get the job 😞").announcesGoodNews)
    #expect(!acts("Got the offer. Not taking it though.").announcesGoodNews)
    #expect(!acts("合格した！でも第一志望は落ちた", .japanese).announcesGoodNews)
  }

  @Test func sentencesSplitAtTheirEnds() {
    let sentences = SearchableText("got it!! not sure though… 合格した。でも").sentences
    #expect(
      sentences.map { String(decoding: $0.bytes, as: UTF8.self) } == ["got it!!", "not sure though…", "合格した。", "でも"])
    #expect(SearchableText("").sentences.isEmpty)
  }

  @Test func emergenciesToldBySymptomsAndGoodbyesAreSensitive() {
    let blue = "just got to mums. shes on the kitchen floor and her lips look blue. on the phone to 999 now"
    #expect(SensitiveTopic.keywordHit(in: blue)?.topic == .medicalEmergency)
    let unnoticed = "be honest, would anyone actually notice if I just wasn't around any more?"
    #expect(SensitiveTopic.keywordHit(in: unnoticed)?.topic == .selfHarm)
    #expect(SensitiveTopic.keywordHit(in: "冷蔵庫もう空っぽにした。買い足す必要もないし。今までいろいろごちそうさまでした")?.topic == .selfHarm)
    #expect(SensitiveTopic.keywordHit(in: "今までありがとう！新しい職場でも頑張るね") == nil)
    #expect(
      SensitiveTopic.keywordHit(in: "Brian was taken into the Royal last night with his heart")?.topic == .illness)
  }

  @Test func kanjiOnlyJapaneseWordsAreJapanese() {
    #expect(LanguageDetector.detect("雪、大丈夫？") == .language(.japanese))
    #expect(LanguageDetector.detect("駅前集合") == .language(.japanese))
    #expect(LanguageDetector.detect("我们明天见") != .language(.japanese))
  }

  @Test func newsOfABirthAndAFirstAreGoodNews() {
    let baby =
      "our Margaret had the baby last night, a little girl, and both are doing well. Ted and I are over the moon"
    #expect(acts(baby).announcesGoodNews)
    #expect(acts("報告！娘がついに補助輪なしで乗れた🚲", .japanese).announcesGoodNews)
    #expect(acts("ねえ聞いて！！開業資金、融資おりた😭", .japanese).announcesGoodNews)
    #expect(acts("明日の運動会、予定通り開催です！", .japanese).announcesRelief)
    #expect(!acts("Right, off to bed. Hope the power's back by morning! Night all x").announcesRelief)
  }

  @Test func aRecipeSharedLooksTastyAndOrzoIsNoSadFace() {
    let orzo = acts("This is the one-pan orzo I was going on about https://www.bbcgoodfood.com/recipes/one-pan-orzo")
    #expect(!orzo.soundsSad && orzo.owedIntents.contains(.soundsDelicious))
    #expect(acts("もう無理orz").soundsSad)
  }

  @Test func aBookingCalledOffIsAcknowledgedNotConfirmed() throws {
    let notice = acts("【親子クッキング係より】明日の親子クッキング、大雪予報のため中止になりました⛄", .japanese)
    #expect(notice.callsOffPlan)
    let chips = try chips([
      (
        "osteria",
        "Dear Ms Hartley, due to a flood in our kitchen we must cancel your reservation for 6 at 7:30pm. Please reply to let us know."
      )
    ])
    #expect(!chips.isEmpty && !chips.contains { $0.contains("7:30") })
  }

  @Test func aFavourThankedIsWelcomedNotAcknowledged() {
    let kit = acts("体操服袋、届けてくれてサンキュー！朝バタバタで完全に忘れてたわ😅", .japanese)
    #expect(kit.ruledOutIntents.isSuperset(of: [.iForgot, .okay]))
    let halal = acts("ハラールのお店調べてくれて本当に助かった！また4人で行こう", .japanese)
    #expect(halal.invites && halal.owedIntents.contains(.youreWelcome))
    #expect(!acts("お問い合わせありがとうございます。返品を承っております。", .japanese).ruledOutIntents.contains(.okay))
  }

  @Test func shortOutingsAndPraiseOfThingsMade() {
    #expect(acts("金曜 焼き鳥？", .japanese).invites)
    #expect(acts("会計終わったら下のドトールでお茶しよっか", .japanese).invites)
    #expect(acts("Happy 40th Gemma!! Pop over for a glass of fizz later if you fancy x").invites)
    #expect(acts("ur curry 🔥🔥").praisesReader)
    #expect(acts("omg the costume you made Finn 😍 how did u even do that").praisesReader)
    #expect(!acts("ありがとう〜 レシピ知りたいくらい", .japanese).asksOpenQuestion)
    #expect(!acts("帰りにスーパー寄れる？ちらし寿司用に錦糸卵買ってきてほしい🙏", .japanese).invites)
  }

  @Test func aShopsOvenPackedInAndAnOfferFromTheShops() {
    #expect(acts("Sorry to say our oven has packed in, so no croissants this weekend").tellsMishap)
    #expect(acts("doing the big shop at aldi after work, anything u need?").offers)
  }
}
