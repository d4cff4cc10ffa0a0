import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 26's cues, from health and looking after each other and from friends, dating and falling
/// out (a favour pleaded, a friend who cancels, praise on a night out), and choices joined by 「それとも」.
@Suite struct HealthCuesTests: CueSuite {
  @Test func optionsEitherSideOfSoretomoArePicked() throws {
    let place = try #require(ChoiceChips.options(in: "お店は渋谷ですか、それとも新宿ですか？", language: .japanese))
    #expect(place == ("渋谷", "新宿"))
    let bath = try #require(ChoiceChips.options(in: "ご飯にする？それともお風呂？", language: .japanese))
    #expect(bath == ("ご飯", "お風呂"))
    for clause in ["疲れてるのかな、それとも怒ってる？", "今日来る？それとも明日？", "それとも別の日にする？"] {
      #expect(ChoiceChips.options(in: clause, language: .japanese) == nil, "\(clause)")
    }
  }

  @Test func anIllnessRuledOutOrOverIsARelief() throws {
    #expect(NewsCues.endsIllness(SearchableText("biopsy came back benign!!! nothing to worry about")))
    #expect(NewsCues.endsIllness(SearchableText("父が昨日無事に退院しました")))
    #expect(!NewsCues.endsIllness(SearchableText("the biopsy wasn't benign. chemo starts monday")))
    #expect(!NewsCues.endsIllness(SearchableText("まだ退院できないって")))
    let benign = try SmartReplyGenerator().suggestions(
      for: ContextFixtures.message([
        ("me", "good luck with the results today x"),
        ("ana", "Just got off the phone with the consultant. Biopsy came back benign!!!"),
      ]))
    #expect(benign.status == .success && benign.sensitiveTopic == nil)
    let sorry: Set<ReplyIntent> = [.sympathy, .getWell, .thatsTooBad]
    #expect(
      !benign.suggestions.contains { $0.intent.map(sorry.contains) ?? false }, "\(benign.suggestions.map(\.smartReply))"
    )
    let worse = try SmartReplyGenerator().suggestions(
      for: ContextFixtures.message([("ana", "The biopsy wasn't benign. Chemo starts Monday.")]))
    #expect(worse.sensitiveTopic == .illness)
  }

  @Test func aNoticeThatTakesNoRepliesGetsNone() {
    let checkIn = "Meadowbank Vets: You've checked in for the 4:15pm appointment. This number does not accept replies."
    #expect(UnsolicitedMessage.classify(checkIn, threadHasSelfTurns: false) == .automatedNotice)
    let confirm = "Crestview Dental: Reminder of your appointment on Tue 11 Mar at 08:40. Reply Y to confirm."
    #expect(UnsolicitedMessage.classify(confirm, threadHasSelfTurns: false) == nil)
  }

  @Test func progressAndCareSeenArePraise() {
    #expect(
      acts("Your form on the deadlifts today was great, huge improvement from last month. Keep it up!").praisesReader)
    #expect(acts("最近背中めっちゃ仕上がってない？？デッド何キロ上げてんの", .japanese).praisesReader)
    #expect(acts("ほんとに気が利く子だね", .japanese).praisesReader)
    #expect(!acts("the forecast for the race looks grim").praisesReader)
  }

  @Test func aGoalReachedAndABabyOnTheWayAreGoodNews() {
    #expect(acts("DID IT. sub 25 parkrun this morning 24:51").announcesGoodNews)
    #expect(acts("お姉ちゃんに先に報告！赤ちゃんできました👶", .japanese).announcesGoodNews)
    #expect(!acts("who did it? the kitchen's a mess").announcesGoodNews)
  }

  @Test func anApologyForOnesMoodIsForgivenNotPitied() throws {
    #expect(
      acts("Really sorry I snapped at you earlier. I'm just exhausted from the night feeds.").apologisesForConduct)
    #expect(acts("さっきは八つ当たりしてごめん。寝不足でイライラしてた", .japanese).apologisesForConduct)
    #expect(!acts("sorry I'm late, the bus was rammed").apologisesForConduct)
    let sorry = try chips([("ana", "Really sorry I snapped at you earlier. I'm just exhausted from the night feeds.")])
    #expect(
      sorry.contains { ["It's all good.", "No worries!", "Don't worry about it!", "It's okay!"].contains($0) },
      "\(sorry)")
  }

  @Test func sorryToHearIsNoApology() {
    let poorly = acts("Sorry to hear you're poorly, feel better soon x")
    #expect(poorly.sympathises && !poorly.mirroredActs.contains(.apology))
    #expect(acts("sorry I forgot to call you back").mirroredActs.contains(.apology))
  }

  @Test func aWishForTheReadersHealthIsThanked() {
    let wish = acts("昨日は遅くまでありがとう。今日は気にせずゆっくり休んでください。", .japanese)
    #expect(wish.owedIntents.contains(.thanks) && wish.mirroredIntents.contains(.getWell))
    #expect(wish.ruledOutIntents.contains(.goodNight))
    #expect(acts("feel better soon x").mirroredIntents.contains(.getWell))
    #expect(!acts("I'm off sick today, need to rest").owedIntents.contains(.thanks))
  }

  @Test func theReadersHealthAskedAfterIsTold() {
    let flu = acts("インフルだいじょぶ？まだ熱ある？", .japanese)
    #expect(flu.owedIntents.contains(.feelingBetter) && !flu.asksPossession)
    #expect(acts("how are you feeling today? still got a temperature?").owedIntents.contains(.feelingBetter))
    #expect(!acts("do you have any paracetamol?").owedIntents.contains(.feelingBetter))
  }

  @Test func favoursLeaveAndThingsToSendAreAsked() {
    #expect(acts("お願いがあって…来週火曜、動物病院に付き添ってほしくて。一人だと不安で😭", .japanese).requests)
    #expect(!acts("来週火曜、動物病院に付き添ってほしくて友達に頼んだ", .japanese).requests)
    #expect(acts("課長、木曜の午後に半休をいただけますでしょうか。", .japanese).asksPermission)
    #expect(acts("Could you send me the form when you get a chance?").owedIntents.contains(.sendIt))
    #expect(acts("完走記念に一杯どう？🍺", .japanese).invites)
  }

  @Test func aSenderWhoCancelsIsNotCancelledBack() {
    let spots = acts("Mia's covered in spots, so we'll have to cancel tomorrow. Let's rearrange!")
    #expect(spots.mirroredIntents.contains(.cancelPlan))
  }

  @Test func aLateReplyIsSaidSorryForOnlyWhenChased() {
    #expect(acts("Oh no poor girl 😢 what did the vet say??").ruledOutIntents.contains(.sorryLateReply))
    #expect(!acts("u alive? 👀 haven't seen u online all week").ruledOutIntents.contains(.sorryLateReply))
    #expect(acts("are you nearly back? head is killing me").owedIntents.contains(.onMyWay))
  }

  @Test func aStayInHospitalIsAnIllness() {
    #expect(
      SensitiveTopic.detect(in: "Mum was taken into hospital last night after a fall") == .illness)
    #expect(SensitiveTopic.detect(in: "I nearly had a stroke when I saw the bill") == nil)
  }

  @Test func casualEndingsOutweighAnAnnouncementsMashita() {
    let news = "お姉ちゃんに先に報告！赤ちゃんできました👶 まだ内緒にしといてね🤫"
    #expect(RegisterDetector.isPolite(news) && RegisterDetector.readsCasual(SearchableText(news)))
  }

  @Test func theHurtAreWishedBetterAndTheDeadAreNot() {
    let arm = acts("あの子、昨日自転車で転んで右腕を骨折してしまって、今週末の旅行はどうしても行けそうにないの。", .japanese)
    #expect(arm.owedIntents.contains(.getWell) && arm.mirroredIntents.contains(.declineInvitation))
    #expect(arm.ruledOutIntents.contains(.safeTravels))
    #expect(acts("それが先週死んじゃったんだ…まだケージ片付けられなくて", .japanese).ruledOutIntents.contains(.getWell))
    #expect(!acts("Mia's covered in spots, chickenpox confirmed").ruledOutIntents.contains(.getWell))
  }

  @Test func aFavourPleadedIsNoInvitation() {
    let seat = acts("今度の飲み会でさりげなく隣の席にしてくれない？お願い🙏🙏", .japanese)
    #expect(!seat.invites && seat.requests)
    #expect(
      acts("Priya's throwing a leaving do for me on Friday. Would be nice if you came. No pressure though.").invites)
  }

  @Test func praiseIsThankedNotAgreedWith() {
    let looks = acts("Not gonna lie, you looked really good tonight. Had a great time")
    #expect(looks.praisesReader && looks.owedIntents.contains(.thanks))
    #expect(looks.ruledOutIntents.isSuperset(of: [.agree, .why]))
  }

  @Test func moreEverydayTroubleAndItsOpposite() {
    #expect(
      SensitiveTopic.detect(in: "Having bad chest pains and my left arm's gone numb. Probably overreacting")
        == .medicalEmergency)
    #expect(SensitiveTopic.detect(in: "会社つぶれた。今月末で終わりだって") == .hardship)
    #expect(acts("Landlord's finally agreed to fix the boiler AND knock £50 off the rent").announcesGoodNews)
    #expect(acts("ごめんなさい！！寝坊しました…今から出て30分くらいかかるかも", .japanese).mirroredIntents.contains(.runningLate))
    #expect(acts("重いものとか、何か手伝えることあったら遠慮なく言ってくださいね", .japanese).owedIntents.contains(.thanks))
  }

  @Test func thanksInAWordAndAJabAskedAbout() {
    #expect(acts("legend ty").mirroredActs.contains(.thanks))
    #expect(!acts("typical, the bus is late again").mirroredActs.contains(.thanks))
    #expect(acts("うわぁ😱 予防接種もう打った？", .japanese).owedIntents.isSuperset(of: [.yes, .notYet]))
  }

  @Test func aPetPutToSleepIsNotWishedBetter() {
    let hamster = acts("だめだった。先生と相談して眠らせてあげることにした", .japanese)
    #expect(hamster.ruledOutIntents.contains(.getWell))
    let fall = "それがね、転んじゃって手首を骨折したの。ちょっとバタバタしてます。"
    #expect(RegisterDetector.readsCasual(SearchableText(fall)))
    let box = "回覧は玄関の箱に入れといてもらえます？鍵が壊れちゃって😅 場所わかりますか？"
    #expect(!RegisterDetector.readsCasual(SearchableText(box)))
  }
}
