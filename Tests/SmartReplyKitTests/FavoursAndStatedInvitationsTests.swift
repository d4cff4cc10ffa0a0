import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Favours asked politely, invitations stated rather than asked, questions asked without a mark,
/// times refused as too early, and kanji-only messages: the round-9 reading of a message.
@Suite struct FavoursAndStatedInvitationsTests {
  @Test func aPoliteFavourIsARequestUnlessAGatheringIsNamed() {
    for text in ["明日、駅まで迎えに来ていただけませんか？", "出張中、猫にご飯をあげてもらえませんか？", "この書類、確認をお願いできませんか？"] {
      let acts = IncomingActs(text, language: .japanese)
      #expect(acts.requests && !acts.invites, "\(text)")
    }
    for text in ["来月の結婚式、ぜひ来ていただけませんか？", "週末のパーティに来てくれませんか？"] {
      #expect(IncomingActs(text, language: .japanese).invites, "\(text)")
    }
  }

  @Test func invitationsSaidAsStatementsInvite() {
    for text in ["bbq at ours sunday, bring a plate", "you're invited to my 30th!", "pizza night friday, who's in"] {
      let acts = IncomingActs(text, language: .english)
      #expect(acts.asks && acts.invites && !acts.requests, "\(text)")
    }
    #expect(IncomingActs("土曜に鍋やるから遊びに来てね", language: .japanese).invites)
    // Plans told, not offered, invite no one.
    #expect(!IncomingActs("we had a bbq at the park on sunday", language: .english).invites)
  }

  @Test func somethingAskedAgainIsAQuestionWithoutAMark() {
    let acts = IncomingActs("whats the wifi password again", language: .english)
    #expect(acts.asks && acts.asksFact)
    #expect(!IncomingActs("changed the wifi password", language: .english).asksFact)
  }

  @Test func aShortPlanWithAMarkIsAYesOrNoQuestion() {
    #expect(QuestionDetector.expectsYesOrNo("beach after work?", language: .english))
    #expect(QuestionDetector.expectsYesOrNo("long day, ramen tonight?", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("where after work?", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("beach or pool tonight?", language: .english))
  }

  @Test func aReminderIsNotAskedBack() {
    let acts = IncomingActs("don't forget the tickets tomorrow!", language: .english)
    #expect(acts.mirroredIntents.contains(.remindMe))
    #expect(IncomingActs("チケット忘れないでね！", language: .japanese).mirroredIntents.contains(.remindMe))
    #expect(!IncomingActs("got the tickets!", language: .english).mirroredIntents.contains(.remindMe))
  }

  @Test func kanjiAloneIsJapaneseInAJapaneseChat() {
    func turn(_ text: String) -> PreparedConversation.Turn {
      PreparedConversation.Turn(text: text, senderIdentifier: "a", isFromSelf: false, isText: true)
    }
    #expect(LanguageDetector.conversationLanguage([turn("昨日ジム行ってきた"), turn("明日筋肉痛確定")]) == .language(.japanese))
    #expect(LanguageDetector.conversationLanguage([turn("明日筋肉痛確定")]) == .other)
    #expect(LanguageDetector.conversationLanguage([turn("see you at the gym"), turn("明日筋肉痛確定")]) == .other)
    // Full-width ｗ is Japanese laughter.
    #expect(LanguageDetector.detect("筋肉痛確定ｗｗ") == .language(.japanese))
  }

  @Test func aTimeRefusedAsTooEarlyIsNotConfirmed() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let sent = Date(timeIntervalSince1970: 1_764_400_000)
    for (text, japanese) in [("7am is too early for me lol", false), ("10時だとちょっと早いかも", true), ("9時は早すぎる", true)] {
      let match = try #require(DateTimeDetector(timeZone: tokyo).matches(in: text, sentDate: sent).first, "\(text)")
      #expect(ProposedTime.isRuledOut(match, in: text, japanese: japanese), "\(text)")
    }
    let text = "10時でどう？"
    let match = try #require(DateTimeDetector(timeZone: tokyo).matches(in: text, sentDate: sent).first)
    #expect(!ProposedTime.isRuledOut(match, in: text, japanese: true))
  }

  @Test func crisesToldWithoutTheirWordsAreCaught() {
    for (text, topic) in [
      ("薬いっぱい飲んだ。なんかふわふわする", SensitiveTopic.medicalEmergency), ("睡眠薬を大量に飲んじゃった", .medicalEmergency),
      ("you can have my games, i won't be needing them anymore", .selfHarm),
      ("you should close your blinds at night 🙂", .harassment),
      ("i've got your pics. everyone in your contacts will see", .harassment),
      ("この案件、断ったら評価がどうなるか分かってるよね？", .harassment),
    ] {
      #expect(SensitiveTopic.detect(in: text) == topic, "\(text)")
    }
    for text in ["took all the pics for the album!", "got your pics from the party, so cute", "薬飲んだから寝るね"] {
      #expect(SensitiveTopic.detect(in: text) == nil, "\(text)")
    }
  }
}

