import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

@Suite struct TimeReplyChipsTests {
  typealias F = CalendarFixtures
  static let generator = Result { try SmartReplyGenerator() }
  let tokyo = TimeZone(identifier: "Asia/Tokyo")!

  func generator() throws -> SmartReplyGenerator { try Self.generator.get() }

  func chat(_ texts: [(String, String)], sent: String = F.wednesday) -> MessageConversationContext {
    var context = MessageConversationContext(
      threadIdentifier: "t1",
      participantNameByIdentifier: [
        "me": PersonNameComponents(givenName: "Ken"), "ana": PersonNameComponents(givenName: "Ana", familyName: "田中"),
      ], selfIdentifiers: ["me"], responsePrimaryRecipientIdentifiers: ["ana"])
    let base = F.date(sent)
    context.entries = texts.enumerated().map { index, item in
      MessageConversationContext.MessageEntry(
        text: item.1, senderIdentifier: item.0, sentDate: base.addingTimeInterval(Double(index - texts.count + 1) * 60),
        entryIdentifier: "e\(index)")
    }
    return context
  }

  /// The accept templates of `language` and `register`, filled with `when`.
  func accepts(_ language: Language, _ register: TimeReplyChips.Template.Register, _ when: String) -> Set<String> {
    Set(
      TimeReplyChips.bundled.templates[language]!.filter { $0.polarity == .positive && $0.register == register }.map {
        let text = $0.text.replacingOccurrences(of: "{when}", with: when)
        return $0.text.hasPrefix("{when}") && language == .english
          ? text.prefix(1).uppercased() + text.dropFirst() : text
      })
  }

  /// Whether a chip declines or proposes another time.
  func isCounter(_ chip: SmartReplySuggestion, _ language: Language) throws -> Bool {
    let set = try #require(try generator().responseSet(for: language))
    let intent = try #require(chip.intent)
    return TimeReplyChips.counterIntents.contains(intent)
      || (!TimeReplyChips.negativeNonDeclines.contains(intent)
        && set.replies.contains { $0.polarity == .negative && $0.text == chip.smartReply })
  }

