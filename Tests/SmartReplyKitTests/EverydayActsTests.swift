import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Offers, open questions, laughter and sad faces: what the newest message does decides which
/// replies fit, whatever the model ranks first.
@Suite struct EverydayActsTests {
  @Test func offersAreYesNoQuestionsButNeitherInvitationsNorRequests() {
    for (text, language) in [
      ("heading to the bakery, need anything?", Language.english), ("can I get you something while I'm out?", .english),
      ("ドラッグストア寄るけど何か欲しいものある？", .japanese),
    ] {
      let acts = IncomingActs(text, language: language)
      #expect(acts.offers && acts.expectsYesOrNo && !acts.invites && !acts.requests, "\(text)")
    }
    #expect(!IncomingActs("want to come to the bakery with me?", language: .english).offers)
    #expect(ActPrior.adjustment(.init(offerAnswer: true), acts: IncomingActs("need anything?", language: .english)) > 0)
    #expect(ActPrior.adjustment(.init(offerAnswer: true), acts: IncomingActs("I'm home.", language: .english)) == 0)
  }

  @Test func businessRequestsAndNoticesAreAcknowledged() {
    for text in [
      "お世話になっております。見積書の件、ご確認いただけますでしょうか。",
      "恐れ入りますが、ご提出期限は25日となっておりますので、ご対応のほどよろしくお願いいたします。",
    ] {
      #expect(IncomingActs(text, language: .japanese).isBusinessNotice, "\(text)")
    }
    for text in [
      "先日はご馳走になり、誠にありがとうございました。",  // thanks are answered in kind
      "本年も大変お世話になりました。良いお年をお迎えください。",  // so are greetings
      "集合場所はどちらになりますでしょうか。",  // an open question wants its answer
      "明日の資料、確認してくれる？",  // casual
    ] {
      #expect(!IncomingActs(text, language: .japanese).isBusinessNotice, "\(text)")
    }
  }

  @Test func openQuestionsAreToldFromYesNoQuestions() {
    let when = IncomingActs("what time should we head out?", language: .english)
    #expect(when.asksOpenQuestion && when.asksWhen && !when.expectsYesOrNo && !when.offersChoice)
    let choice = IncomingActs("tea or coffee?", language: .english)
    #expect(choice.asksOpenQuestion && choice.offersChoice && !choice.expectsYesOrNo)
    #expect(!IncomingActs("how about friday?", language: .english).asksOpenQuestion)
    // "Want to" asks the reader, unless the sender tells a wish of their own.
    #expect(QuestionDetector.expectsYesOrNo("wanna get ramen after work", language: .english))
    #expect(QuestionDetector.expectsYesOrNo("do u want to come with", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("ugh i want to scream", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("i just wanna sleep for a week", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("i really don’t wanna go to work tomorrow", language: .english))
    // An emoji ends a sentence: the question after it starts with its wh-word.
    #expect(IncomingActs("love it 🎂 which restaurant tho?", language: .english).asksOpenQuestion)
    // An emoji inside a question stands for a noun: still a yes/no question, or a choice.
    #expect(QuestionDetector.expectsYesOrNo("did you feed the 🐶?", language: .english))
    #expect(IncomingActs("🍕 or 🍣 tonight?", language: .english).offersChoice)
    // Emoji alone answer no open question.
    let openQuestion = IncomingActs("which restaurant?", language: .english)
    #expect(ActPrior.adjustment(.init(emoji: true), acts: openQuestion) < 0)
    #expect(ActPrior.adjustment(.init(emoji: true), acts: IncomingActs("can u grab milk?", language: .english)) == 0)
    #expect(!IncomingActs("do you want tea or coffee?", language: .english).asksOpenQuestion)
    let japaneseChoice = IncomingActs("パスタとピザ、どっちがいい？", language: .japanese)
    #expect(japaneseChoice.offersChoice && !japaneseChoice.expectsYesOrNo)
    // The polite 「どちらが」 offers a choice; 「どちらに」 asks where.
    #expect(IncomingActs("窓側と通路側、どちらがいいですか？", language: .japanese).offersChoice)
    #expect(!IncomingActs("今どちらにいらっしゃいますか？", language: .japanese).offersChoice)
    // 「何か」 is "anything": a yes/no question, not a wh-question.
    #expect(QuestionDetector.expectsYesOrNo("何か手伝ってくれる？", language: .japanese))
    #expect(QuestionDetector.expectsYesOrNo("来週ならいつでもいい？", language: .japanese))
    // Naming a meal in an open question invites no one.
    let meal = IncomingActs("お昼なに食べたい？", language: .japanese)
    #expect(meal.asksOpenQuestion && !meal.invites)
    #expect(!IncomingActs("what should we have for dinner?", language: .english).invites)
    #expect(IncomingActs("got a sec for a quick call?", language: .english).expectsYesOrNo)
    #expect(ActPrior.adjustment(.init(choiceAnswer: true), acts: choice) > 0)
    #expect(ActPrior.adjustment(.init(choiceAnswer: true), acts: when) > 0)
  }

