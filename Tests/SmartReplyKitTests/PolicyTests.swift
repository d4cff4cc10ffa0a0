import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

@Suite struct LanguageDetectorTests {
  @Test(arguments: [
    ("Are you coming to dinner tonight?", LanguageDetector.Detection.language(.english)),
    ("明日の会議、参加できますか？", .language(.japanese)),
    ("了解", .undetermined),
    ("¿Vienes a la cena esta noche? Gracias", .other),
    ("Est-ce que tu viens ce soir ? Merci", .other),
    ("你明天有空吗？我们一起吃饭吧", .other),
    ("내일 시간 있어요?", .other),
    ("😀😀👍", .undetermined),
    ("https://example.com", .undetermined),
    ("see https://example.com", .language(.english)),
    ("123 456", .undetermined),
    ("明日のmeetingは10時からです", .language(.japanese)),
    ("we're getting divorced", .language(.english)),
    ("gnight! sleep well 😴", .language(.english)),
    ("Jake ended things", .language(.english)),
    ("Ich komme morgen nicht", .other),
    ("Nos vemos mañana en la playa", .other),
    ("Bonne nuit, à demain", .other),
  ])
  func detectsLanguageByScriptAndFunctionWords(text: String, expected: LanguageDetector.Detection) {
    #expect(LanguageDetector.detect(text) == expected)
  }

  @Test func emojiOnlyNewestMessageFallsBackToEarlierTurns() {
    let turns = [
      PreparedConversation.Turn(text: "今日はありがとう", senderIdentifier: "a", isFromSelf: false, isText: true),
      PreparedConversation.Turn(text: "🙏🙏", senderIdentifier: "a", isFromSelf: false, isText: true),
    ]
    #expect(LanguageDetector.conversationLanguage(turns) == .language(.japanese))
  }
}

@Suite struct QuestionAndRegisterTests {
  @Test(arguments: [
    ("Are you free on Saturday?", true), ("Want to grab lunch?", true), ("Can you bring the slides?", true),
    ("Where should we meet?", false), ("I had a great time.", false), ("Why not?", false),
    ("Don't you like it?", true),
  ])
  func englishYesNoQuestionsRequestsAndInvitations(text: String, expected: Bool) {
    #expect(QuestionDetector.expectsYesOrNo(text, language: .english) == expected)
  }

  @Test(arguments: [
    ("明日来られますか？", true), ("一緒にランチしませんか", true), ("週末どう？", true), ("どこで会う？", false),
    ("何時から？", false), ("楽しかったね", false),
  ])
  func japaneseYesNoQuestionsAndInvitations(text: String, expected: Bool) {
    #expect(QuestionDetector.expectsYesOrNo(text, language: .japanese) == expected)
  }

  @Test func politeConversationsGetPoliteReplies() {
    func turn(_ text: String, _ own: Bool) -> PreparedConversation.Turn {
      .init(text: text, senderIdentifier: own ? "me" : "a", isFromSelf: own, isText: true)
    }
    #expect(RegisterDetector.register(for: [turn("明日参加できますか？", false)]) == .polite)
    #expect(RegisterDetector.register(for: [turn("明日来れる？", false)]) == .casual)
    #expect(RegisterDetector.register(for: [turn("歌うますぎ！また行こうぜ", false)]) == .casual)
    #expect(RegisterDetector.register(for: [turn("歌がうますぎます", false)]) == .polite)
    #expect(RegisterDetector.register(for: [turn("承知しました。", true), turn("明日来れる？", false)]) == .polite)
  }
}

