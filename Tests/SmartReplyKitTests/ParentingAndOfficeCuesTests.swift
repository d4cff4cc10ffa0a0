import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Cues from round 34's chats about small children and parenting, and office work and colleagues.
@Suite struct ParentingAndOfficeCuesTests: CueSuite {
  @Test func aSwallowedBatteryAGoodbyeNoteAndAFamilyBetterOffAreSafetyTopics() {
    let battery = "Ollie swallowed a button battery from the remote, he's crying, 999 on the other phone"
    #expect(SensitiveTopic.keywordHit(in: battery)?.topic == .medicalEmergency)
    #expect(SensitiveTopic.keywordHit(in: "俺がいなくなってもこいつら普通に育つよな？")?.topic == .selfHarm)
    #expect(SensitiveTopic.keywordHit(in: "so the reorg rumours were true. whole team's gone")?.topic == .hardship)
    let note =
      "cleared my desk and wrote a few notes for people. I just wanted you to know you were a good friend to me"
    #expect(FarewellCues.saysLastGoodbye(SearchableText(note)))
    // A note for one person, or a farewell with nothing put in order, is no goodbye.
    #expect(!FarewellCues.saysLastGoodbye(SearchableText("just wanted you to know you were a good friend to me")))
    #expect(SensitiveTopic.keywordHit(in: "need a new button battery for the kitchen scales") == nil)
  }

  @Test func germanIsAnotherLanguageAndEnglishStaysEnglish() {
    #expect(LanguageDetector.detect("Bin gerade angekommen, warte unten am Empfang. Bis gleich!") == .other)
    #expect(LanguageDetector.detect("am at reception, see you in a bit!") == .language(.english))
    #expect(LanguageDetector.detect("bin day tomorrow, can you take them out?") == .language(.english))
  }

  @Test func aChildsFirstIsGoodNewsAndAnAgeTodayIsABirthday() {
    #expect(acts("Guess what!! Maisie did a wee IN THE POTTY this morning 🎉").announcesGoodNews)
    #expect(acts("ゆいね、今日ついに補助輪なしで自転車乗れたの！！", .japanese).announcesGoodNews)
    let birthday = acts("Can't believe my baby is 2 today 😭🎂 where did that go")
    #expect(birthday.owedIntents.contains(.happyBirthday))
    // A time is no age: "lunch is 1 today" wishes no one a happy birthday.
    #expect(!acts("heads up, lunch is 1 today not 12").owedIntents.contains(.happyBirthday))
  }

  @Test func happyTearsOverGoodNewsAreNoVenting() {
    let sleep = acts("報告。昨日の夜、息子が初めて朝まで一回も起きずに寝た。ちょっと泣きそう", .japanese)
    #expect(sleep.announcesGoodNews)
    #expect(!sleep.vents)
    #expect(acts("課長にめっちゃ怒られた。泣きそう", .japanese).vents)
  }