  @Test func laughterAndSadFacesAreRead() {
    #expect(IncomingActs("missed the bus again 😞", language: .english).soundsSad)
    #expect(!IncomingActs("lol 😢", language: .english).soundsSad)
    #expect(!IncomingActs("see you at 5", language: .english).soundsSad)
    #expect(IncomingActs("このネコ動画ｗｗ", language: .japanese).laughs)
    #expect(IncomingActs("that's hilarious lol", language: .english).laughs)
    // A told joke is laughed at, and its "promoted" is no news.
    let joke = IncomingActs("why did the scarecrow get promoted? he was outstanding in his field", language: .english)
    #expect(joke.laughs && !joke.announcesGoodNews)
    #expect(!IncomingActs("see you at 5", language: .english).laughs)
    #expect(IncomingActs("the new sofa arrived 😍", language: .english).soundsDelighted)
    #expect(!IncomingActs("lost my keys 😂", language: .english).soundsDelighted)
    #expect(!IncomingActs("🎉 but also 😢", language: .english).soundsDelighted)
    #expect(ActPrior.adjustment(.init(laughter: true), acts: IncomingActs("haha", language: .english)) > 0)
    // Laughter that asks nothing calls for a laugh more than laughter with a question.
    #expect(
      ActPrior.adjustment(.init(laughter: true), acts: IncomingActs("hahaha stop it", language: .english))
        > ActPrior.adjustment(.init(laughter: true), acts: IncomingActs("haha are you coming?", language: .english)))
    // Laughter with no sad face is not bad news, whatever the classifier says.
    let laughing = IncomingActs("hahaha stop it 😂", language: .english)
    #expect(SuggestionPipeline.kind(classified: .badNews, acts: laughing) == .other)
    #expect(
      SuggestionPipeline.kind(
        classified: .badNews, acts: IncomingActs("my phone fell in the toilet", language: .english)) == .badNews)
  }

  @Test func remindersAndErrandsCallForTakingThemOn() {
    for (text, language) in [
      ("don't forget to bring the charger tomorrow", Language.english), ("帰りに牛乳買ってきて", .japanese),
      ("資料のご準備をお願いいたします。", .japanese),
    ] {
      let acts = IncomingActs(text, language: language)
      #expect(acts.directs, "\(text)")
      #expect(ActPrior.adjustment(.init(commitment: true), acts: acts) > 0, "\(text)")
    }
    // A question or an occasion greeting is no errand.
    #expect(!IncomingActs("can you bring the charger?", language: .english).directs)
    #expect(!IncomingActs("本年もよろしくお願いいたします。", language: .japanese).directs)
  }

  @Test func anywhereAndAnyTimeAnswerOnlyTheirOwnQuestion() {
    let place = IncomingActs("where should we meet?", language: .english)
    let time = IncomingActs("what time works for you?", language: .english)
    #expect(place.asksWhere && !place.asksWhen && time.asksWhen && !time.asksWhere)
    #expect(IncomingActs("どこで待ち合わせる？", language: .japanese).asksWhere)
    let anywhere = CandidateReply(text: "Anywhere's fine with me.", intent: .upToYou, polarity: .neutral, act: .answer)
    let anyTime = CandidateReply(text: "いつでも大丈夫！", intent: .upToYou, polarity: .neutral, act: .answer)
    let plain = CandidateReply(text: "Up to you!", intent: .upToYou, polarity: .neutral, act: .answer)
    #expect(OpenAnswerCues.asked(by: anywhere) == .place && OpenAnswerCues.asked(by: anyTime) == .time)
    #expect(OpenAnswerCues.asked(by: plain) == nil)
    // "Anytime!" thanks no one for an open question: only "up to you" replies are read.
    #expect(
      OpenAnswerCues.asked(by: CandidateReply(text: "Anytime!", intent: .youreWelcome, polarity: .positive)) == nil)
  }

  @Test func aReplyTheMessageCallsForTakesAFreeSlot() {
    let ranked = ["Yes", "Sure", "OK", "Nice", "Haha"].enumerated().map { index, text in
      DiversityPolicy.Ranked(
        reply: CandidateReply(text: text, intent: ReplyIntent("i\(index)"), polarity: .neutral, act: .reaction),
        score: Float(10 - index))
    }
    let chosen = DiversityPolicy.select(ranked, maxCount: 3, offerBothPolarities: false, alsoShowing: ["i4"])
    #expect(chosen.map(\.reply.text) == ["Yes", "Sure", "Haha"])
    #expect(DiversityPolicy.select(ranked, maxCount: 3, offerBothPolarities: false).map(\.reply.text).count == 3)
  }

  @Test func aGreetingRulesOutTheOtherEndOfTheDay() {
    func greetingsRuledOut(_ text: String, _ language: Language = .english) -> Set<ReplyIntent> {
      IncomingActs(text, language: language).ruledOutIntents.intersection([.goodMorning, .goodNight])
    }
    #expect(greetingsRuledOut("morning sunshine!") == [.goodNight])
    #expect(greetingsRuledOut("おやすみ〜また明日", .japanese) == [.goodMorning])
    #expect(greetingsRuledOut("see you in the morning, good night!").isEmpty)
    #expect(greetingsRuledOut("lunch at 1?").isEmpty)
  }

  @Test func positiveWishesAreCheerfulButGoodLuckIsNot() {
    let wish = { (intent: ReplyIntent, text: String) in
      LanguageEngine.traits(of: CandidateReply(text: text, intent: intent, polarity: .positive, act: .wish)).isCheerful
    }
    #expect(wish("have-fun", "Have fun!"))
    #expect(!wish(.goodLuck, "Good luck!"))
  }

  @Test func timeCuesAreWholeWords() {
    #expect(TimeReplyChips.hasWord("work", in: "does 3 work for you?"))
    #expect(TimeReplyChips.hasWord("work", in: "if that works"))
    #expect(!TimeReplyChips.hasWord("work", in: "done with my homework?"))
    #expect(!TimeReplyChips.hasWord("meet", in: "can u send the notes from today's meeting?"))
    #expect(TimeReplyChips.hasWord("meet", in: "let's meet at 5"))
  }
}

