import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 28's cues from seasons and holidays: an address in English, a question in kanji alone,
/// a costume torn, a family quarrel over New Year, a birthday told on New Year's Eve, a reminder
/// beside Christmas, a lucky draw won with a laugh, Eid thanks and Diwali praise.
@Suite struct SeasonsCuesTests: CueSuite {
  @Test func anAddressIsEnglishAndAKanjiQuestionJapanese() {
    #expect(LanguageDetector.detect("8pm, 14 Elm Grove") == .language(.english))
    #expect(LanguageDetector.detect("何時着？") == .language(.japanese))
    #expect(LanguageDetector.detect("我们明天几点见？") == .other)
  }

  @Test func aCostumeTornAndAFamilyQuarrelAreTrouble() {
    #expect(acts("衣装、電車の中でスカート裂けたんだけど😇", .japanese).tellsMishap)
    #expect(acts("お母さんとお兄ちゃん、またお正月の集まりのことで揉めてる", .japanese).vents)
    #expect(SensitiveTopic.keywordHit(in: "会社の業績悪化により12月末で退職することになりました")?.topic == .hardship)
  }

  @Test func aBirthdayToldOnNewYearsEveIsGreeted() {
    let turned = acts("実は今日で30になりました〜！大晦日生まれなので毎年忘れられがちです笑", .japanese)
    #expect(turned.occasions.contains(.happyBirthday))
  }

  @Test func aReminderBesideChristmasIsATask() {
    let card = acts("Don't forget to post Grandma's card TODAY!! Last 2nd class for Christmas is the 18th")
    #expect(card.directs && card.owedIntents.contains(.willDo))
    #expect(!acts("Merry Christmas! don't forget to rest").directs)
  }

  @Test func aLuckyDrawWonWithALaughIsGoodNews() throws {
    let draw = try chips([
      (
        "jun",
        "we won the lucky draw at the company Lunar New Year dinner lol. two tickets to Taipei, my boss looked so annoyed"
      )
    ])
    #expect(!draw.isEmpty && !draw.contains("Oh no!") && !draw.contains("I'm so sorry to hear that."))
  }

  @Test func eidThanksAndDiwaliPraiseAreAnswered() {
    #expect(acts("Jazakallah khair for the baklava Hannah, my mum loved it").mirroredActs.contains(.thanks))
    #expect(acts("the rangoli you did outside the shop is the best on the whole street").praisesReader)
    #expect(acts("soz stuck at work 😩 won't get to the diwali thing til 8ish, start without me!!").runsLate)
  }
}