@Suite struct SafetyTests {
  @Test(arguments: [
    ("My grandfather passed away last night.", SensitiveTopic?.some(.grief)),
    ("祖母が亡くなりました", .grief),
    ("I just want to die", .selfHarm),
    ("もう死にたい", .selfHarm),
    ("He collapsed, we called an ambulance", .medicalEmergency),
    ("My ex keeps stalking me", .harassment),
    ("Someone attacked me on the way home", .violence),
    ("Mom is in the hospital for surgery", .illness),
    ("I studied all night for the exam", nil),
    ("The movie was to die for", nil),
    ("he raped me", .violence),
    ("妻が台所で急に倒れました", .medicalEmergency),
    ("恥ずかしすぎて消えたい笑", nil),
    ("明日の試合がんばってね", nil),
    ("got fired up for the game tonight", nil),
    ("i almost had a heart attack when the cat jumped", nil),
    ("might just unalive myself tbh", .selfHarm),
    ("ODした、ふわふわする", .selfHarm),
    ("i was robbed at knifepoint", .violence),
    ("インスタで殺害予告が来てる", .violence),
    ("the method worked, thanks", nil),
    ("we're getting divorced, we told the kids last night", .hardship),
    ("i'm being made redundant in june", .hardship),
    ("they let me go this morning", .hardship),
    ("Grandad's in ICU after a stroke", .medicalEmergency),
    ("明日までに返さないと、どうなっても知らないよ", .violence),
    ("倒れていて呼びかけても反応がありません", .medicalEmergency),
    ("she ended things last night", .hardship),
    ("i got let go over a zoom call", .hardship),
    ("bella crossed the rainbow bridge this morning", .grief),
    ("i'll be right behind you in the queue", nil),
    ("不合格だった…", .hardship),
    ("合格した！！", nil),
    ("不合格品が出ました、ロットの確認をお願いします", nil),
    ("うちの子が今朝、虹の橋を渡りました", .grief),
    ("息が苦しい、家に一人しかいない", .medicalEmergency),
    ("胸が痛くて動けない", .medicalEmergency),
    ("笑いすぎて息が苦しいｗ", nil),
    ("胸が痛い話だね", nil),
  ])
  func detectsSensitiveTopicsAtWordBoundaries(text: String, expected: SensitiveTopic?) {
    #expect(SensitiveTopic.detect(in: text) == expected)
  }

  /// A classifier that gives every text the same probabilities (zero weights, biases the logits).
  func constantClassifier(_ probabilities: [String: Float]) -> TextClassifier {
    let classes = ["none"] + SensitiveTopic.allCases.map(\.rawValue)
    let header = TextClassifier.Header(
      language: .english, classes: classes, features: FeatureConfiguration(bucketBits: 8), provenance: [:])
    return TextClassifier(
      header: header, weights: [Float](repeating: 0, count: classes.count * 256),
      bias: classes.map { Foundation.log(max(probabilities[$0] ?? 0, 1e-6)) })
  }

  @Test func theNoSuggestionTopicsCountTogether() {
    // `none` is the likeliest class, but most of the mass is on topics that get no suggestion.
    let classifier = constantClassifier(["none": 0.4, "self-harm": 0.3, "violence": 0.28, "grief": 0.02])
    let thresholds = SafetyDetector.Thresholds(blockingAbove: 0.5, sympathyAbove: 0.5, idiomAbove: 0.95)
    #expect(SafetyDetector(classifier: classifier, thresholds: thresholds).topic(of: "anything") == .selfHarm)
    var stricter = thresholds
    stricter.blockingAbove = 0.7
    #expect(SafetyDetector(classifier: classifier, thresholds: stricter).topic(of: "anything") == nil)
  }

  @Test func theThresholdsAreReadFromTheClassifier() {
    let classifier = constantClassifier(["none": 0.5, "grief": 0.5]).with(provenance: [
      "blockingAbove": "0.40", "sympathyAbove": "0.45", "idiomAbove": "0.80",
    ])
    let detector = SafetyDetector(classifier: classifier)
    #expect(detector.thresholds == .init(blockingAbove: 0.4, sympathyAbove: 0.45, idiomAbove: 0.8))
    #expect(detector.topic(of: "anything") == .grief)
  }

