import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// What the cues read: occasions, good news, compliments, venting, favours thanked for.
@Suite struct NewsAndOccasionCuesTests {
  @Test func occasionGreetingsNeedTheOccasionNamed() {
    #expect(IncomingActs("it's my birthday today!!", language: .english).occasions == [.happyBirthday])
    #expect(IncomingActs("merry xmas 🎄", language: .english).occasions == [.happyHolidays])
    let newYear = IncomingActs("あけおめ！今年もよろしく", language: .japanese).occasions
    #expect(newYear.isSuperset(of: [.happyNewYear, .happyHolidays]) && !newYear.contains(.happyBirthday))
    #expect(IncomingActs("hi! i'm the new designer on the team", language: .english).occasions == [.niceToMeetYou])
    #expect(IncomingActs("my manager moved the deadline up a week", language: .english).occasions.isEmpty)
    #expect(IncomingActs("Don't forget your dentist appt tomorrow at 9:30!!", language: .english).occasions.isEmpty)
    #expect(IncomingActs("ご結婚おめでとうございます！", language: .japanese).occasions.isEmpty)
    // Within an intent, a greeting that names its occasion needs that one named.
    #expect(IncomingActs("良いお年を！", language: .japanese).namedOccasions == [.yearEnd])
    #expect(IncomingActs("メリクリ〜🎄", language: .japanese).namedOccasions == [.christmas])
    let christmas = CandidateReply(text: "メリークリスマス！", intent: .happyHolidays, polarity: .positive, act: .greeting)
    #expect(OccasionCues.named(byReply: christmas) == .christmas)
    #expect(
      OccasionCues.named(byReply: CandidateReply(text: "Happy holidays!", intent: .happyHolidays, polarity: .positive))
        == nil)
  }

  @Test func goodNewsComplimentsAndVentingAreRead() {
    #expect(IncomingActs("I GOT THE JOB!!!", language: .english).announcesGoodNews)
    #expect(IncomingActs("内定もらった！", language: .japanese).announcesGoodNews)
    #expect(!IncomingActs("didn't get the job 😞", language: .english).announcesGoodNews)
    #expect(!IncomingActs("不合格だった…", language: .japanese).announcesGoodNews)
    #expect(IncomingActs("その服めっちゃ似合ってる！", language: .japanese).praisesReader)
    #expect(!IncomingActs("さすがに眠い", language: .japanese).praisesReader)
    #expect(IncomingActs("ugh the printer jammed AGAIN", language: .english).vents)
    #expect(!IncomingActs("whatever works for you", language: .english).vents)
    #expect(!IncomingActs("ugh can you grab milk on the way?", language: .english).vents)
    // Asking to be heard is venting, not a request.
    let heard = IncomingActs("聞いてください、工事の音で全然眠れないんです…", language: .japanese)
    #expect(heard.vents && !heard.requests)
  }

  @Test func japaneseLaughterIsReadFromABareWaraiOrW() {
    for text in ["起きたら二人とも同じ駅で降りたw", "やっぱやめとくわ笑", "23回言ってました笑 数えちゃいました", "それな〜ｗ！"] {
      #expect(IncomingActs(text, language: .japanese).laughs, "\(text)")
    }
    for text in ["笑顔が素敵だね", "明日は大笑いしよう", "新しいwindow", "了解"] {
      #expect(!IncomingActs(text, language: .japanese).laughs, "\(text)")
    }
  }

  @Test func calendarRepliesNeedADayOrATime() {
    #expect(IncomingActs("dentist on tue at 9:30", language: .english).mentionsTime)
    #expect(IncomingActs("dinner friday?", language: .english).mentionsTime)
    #expect(IncomingActs("来週の打ち合わせの件です", language: .japanese).mentionsTime)
    #expect(!IncomingActs("why did the scarecrow win an award", language: .english).mentionsTime)
    #expect(!IncomingActs("Jake ended things over TEXT", language: .english).mentionsTime)
    // Numbers that are no time or date do not count: "sleeps 8", "phase 2", "14 degrees".
    for text in ["the cabin sleeps 8 and has a hot tub", "we're go for phase 2", "it's 14 degrees in here"] {
      #expect(!IncomingActs(text, language: .english).mentionsTime, "\(text)")
    }
    for text in ["see you 7pm", "lunch 12:30?", "the 22nd works", "back by 5", "due 3/14"] {
      #expect(CalendarCues.hasClockNumber(Lowercasing.lowercased(text)), "\(text)")
    }
    #expect(!CalendarCues.hasClockNumber("3 things and 10 stars"))
  }

  @Test func onlyThanksForTimeTogetherIsReturned() {
    #expect(IncomingActs("送ってくれてありがとう！", language: .japanese).mirroredIntents.contains(.likewise))
    #expect(!IncomingActs("今日はありがとうございました！", language: .japanese).mirroredIntents.contains(.likewise))
  }

  @Test func aReplyThatQuotesTheMessageIsNotShown() {
    let ranked = [("ゆっくり休んでください。", ReplyAct.wish), ("おやすみなさい。", .closing), ("ありがとうございます。", .thanks)]
      .enumerated().map { index, reply in
        DiversityPolicy.Ranked(
          reply: CandidateReply(text: reply.0, intent: ReplyIntent("i\(index)"), polarity: .positive, act: reply.1),
          score: Float(10 - index))
      }
    let message = "今日は遅くまでお疲れさまでした。ゆっくり休んでください。おやすみなさい。"
    let chosen = DiversityPolicy.select(ranked, maxCount: 3, offerBothPolarities: false, avoiding: [message])
    // The wish is the sender's own line; a goodbye may be said back.
    #expect(chosen.map(\.reply.text) == ["おやすみなさい。", "ありがとうございます。"])
  }
}