  func check(
    _ result: SmartReplyResult, language: Language, accepts expected: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(result.status == .success && result.language == language, sourceLocation: sourceLocation)
    let chips = result.suggestions
    let named = chips.filter { $0.intent == "confirm-time" }
    #expect(named.count == 1, "\(chips.map(\.smartReply))", sourceLocation: sourceLocation)
    #expect(
      named.first.map { expected.contains($0.smartReply) } == true, "\(chips.map(\.smartReply))",
      sourceLocation: sourceLocation)
    #expect(chips.first?.intent == "confirm-time", sourceLocation: sourceLocation)
    #expect(
      try chips.contains { try isCounter($0, language) }, "\(chips.map(\.smartReply))", sourceLocation: sourceLocation)
    #expect(Set(chips.map(\.intent)).count == chips.count, sourceLocation: sourceLocation)
    #expect(chips.count <= 3, sourceLocation: sourceLocation)
  }

  @Test func englishProposalsGetAChipNamingTheTimeAndACounterProposal() throws {
    let generator = try generator()
    // Sent Monday 30 November, 18:00.
    let thursday = generator.suggestions(
      for: chat([("ana", "Does 3pm on Thursday work?")], sent: F.monthEnd), timeZone: tokyo)
    try check(thursday, language: .english, accepts: accepts(.english, .any, "Thursday at 3pm"))
    let tonight = generator.suggestions(for: chat([("ana", "Dinner at 7 tonight?")]), timeZone: tokyo)
    try check(tonight, language: .english, accepts: accepts(.english, .any, "tonight at 7"))
    let tomorrow = generator.suggestions(for: chat([("ana", "Can we meet tomorrow at 10?")]), timeZone: tokyo)
    try check(tomorrow, language: .english, accepts: accepts(.english, .any, "tomorrow at 10"))
  }

  @Test func aFavourAskedForATimeIsAgreedTo() throws {
    let generator = try generator()
    for (text, time) in [("hey can u pick me up from the station at 6?", "at 6"), ("明日10時に駅まで迎えに来てくれる？", "明日の10時")] {
      let first = try #require(generator.suggestions(for: chat([("ana", text)]), timeZone: tokyo).suggestions.first)
      #expect(first.intent == .confirmTime && first.act == .acknowledge, "\(first.smartReply)")
      #expect(first.smartReply.contains(time), "\(first.smartReply)")
    }
  }

  @Test func aTimeAloneTonightKeepsItsTwentyFourHourClock() throws {
    // 「今夜6時」 says the evening; 「6時」 alone would be the morning.
    let dinner = try generator().suggestions(for: chat([("ana", "うちでごはん食べない？18時から！")]), timeZone: tokyo)
    try check(dinner, language: .japanese, accepts: accepts(.japanese, .casual, "18時"))
  }

  @Test func japaneseProposalsFollowTheRegister() throws {
    let generator = try generator()
    let polite = generator.suggestions(for: chat([("ana", "来週の水曜14時からでどうですか？")]), timeZone: tokyo)
    try check(polite, language: .japanese, accepts: accepts(.japanese, .polite, "来週水曜の14時"))
    let casual = generator.suggestions(for: chat([("ana", "明日10時集合でいい？")]), timeZone: tokyo)
    try check(casual, language: .japanese, accepts: accepts(.japanese, .casual, "明日の10時"))
    let tonight = generator.suggestions(for: chat([("ana", "今夜7時に駅前でどう？")]), timeZone: tokyo)
    try check(tonight, language: .japanese, accepts: accepts(.japanese, .casual, "今夜7時"))
    var mail = MailConversationContext(
      threadIdentifier: "m",
      participantNameByIdentifier: ["me": .init(givenName: "Ken"), "ana": .init(familyName: "田中")],
      selfIdentifiers: ["me"], responsePrimaryRecipientIdentifiers: ["ana"], responseSubject: "お打ち合わせの件")
    mail.entries = [
      .init(
        text: "佐藤様\n\nお世話になっております。\n来週月曜の10時からお打ち合わせはいかがでしょうか。\n\nよろしくお願いいたします。\n田中",
        senderIdentifier: "ana", sentDate: F.date(F.wednesday), entryIdentifier: "m1")
    ]
    let business = generator.suggestions(for: mail, timeZone: tokyo)
    try check(business, language: .japanese, accepts: accepts(.japanese, .business, "来週月曜の10時"))
  }

  @Test func messagesThatProposeNoTimeAreUnchanged() throws {
    let generator = try generator()
    let texts = [
      "Thanks so much for your help today!", "We met on Monday", "Please send the report by Friday",
      "金曜までに資料を送ってください", "月曜に会った", "Do you want to come to my party on Saturday?", "土曜日のパーティー、来られますか？",
      "I'm so sorry, my grandma passed away. The funeral is on Friday at 10am, can you come?",
      "父が入院しました。明日の10時から手術です。", "How are you doing?",
    ]
    for text in texts {
      let context = chat([("ana", text)])
      let result = generator.suggestions(for: context, timeZone: tokyo)
      let plain = generator.replySuggestions(context.prepared(), maxCount: 3)
      #expect(result.suggestions == plain.suggestions, "\(text)")
      #expect(!result.suggestions.contains { $0.intent == "confirm-time" && $0.smartReply.contains(where: \.isNumber) })
    }
    // A time the user proposed is not answered by the user.
    let own = generator.suggestions(for: chat([("ana", "Lunch?"), ("me", "Tomorrow at noon?")]), timeZone: tokyo)
    #expect(own.suggestions.isEmpty)
  }

  @Test func chipsNeverExceedMaxCountAndKeepIntentsDistinct() throws {
    let generator = try generator()
    for text in ["Does 3pm on Thursday work?", "明日10時集合でいい？", "Is Friday good for you?", "来週の水曜14時からでどうですか？"] {
      for maxCount in 1...5 {
        let result = generator.suggestions(for: chat([("ana", text)]), maxCount: maxCount, timeZone: tokyo)
        let chips = result.suggestions
        #expect(!chips.isEmpty && chips.count <= maxCount, "\(text) \(maxCount)")
        #expect(Set(chips.map(\.intent)).count == chips.count)
        #expect(chips.first?.intent == "confirm-time")
        // Each chip keeps the score of its place.
        let plain = generator.replySuggestions(chat([("ana", text)]).prepared(), maxCount: maxCount).suggestions
        #expect(chips.map(\.score) == Array(plain.map(\.score).prefix(chips.count)) || chips.count > plain.count)
        if maxCount > 1 { #expect(try chips.contains { try isCounter($0, result.language!) }, "\(text) \(maxCount)") }
      }
    }
    #expect(generator.suggestions(for: chat([("ana", "Does 3pm on Thursday work?")]), maxCount: 0).suggestions.isEmpty)
  }

  @Test func theChipConfirmsTheTimeProposedAsTheSenderNamedIt() throws {
    let generator = try generator()
    // Sent Wednesday 2 December: a time ruled out or moved away from is not the one confirmed.
    let notMonday = generator.suggestions(
      for: chat([("ana", "monday doesn't work for me, tuesday at 3?")]), timeZone: tokyo)
    try check(notMonday, language: .english, accepts: accepts(.english, .any, "Tuesday at 3"))
    let moved = generator.suggestions(
      for: chat([("ana", "Could we move our call from Thursday to Friday at 10?")]), timeZone: tokyo)
    try check(moved, language: .english, accepts: accepts(.english, .any, "Friday at 10"))
    // A weekday stays a weekday ("Thursday", not "tomorrow"); a date stays a date.
    let thursday = generator.suggestions(for: chat([("ana", "are you free thursday at 6pm?")]), timeZone: tokyo)
    try check(thursday, language: .english, accepts: accepts(.english, .any, "Thursday at 6pm"))
    let date = generator.suggestions(for: chat([("ana", "来月3日の14時からの歓迎会、ご都合いかがですか？")]), timeZone: tokyo)
    try check(date, language: .japanese, accepts: accepts(.japanese, .polite, "1月3日の14時"))
    // A time with no day is confirmed as a time: "8時", "See you at 7!".
    let bare = generator.suggestions(for: chat([("ana", "朝8時に駅集合でどう？")]), timeZone: tokyo)
    try check(bare, language: .japanese, accepts: accepts(.japanese, .casual, "8時"))
    let dinner = generator.suggestions(for: chat([("ana", "dinner at 7?")]), timeZone: tokyo)
    let bareEnglish = Set(
      TimeReplyChips.bundled.templates[.english]!.filter { $0.polarity == .positive && $0.register == .any }.map {
        $0.text.hasPrefix("{when}")
          ? $0.text.replacingOccurrences(of: "{when}", with: "7")
          : $0.text.replacingOccurrences(of: "{when}", with: "at 7")
      })
    try check(dinner, language: .english, accepts: bareEnglish)
    // A plan moved is proposed when asked, told when not: no time chip for 「13時にずらしたよ」.
    let told = generator.suggestions(for: chat([("ana", "日曜のBBQ、開始11時→13時にずらしたよ！")]), timeZone: tokyo)
    #expect(!told.suggestions.contains { $0.intent == "confirm-time" || $0.intent == "propose-another-time" })
    // Overtime rules a day out: the other one named is proposed.
    let overtime = generator.suggestions(
      for: chat([("ana", "ごめん金曜は残業確定😇 土曜のランチならいける！")]), timeZone: tokyo)
    try check(overtime, language: .japanese, accepts: accepts(.japanese, .casual, "土曜"))
    // 「金曜の仕事終わり」 is Friday after work, not Friday ruled out.
    #expect(
      !ProposedTime.isRuledOut(
        try #require(
          DateTimeDetector(timeZone: tokyo).matches(in: "金曜の仕事終わりに飲まない？", sentDate: F.date(F.wednesday)).first),
        in: "金曜の仕事終わりに飲まない？", japanese: true))
    // Every time ruled out: no time chip.
    for text in ["金曜以外ならいつでも空いてるよ、どう？", "anything but friday works for me, how about you?"] {
      let result = generator.suggestions(for: chat([("ana", text)]), timeZone: tokyo)
      #expect(!result.suggestions.contains { $0.intent == "confirm-time" }, "\(text)")
    }
  }

  @Test func aDayWithoutATimeGetsAnotherDayAsTheCounterProposal() throws {
    let result = try generator().suggestions(for: chat([("ana", "Is Friday good for you?")]), timeZone: tokyo)
    try check(result, language: .english, accepts: accepts(.english, .any, "Friday"))
  }

  @Test func aSetOfYourOwnWithoutConfirmTimeGetsNone() throws {
    let mine = ResponseSet(
      language: .english,
      replies: [
        CandidateReply(text: "I'll be there", intent: "attend", polarity: .positive),
        CandidateReply(text: "Can't make it, sorry", intent: "decline", polarity: .negative),
      ])
    let generator = try generator().replacingResponseSet(with: mine)
    let result = generator.suggestions(for: chat([("ana", "Does 3pm on Thursday work?")]), timeZone: tokyo)
    #expect(Set(result.suggestions.map(\.smartReply)).isSubset(of: ["I'll be there", "Can't make it, sorry"]))
  }

  @Test(arguments: [
    // (start, all day, sent, English, Japanese)
    ("2026-12-02T15:00:00+09:00", false, F.wednesday, "today at 3pm", "今日の15時"),
    ("2026-12-02T19:00:00+09:00", false, F.wednesday, "tonight at 7", "今夜7時"),
    ("2026-12-03T10:00:00+09:00", false, F.wednesday, "tomorrow at 10am", "明日の10時"),
    ("2026-12-04T15:30:00+09:00", false, F.wednesday, "Friday at 3:30pm", "明後日の15時半"),
    ("2026-12-05T12:00:00+09:00", false, F.wednesday, "Saturday at noon", "土曜の12時"),
    ("2026-12-07T10:00:00+09:00", false, F.wednesday, "Monday at 10am", "来週月曜の10時"),
    ("2026-12-09T14:00:00+09:00", false, F.wednesday, "next Wednesday at 2pm", "来週水曜の14時"),
    ("2026-12-10T00:00:00+09:00", true, F.sunday, "Thursday", "来週木曜"),
    ("2026-12-14T09:05:00+09:00", false, F.wednesday, "Monday, December 14 at 9:05am", "12月14日の9時5分"),
    // Next year's date is named as the sender would, without its year, unless it is a year away.
    ("2027-01-12T00:00:00+09:00", true, F.yearEnd, "Tuesday, January 12", "1月12日"),
    ("2027-12-20T00:00:00+09:00", true, F.yearEnd, "Monday, December 20, 2027", "2027年12月20日"),
  ])
  func theChipStyleNamesTheDayRelativeToTheSentDate(
    start: String, allDay: Bool, sent: String, english: String, japanese: String
  ) {
    func chip(_ japanese: Bool) -> String {
      EventDateFormatter.chip(
        start: F.date(start), isAllDay: allDay, sentDate: F.date(sent), timeZone: tokyo, japanese: japanese)
    }
    #expect(chip(false) == english)
    #expect(chip(true) == japanese)
  }

  @Test func englishEchoesATimeWrittenWithoutAmOrPm() {
    #expect(
      EventDateFormatter.chip(
        start: F.date("2026-12-03T10:00:00+09:00"), isAllDay: false, sentDate: F.date(F.wednesday), timeZone: tokyo,
        japanese: false, meridiem: false) == "tomorrow at 10")
    #expect(TimeReplyChips.writesMeridiem("does 3pm work?") && TimeReplyChips.writesMeridiem("at 15:00?"))
    #expect(TimeReplyChips.writesMeridiem("at 3 p.m.?") && !TimeReplyChips.writesMeridiem("dinner at 7? 10:30 ok"))
  }

  @Test func bundledTemplatesCoverEveryRegisterAndRejectBadLines() throws {
    let chips = try TimeReplyChips(bundled: Language.allCases)
    #expect(chips.templates == TimeReplyChips.bundled.templates)
    let registers: [Language: [TimeReplyChips.Template.Register]] = [
      .english: [.any, .business], .japanese: [.casual, .polite, .business],
    ]
    for (language, expected) in registers {
      let templates = try #require(chips.templates[language])
      for register in expected {
        let own = templates.filter { $0.register == register }
        #expect(
          own.filter { $0.intent == "confirm-time" && $0.text.contains("{when}") }.count >= 2, "\(language) \(register)"
        )
        #expect(own.contains { $0.intent == "propose-another-time" && !$0.text.contains("{") })
        #expect(own.contains { $0.intent == "propose-another-day" && !$0.text.contains("{") })
      }
    }
    func error(_ line: String) -> String? {
      do {
        _ = try TimeReplyChips.parse(line, source: "t.tsv")
        return nil
      } catch { return "\(error)" }
    }
    #expect(
      error("confirm-time\tpositive\tanswer\tformal\t{when} works")
        == "t.tsv:1: register must be casual, polite, business or -")
    #expect(error("# c\nconfirm-time\tpositive\tanswer\t-\tWorks") == "t.tsv:2: an accept names the time once: {when}")
    #expect(error("confirm-time\tpositive\tanswer\t-\t{where} works") == "t.tsv:1: unknown slot")
    #expect(error("confirm-time\tanswer\t-\t{when} works") != nil)
  }
}
