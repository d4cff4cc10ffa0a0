import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 31's cues from work shifts, clubs and hobbies: the words a message asks to be answered
/// with, a goodbye with belongings cleared, a pet's death and a shop closing, short English and
/// texting thanks, nights spoken of, the sender's own prize, invitations, offers and shifts asked.
@Suite struct ShiftsAndClubsCuesTests: CueSuite {
  @Test func keywordsAreReadWithWhatTheyDo() {
    let shift = ReplyKeywordChips.keywords(
      in: "Extra shift Wed 06:00-14:00. Reply YES to accept or NO to decline by 6pm today.", language: .english)
    #expect(shift.map(\.text) == ["YES", "NO"])
    #expect(shift.map(\.declines) == [false, true])
    let slots = ReplyKeywordChips.keywords(in: "Reply 1 for the early slot, 2 for the late one 🍻", language: .english)
    #expect(slots.map(\.text) == ["1", "2"])
    #expect(
      ReplyKeywordChips.keywords(in: "can u reply with 'Y' if ur coming", language: .english).map(\.text) == ["Y"])
    let dentist = "Reply C to confirm, R to reschedule or STOP to opt out."
    #expect(ReplyKeywordChips.keywords(in: dentist, language: .english).map(\.text) == ["C", "R"])
    let ballot = "出席の方は「1」、欠席の方は「2」とご返信ください。"
    let japanese = ReplyKeywordChips.keywords(in: ballot, language: .japanese)
    #expect(japanese.map(\.text) == ["1", "2"])
    #expect(japanese.map(\.declines) == [false, true])
    #expect(ReplyKeywordChips.keywords(in: "来れそうなら「はい」って返事して〜", language: .japanese).map(\.text) == ["はい"])
  }

  @Test func capitalsAndQuotesThatAskForNoWordAreNoKeywords() {
    #expect(ReplyKeywordChips.keywords(in: "I'll reply ASAP to confirm", language: .english).isEmpty)
    #expect(ReplyKeywordChips.keywords(in: "send me the PDF when you can", language: .english).isEmpty)
    #expect(ReplyKeywordChips.keywords(in: "Reply by Friday to confirm your place", language: .english).isEmpty)
    #expect(ReplyKeywordChips.keywords(in: "text me 2025 figures pls", language: .english).isEmpty)
    #expect(ReplyKeywordChips.keywords(in: "Reply STOP to unsubscribe", language: .english).isEmpty)
    #expect(ReplyKeywordChips.keywords(in: "「鬼滅」の映画みた？返信遅れてごめん", language: .japanese).isEmpty)
  }

  @Test func keywordsComeFirstAndStandInForTimeChips() throws {
    let offer =
      "Hi Sam, an extra shift is on at the depot Wed 16 Oct, 06:00-14:00. Reply YES to accept or NO to decline."
    let chips = try chips([("ana", offer)])
    #expect(Array(chips.prefix(2)) == ["YES", "NO"])
    #expect(!chips.contains { $0.contains("6") })
  }

  @Test func aGoodbyeWithBelongingsClearedIsSelfHarm() {
    let locker = "cleared my locker out today, won't be needing any of it. just wanted you to know you were always kind"
    #expect(SensitiveTopic.keywordHit(in: locker)?.topic == .selfHarm)
    #expect(
      SensitiveTopic.keywordHit(
        in: "last day today! cleared my locker, won't be needing any of it. thanks for everything") == nil)
    #expect(SensitiveTopic.keywordHit(in: "来週からのシフト全部代わってもらった。私いなくても回るようにしといたから。今まで色々ありがとね")?.topic == .selfHarm)
  }

  @Test func aPetKeptForYearsThatDiedAndAShopClosingAreSympathyTopics() {
    #expect(SensitiveTopic.keywordHit(in: "12年飼ってた猫のミミが死んじゃって、今日は休ませて")?.topic == .grief)
    #expect(SensitiveTopic.keywordHit(in: "来月で閉店、全員契約終了だって…")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "8 years and it's over. she's taken the dog")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "it's just over an hour on the train") == nil)
  }

  @Test func shortEnglishThanksAreEnglish() {
    #expect(LanguageDetector.detect("ah legend, cheers 🙏") == .language(.english))
    #expect(LanguageDetector.detect("gg lads") == .language(.english))
  }

  @Test func thanksAreWelcomedNeverApologisedForNorAskedWhere() {
    let thanks = acts("ty for carrying me in ranked last night lol")
    #expect(thanks.ruledOutIntents.isSuperset(of: [.apology, .goodNight, .askWhere, .askWhen]))
    #expect(!acts("thanks and sorry again for the mess").ruledOutIntents.contains(.apology))
  }

  @Test func aNightSpokenOfIsNoGoodnight() {
    #expect(acts("you coming tonight?").ruledOutIntents.contains(.goodNight))
    #expect(!acts("gg tonight, gn lads").ruledOutIntents.contains(.goodNight))
    let bed = acts("going to bed early tonight, shattered")
    #expect(bed.owedIntents.contains(.goodNight) && !bed.ruledOutIntents.contains(.goodNight))
    #expect(acts("今夜のリハ、何時から？", .japanese).ruledOutIntents.contains(.goodNight))
  }

  @Test func aGoodnightIsNotUnplacedNews() {
    let goodnight = acts("logging off, gn lads")
    #expect(!ReplyFilter.mayBeUnplacedNews(goodnight, kind: .other))
  }

  @Test func homeToldOfIsNoJourneyAskedAfter() {
    #expect(acts("Need you on till 2, Kev's gone home sick").ruledOutIntents.contains(.homeSafe))
    #expect(!acts("did you get home ok? roads were awful").ruledOutIntents.contains(.homeSafe))
  }

  @Test func theSendersOwnPrizeIsCongratulated() {
    let prize = acts("フォトコンの入選通知きた…！！", .japanese)
    #expect(prize.announcesGoodNews && prize.owedIntents.contains(.congrats))
    #expect(prize.ruledOutIntents.contains(.interesting))
    #expect(acts("JUST GOT MY MARATHON BALLOT PLACE 😭😭").announcesGoodNews)
    #expect(acts("県大会、金賞いただきました！", .japanese).announcesGoodNews)
  }

  @Test func invitationsOffersAndShiftsAskedAreRead() {
    #expect(acts("my bday party sat!! bring ur controller").invites)
    #expect(acts("Haha worth it. Fancy a coffee Thursday?").invites)
    #expect(acts("Can give you a lift to the away game Saturday if you need one").offers)
    #expect(acts("Need you on goods-in from 1 instead of picking. Ok?").requests)
    #expect(acts("登ったあとスタバ寄ってかね？", .japanese).invites)
    #expect(acts("バンド練終わったら駅まで迎えきて〜", .japanese).requests)
  }

  @Test func aPresenceAskedAtATimeIsNoThingOffered() {
    #expect(!acts("今夜いる？", .japanese).offers)
    #expect(acts("ゴーヤの苗いる？", .japanese).offers)
  }

  @Test func aWayInSoughtAtTheDoorIsMet() {
    let courier = acts("配達で伺ってるんですが、3号棟の搬入口ってどこになりますか？見当たらなくて…", .japanese)
    #expect(courier.owedIntents.contains(.onMyWay))
  }

  @Test func aQuestionEndsAtAnEmoji() {
    let text = "shut the counter at 12 that day 😄 Will you be able to come?"
    let question = ProposedTime.lastQuestion(in: text).map { String(text[$0]) }
    #expect(question == " Will you be able to come")
  }
}