/// The same rules through the bundled models.
extension EverydayRepliesTests {
  @Test func unplacedNewsGetsNoCongratulationsAndNewsNoBrushOff() throws {
    for text in ["Jake ended things. 3 years and he did it over TEXT", "不合格だった…浪人するかも", "they let me go today"] {
      for reply in try suggestions(text).compactMap({ try reply($0) }) {
        let traits = LanguageEngine.traits(of: reply)
        #expect(!traits.isCongratulation && !traits.isCheerful, "\(text) → \(reply.text)")
      }
    }
    for text in ["customer service put me on hold for 50 minutes then hung up 😤", "クレーマーに30分つかまった。もうほんとやだ"] {
      for reply in try shownReplies(text) {
        #expect(LanguageEngine.newsReplyActs.contains(reply.act) || LanguageEngine.traits(of: reply).isSympathetic)
        #expect(!ActPrior.laughterIntents.contains(reply.intent), "\(text) → \(reply.text)")
      }
    }
  }

  @Test func theYearEndIsWishedBackNotGreetedAsChristmasOrNewYear() throws {
    let shown = try suggestions("良いお年を！").map(\.smartReply)
    #expect(shown.contains { $0.contains("お年") }, "\(shown)")
    #expect(!shown.contains { $0.contains("クリスマス") || $0.contains("今年もよろしく") || $0.contains("あけおめ") }, "\(shown)")
    // A greeting may be said back in the sender's words.
    #expect(try suggestions("good morning!").map(\.smartReply).contains("Good morning!"))
  }