/// The same rules through the bundled models, on messages of their own.
@Suite struct EverydayRepliesTests {
  static let generator = Result { try SmartReplyGenerator() }

  func suggestions(_ text: String) throws -> [SmartReplySuggestion] {
    var context = MessageConversationContext(
      threadIdentifier: "t", participantNameByIdentifier: ContextFixtures.names, selfIdentifiers: ["me"],
      responsePrimaryRecipientIdentifiers: ["ana"])
    context.entries = [
      .init(text: text, senderIdentifier: "ana", sentDate: Date(timeIntervalSince1970: 0), entryIdentifier: "e0")
    ]
    return try Self.generator.get().suggestions(for: context).suggestions
  }

  func reply(_ suggestion: SmartReplySuggestion) throws -> CandidateReply? {
    let generator = try Self.generator.get()
    return Language.allCases.lazy.compactMap { generator.responseSet(for: $0) }.flatMap(\.replies)
      .first { $0.text == suggestion.smartReply }
  }

  /// The replies shown for `text`, which must show some.
  func shownReplies(_ text: String) throws -> [CandidateReply] {
    let shown = try suggestions(text)
    #expect(!shown.isEmpty, "\(text)")
    return try shown.map { try #require(try reply($0)) }
  }

  @Test func aSadFaceGetsNoCheerfulReplyAndIsAlwaysAnswered() throws {
    for text in ["missed my flight 😞", "財布落とした…😞", "the bus is late again 😞"] {
      for reply in try shownReplies(text) {
        #expect(!LanguageEngine.traits(of: reply).isCheerful, "\(text) → \(reply.text)")
      }
    }
  }

  @Test func aMorningGreetingGetsNoGoodNight() throws {
    for text in ["おはよ〜☀️ 今日も寒いね", "morning!! ☕"] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(!intents.isEmpty && !intents.contains(.goodNight), "\(text): \(intents)")
    }
  }

  @Test func delightGetsNoSorrowfulReply() throws {
    for text in ["look at this sunset 😍", "合格した〜🎉"] {
      for reply in try shownReplies(text) {
        #expect(!LanguageEngine.traits(of: reply).isSorrowful, "\(text) → \(reply.text)")
      }
    }
  }