  @Test func onlyIdiomProneKeywordHitsAreVetoed() {
    let sure = constantClassifier(["none": 0.99, "grief": 0.01])
    let detector = SafetyDetector(classifier: sure)
    #expect(SensitiveTopic.detect(in: "the printer died again") == .grief)
    #expect(detector.topic(of: "the printer died again") == nil)
    // Words that are rarely idiom are never overruled, however sure the classifier is.
    #expect(detector.topic(of: "my grandma passed away, the funeral is friday, can you come?") == .grief)
    #expect(detector.topic(of: "she died last night. the funeral is friday") == .grief)
    #expect(detector.topic(of: "i want to die") == .selfHarm)
    #expect(detector.topic(of: "got laid off today") == .hardship)
    #expect(SafetyDetector(classifier: nil).topic(of: "the printer died again") == .grief)
    // Breathlessness, chest pain and "smile more" are often idiom or banter; a pet's rainbow
    // bridge and a failed exam are not.
    for text in ["筋トレしすぎて胸が痛い", "マラソンの後で息が苦しくてやばかった", "you should smile more in photos"] {
      #expect(SensitiveTopic.detect(in: text) != nil, "\(text)")
      #expect(detector.topic(of: text) == nil, "\(text)")
    }
    // An overruled idiom-prone hit leaves the firm ones standing: a stroke may be a figure of
    // speech, chemo is not.
    #expect(detector.topic(of: "dad starts chemo next week, a year after his stroke") == .illness)
    #expect(detector.topic(of: "モモが虹の橋を渡りました") == .grief)
    #expect(detector.topic(of: "第一志望、不合格でした") == .hardship)
    // Two idiom-prone phrases bear each other out: the least serious topic they name stands.
    #expect(detector.topic(of: "Grandad's in ICU after a stroke") == .illness)
    #expect(detector.topic(of: "grandad is in the icu") == nil)
    #expect(detector.topic(of: "会社の全員にお前の写真ばらまくから") == .harassment)
    #expect(detector.topic(of: "うちのモカ、今日虹の橋渡っちゃった") == .grief)
    #expect(detector.topic(of: "swallowed a load of paracetamol last night") == .medicalEmergency)
    // One word is one phrase: 「救急車」 holds 「救急」.
    #expect(detector.topic(of: "救急車のサイレンで犬が吠えてる") == nil)
    // Shorthand is spelled out before the phrases are matched.
    #expect(SensitiveTopic.detect(in: "i know where u live. watch ur back") == .violence)
    #expect(SensitiveTopic.detect(in: "nobody likes u, kys") == .harassment)
    #expect(SensitiveTopic.detect(in: "u r the best, see u at 5") == nil)
    // Everyday sayings built from the new phrases' words are no topic.
    for text in [
      "don't kill yourself over it, it's one exam", "finally lost my baby weight!!", "lost the baby's other sock",
    ] {
      #expect(SensitiveTopic.detect(in: text) == nil, "\(text)")
    }
    #expect(SensitiveTopic.detect(in: "これからもエール送り続けるね！") == nil)
    // Said as a threat it is one; said with soup it is not, and the classifier may say so.
    #expect(SensitiveTopic.keywordHit(in: "i know where u live")?.isIdiomProne == true)
    // Two idiom-prone phrases bear each other out: breathlessness with chest pain is an emergency.
    #expect(SensitiveTopic.keywordHit(in: "息が苦しくて胸めっちゃ痛い")?.firmTopic == .medicalEmergency)
  }

  @Test func textingShorthandIsSpelledOutWordByWord() {
    #expect(TextingShorthand.expanded("watch ur back, im done") == "watch your back, i'm done")
    #expect(TextingShorthand.expanded("you can’t") == "you can't")
    // Words that only contain a shorthand word stay as they are.
    #expect(TextingShorthand.expanded("uruguay is fun") == "uruguay is fun")
    #expect(TextingShorthand.expanded("明日uに会う") == "明日uに会う")
    #expect(TextingShorthand.expanded("my résumé, r u ok") == "my résumé, are you ok")
    #expect(TextingShorthand.expanded("a\0b can’t") == "a\0b can't")
  }

  @Test func offensiveRepliesAreRecognised() {
    #expect(OffensiveTextFilter.isOffensive("Shut up, idiot"))
    #expect(OffensiveTextFilter.isOffensive("バカじゃないの"))
    #expect(!OffensiveTextFilter.isOffensive("Sounds great, see you there!"))
    #expect(!OffensiveTextFilter.isOffensive("Scunthorpe is a town"))
  }
}

@Suite struct DiversityPolicyTests {
  func ranked(_ items: [(String, String, CandidateReply.Polarity)]) -> [DiversityPolicy.Ranked] {
    items.enumerated().map { index, item in
      .init(
        reply: CandidateReply(text: item.0, intent: ReplyIntent(item.1), polarity: item.2), score: Float(10 - index))
    }
  }

  @Test func aChipInsideAnotherIsNotShownBeside() {
    let chosen = DiversityPolicy.select(
      ranked([
        ("承知しました。", "ok", .neutral), ("承知しました。お送りいたします。", "send-it", .positive),
        ("申し訳ありません、難しいです。", "cant-do", .negative),
      ]), maxCount: 3, offerBothPolarities: false)
    #expect(chosen.map(\.reply.text) == ["承知しました。", "申し訳ありません、難しいです。"])
  }