  @Test func occasionGreetingsOnlyForTheOccasion() throws {
    for text in ["Don't forget your dentist appt tomorrow at 9:30!!", "お誕生日おめでとうございます。素敵な一年になりますように。"] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(intents.allSatisfy { !OccasionCues.intents.contains($0) }, "\(text): \(intents)")
    }
  }

  @Test func congratulationsAreThankedNotWelcomedAndLatenessNotCelebrated() throws {
    for text in ["誕生日おめでとう！🎂 素敵な一年になりますように✨", "happy birthday!!! hope you have the best day"] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(!intents.contains(.youreWelcome) && !intents.contains(.likewise), "\(text): \(intents)")
    }
    for reply in try shownReplies("running like 15 min late sorry!!! train got delayed") {
      #expect(!LanguageEngine.traits(of: reply).isCongratulation, "\(reply.text)")
    }
  }

  @Test func goodNewsIsCongratulatedAndComplimentsThanked() throws {
    #expect(try shownReplies("I GOT THE JOB!!!").contains { LanguageEngine.traits(of: $0).isCongratulation })
    #expect(try shownReplies("その服めっちゃ似合ってる！").contains { $0.act == .thanks })
  }

  @Test func praiseOfTheReadersThingsIsThankedAndArrivalsAnsweredByComing() throws {
    for text in [
      "ur presentation today was 🔥 fr", "obsessed with ur haircut!! 😍", "ok that haircut is SO good on you 😍",
    ] {
      let acts = IncomingActs(text, language: .english)
      #expect(acts.praisesReader, "\(text)")
      let shown = try shownReplies(text)
      #expect(shown.contains { $0.act == .thanks }, "\(text): \(shown.map(\.text))")
    }
    #expect(!IncomingActs("was your trip amazing?", language: .english).praisesReader)
    for (text, language) in [
      ("just arrived home safe, night!", Language.english), ("家着いた！", .japanese), ("着いたら連絡してね", .japanese),
    ] {
      #expect(!IncomingActs(text, language: language).arrives, "\(text)")
    }
    #expect(!IncomingActs("your kitchen was on fire?? are you ok", language: .english).praisesReader)
    for text in ["I'm outside, grey minivan across from the pharmacy", "着いたよー、改札の前にいる"] {
      let language: Language = text.first!.isASCII ? .english : .japanese
      #expect(IncomingActs(text, language: language).arrives, "\(text)")
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(
        intents.contains(where: ActPrior.arrivalAnswers.contains) && !intents.contains(.arrived), "\(text): \(intents)")
    }
  }

  @Test func newsOfALossIsNotAskedAbout() throws {
    for text in ["昨日別れた。3年付き合ったのにあっさりだった…", "my dog passed away this morning"] {
      for reply in try shownReplies(text) {
        #expect(!LanguageEngine.traits(of: reply).asksWhatHappened, "\(text) → \(reply.text)")
      }
    }
  }

  @Test func emojiAloneIsAReactionAndSomethingSentIsReceived() throws {
    #expect(EmojiReaction("🎉🎉") == .celebration)
    #expect(EmojiReaction("👍🏽") == .approval)
    #expect(EmojiReaction("❤️❤️") == .affection)
    #expect(EmojiReaction("🎉 yay") == nil && EmojiReaction("2 🎉") == nil && EmojiReaction("🤔") == nil)
    let birthday = [
      PreparedConversation.Turn(text: "実は今日誕生日なんだよね", senderIdentifier: "me", isFromSelf: true, isText: true),
      PreparedConversation.Turn(text: "🎂🎉🎉", senderIdentifier: "a", isFromSelf: false, isText: true),
    ]
    let shown = try Self.generator.get().pipeline.evaluate(birthday, isMail: false, maxCount: 3)
    #expect(
      shown.bypassesTrigger && shown.chosen.contains { $0.reply.act == .thanks }, "\(shown.chosen.map(\.reply.text))")
    for text in [
      "just sent you the slides, lmk if anything's off", "お世話になっております。資料を送付いたしました。ご確認ください。",
      "Did you get my email about the invoice?",
    ] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(intents.contains(.gotItThanks) && !intents.contains(.sendIt), "\(text): \(intents)")
    }
  }

  @Test func aQuestionOfFactIsOwedNotSureAndProposesNoTime() throws {
    for (text, language) in [
      ("do u know if the 42 still runs after midnight?", Language.english), ("駅前のスタバって何時までだっけ？", .japanese),
    ] {
      #expect(IncomingActs(text, language: language).owedIntents.contains(.letMeCheck), "\(text)")
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(
        intents.contains { $0 == .letMeCheck || $0 == .dontKnow } && !intents.contains(.confirmTime), "\(intents)")
    }
    // An invitation is answered, not wished well.
    let invitation = try suggestions("おつ！今夜ひま？焼肉いこーよ🥩").compactMap(\.intent)
    #expect(invitation.contains(.acceptInvitation) && !invitation.contains(.haveFun), "\(invitation)")
  }

  @Test func askingToBeHeardIsVentingNotARequest() throws {
    let vent = IncomingActs("can i vent for a sec? my landlord raised the rent again", language: .english)
    #expect(vent.vents && !vent.requests, "\(vent)")
    let japanese = IncomingActs("聞いてください、隣の部屋の工事が朝7時から始まって全然眠れないんです…", language: .japanese)
    #expect(japanese.vents && !japanese.asks && !japanese.expectsYesOrNo)
    for reply in try shownReplies("聞いてください、隣の部屋の工事が朝7時から始まって全然眠れないんです…") {
      #expect(!LanguageEngine.calendarIntents.contains(reply.intent) && reply.intent != .confirmTime, "\(reply.text)")
    }
  }

  @Test func askedHowTheyAreTheUserSaysSoRatherThanAskingBack() throws {
    for text in ["havent heard from u in forever!! how've u been", "久しぶり！元気してる？"] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(intents.contains(.imFine) && !intents.contains(.howAreYou), "\(text): \(intents)")
    }
  }

  @Test func anOpenQuestionAfterTheReadersWishesIsOwedUpToYouAndEitherNeedsOptions() throws {
    for text in ["夜ご飯なに食べたい？", "what do u feel like for dinner?"] {
      #expect(try suggestions(text).compactMap(\.intent).contains(.upToYou), "\(text)")
    }
    #expect(try !suggestions("何時に集合する？").compactMap(\.intent).contains(.eitherWorks))
  }

  @Test func badNewsIsNotLookedForwardTo() throws {
    for reply in try shownReplies("楽しみにしてたライブ、中止になった😭😭") {
      #expect(reply.intent != .seeYouThen && !LanguageEngine.traits(of: reply).isCheerful, "\(reply.text)")
    }
  }
}
