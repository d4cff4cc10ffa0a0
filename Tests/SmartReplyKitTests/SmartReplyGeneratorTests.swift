import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

@Suite struct SmartReplyGeneratorTests {
  static let generator = Result { try SmartReplyGenerator() }

  func generator() throws -> SmartReplyGenerator { try Self.generator.get() }

  func conversation(_ turns: [(own: Bool, text: String)]) -> MessageConversationContext {
    var context = MessageConversationContext(
      threadIdentifier: "t", participantNameByIdentifier: ContextFixtures.names, selfIdentifiers: ["me"],
      responsePrimaryRecipientIdentifiers: ["ana"])
    context.entries = turns.enumerated().map { index, turn in
      .init(
        text: turn.text, senderIdentifier: turn.own ? "me" : "ana",
        sentDate: Date(timeIntervalSince1970: Double(index)),
        entryIdentifier: "e\(index)")
    }
    return context
  }

  @Test func suggestsThreeDistinctRepliesInEnglish() throws {
    let result = try generator().suggestions(for: conversation([(false, "Thanks so much for your help today!")]))
    #expect(result.status == .success && result.reason == nil && result.language == .english)
    #expect(result.suggestions.count == 3)
    #expect(Set(result.suggestions.map(\.intent)).count == 3)
    #expect(result.suggestions.map(\.score) == result.suggestions.map(\.score).sorted(by: >))
  }

  @Test func yesNoInvitationGetsBothAnAcceptAndADecline() throws {
    let generator = try generator()
    let english = generator.suggestions(for: conversation([(false, "Do you want to come to my party on Saturday?")]))
    let set = try #require(generator.responseSet(for: .english))
    let polarities = english.suggestions.map { suggestion in
      set.replies.first { $0.text == suggestion.smartReply }!.polarity
    }
    #expect(polarities.contains(.positive) && polarities.contains(.negative))
    let japanese = generator.suggestions(for: conversation([(false, "土曜日のパーティー、来られますか？")]))
    let jaSet = try #require(generator.responseSet(for: .japanese))
    let jaPolarities = japanese.suggestions.map { suggestion in
      jaSet.replies.first { $0.text == suggestion.smartReply }!.polarity
    }
    #expect(jaPolarities.contains(.positive) && jaPolarities.contains(.negative))
  }

  @Test func japaneseRegisterFollowsTheConversation() throws {
    let generator = try generator()
    let set = try #require(generator.responseSet(for: .japanese))
    func registers(_ text: String) -> Set<CandidateReply.Register> {
      Set(
        generator.suggestions(for: conversation([(false, text)])).suggestions.map { suggestion in
          set.replies.first { $0.text == suggestion.smartReply }!.register
        })
    }
    #expect(registers("明日の会議の資料を送っていただけますか？").isSubset(of: [.polite, .any]))
    #expect(registers("明日の資料送ってくれる？").isSubset(of: [.casual, .any]))
  }

  @Test func answersInTheLanguageOfTheNewestMessageFromTheOtherParty() throws {
    let result = try generator().suggestions(
      for: conversation([(false, "Hi! How was the trip?"), (true, "Great, thanks"), (false, "明日会える？")]))
    #expect(result.language == .japanese)
  }