  @Test func emojiAloneAreShownOnce() {
    let replies = [("😮", "emoji-surprise"), ("😂", "emoji-laugh"), ("So cute!", "love-it"), ("❤️", "emoji-heart")]
    let chosen = DiversityPolicy.select(
      replies.enumerated().map { index, reply in
        .init(
          reply: CandidateReply(
            text: reply.0, intent: ReplyIntent(reply.1), polarity: .positive,
            act: reply.1.hasPrefix("emoji") ? .emoji : .reaction),
          score: Float(10 - index))
      }, maxCount: 3, offerBothPolarities: false)
    #expect(chosen.map(\.reply.text) == ["😮", "So cute!"])
  }

  @Test func oneReplyPerIntentAndNoNearDuplicates() {
    let chosen = DiversityPolicy.select(
      ranked([
        ("Sure!", "yes", .positive), ("Yes!", "yes", .positive), ("Sure!!", "of-course", .positive),
        ("Sounds good", "ok", .positive), ("Maybe", "maybe", .neutral),
      ]), maxCount: 3, offerBothPolarities: false)
    #expect(chosen.map(\.reply.text) == ["Sure!", "Sounds good", "Maybe"])
  }

  @Test func allPositiveAnswersToAQuestionGetTheBestNegativeLast() {
    let items: [(String, String, CandidateReply.Polarity)] = [
      ("Yes!", "yes", .positive), ("Count me in!", "accept", .positive), ("Sounds fun!", "fun", .positive),
      ("Sorry, I can't.", "decline", .negative), ("No.", "no", .negative),
    ]
    let balanced = DiversityPolicy.select(ranked(items), maxCount: 3, offerBothPolarities: true)
    #expect(balanced.map(\.reply.text) == ["Yes!", "Count me in!", "Sorry, I can't."])
    let plain = DiversityPolicy.select(ranked(items), maxCount: 3, offerBothPolarities: false)
    #expect(plain.map(\.reply.polarity) == [.positive, .positive, .positive])
  }

  @Test func allNegativeAnswersStillLeadWithOnlyOneDecline() {
    let items: [(String, String, CandidateReply.Polarity)] = [
      ("No.", "no", .negative), ("Sorry, I can't.", "decline", .negative), ("Not this time", "not-now", .negative),
      ("Yes!", "yes", .positive),
    ]
    let chosen = DiversityPolicy.select(ranked(items), maxCount: 3, offerBothPolarities: true)
    #expect(chosen.map(\.reply.text) == ["No.", "Yes!", "Sorry, I can't."])
  }

  @Test func onlyAnswersFillTheYesAndNoSlots() {
    let replies = [
      CandidateReply(text: "Congrats!", intent: "congrats", polarity: .positive, act: .congrats),
      CandidateReply(text: "Stay dry!", intent: "weather-bad", polarity: .negative, act: .reaction),
      CandidateReply(text: "Home safe!", intent: "home", polarity: .neutral, act: .inform),
      CandidateReply(text: "Sure thing!", intent: "of-course", polarity: .positive, act: .answer),
      CandidateReply(text: "Not this time, sorry.", intent: "decline", polarity: .negative, act: .answer),
    ]
    let ranked = replies.enumerated().map { DiversityPolicy.Ranked(reply: $1, score: Float(10 - $0)) }
    let chosen = DiversityPolicy.select(ranked, maxCount: 3, offerBothPolarities: true)
    #expect(chosen.map(\.reply.text) == ["Congrats!", "Sure thing!", "Not this time, sorry."])
  }

  @Test func nearDuplicateDetection() {
    #expect(DiversityPolicy.nearDuplicates("See you then!", "see you then"))
    #expect(DiversityPolicy.nearDuplicates("Sounds great!", "Sounds great!!"))
    #expect(!DiversityPolicy.nearDuplicates("Sounds great!", "See you then!"))
  }
}

@Suite struct ResponseSetTests {
  @Test func bundledSetsAreLargeTaggedAndClean() throws {
    for language in Language.allCases {
      let set = try ResponseSet.bundled(language: language)
      #expect(set.replies.count >= 500)
      #expect(set.intents.count >= 120)
      #expect(set.replies.allSatisfy { !OffensiveTextFilter.isOffensive($0.text) })
      #expect(Set(set.replies.map(\.polarity)) == Set(CandidateReply.Polarity.allCases))
      let acts = Set(set.replies.map(\.act))
      #expect(acts.isSuperset(of: [.answer, .question, .thanks, .greeting, .emoji, .sympathy]))
    }
    let japanese = try ResponseSet.bundled(language: .japanese)
    #expect(japanese.replies.filter { $0.register == .polite }.count >= 200)
    #expect(japanese.replies.filter { $0.register == .casual }.count >= 200)
  }

