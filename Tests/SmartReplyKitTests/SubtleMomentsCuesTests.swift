import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 17's cues, from moments easy to get subtly wrong: good news that also invites or thanks is
/// congratulated, an apology for the hour may bring news, cut teams and called-off engagements are
/// sensitive, shared calendars' invitations are notices, photos are admired, waiting questions
/// asked without a question mark ask, and errands and musings that end like invitations invite
/// no one.
@Suite struct SubtleMomentsCuesTests: CueSuite {
  @Test func newsThatAlsoInvitesIsOwedItsAnswerBeforeAFiller() {
    let ranked = ranked([
      ("Let's meet up soon.", "meet-up", CandidateReply.Polarity.neutral),
      ("Congratulations!", "congrats", .positive),
      ("I'd love to!", "accept-invitation", .positive),
      ("Maybe next time.", "maybe-next-time", .negative),
    ])
    let chosen = DiversityPolicy.select(
      ranked, maxCount: 3, offerBothPolarities: true, preferredAnswers: DiversityPolicy.invitationAnswers,
      alsoShowing: MessageKind.goodNewsAnswers
    ).map(\.reply.text)
    #expect(Set(chosen) == ["Congratulations!", "I'd love to!", "Maybe next time."])
    // Without an owed answer the best line stays.
    let plain = DiversityPolicy.select(
      ranked, maxCount: 3, offerBothPolarities: true, preferredAnswers: DiversityPolicy.invitationAnswers
    ).map(\.reply.text)
    #expect(plain.contains("Let's meet up soon."))
  }

  @Test func ownNewsToldWithThanksOrAnApologyIsNews() throws {
    let quiz = acts("thank u for going over integrals again yesterday!! i got a B on the quiz 🥹")
    #expect(quiz.announcesOwnGoodNews && quiz.mirroredActs.contains(.thanks))
    #expect(SuggestionPipeline.calledFor(by: quiz, kind: .thanks).contains(.congrats))
    let shown = try chips([("mia", "thank u for going over integrals again yesterday!! i got a B on the quiz 🥹")])
    #expect(shown.contains { $0.lowercased().contains("congrat") || $0.lowercased().contains("proud") }, "\(shown)")
    #expect(acts("先生のおかげで数学のテスト80点取れました!ありがとうございました", .japanese).announcesGoodNews)
    let scan = acts("sorry it's so late. dad's scan came back clear")
    #expect(!scan.runsLate && scan.announcesRelief)
    #expect(SuggestionPipeline.kind(classified: .apology, acts: scan) == .goodNews)
    #expect(acts("sorry, running late!").runsLate)
  }

  @Test func cutTeamsAndCalledOffEngagementsAreSensitive() throws {
    #expect(SensitiveTopic.detect(in: "well they just cut my whole team. last day is friday") == .hardship)
    #expect(SensitiveTopic.detect(in: "we called off the engagement. pls don't tell grandma yet") == .hardship)
    #expect(SensitiveTopic.detect(in: "派遣切られた〜笑 まあなんとかするわ") == .hardship)
    let shown = try chips([("sam", "well they just cut my whole team. last day is friday")])
    #expect(!shown.contains { $0.lowercased().contains("congrat") || $0.lowercased().contains("amazing") }, "\(shown)")
  }