/// Round 31's cues from moving house and from family and dating far away.
@Suite struct HomesAndDistanceCuesTests: CueSuite {
  @Test func aRecurringWishToDisappearIsSelfHarmAnOldPhotosCringeIsNot() {
    #expect(SensitiveTopic.keywordHit(in: "最近ほんとに消えたくなる時がある")?.topic == .selfHarm)
    #expect(SensitiveTopic.keywordHit(in: "昔の写真見返して消えたくなった笑") == nil)
  }

  @Test func goingToSleepIsSaidGoodnightAndTheTimeItIsNowIsNoProposal() {
    #expect(acts("ok going to sleep now, it's 11pm here. don't work too late ok? 💤").owedIntents.contains(.goodNight))
    #expect(TimeReplyChips.tellsTheTimeNow("ok going to sleep now, it's 11pm here. don't work too late"))
    #expect(!TimeReplyChips.tellsTheTimeNow("it's 7 on friday, can you make it?"))
  }

  @Test func helpHeldOutForSomeDayOffersNothingNow() {
    let thanks = acts("Thank you for the flowers. Do knock if you ever need anything – we're at number 9.")
    #expect(!thanks.offers)
    #expect(acts("popping to the shop, need anything?").offers)
  }

  @Test func aGoodTimeThankedForIsSharedAndALinkAskedAboutIsAdmired() {
    #expect(acts("thanks for tonight. i had a really nice time 🙂").owedIntents.contains(.meToo))
    let cake = acts("what do u think of this one for the cake?? https://www.pinterest.com/pin/4821039576/")
    #expect(cake.owedIntents.contains(.loveIt))
    #expect(cake.ruledOutIntents.isSuperset(of: [.myTreat, .upToYou]))
  }

  @Test func newsOfHomesHolidaysAndHealingIsRead() {
    #expect(acts("WE GOT IT!!! the one with the bay window 🎉").announcesGoodNews)
    #expect(acts("聞いて、年末の休み取れた！", .japanese).announcesGoodNews)
    #expect(acts("the doctor says my hip has healed very well").announcesRelief)
    #expect(acts("I'm going to have to put the rent up from August").tellsMishap)
    #expect(acts("やばい給湯器こわれた。お湯でない🥶", .japanese).tellsMishap)
  }

  @Test func politeOffersAndWonderedFavoursAreRead() {
    #expect(acts("駅まで結構歩くので、よかったら車で送りましょうか？", .japanese).offers)
    #expect(acts("お正月の写真を、スマホで送ってもらえないかしら。", .japanese).requests)
  }

  @Test func aBirthdayPresentThankedForIsNoBirthdayToGreet() {
    #expect(!acts("誕生日に送ってくれたストール、毎日使ってるよ。ありがとうね", .japanese).occasions.contains(.happyBirthday))
    #expect(acts("お誕生日おめでとう！", .japanese).occasions.contains(.happyBirthday))
  }
}