  @Test func malformedLinesAreReportedWithTheirNumber() {
    func error(_ text: String) -> String? {
      do {
        _ = try ResponseSet(language: .english, tsv: text, source: "mine.tsv")
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      error("# comment\nyes\tpositive\tanswer\t-\tYes!\nno\tsometimes\tanswer\t-\tNo")
        == "mine.tsv:3: polarity must be positive, negative or neutral")
    #expect(
      error("yes\tYes\textra")
        == "mine.tsv:1: expected 5 tab-separated fields (intent, polarity, act, register, text) or 2 (intent, text), found 3"
    )
    #expect(error("\n\nyes\t") == "mine.tsv:3: the reply text is empty")
    #expect(error("yes\tYes\u{202E}") == "mine.tsv:1: the reply contains control or bidirectional-override characters")
    #expect(error("late\tRunning late!\r\nok\tOK") == nil)
    #expect(
      error("yes\tpositive\tshout\t-\tYes!")
        == "mine.tsv:1: act must be \(ReplyAct.allCases.dropLast().map(\.rawValue).joined(separator: ", ")) or closing")
    let plain = try? ResponseSet(language: .english, tsv: "yes\tYes!", source: "mine.tsv")
    #expect(plain?.replies.first?.act == .answer && plain?.replies.first?.polarity == .neutral)
  }

  /// The policy's intents are typed constants, but their names are data: each must name an
  /// intent of a bundled response set or time template, or its rule never fires.
  @Test func everyIntentThePolicyNamesIsInTheBundledData() throws {
    var bundled = Set<ReplyIntent>()
    for language in Language.allCases {
      bundled.formUnion(try ResponseSet.bundled(language: language).intents)
      bundled.formUnion(TimeReplyChips.bundled.templates[language, default: []].map(\.intent))
    }
    let named = ActPrior.attendanceIntents.union(DiversityPolicy.invitationAnswers)
      .union(DiversityPolicy.requestAnswers).union(LanguageEngine.comfortingIntents)
      .union(LanguageEngine.sympatheticIntents).union(LanguageEngine.topicOnlyIntents.keys)
      .union(LanguageEngine.badNewsIntents).union(TimeReplyChips.acceptIntents).union(TimeReplyChips.counterIntents)
      .union(TimeReplyChips.negativeNonDeclines).union(IncomingActs.mirrorIntentPhrases.keys).union([.confirmTime])
    #expect(named.count > 40)
    #expect(named.subtracting(bundled).isEmpty, "\(named.subtracting(bundled))")
  }

  @Test func addingSkipsTextsAlreadyPresent() {
    let set = ResponseSet(language: .english, replies: [CandidateReply(text: "Yes!", intent: "yes")])
    let more = set.adding([
      CandidateReply(text: "Yes!", intent: "other"), CandidateReply(text: "I'll be there", intent: "attend"),
    ])
    #expect(more.replies.map(\.text) == ["Yes!", "I'll be there"])
  }
}

@Suite struct MailTextCleanerTests {
  @Test func dropsGreetingSignOffQuotesAndSignature() {
    let mail = """
      Hi Ken,

      Are you still able to join the call on Thursday at 3pm?
      Could you bring the budget numbers?

      Thanks,
      Ana
      --
      Ana Lopez | Finance
      > On Monday you wrote:
      """
    #expect(
      MailTextCleaner.clean(mail)
        == "Are you still able to join the call on Thursday at 3pm?\nCould you bring the budget numbers?")
  }

  @Test func dropsJapaneseAddressAndOpener() {
    let mail = "佐藤様\n\nいつもお世話になっております。鈴木です。\n来週の会議は3日でいかがでしょうか。\n\nよろしくお願いいたします。"
    #expect(MailTextCleaner.clean(mail) == "来週の会議は3日でいかがでしょうか。")
  }

  @Test func keepsTheMessageThatSharesTheOpenersLine() {
    let mail = "田中さん\n\nお疲れさまです。明日の資料をご確認いただけますでしょうか。\n\n森"
    #expect(MailTextCleaner.clean(mail) == "明日の資料をご確認いただけますでしょうか。\n森")
  }

  @Test func keepsTextThatIsAllEnvelope() {
    #expect(MailTextCleaner.clean("Thanks,\nAna") == "Thanks,\nAna")
  }
}