  @Test func goodNewsToldWithTheTroubleItEndsIsGoodNews() {
    let potty = acts("Maisie did a wee IN THE POTTY this morning 🎉🚽 after 3 weeks of puddles on the kitchen floor")
    #expect(potty.tellsMishap && potty.soundsDelighted)
    #expect(SuggestionPipeline.kind(classified: .badNews, acts: potty) == .goodNews)
    #expect(
      SuggestionPipeline.kind(classified: .badNews, acts: acts("3 weeks of puddles on the kitchen floor")) == .badNews)
  }

  @Test func workThrownBackIsAMishap() {
    #expect(acts("月曜の報告会の資料、俺がまるごと作り直しになった…全部で40枚", .japanese).tellsMishap)
    #expect(acts("クライアントから差し戻し来た。デザイン全面やり直しで", .japanese).tellsMishap)
    #expect(acts("冬のボーナス、去年の半分らしい…", .japanese).tellsMishap)
    #expect(!acts("資料の作り方教えてくれる？", .japanese).tellsMishap)
  }

  @Test func newsGivenToTheReaderIsThankedNotCongratulated() {
    let promotion = acts("Dear Tom, I'm pleased to confirm your promotion to Senior Analyst, effective 1 April.")
    #expect(promotion.owedIntents.contains(.thanks))
    #expect(promotion.ruledOutIntents.contains(.congrats))
    let pass = acts("Dear Parent, we are pleased to let you know that Oliver has passed his Stage 3 assessment.")
    #expect(pass.owedIntents.contains(.thanks))
  }

  @Test func praiseOfAChildAWorkAndThanksToPassOnAreThanked() {
    #expect(acts("Noah was so kind today and shared his raisins. You should be very proud! Miss Carter").praisesReader)
    let dashboard = acts("the new dashboard is fantastic. Please pass on our thanks to the developers.")
    #expect(dashboard.owedIntents.isSuperset(of: [.thanks, .willDo]))
    #expect(dashboard.ruledOutIntents.isSuperset(of: [.needHelp, .whatDoYouNeed]))
    #expect(acts("判断も的確だったし、さすがでした。", .japanese).praisesReader)
    #expect(acts("今日のキャラ弁クラスで大人気でしたよ〜！", .japanese).praisesReader)
    // A day named in praise is no plan to confirm or move.
    let haircut = acts("honestly it really suits you!! very Monday-meeting-ready")
    #expect(haircut.ruledOutIntents.isSuperset(of: [.seeYouThen, .confirmTime, .proposeAnotherDay]))
    #expect(!acts("great job today, see you Monday!").ruledOutIntents.contains(.seeYouThen))
  }

  @Test func aChildsDoingApologisedForIsAnApologyEvenWithAHope() {
    let bite = acts("I'm really sorry about Otis biting Lily at the playdate today. I hope she's ok? Mortified x")
    #expect(bite.apologisesForConduct)
    #expect(SuggestionPipeline.kind(classified: .other, acts: bite) == .apology)
    // A real question keeps it a question.
    let question = acts("Sorry about Otis biting Lily. Can we bring her a card tomorrow?")
    #expect(SuggestionPipeline.kind(classified: .other, acts: question) != .apology)
  }

  @Test func aFavourWishedForAfterAQuestionIsARequest() {
    let minutes = acts("先週の部会の議事録ってどこにありますか？\nもらえると助かります", .japanese)
    #expect(minutes.requests && !minutes.asksOpenQuestion)
    #expect(!acts("先週の部会の議事録ってどこにありますか？", .japanese).requests)
  }

  @Test func aSendingPromisedAndATimeMovedByMinutesAreNotAskedBack() {
    let draft = acts("いただいたご意見をもとに、来週中に修正案をお送りいたします。", .japanese)
    #expect(draft.ruledOutIntents.isSuperset(of: [.canYouSend, .sendIt]))
    #expect(!acts("修正案をお送りしますか？", .japanese).ruledOutIntents.contains(.canYouSend))
    #expect(acts("ごめん、10時の1on1、15分だけ遅らせてもらえる？", .japanese).ruledOutIntents.contains(.confirmTime))
    #expect(!acts("10時の1on1、大丈夫？", .japanese).ruledOutIntents.contains(.confirmTime))
  }

  @Test func aTimeOfTheSendersOwnIsNoPlanToConfirmOrMove() {
    let vpn = acts("is your VPN working? mine keeps dropping every 10 mins and I've got a client call at 2")
    #expect(vpn.ruledOutIntents.isSuperset(of: [.confirmTime, .timeDoesNotWork, .reschedule, .addedToCalendar]))
    let poppy = acts("could you have Poppy for an hour on Thursday? I've got a dentist appt at 3:45")
    #expect(poppy.ruledOutIntents.contains(.confirmTime))
    // The reader's meeting, a slot held out and a plan moved keep their time.
    #expect(!acts("Can you make the 3pm with the landlord? I've got a clash").ruledOutIntents.contains(.confirmTime))
    #expect(!acts("I have a slot at 3pm tomorrow, does that work?").ruledOutIntents.contains(.confirmTime))
    #expect(!acts("I've got a meeting at 2, can we push it to 4?").ruledOutIntents.contains(.confirmTime))
  }

  @Test func aBiteApologisedForIsForgivenNotPitied() throws {
    let bite = try chips([
      ("sam", "I'm really sorry about Otis biting Lily at the playdate today. I hope she's ok? Mortified x")
    ])
    #expect(!bite.isEmpty)
    #expect(!bite.contains("Thinking of you."))
    #expect(!bite.contains("Anything I can do to help?"))
  }

  @Test func aNewColleagueIsGreetedAndALeavingColleagueSaidGoodnight() {
    #expect(acts("Hi! I'm Olly, just started in Finance today 👋").owedIntents.contains(.niceToMeetYou))
    let night = acts("right I'm finally logging off. night, don't stay too late 😴")
    #expect(night.owedIntents.contains(.goodNight))
    #expect(!night.runsLate)
    #expect(!acts("see you tonight, don't be late!").owedIntents.contains(.goodNight))
  }
}
