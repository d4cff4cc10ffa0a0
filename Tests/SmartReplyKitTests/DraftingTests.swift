import Foundation
import Testing

@testable import SmartReplyKit

@Suite struct DraftingTests {
  let drafter = BuiltInReplyDrafter(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
  /// Wednesday 25 November 2026, 10:00 in Tokyo.
  static let sent = CalendarFixtures.date("2026-11-25T10:00:00+09:00")

  func mail(
    _ text: String, to recipients: Set<String> = ["ana"], cc: Set<String> = [], subject: String = "Re: Budget call",
    kind: MailConversationContext.MailEntry.Kind = .personal
  ) -> MailConversationContext {
    var names = ContextFixtures.names
    names["suzuki"] = PersonNameComponents(givenName: "一郎", familyName: "鈴木")
    names["me"]?.familyName = "佐藤"
    var context = MailConversationContext(
      threadIdentifier: "budget", participantNameByIdentifier: names, selfIdentifiers: ["me"],
      responsePrimaryRecipientIdentifiers: recipients, responseSubject: subject,
      responseSecondaryRecipientIdentifiers: cc)
    context.entries = [
      .init(
        text: text, senderIdentifier: recipients.sorted().first!, sentDate: Self.sent,
        entryIdentifier: "1", primaryRecipientIdentifiers: ["me"], kind: kind)
    ]
    return context
  }

  let budgetMail =
    "Hi Ken,\n\nAre you still able to join the call on Thursday at 3pm? Could you bring the budget numbers?\n\nThanks,\nAna"

  @Test func englishDraftAnswersTheQuestionsWithTheirDetails() throws {
    let draft = try drafter.makeDraft(
      for: mail(budgetMail, cc: ["lee"]), reply: .init(smartReply: "Yes, I'll be there"))
    #expect(
      draft.body == """
        Hi Ana,

        Yes, I'll be there. I can confirm Thursday, November 26 at 15:00. I'll bring the budget numbers.

        I've copied Lee for visibility.

        Best,
        Ken
        """)
    #expect(
      draft.to == ["Ana"] && draft.cc == ["Lee"] && draft.language == .english && draft.subject == "Re: Budget call")
  }

  @Test func decliningKeepsTheDetailsAndOffersAnAlternative() throws {
    let draft = try drafter.makeDraft(for: mail(budgetMail), reply: .init(smartReply: "Sorry, I can't make it"))
    #expect(
      draft.body.contains(
        "Unfortunately Thursday, November 26 at 15:00 doesn't work for me. Could we find another time?"))
    #expect(draft.body.contains("I can still send the budget numbers ahead of time."))
  }

  @Test func greetsEveryRecipientAndHonoursACustomSignature() throws {
    var context = mail("Can we meet tomorrow?", to: ["ana", "lee"])
    context.responseHasCustomSignature = true
    let draft = try drafter.makeDraft(for: context, reply: .init(smartReply: "sure"))
    #expect(draft.body.hasPrefix("Hi Ana and Lee,\n\nSure. I can confirm Thursday, November 26."))
    #expect(!draft.body.contains("Best,"))
  }

  @Test func subjectsNeverStackReplyPrefixes() {
    #expect(BuiltInReplyDrafter.subject("Re: RE: Fwd: Budget", fallback: "t", japanese: false) == "Re: Budget")
    #expect(BuiltInReplyDrafter.subject("  ", fallback: "budget-call", japanese: false) == "Re: budget-call")
    #expect(BuiltInReplyDrafter.subject("返信: 日程", fallback: "t", japanese: true) == "Re: 日程")
  }

  @Test func japaneseFormalMailUsesKeigoAndTheFamilyNameWithSama() throws {
    let text =
      "佐藤様\n\nいつもお世話になっております。鈴木です。\n12月2日（水）14時からの会議にご出席いただけますでしょうか。資料をご準備いただけますと幸いです。\n会議室は本社3階です。\n\nよろしくお願いいたします。"
    let draft = try drafter.makeDraft(
      for: mail(text, to: ["suzuki"], subject: "キックオフ"), reply: .init(smartReply: "承知しました、参加します"))
    #expect(draft.language == .japanese && draft.to == ["鈴木様"])
    #expect(draft.body.hasPrefix("鈴木様\n\nいつもお世話になっております。佐藤です。\n\n承知しました、参加します。"))
    #expect(draft.body.contains("12月2日（水）14時からで問題ございません。\n資料はご用意いたします。"))
    #expect(draft.body.contains("当日は本社3階に伺います。"))
    #expect(draft.body.hasSuffix("よろしくお願いいたします。\n佐藤"))
  }

  @Test func japaneseCasualMailUsesSan() throws {
    let draft = try drafter.makeDraft(for: mail("明日の打ち合わせ、来れる？", to: ["suzuki"]), reply: .init(smartReply: "行けるよ"))
    #expect(draft.body.hasPrefix("鈴木さん\n\n行けるよ。"))
    #expect(draft.body.contains("11月26日（木）で大丈夫です。"))
  }

  @Test func promotionalMailAndInvalidContextsGetNoDraft() {
    #expect(throws: DraftingError.noDraft("promotional mail gets no reply")) {
      try drafter.makeDraft(for: mail("50% off today only!", kind: .promotion), reply: .init(smartReply: "Thanks"))
    }
    var nameless = mail(budgetMail)
    nameless.participantNameByIdentifier = [:]
    #expect {
      try drafter.makeDraft(for: nameless, reply: .init(smartReply: "Yes"))
    } throws: { error in
      "\(error)" == "the context has errors: empty-participant-names at participantNameByIdentifier"
    }
  }

  @Test func aMailContextWithNoEntriesGetsItsDiagnostics() {
    var empty = mail(budgetMail)
    empty.entries = []
    #expect {
      try drafter.makeDraft(for: empty, reply: .init(smartReply: "Yes"))
    } throws: { error in
      "\(error)" == "the context has errors: no-entries at entries"
    }
  }

  @Test func promptsQuoteAtMostTheCapOfEachEmail() {
    let prompt = DraftPrompt(
      context: mail(String(repeating: "x", count: 150_000)), reply: "Yes", language: .english)
    #expect(prompt.thread.count < DraftPrompt.maxQuotedCharacters + 500)
  }

  @Test func veryLongEmailsAreReadOnlyUpToTheCap() throws {
    let long = "Could you bring the slides on Monday?\n" + String(repeating: "Background detail. ", count: 8_000)
    let draft = try drafter.makeDraft(for: mail(long), reply: .init(smartReply: "Sure"))
    #expect(draft.body.contains("I can confirm Monday, November 30. I'll bring the slides."))
    #expect(draft.body.count < 1_000)
  }

  @Test func englishDraftAnswersTwoRequestsInTurn() throws {
    let text =
      "Hi Ken,\n\nCan you join the contract review on Friday at 10am? Could you also share the draft contract beforehand?\n\nThanks,\nAna"
    let draft = try drafter.makeDraft(for: mail(text), reply: .init(smartReply: "Yes, I'll be there"))
    #expect(
      draft.body == """
        Hi Ana,

        Yes, I'll be there. I can confirm Friday, November 27 at 10:00. I'll share the draft contract.

        Best,
        Ken
        """)
    #expect(!draft.body.contains("get back to you"))
  }

  @Test func englishDraftAnswersThreeRequestsAndLeavesAPlaceholder() throws {
    let text = """
      Dear Ken,

      Could you attend the planning meeting on Monday from 2 to 3pm? Please bring your laptop and share the agenda. \
      Do you need a parking pass?

      Kind regards,
      Ana
      """
    let draft = try drafter.makeDraft(for: mail(text), reply: .init(smartReply: "Yes, I'll attend"))
    #expect(
      draft.body == """
        Dear Ana,

        Yes, I'll attend. I can confirm Monday, November 30 from 14:00 to 15:00. I'll bring my laptop. \
        I'll share the agenda. [answer: Do you need a parking pass?]

        Kind regards,
        Ken
        """)
    let unsure = try drafter.makeDraft(for: mail(text), reply: .init(smartReply: "Let me check"))
    #expect(unsure.body.contains("About Monday, November 30 from 14:00 to 15:00: [answer: does it work for you?]"))
    #expect(unsure.body.contains("About my laptop: [answer: can you do it?]"))
  }

  @Test func japaneseFormalDraftAnswersTwoRequests() throws {
    let text =
      "佐藤様\n\nいつもお世話になっております。鈴木です。\n来週の水曜14時から16時まで、定例会議にご出席いただけますでしょうか。\nまた、前回の議事録を共有していただけますと幸いです。\n\nよろしくお願いいたします。"
    let draft = try drafter.makeDraft(for: mail(text, to: ["suzuki"]), reply: .init(smartReply: "承知しました、参加します"))
    #expect(
      draft.body == """
        鈴木様

        いつもお世話になっております。佐藤です。

        承知しました、参加します。
        12月2日（水）14時〜16時で問題ございません。
        前回の議事録は共有いたします。

        よろしくお願いいたします。
        佐藤
        """)
  }

  @Test func japaneseCasualDraftAnswersThreeRequests() throws {
    let text = "明日の飲み会、19時からだけど来れる？\nお店の予約って誰がしてくれたっけ？\nあと、カメラを持ってきて！"
    let draft = try drafter.makeDraft(for: mail(text, to: ["suzuki"]), reply: .init(smartReply: "行けるよ"))
    #expect(
      draft.body == """
        鈴木さん

        行けるよ。
        11月26日（木）19時からで大丈夫です。
        [answer: お店の予約って誰がしてくれたっけ？]
        カメラも持っていきます。

        よろしくお願いします。
        佐藤
        """)
    let declined = try drafter.makeDraft(for: mail(text, to: ["suzuki"]), reply: .init(smartReply: "ごめん、行けない"))
    #expect(declined.body.contains("ごめんなさい、11月26日（木）19時からは都合がつきません。"))
  }

  @Test func typedReplyPolarity() {
    #expect(TypedReplyPolarity.guess("Yes, I'll be there") == .positive)
    #expect(TypedReplyPolarity.guess("Sorry, I can't make it") == .negative)
    #expect(TypedReplyPolarity.guess("No") == .negative)
    #expect(TypedReplyPolarity.guess("参加します") == .positive && TypedReplyPolarity.guess("今回は欠席します") == .negative)
    #expect(TypedReplyPolarity.guess("Hmm") == .neutral)
  }

  /// "I'll skip this one." reads like a yes to the keyword guess; the response set records a no.
  @Test func aSuggestionOfTheResponseSetIsDraftedWithItsRecordedPolarity() throws {
    let text = "I'll skip this one."
    let typed = try drafter.makeDraft(for: mail(budgetMail), reply: .init(smartReply: text))
    #expect(typed.body.contains("I can confirm Thursday, November 26 at 15:00."))
    let suggested = try drafter.makeDraft(
      for: mail(budgetMail),
      reply: .init(smartReply: text, intent: "not-this-time", polarity: .negative, act: .answer))
    #expect(
      suggested.body.contains(
        "Unfortunately Thursday, November 26 at 15:00 doesn't work for me. Could we find another time?"))
    #expect(!suggested.body.contains("I can confirm"))
  }
}