@Suite struct ActPriorTests {
  @Test func questionsPreferAnswersOverQuestionsAndClosings() {
    let question = IncomingActs("Did you get home ok?", language: .english)
    let statement = IncomingActs("See you tomorrow.", language: .english)
    #expect(ActPrior.adjustment(nonAnswer: false, attendance: false, acts: question) == 0)
    #expect(ActPrior.adjustment(nonAnswer: true, attendance: false, acts: question) < 0)
    #expect(ActPrior.adjustment(nonAnswer: true, attendance: false, acts: statement) == 0)
    #expect(ActPrior.nonAnswerActs.contains(.question) && !ActPrior.nonAnswerActs.contains(.answer))
    #expect(IncomingActs("明日来る？", language: .japanese).asks && !statement.asks)
  }

  @Test func attendanceAnswersFitInvitationsOnly() {
    let invitation = IncomingActs("Can you join the call at 3?", language: .english)
    let japanese = IncomingActs("明日の会議、参加できますか？", language: .japanese)
    let factual = IncomingActs("Is the pool open on Sundays?", language: .english)
    #expect(invitation.invites && japanese.invites && !factual.invites)
    #expect(!IncomingActs("I joined the club last year.", language: .english).invites)
    #expect(ActPrior.attendanceIntents.contains("accept-invitation"))
    #expect(ActPrior.adjustment(nonAnswer: false, attendance: true, acts: invitation) > 0)
    #expect(ActPrior.adjustment(nonAnswer: false, attendance: true, acts: factual) < 0)
  }
}

@Suite struct OrderingTests {
  func ranked(_ items: [(String, CandidateReply.Polarity, ReplyAct)]) -> [DiversityPolicy.Ranked] {
    items.enumerated().map { index, item in
      DiversityPolicy.Ranked(
        reply: CandidateReply(text: item.0, intent: ReplyIntent("i\(index)"), polarity: item.1, act: item.2),
        score: Float(10 - index))
    }
  }

  @Test func anAnswerLeadsAndTwoDeclinesNeverDo() {
    let chosen = DiversityPolicy.order(
      ranked([
        ("What time?", .neutral, .question), ("Sure!", .positive, .answer), ("Can't, sorry", .negative, .answer),
      ]),
      leadWithAnswer: true)
    #expect(chosen.map(\.reply.text) == ["Sure!", "What time?", "Can't, sorry"])
    let declines = DiversityPolicy.order(
      ranked([("No.", .negative, .answer), ("Can't, sorry", .negative, .answer), ("Maybe!", .neutral, .answer)]),
      leadWithAnswer: false)
    #expect(declines.map(\.reply.text) == ["No.", "Maybe!", "Can't, sorry"])
  }

  @Test func anotherTimeProposedIsAQuestionBackAndPutsThePlanOff() {
    func reply(_ text: String, _ intent: ReplyIntent, _ polarity: CandidateReply.Polarity) -> DiversityPolicy.Ranked {
      DiversityPolicy.Ranked(
        reply: CandidateReply(text: text, intent: intent, polarity: polarity, act: .answer), score: 1)
    }
    let later = reply("別の日程でもよろしいでしょうか。", .proposeAnotherTime, .neutral)
    let fine = reply("大丈夫です。", .okay, .positive)
    let hard = reply("申し訳ありません、難しいです。", .cantDo, .negative)
    #expect(
      DiversityPolicy.order([later, hard, fine], leadWithAnswer: true).map(\.reply.text) == [
        "大丈夫です。", "別の日程でもよろしいでしょうか。", "申し訳ありません、難しいです。",
      ])
    // Without a question to answer first, the decline and the time put off still never lead together.
    #expect(
      DiversityPolicy.order([later, hard, fine], leadWithAnswer: false).map(\.reply.text) == [
        "別の日程でもよろしいでしょうか。", "大丈夫です。", "申し訳ありません、難しいです。",
      ])
  }

  @Test func linksAreRecognised() {
    #expect(LinkDetector.isOnlyLinks("https://example.com"))
    #expect(LinkDetector.isOnlyLinks("  www.example.com/x  👉 "))
    #expect(!LinkDetector.isOnlyLinks("look https://example.com"))
    #expect(!LinkDetector.isOnlyLinks("no link here"))
    #expect(LinkDetector.holdsLinkWithWords("look https://example.com"))
    #expect(!LinkDetector.holdsLinkWithWords("  www.example.com/x  👉 "))
    #expect(!LinkDetector.holdsLinkWithWords("no link here"))
    #expect(LinkDetector.removingLinks("これ https://a.b/c 見て") == "これ 見て")
  }
}