  @Test func anOfferIsAcceptedOrDeclined() throws {
    for text in ["stopping at the pharmacy, need anything?", "スーパー寄るけど何か欲しいものある？"] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(intents.contains(.please) && intents.contains(.noThanks), "\(text): \(intents)")
    }
  }

  @Test func openQuestionsGetNoBareYesOrNoAndAreAnswered() throws {
    for text in ["pizza or tacos tonight?", "ラーメンとカレー、どっちがいい？", "what time should we leave tomorrow?"] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(!intents.isEmpty && intents.allSatisfy { !ActPrior.yesOrNoIntents.contains($0) }, "\(text): \(intents)")
    }
  }

  @Test func laughterIsLaughedWith() throws {
    for text in ["この動画やばいｗｗ", "this meme lmao"] {
      let intents = try suggestions(text).compactMap(\.intent)
      #expect(intents.contains { ActPrior.laughterIntents.contains($0) }, "\(text): \(intents)")
    }
  }

  @Test func aBoundaryTheUserSetSilencesWhatFollows() throws {
    for (boundary, next) in [
      ("please stop messaging me", "why'd you leave the coffee shop so fast today? we need to talk"),
      ("もう連絡しないでください", "なんで急に帰ったの？ちゃんと話そうよ"),
    ] {
      var context = MessageConversationContext(
        threadIdentifier: "t", participantNameByIdentifier: ContextFixtures.names, selfIdentifiers: ["me"],
        responsePrimaryRecipientIdentifiers: ["ana"])
      context.entries = [
        .init(text: boundary, senderIdentifier: "me", sentDate: Date(timeIntervalSince1970: 0), entryIdentifier: "e0"),
        .init(text: next, senderIdentifier: "ana", sentDate: Date(timeIntervalSince1970: 60), entryIdentifier: "e1"),
      ]
      let result = try Self.generator.get().suggestions(for: context)
      #expect(result.suggestions.isEmpty && result.sensitiveTopic == .harassment, "\(next)")
    }
    #expect(!BoundaryCues.setsBoundary("stop it lol, see you at 7"))
  }

  @Test func aQuestionAboutWhenGetsNoAnywhere() throws {
    for text in ["what time should we leave tomorrow?", "何時集合にする？"] {
      let shown = try suggestions(text).map(\.smartReply)
      #expect(!shown.isEmpty, "\(text)")
      #expect(
        !shown.contains { ["Anywhere's fine with me.", "Wherever you like!", "どこでもいいよ！"].contains($0) }, "\(text)")
    }
  }

  @Test func aRequestIsNotAnsweredWithARequest() throws {
    for text in ["could you send me the address?", "会議の議事録を送ってもらえますか？"] {
      let shown = try suggestions(text)
      #expect(!shown.isEmpty && !shown.contains { $0.act == .request }, "\(text): \(shown.map(\.smartReply))")
    }
  }
}

/// Options read off a choice question become chips of their own.
@Suite struct ChoiceChipsTests {
  @Test func twoShortOptionsAreReadOffTheQuestion() throws {
    let english = try #require(ChoiceChips.options(in: "do u want pizza or thai tonight?", language: .english))
    #expect(english == ("pizza", "thai"))
    let days = try #require(ChoiceChips.options(in: "Would Tuesday or Thursday be better?", language: .english))
    #expect(days == ("tuesday", "thursday"))
    let japanese = try #require(ChoiceChips.options(in: "じゃあ決めて！新宿と池袋どっち？笑", language: .japanese))
    #expect(japanese == ("新宿", "池袋"))
    let polite = try #require(ChoiceChips.options(in: "資料は紙とPDF、どちらでお送りしましょうか。", language: .japanese))
    #expect(polite == ("紙", "PDF"))
    #expect(ChoiceChips.pick("紙", language: .japanese, polite: ChoiceChips.isPolite("どちらでお送りしましょうか")) == "紙でお願いします。")
    #expect(ChoiceChips.pick("thai", language: .english, polite: false) == "Thai!")
  }

  @Test func anythingElseIsNoChoice() {
    for text in [
      "are you coming or not?", "want to grab food or something?", "tea or coffee", "I'll bring wine or beer.",
      "should we take the 7:15 train or the one after that?",
    ] {
      #expect(ChoiceChips.options(in: text, language: .english) == nil, "\(text)")
    }
    for text in ["どっちでもいいよ", "明日の会議と来週の打ち合わせの資料、どっちも見た？", "それどっち？"] {
      #expect(ChoiceChips.options(in: text, language: .japanese) == nil, "\(text)")
    }
  }
}
