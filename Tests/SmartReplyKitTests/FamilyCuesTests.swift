import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 28's cues, from family life at home: a loss of the reader's own family, a parent's
/// message in another language, a job lost, news told in dialect, a task beside a mishap or a
/// holiday, a birthday thanked for, and a grandparent's or an in-law's invitation and offer.
@Suite struct FamilyCuesTests: CueSuite {
  @Test func aLossOfTheReadersOwnFamilyGetsNoCondolences() throws {
    for (text, language) in [
      ("it is with great sadness that we let you know your mother, Joan, passed away this afternoon", Language.english),
      ("Grandad died this morning. Mum's with him", .english),
      ("So sorry for your loss. Thinking of you all x", .english),
      ("じいちゃん、さっき亡くなったって。父さんから電話あった", .japanese),
    ] {
      #expect(KinshipCues.lossIsReaders(text, language: language), "\(text)")
    }
    for (text, language) in [
      ("my nan passed away last night", Language.english), ("Tom's dad died on Sunday", .english),
      ("うちの祖母が亡くなりました", .japanese), ("友達のおばあちゃんが亡くなったって", .japanese),
    ] {
      #expect(!KinshipCues.lossIsReaders(text, language: language), "\(text)")
    }
    #expect(try chips([("care", "We are sorry to tell you your father passed away peacefully at 3am.")]).isEmpty)
    #expect(try !chips([("jo", "my nan passed away last night")]).isEmpty)
  }

  @Test func anotherLatinLanguageSharingAShorthandWithEnglishIsOther() {
    #expect(LanguageDetector.detect("Kochanie, obiad w niedzielę o 14:00 u babci. Przynieś sałatkę, dobrze?") == .other)
    #expect(
      LanguageDetector.detect("Oi querida! A vovó vai buscar as crianças na escola hoje às 15h, tá bom?") == .other)
    #expect(LanguageDetector.detect("summit of Pen y Fan 5:52am. worth the 3:30 alarm") == .language(.english))
    #expect(LanguageDetector.detect("oi oi what's good") == .language(.english))
  }

  @Test func aTeamMadeRedundantAndAWeddingCalledOffAreHardships() {
    for text in [
      "they made my whole team redundant this afternoon", "Well. They've let me go. 31 years at the depot.",
      "会社、3月末で事業所閉鎖だって。俺も対象", "直樹とは結婚やめることになった",
    ] {
      #expect(SensitiveTopic.keywordHit(in: text)?.topic == .hardship, "\(text)")
    }
  }

  @Test func newsTeasedOrToldInDialectIsGood() {
    #expect(acts("guess who got into Edinburgh 🎓").announcesGoodNews)
    #expect(acts("ばあちゃんの膝の手術、うまいこといったけん安心しんさい", .japanese).announcesGoodNews)
    #expect(acts("本審査とおったーー🎉", .japanese).announcesGoodNews)
    #expect(!acts("面接うまくいったら連絡するね", .japanese).announcesGoodNews)
  }

  @Test func getWellSoonNeedsAnIllness() throws {
    #expect(!acts("car's in the garage till monday and the bus doesn't run").namesIllness)
    #expect(acts("Alfie's been poorly all weekend").namesIllness)
    let bail = try chips([
      ("kim", "soooo sorry, we have to bail on sunday lunch 😩 car's in the garage till monday and the bus doesn't run")
    ])
    #expect(!bail.contains("Get well soon!"))
  }

  @Test func aPresentThankedForIsNoBirthdayToGreetUnlessItIsToday() {
    let flowers = acts("美咲さん、先日はお誕生日のお花ありがとうね。玄関に飾ってます", .japanese)
    #expect(!flowers.occasions.contains(.happyBirthday))
    let today = acts("誕生日のカードありがとうね。おばあちゃん今日で88歳です", .japanese)
    #expect(today.occasions.contains(.happyBirthday))
  }

  @Test func aTaskBesideAMishapOrAHolidayIsTakenOn() {
    let pot = acts("ベランダの割れた植木鉢もついでに出しといて〜", .japanese)
    #expect(pot.directs && !pot.tellsMishap && pot.owedIntents.contains(.willDo))
    #expect(acts("お盆の写真、共有アルバムにあげといて〜", .japanese).directs)
  }

  @Test func dialectAndPubInvitationsAreInvitations() {
    #expect(acts("帰ってきたら一杯やろうや。母さんには内緒な", .japanese).invites)
    #expect(acts("よかったら颯太くんも一緒にどうぞ🎂", .japanese).invites)
    #expect(acts("来月3日にお祝いを家でするけん、みんなで来てくれんかのう？", .japanese).invites)
    #expect(acts("pint at the Crown friday? need to vent lol").invites)
  }

  @Test func aTreatNeedsSomethingToPayFor() {
    #expect(acts("Sorry pet, cant do our call this sunday. Next week same time?").ruledOutIntents.contains(.myTreat))
    #expect(!acts("lunch friday?").ruledOutIntents.contains(.myTreat))
  }

  @Test func cookingPutAboveTheSendersOwnIsPraise() {
    #expect(acts("That roast you did was better than mine!! Don't tell your father").praisesReader)
    #expect(acts("今日のキーマカレー、店のより美味いかも", .japanese).praisesReader)
  }

  @Test func anOfferWithNothingSadIsNotPitied() throws {
    let offer = try chips([
      ("jean", "Hello dear, I've frozen some lasagne for you both with the baby coming. Shall I drop them round?")
    ])
    #expect(!offer.isEmpty && !offer.contains("I'm so sorry to hear that."))
  }

  @Test func aBirthdayPlanIsNotHaggledOverAndAPastNightIsNoPlan() throws {
    let generator = try SmartReplyGenerator()
    let birthday = generator.suggestions(
      for: ContextFixtures.message([("ray", "Happy birthday kiddo!! 🎉🎂 see you at Grandma's at 3 for cake")]))
    #expect(!birthday.suggestions.isEmpty)
    #expect(!birthday.suggestions.contains { $0.intent == "propose-another-time" || $0.intent == "time-does-not-work" })
    let storm = try chips([("al", "You lot survive the storm last night?? Our tent nearly took off at 3am 😅")])
    #expect(!storm.contains { $0.contains("3am") })
  }

  @Test func aTimeAnswersThePartOfTheDayJustAskedAbout() throws {
    let run = try chips([("yui", "明日の朝ラン何時にする？5時半か6時かなー")])
    #expect(run.contains { $0.contains("5時半") } && !run.contains { $0.contains("17時半") })
  }
}