/// Wishes, check-ins, introductions, progress and waiting questions, tips asked for.
@Suite struct EverydayQuestionsTests {
  @Test func aWishWithKudasaiAsksNothing() {
    #expect(!QuestionDetector.expectsYesOrNo("今日はお疲れさまでした。ゆっくり休んでください。おやすみなさい。", language: .japanese))
    #expect(!QuestionDetector.expectsYesOrNo("寒いのでご自愛ください。", language: .japanese))
    #expect(QuestionDetector.expectsYesOrNo("資料を送ってください。", language: .japanese))
    #expect(QuestionDetector.expectsYesOrNo("ゆっくり休んでください。明日の資料も送ってください。", language: .japanese))
  }

  @Test func aMealCheckInInvitesNoOne() {
    #expect(!IncomingActs("ちゃんとご飯食べてる？風邪ひかないようにね", language: .japanese).invites)
    #expect(IncomingActs("今夜ご飯行かない？", language: .japanese).invites)
  }

  @Test func introductionsAndApologiesAreAnsweredInKind() {
    for (text, language) in [
      ("こんにちは〜！今日からこのグループ入りました、みきです😊", Language.japanese), ("hi all, just joined! I'm Sam", .english),
    ] {
      #expect(IncomingActs(text, language: language).owedIntents.contains(.niceToMeetYou), "\(text)")
    }
    #expect(IncomingActs("添付が漏れておりました。大変失礼いたしました。", language: .japanese).mirroredActs.contains(.apology))
  }

  @Test func theReadersBirthdayIsNotGreeted() {
    #expect(
      !IncomingActs("so sorry I forgot your birthday yesterday", language: .english).occasions.contains(.happyBirthday))
    #expect(IncomingActs("it's my birthday tomorrow!", language: .english).occasions.contains(.happyBirthday))
  }

  @Test func progressAndWaitingQuestionsAreOwedTheirAnswers() {
    for (text, language) in [("where are we on the Q3 deck?", Language.english), ("例の見積もり、進捗どう？", .japanese)] {
      #expect(IncomingActs(text, language: language).owedIntents.isSuperset(of: [.notYet, .done]), "\(text)")
    }
    // Asked to share progress is a request, answered as one.
    #expect(!IncomingActs("明日のstandupでKPI進捗を共有してもらえますか？", language: .japanese).owedIntents.contains(.notYet))
    for (text, language) in [("how far away are you?", Language.english), ("今どこ？あとどれくらい？", .japanese)] {
      #expect(IncomingActs(text, language: language).owedIntents.contains(.onMyWay), "\(text)")
    }
    #expect(!IncomingActs("how are you?", language: .english).owedIntents.contains(.onMyWay))
  }

  @Test func aTipAskedForIsAQuestionNotAnInvitation() {
    let acts = IncomingActs("新宿でおすすめの焼肉屋ある？来週友達と行くんだけど", language: .japanese)
    #expect(acts.asksFact && !acts.invites)
    #expect(IncomingActs("any good podcasts you'd recommend?", language: .english).asksFact)
    #expect(!IncomingActs("I recommend the pasta there", language: .english).asksFact)
  }

  @Test func aDashEndsAClauseAndOffersAreTold() {
    #expect(QuestionDetector.expectsYesOrNo("the client moved it forward — any chance of tuesday?", language: .english))
    #expect(QuestionDetector.expectsYesOrNo("client moved it - any chance of tuesday?", language: .english))
    #expect(IncomingActs("clutch needs replacing, around £650. Want us to go ahead?", language: .english).offers)
  }

  @Test func moreCrisesAreCaught() {
    for (text, topic) in [
      ("今日も駅から後つけたよ。白いコート似合ってたね", SensitiveTopic.harassment), ("あの写真ばらまかれたくなかったら振り込め", .harassment),
      ("Vet says it's time for Max. We're taking him in tomorrow 💔", .grief),
    ] {
      #expect(SensitiveTopic.detect(in: text) == topic, "\(text)")
    }
    #expect(SensitiveTopic.detect(in: "後で付けとくね") == nil)
  }
}

/// The same rules through the bundled models.
@Suite struct RequestRepliesTests {
  static let generator = Result { try SmartReplyGenerator() }

  /// An introduction the occasion's other words would not name ("just joined") is greeted back.
  @Test func anIntroductionIsGreetedBack() throws {
    let generator = try Self.generator.get()
    for text in ["hi all, just joined the team!", "新メンバーのゆうとです！"] {
      let context = ContextFixtures.message([("ana", text)])
      let shown = generator.suggestions(for: context).suggestions
      #expect(shown.contains { $0.intent == "nice-to-meet-you" }, "\(text) → \(shown.map(\.smartReply))")
    }
  }

  @Test func aRequestIsNeverAnsweredAsAnOffer() throws {
    let generator = try Self.generator.get()
    let offerAnswers = Set(
      Language.allCases.compactMap { generator.responseSet(for: $0) }.flatMap(\.replies)
        .filter { ActPrior.offerAnswers.contains($0.intent) }.map(\.text))
    #expect(!offerAnswers.isEmpty)
    for text in ["can you send me the file by 5?", "悪いけど明日の資料送ってくれる？", "お手数ですが、請求書を再送いただけますか？"] {
      let context = ContextFixtures.message([("ana", text)])
      let shown = generator.suggestions(for: context).suggestions
      #expect(!shown.isEmpty, "\(text)")
      #expect(!shown.contains { offerAnswers.contains($0.smartReply) }, "\(text) → \(shown.map(\.smartReply))")
    }
  }
}
