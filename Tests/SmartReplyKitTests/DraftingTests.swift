import Foundation
import Testing

@testable import SmartReplyKit

@Suite struct DraftingTests {
  let drafter = BuiltInReplyDrafter()

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
        text: text, senderIdentifier: recipients.sorted().first!, sentDate: Date(timeIntervalSince1970: 0),
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

        Yes, I'll be there. I can confirm Thursday at 3pm. I'll bring the budget numbers.

        I've copied Lee for visibility.

        Best,
        Ken
        """)
    #expect(draft.to == ["Ana"] && draft.cc == ["Lee"] && draft.language == "en" && draft.subject == "Re: Budget call")
  }

  @Test func decliningKeepsTheDetailsAndOffersAnAlternative() throws {
    let draft = try drafter.makeDraft(for: mail(budgetMail), reply: .init(smartReply: "Sorry, I can't make it"))
    #expect(draft.body.contains("Unfortunately Thursday at 3pm doesn't work for me. Could we find another time?"))
    #expect(draft.body.contains("I can still send the budget numbers ahead of time."))
  }

  @Test func greetsEveryRecipientAndHonoursACustomSignature() throws {
    var context = mail("Can we meet tomorrow?", to: ["ana", "lee"])
    context.responseHasCustomSignature = true
    let draft = try drafter.makeDraft(for: context, reply: .init(smartReply: "sure"))
    #expect(draft.body.hasPrefix("Hi Ana and Lee,\n\nSure. I can confirm tomorrow."))
    #expect(!draft.body.contains("Best,"))
  }

  @Test func subjectsNeverStackReplyPrefixes() {
    #expect(BuiltInReplyDrafter.subject("Re: RE: Fwd: Budget", fallback: "t", japanese: false) == "Re: Budget")
    #expect(BuiltInReplyDrafter.subject("  ", fallback: "budget-call", japanese: false) == "Re: budget-call")
    #expect(BuiltInReplyDrafter.subject("返信: 日程", fallback: "t", japanese: true) == "Re: 日程")
  }

  @Test func japaneseFormalMailUsesKeigoAndTheFamilyNameWithSama() throws {
    let text =
      "佐藤様\n\nいつもお世話になっております。鈴木です。\n12月3日（水）14時からの会議にご出席いただけますでしょうか。資料をご準備いただけますと幸いです。\n会議室は本社3階です。\n\nよろしくお願いいたします。"
    let draft = try drafter.makeDraft(
      for: mail(text, to: ["suzuki"], subject: "キックオフ"), reply: .init(smartReply: "承知しました、参加します"))
    #expect(draft.language == "ja" && draft.to == ["鈴木様"])
    #expect(draft.body.hasPrefix("鈴木様\n\nいつもお世話になっております。佐藤です。\n\n承知しました、参加します。"))
    #expect(draft.body.contains("12月3日（水）14時からで問題ございません。"))
    #expect(draft.body.contains("当日は本社3階に伺います。"))
    #expect(draft.body.hasSuffix("よろしくお願いいたします。\n佐藤"))
  }

  @Test func japaneseCasualMailUsesSan() throws {
    let draft = try drafter.makeDraft(for: mail("明日の打ち合わせ、来れる？", to: ["suzuki"]), reply: .init(smartReply: "行けるよ"))
    #expect(draft.body.hasPrefix("鈴木さん\n\n行けるよ。"))
    #expect(draft.body.contains("明日で大丈夫です。"))
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
      context: mail(String(repeating: "x", count: 150_000)), reply: "Yes", language: "en")
    #expect(prompt.thread.count < DraftPrompt.maxQuotedCharacters + 500)
  }

  @Test func veryLongEmailsAreReadOnlyUpToTheCap() throws {
    let long = "Could you bring the slides on Monday?\n" + String(repeating: "Background detail. ", count: 8_000)
    let draft = try drafter.makeDraft(for: mail(long), reply: .init(smartReply: "Sure"))
    #expect(draft.body.contains("I can confirm Monday. I'll bring the slides."))
    #expect(draft.body.count < 1_000)
  }

  @Test func replyPolarity() {
    #expect(ReplyPolarity.of("Yes, I'll be there") == .positive)
    #expect(ReplyPolarity.of("Sorry, I can't make it") == .negative)
    #expect(ReplyPolarity.of("No") == .negative)
    #expect(ReplyPolarity.of("参加します") == .positive && ReplyPolarity.of("今回は欠席します") == .negative)
    #expect(ReplyPolarity.of("Hmm") == .neutral)
  }
}
