import Foundation
import Testing

@Suite struct DraftCommandTests {
  let support = CLITestSupport()

  let mail = """
    {"schemaVersion": 1, "type": "mail", "threadIdentifier": "budget", "responseSubject": "Re: Re: Budget call",
     "participantNameByIdentifier": {"me": {"givenName": "Ken"}, "ana": {"givenName": "Ana"}},
     "selfIdentifiers": ["me"], "responsePrimaryRecipientIdentifiers": ["ana"],
     "entries": [{"entryIdentifier": "1", "senderIdentifier": "ana", "sentDate": "2026-11-29T10:00:00Z", "kind": "personal",
                  "text": "Can you join the call on Thursday at 3pm?"}]}
    """

  @Test func draftsFromAGivenReplyAsTextOrJSON() async throws {
    let path = try support.file("mail.json", mail)
    let text = await support.run(["draft", path, "--reply", "Yes, I'll join", "--time-zone", "Asia/Tokyo"])
    #expect(text.status == 0)
    #expect(
      text.output.hasPrefix(
        "Subject: Re: Budget call\nTo: Ana\n\nHi Ana,\n\nYes, I'll join. I can confirm Thursday, December 3 at 15:00."))
    let json = await support.run(["draft", "--json", path, "--reply", "No"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["language"] as? String == "en" && (object["to"] as? [String]) == ["Ana"])
    #expect((object["body"] as? String)?.contains("doesn't work for me") == true)
  }

  @Test func picksASuggestionOfTheBundledGenerator() async throws {
    let path = try support.file("pick.json", mail)
    let result = await support.run(["draft", path, "--pick", "1"])
    #expect(result.status == 0 && result.output.contains("Hi Ana,"))
  }

  @Test func misuseIsExplained() async throws {
    let chat = try support.file(
      "chat.json", mail.replacingOccurrences(of: #""type": "mail""#, with: #""type": "message""#))
    #expect(await support.run(["draft", chat, "--reply", "Hi"]).error.contains("is a message context, not mail"))
    #expect(
      await support.run(["draft", try support.file("m.json", mail)]).error.contains("give --reply <text> or --pick <n>")
    )
    let path = try support.file("b.json", mail)
    #expect(
      await support.run(["draft", path, "--reply", "Hi", "--backend-url", "ftp://x"]).error.contains(
        "--backend-url must be an http(s) URL"))
    let promo = try support.file(
      "promo.json", mail.replacingOccurrences(of: #""kind": "personal""#, with: #""kind": "promotion""#))
    let refused = await support.run(["draft", promo, "--reply", "Thanks"])
    #expect(refused.status == 1 && refused.error.contains("no draft: promotional mail gets no reply"))
  }

  @Test func replyAndPickAreCheckedAndExplained() async throws {
    let path = try support.file("r.json", mail)
    let both = await support.run(["draft", path, "--reply", "Yes", "--pick", "1"])
    #expect(both.status == 2 && both.error.contains("give --reply <text> or --pick <n>, not both"))
    let empty = await support.run(["draft", path, "--reply", " "])
    #expect(empty.status == 2 && empty.error.contains("--reply needs some text"))
    let many = await support.run(["draft", path, "--pick", "4"])
    #expect(many.status == 1)
    #expect(many.error.contains("there are only 3 suggestions for this context; --pick takes 1 to 3"))
    let json = await support.run(["draft", path, "--pick", "4", "--json"])
    #expect(json.output.contains(#""error":"there are only 3 suggestions"#))
  }

  @Test func relativeDaysStayLowerCaseMidSentence() async throws {
    let tonight = try support.file(
      "t.json", mail.replacingOccurrences(of: "on Thursday at 3pm", with: "tonight"))
    let result = await support.run(["draft", tonight, "--reply", "Sure"])
    // The drafter confirms the resolved date in full; a relative day is never capitalised mid-sentence.
    #expect(result.output.contains("Sure. I can confirm "))
    #expect(!result.output.contains("confirm Tonight") && !result.output.contains("confirm Tomorrow"))
  }
}