  @Test func sharedCalendarInvitationsAreNotices() {
    #expect(
      UnsolicitedMessage.classify(
        "田中 花子さんがあなたを予定「チーム懇親会 7/5(金) 19:00」に招待しました。参加・不参加を選択してください。",
        threadHasSelfTurns: false) == .automatedNotice)
    #expect(
      UnsolicitedMessage.classify(
        "Dana Cole has invited you to the event \"Q3 offsite\" on Wed Jul 9, 10:00", threadHasSelfTurns: false)
        == .automatedNotice)
    #expect(UnsolicitedMessage.classify("懇親会に招待したいんだけど来れる？", threadHasSelfTurns: true) == nil)
  }

  @Test func photosAreAdmiredAndWaitingQuestionsAsk() {
    let photo = acts("[写真] 今北海道来てる!景色えぐい", .japanese)
    #expect(photo.sharesPhoto && photo.owedIntents.contains(.loveIt))
    #expect(!acts("send me a photo of the receipt?").sharesPhoto)
    let eta = acts("whats ur eta")
    #expect(eta.asks && eta.owedIntents.contains(.onMyWay))
    #expect(acts("I'm downstairs in the lobby, security says you need to sign me in").arrives)
  }

  @Test func errandsMusingsAndPlacesEndingLikeInvitationsInviteNoOne() {
    #expect(!acts("明日の授業、前回の宿題プリント持ってきてね。あと今回から15分早く始めます！", .japanese).invites)
    #expect(acts("週末うちに遊びに来てね！", .japanese).invites)
    let ticket = acts("ほんとごめん🙏 熱出ちゃって明日行けなくなった…チケットどうしよう", .japanese)
    #expect(!ticket.invites && ticket.mirroredIntents.contains(.cancelPlan))
    let saturday = acts("そういえば土曜ってこっちいる?久々に飯でもどうかなと思って", .japanese)
    #expect(!saturday.offers && saturday.invites)
    #expect(acts("ゴーヤの苗いる？", .japanese).offers)
    #expect(acts("WE GOT THE KEYS 🔑🏡 housewarming sat the 14th, you HAVE to come").invites)
  }

  @Test func aNameAfterTheUsersNoTurnsToSomeoneElse() {
    let turns = [
      ("I can't do pickup today, in meetings til 6 😕", true),
      ("ok no prob. Grandpa can you get the kids at 3:15 then? 🙏", false),
    ]
    .map { PreparedConversation.Turn(turn: ConversationTurn(text: $0.0, isSelf: $0.1)) }
    #expect(AddresseeCues.isForSomeoneElse(turns, names: { .init() }, language: .english))
    // After a yes the same request is the user's.
    let agreed = [
      ("sure, I can do pickup today", true), ("ok great. Grandpa can you get the kids at 3:15 then? 🙏", false),
    ]
    .map { PreparedConversation.Turn(turn: ConversationTurn(text: $0.0, isSelf: $0.1)) }
    #expect(!AddresseeCues.isForSomeoneElse(agreed, names: { .init() }, language: .english))
  }

  @Test func spanishPetsInKanaAndPraiseWithoutAnOwner() {
    #expect(LanguageDetector.detect("Oye, ¿ya llegaste a casa? Avísame cuando puedas 😊") == .other)
    #expect(LanguageDetector.detect("ya home? lmk when u can") == .language(.english))
    #expect(SensitiveTopic.detect(in: "ハムスターのくるみ、しんじゃった") == .grief)
    #expect(SensitiveTopic.detect(in: "昨日のライブめっちゃ楽しんじゃった") == nil)
    #expect(acts("Really strong presentation this morning, the board loved it.").praisesReader)
    #expect(acts("ur new haircut is SO good omg").praisesReader)
    #expect(!acts("this pizza is so good").praisesReader)
    #expect(
      UnsolicitedMessage.classify(
        "Your driver Marco is arriving in 3 min in a grey Toyota Camry (plate KLR 4821).", threadHasSelfTurns: false)
        == .automatedNotice)
    #expect(acts("りょーかい！またあとでね〜👋", .japanese).acknowledgesOnly)
    #expect(acts("やっと引っ越し先決まったー駅徒歩5分で家賃も予算内✌️", .japanese).announcesGoodNews)
  }

  @Test func pleasedIsNoPleaseAndClosingsSayTheTimeBack() {
    let mock = acts("Just got Maya's mock results - she got a 7 in maths, up from a 5! Really pleased with her")
    #expect(!mock.requests && !mock.expectsYesOrNo && mock.announcesGoodNews)
    #expect(acts("please send the slides over").requests)
    #expect(acts("おっけー、11時ね!また土曜に〜👋", .japanese).acknowledgesOnly)
    #expect(!acts("おっけー、11時ね!土曜は何着てく？", .japanese).acknowledgesOnly)
    #expect(acts("would be great to have you there if you can swing it").invites)
    let lunch = acts("来週水曜、何人かでランチしようという話になっているのですが、よかったらご一緒しませんか?", .japanese)
    #expect(lunch.invites && !lunch.asksOpenQuestion)
    #expect(acts("お正月は帰ってくるの？何日から？", .japanese).asksOpenQuestion)
  }

  @Test func mentionsAfterAnOkAndCalendarRemindersAreNotTheUsers() {
    let turns = [
      ("who's free to get Lily from swimming at 6?", false), ("I'm stuck at work till 7 sorry", true),
      ("ok @Jake you're on it then, grab her at 6 sharp pls", false),
    ].map { PreparedConversation.Turn(turn: ConversationTurn(text: $0.0, isSelf: $0.1)) }
    #expect(AddresseeCues.isForSomeoneElse(turns, names: { .init() }, language: .english))
    #expect(AddresseeCues.mention(afterInterjection: "ok @Jake you're on it") == "Jake")
    #expect(AddresseeCues.mention(afterInterjection: "email me @ 5 ok") == nil)
    #expect(
      UnsolicitedMessage.classify(
        "Googleカレンダー: 「週次定例」は15分後に始まります 14:00〜14:30 会議室B", threadHasSelfTurns: false) == .automatedNotice)
  }
}