  @Test func validationErrorsAndInfosComeBackWithTheirReasonCode() throws {
    var broken = conversation([(false, "Lunch?")])
    broken.selfIdentifiers = []
    let invalid = try generator().suggestions(for: broken)
    #expect(
      invalid.status == .invalidContext && invalid.reason == .validation(.emptySelfIdentifiers)
        && invalid.suggestions.isEmpty)
    let ownLast = try generator().suggestions(for: conversation([(false, "Lunch?"), (true, "Sure!")]))
    #expect(ownLast.status == .noReply && ownLast.reason == .validation(.lastEntryFromSelf))
    var junk = conversation([(false, "You won a prize! Click here")])
    junk.isJunk = true
    #expect(try generator().suggestions(for: junk).reason == .validation(.junkThread))
  }

  @Test func otherLanguagesAreUnsupported() throws {
    let french = try generator().suggestions(for: conversation([(false, "Est-ce que tu viens ce soir ? Merci")]))
    #expect(french.status == .unsupportedLanguage && french.reason == .trigger(.unsupportedLanguage))
    let emoji = try generator().suggestions(for: conversation([(false, "😀🎉")]))
    #expect(emoji.status == .unsupportedLanguage && emoji.reason == .trigger(.undeterminedLanguage))
  }

  @Test func griefGetsOnlySympatheticReplies() throws {
    let generator = try generator()
    for (text, language) in [
      ("My grandmother passed away this morning.", Language.english), ("昨日、祖父が亡くなりました。", .japanese),
    ] {
      let result = generator.suggestions(for: conversation([(false, text)]))
      #expect(result.status == .success && result.sensitiveTopic == .grief)
      let set = try #require(generator.responseSet(for: language))
      for suggestion in result.suggestions {
        let reply = try #require(set.replies.first { $0.text == suggestion.smartReply })
        #expect(reply.act == .sympathy || LanguageEngine.sympatheticIntents.contains(reply.intent), "\(reply.text)")
      }
    }
  }

  @Test func aDeathGetsCondolences() throws {
    let result = try generator().suggestions(for: conversation([(false, "hey. my grandma passed away this morning")]))
    #expect(result.sensitiveTopic == .grief)
    #expect(result.suggestions.contains { $0.intent == "condolences" || $0.intent == "sympathy" })
    #expect(!result.suggestions.contains { $0.intent == "get-well" })
  }

  @Test func selfHarmAndEmergenciesGetNoSuggestion() throws {
    for text in ["I just want to die", "He can't breathe, we're waiting for the ambulance", "もう死にたい"] {
      let result = try generator().suggestions(for: conversation([(false, text)]))
      #expect(result.status == .noReply && result.reason == .trigger(.sensitiveTopic) && result.suggestions.isEmpty)
    }
  }

  @Test func lowConfidenceSuppressesSuggestionsButNotForYesNoQuestions() throws {
    let models = [try ReplyRankingModel.bundled(language: .english)]
    let sets = [try ResponseSet.bundled(language: .english)]
    let strict = try SmartReplyGenerator(models: models, responseSets: sets, triggerThresholds: [.english: 1.01])
    let statement = conversation([(false, "I watched a documentary about whales yesterday.")])
    let result = strict.suggestions(for: statement)
    #expect(result.status == .noReply && result.reason == .trigger(.lowConfidence))
    let lenient = try SmartReplyGenerator(models: models, responseSets: sets)
    #expect(lenient.suggestions(for: statement).status == .success)
    // A yes/no question or an invitation always has a short answer.
    #expect(strict.suggestions(for: conversation([(false, "Are you coming tonight?")])).status == .success)
  }

  @Test func neverSuggestsARepeatOfARecentMessage() throws {
    let echo = ResponseSet(
      language: .english,
      replies: [
        CandidateReply(text: "Can you grab a table for us?", intent: "echo"),
        CandidateReply(text: "Sure, on it!", intent: "yes", polarity: .positive),
      ])
    let generator = try generator().replacingResponseSet(with: echo)
    let result = generator.suggestions(for: conversation([(false, "Can you grab a table for us?")]))
    #expect(result.suggestions.map(\.smartReply) == ["Sure, on it!"])
    let ownEcho = generator.suggestions(
      for: conversation([(false, "Dinner at 8?"), (true, "Sure, on it!"), (false, "Can you bring wine?")]))
    #expect(!ownEcho.suggestions.map(\.smartReply).contains("Sure, on it!"))
  }

  @Test func customRepliesReplaceOrExtendTheSetWithoutRetraining() throws {
    let calendar = ResponseSet(
      language: .english,
      replies: [
        CandidateReply(text: "I'll be there", intent: "attend", polarity: .positive),
        CandidateReply(text: "Running 5 minutes late", intent: "late"),
        CandidateReply(text: "Can't make it, sorry", intent: "decline", polarity: .negative),
        CandidateReply(text: "Shut up, idiot", intent: "rude", polarity: .negative),
      ])
    let replaced = try generator().replacingResponseSet(with: calendar)
    let result = replaced.suggestions(for: conversation([(false, "Standup moved to 10:30, can you join?")]))
    #expect(
      Set(result.suggestions.map(\.smartReply)).isSubset(of: [
        "I'll be there", "Running 5 minutes late", "Can't make it, sorry",
      ]))
    #expect(result.suggestions.count == 3)
    let extended = try generator().addingReplies(calendar.replies, language: .english)
    #expect(
      extended.responseSet(for: .english)!.replies.count == (try generator().responseSet(for: .english)!.replies.count)
        + 4)
  }

  @Test func aLanguageWithoutAModelIsAnErrorNotASilentNoOp() throws {
    let english = try ReplyRankingModel.bundled(language: .english)
    let japaneseSet = try ResponseSet.bundled(language: .japanese)
    #expect(throws: SmartReplyGeneratorError.noModel(for: .japanese)) {
      try SmartReplyGenerator(
        models: [english], responseSets: [try ResponseSet.bundled(language: .english), japaneseSet])
    }
    let englishOnly = try SmartReplyGenerator(
      models: [english], responseSets: [try ResponseSet.bundled(language: .english)])
    #expect(englishOnly.languages == [.english])
    #expect(throws: SmartReplyGeneratorError.unsupportedLanguage(.japanese)) {
      try englishOnly.replacingResponseSet(with: japaneseSet)
    }
    #expect(throws: SmartReplyGeneratorError.unsupportedLanguage(.japanese)) {
      try englishOnly.addingReplies([CandidateReply(text: "はい", intent: "yes")], language: .japanese)
    }
    do {
      _ = try englishOnly.replacingResponseSet(with: japaneseSet)
      Issue.record("replacing the set of a language without a model succeeded")
    } catch SmartReplyGeneratorError.unsupportedLanguage(.japanese) {
      #expect(SmartReplyGeneratorError.unsupportedLanguage(.japanese).description.contains("no ja model"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func hostileInputNeverCrashes() throws {
    let generator = try generator()
    let huge = String(repeating: "Are you free? ", count: 80_000)
    for text in [
      huge, "https://example.com/a https://example.com/b", "Mixed 日本語 and English なの？", "\u{0000}\u{202E}ok?",
    ] {
      let result = generator.suggestions(for: conversation([(false, text)]))
      #expect(result.suggestions.count <= 3)
    }
    let question = conversation([(false, "Want to grab lunch?")])
    #expect(generator.suggestions(for: question, maxCount: 1).suggestions.count == 1)
    #expect(generator.suggestions(for: question, maxCount: 0).suggestions.isEmpty)
  }

  @Test func sharedAcrossTasksGivesTheSameAnswers() async throws {
    let generator = try generator()
    let context = conversation([(false, "Want to grab coffee tomorrow?")])
    let expected = generator.suggestions(for: context)
    let results = await withTaskGroup(of: SmartReplyResult.self) { group in
      for _ in 0..<8 { group.addTask { generator.suggestions(for: context) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 == expected })
  }

  /// Calibration and serving go through one pipeline: the same conversation gets the same
  /// confidence, and calibration shows exactly what serving shows at its threshold.
  @Test func calibrationAndServingComputeTheSameConfidence() throws {
    let generator = try generator()
    let turns = [
      ConversationTurn(text: "Dinner at 8?", isSelf: false), ConversationTurn(text: "Sure", isSelf: true),
      ConversationTurn(text: "I watched a documentary about whales yesterday.", isSelf: false),
    ]
    let served = try #require(
      generator.triggerConfidence(for: conversation(turns.map { (own: $0.isSelf, text: $0.text) })))
    let evaluation = generator.pipeline.evaluate(
      turns.map(PreparedConversation.Turn.init(turn:)), isMail: false, maxCount: 3)
    #expect(evaluation.confidence == served)
    // Calibrating on the replies the pipeline chose: calibration sees what serving suggests.
    let calibration = try generator.calibrateTrigger(
      language: .english, conversations: [(turns, evaluation.chosen.map(\.reply.text))])
    #expect(calibration.examples == 1 && calibration.matchRate == 1)
    let threshold = served + 0.001
    let strict = try SmartReplyGenerator(
      models: [try ReplyRankingModel.bundled(language: .english)],
      responseSets: [try ResponseSet.bundled(language: .english)],
      triggerThresholds: [.english: threshold])
    #expect(
      strict.suggestions(for: conversation(turns.map { (own: $0.isSelf, text: $0.text) })).reason
        == .trigger(.lowConfidence))
  }

  @Test func linkOnlyMessagesGetNothingAndLinksDoNotDecideTheLanguage() throws {
    let link = try generator().suggestions(for: conversation([(false, "https://example.com/a/b?c=1")]))
    #expect(link.status == .noReply && link.reason == .trigger(.linkOnly))
    let japanese = try generator().suggestions(
      for: conversation([(false, "https://youtu.be/abcdefghijk これ見て！めっちゃ面白かった")]))
    #expect(japanese.language == .japanese)
    let german = try generator().suggestions(for: conversation([(false, "Kannst du mich morgen früh abholen?")]))
    #expect(german.status == .unsupportedLanguage)
  }

  @Test func thanksApologiesAndCongratulationsAreNotMirrored() throws {
    let cases: [(text: String, forbidden: Set<ReplyAct>)] = [
      ("thank you so much for the flowers!!", [.thanks]),
      ("so sorry i forgot to call you back", [.apology]),
      ("happy birthday!!! hope you have the best day", [.congrats]),
      ("誕生日おめでとう！素敵な一年になりますように", [.congrats]),
      ("昨日はありがとう！助かったよ", [.thanks]),
    ]
    for (text, forbidden) in cases {
      let result = try generator().suggestions(for: conversation([(false, text)]))
      #expect(!result.suggestions.isEmpty, "\(text)")
      let acts = result.suggestions.compactMap(\.act)
      #expect(acts.count == result.suggestions.count)
      #expect(forbidden.isDisjoint(with: acts), "\(text): \(result.suggestions.map(\.smartReply))")
    }
    let late = try generator().suggestions(for: conversation([(false, "running 15 min late, sorry!!")]))
    #expect(!late.suggestions.map(\.intent).contains("running-late"))
  }

  @Test func indirectSelfHarmAndHardshipAreRecognised() throws {
    let generator = try generator()
    #expect(generator.sensitiveTopic(of: "everyone would be better off without me", language: .english) == .selfHarm)
    #expect(generator.sensitiveTopic(of: "my phone died lol", language: .english) == nil)
    #expect(generator.sensitiveTopic(of: "this traffic is killing me", language: .english) == nil)
    // No keyword: the classifier catches these; and embarrassment is not despair.
    #expect(
      generator.sensitiveTopic(of: "i've written letters for everyone, they're in the drawer", language: .english)
        == .selfHarm)
    #expect(generator.sensitiveTopic(of: "if you go to the cops you're dead", language: .english) == .violence)
    #expect(generator.sensitiveTopic(of: "恥ずかしすぎて消えたい笑", language: .japanese) == nil)
    #expect(generator.sensitiveTopic(of: "明日何時に集合？", language: .japanese) == nil)
    let laidOff = generator.suggestions(for: conversation([(false, "got laid off today. no warning")]))
    #expect(laidOff.sensitiveTopic == .hardship)
    let set = try #require(generator.responseSet(for: .english))
    for suggestion in laidOff.suggestions {
      let reply = try #require(set.replies.first { $0.text == suggestion.smartReply })
      #expect(reply.act == .sympathy || LanguageEngine.sympatheticIntents.contains(reply.intent))
    }
  }

  @Test func requestsInTextingStyleGetAYesAndANo() throws {
    for text in ["hey can u grab my jacket from the car?", "帰りにパン買ってきてくれる？", "資料をご共有いただけますでしょうか。"] {
      let result = try generator().suggestions(for: conversation([(false, text)]))
      let polarities = result.suggestions.compactMap(\.polarity)
      #expect(
        polarities.contains(.positive) && polarities.contains(.negative), "\(result.suggestions.map(\.smartReply))")
    }
  }

  @Test func newsIsMetWithTheRightToneAndAlwaysAnswered() throws {
    let generator = try generator()
    let set = try #require(generator.responseSet(for: .english))
    func replies(_ text: String) -> [CandidateReply] {
      generator.suggestions(for: conversation([(false, text)])).suggestions.compactMap { suggestion in
        set.replies.first { $0.text == suggestion.smartReply }
      }
    }
    let bad = replies("ugh failed my driving test again 😭")
    #expect(!bad.isEmpty)
    #expect(!bad.contains { $0.act == .congrats || ($0.act == .reaction && $0.polarity == .positive) })
    let good = replies("WE GOT THE HOUSE!!! signed the papers today 🏡")
    #expect(!good.isEmpty && !good.contains { $0.act == .sympathy })
    #expect(MessageKind.allCases.contains(.compliment))
  }

  @Test func anApologyIsNotAnsweredWithAnotherApology() throws {
    let result = try generator().suggestions(for: conversation([(false, "ごめん！寝坊して電車乗り遅れた🙏")]))
    #expect(result.status == .success)
    #expect(!result.suggestions.contains { $0.smartReply.contains("ごめん") || $0.smartReply.contains("すみません") })
    let keigo = try generator().suggestions(
      for: conversation([(false, "本日はお忙しいところ、誠にありがとうございました。")]))
    // A reciprocal thanks is the answer in keigo, not a mirror.
    #expect(
      keigo.suggestions.contains { $0.smartReply.contains("こちらこそ") }
        || keigo.suggestions.contains { $0.intent == "youre-welcome" })
  }
}
