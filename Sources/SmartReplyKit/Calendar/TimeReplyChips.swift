import Foundation
import SmartReplyModel

/// Replies that name the time the newest message proposes: one accept chip with the time filled
/// in ("Thursday at 3pm works for me!", 「木曜の15時で大丈夫です。」) and one counter-proposal
/// ("Sorry, could we do a bit later?", 「すみません、別の時間でもいいですか？」), from the authored templates
/// `time-templates-{en,ja}.tsv` beside the response sets, never free generation.
///
/// They apply when the result is a success without a sensitive topic, the newest message is
/// someone else's and has an "add to calendar" action (a future date or time that is not a
/// deadline nor past, see ``EventActionDetector``), and the message proposes it: a proposal
/// word (works, how about, let's, どう, いかが, 集合 …; English ones as whole words) or a question
/// about a time of day, and its reading does not rule the time out (a booking called off). Then
/// the chip of the `confirm-time` intent, else the first accept (works-for-me, accept-invitation,
/// sure-why-not, yes, sounds-good …) gives way to the filled template, which comes first (when
/// there is no accept, the last chip makes room for it); and when no chip declines or proposes
/// another time, the last chip gives way to a counter-proposal (or it is added below `maxCount`).
/// Every chip keeps the score of its place, so the count, the order of scores and one chip per
/// intent are kept.
///
/// The chips stand in for the response set's `confirm-time` replies: a set of your own without
/// one gets none. Japanese follows the conversation's register (casual, polite, and business
/// keigo for mail or a message that uses it); English mail gets the business lines.
struct TimeReplyChips: Sendable {
  /// One line of a template file.
  struct Template: Sendable, Hashable {
    /// Template registers: those of the response sets plus `business` (keigo, mail).
    enum Register: String, Sendable, Hashable {
      case any = "-"
      case casual
      case polite
      case business
    }

    var intent: ReplyIntent
    var polarity: CandidateReply.Polarity
    /// `answer` (to a question), `confirm` (a plan) or `question` (a counter-proposal).
    var act: ReplyAct
    var register: Register
    /// The text, with ``TimeReplyChips/slot`` where the time goes.
    var text: String
  }

  /// Where a template names the time.
  static let slot = "{when}"
  /// The templates by language.
  let templates: [Language: [Template]]

  /// The bundled English and Japanese templates, read once per process (with the first
  /// generator); none when the resources are missing, which a test guards against.
  static let bundled = (try? TimeReplyChips(bundled: Language.allCases)) ?? TimeReplyChips(templates: [:])

  init(templates: [Language: [Template]]) { self.templates = templates }

  /// Reads `time-templates-<language>.tsv` of the bundle for each language.
  init(bundled languages: [Language]) throws(ResponseSetError) {
    var templates = [Language: [Template]]()
    for language in languages {
      let name = "time-templates-\(language.rawValue)"
      guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Resources"),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { throw ResponseSetError(source: name + ".tsv", line: nil, problem: "no bundled time templates") }
      templates[language] = try Self.parse(text, source: name + ".tsv")
    }
    self.init(templates: templates)
  }

  /// Parses the response sets' format, `intent, polarity, act, register, text`, with the
  /// `business` register besides `casual`, `polite` and `-`. Positive lines need one `{when}`.
  static func parse(_ text: String, source: String) throws(ResponseSetError) -> [Template] {
    var templates = [Template]()
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") { continue }
      func fail(_ problem: String) -> ResponseSetError {
        ResponseSetError(source: source, line: index + 1, problem: problem)
      }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard fields.count == 5 else {
        throw fail("expected 5 tab-separated fields (intent, polarity, act, register, text), found \(fields.count)")
      }
      guard let polarity = CandidateReply.Polarity(rawValue: fields[1]) else {
        throw fail("polarity must be positive, negative or neutral")
      }
      guard let act = ReplyAct(rawValue: fields[2]) else { throw fail("act must be \(ReplyAct.nameList)") }
      guard let register = Template.Register(rawValue: fields[3]) else {
        throw fail("register must be casual, polite, business or -")
      }
      let text = fields[4]
      guard !fields[0].isEmpty, !text.isEmpty else { throw fail("the intent or the text is empty") }
      let slots = text.components(separatedBy: slot).count - 1
      guard !text.replacingOccurrences(of: slot, with: "").contains("{") else { throw fail("unknown slot") }
      guard polarity != .positive || slots == 1 else { throw fail("an accept names the time once: \(slot)") }
      templates.append(
        Template(intent: ReplyIntent(fields[0]), polarity: polarity, act: act, register: register, text: text))
    }
    return templates
  }

  /// Accept intents of the response sets that the time chip takes the place of (the first in
  /// chip order).
  static let acceptIntents: Set<ReplyIntent> = [
    .worksForMe, .acceptInvitation, .sureWhyNot, .yes, .soundsGood, .letsDoIt, .ofCourse, .definitely, .agree,
    .goodIdea, .seeYouThen, .meetUp,
  ]
  /// Intents that already decline or propose another time.
  static let counterIntents: Set<ReplyIntent> = [
    .proposeAnotherTime, .proposeAnotherDay, .reschedule, .declineInvitation, .timeDoesNotWork, .doesntWork,
    .notThisTime, .maybeNextTime, .busyNow, .cancelPlan, .no, .noThanks,
  ]
  /// Negative intents of the bundled sets that decline nothing ("Not yet, soon.", "That's too bad").
  static let negativeNonDeclines: Set<ReplyIntent> = [
    .notYet, .thatsTooBad, .emojiSad, .weatherBad, .iForgot, .disagree,
  ]
  static let englishCues: [String] = [
    "work", "good for you", "ok for you", "okay for you", "fine for you", "suit", "how about", "what about", "shall we",
    "let's", "lets ", "can we", "could we", "should we", "free", "available", "see you", "meet", "ok?", "okay?",
  ]
  static let japaneseCues: [String] = [
    "どう", "いかが", "いい？", "いい?", "いいですか", "よろしい", "大丈夫", "空いて", "あいて", "都合", "集合", "待ち合わせ",
    "しましょう", "しよう", "しない", "ませんか", "可能", "会え", "会お", "会いましょう", "いける", "行ける",
  ]
  /// Words that put a plan off without naming a new time, or close its venue (「当日休業となりました」).
  static let postponements: [Phrase] = [
    "延期", "中止", "見送", "postpone", "rain check", "call it off", "休業", "休館", "unable to host", "closure",
    // "we've had to cancel all appointments today, including your 2:15pm cut".
    "had to cancel", "cancel all", "cancelled all", "canceled all",
  ]
  /// Keigo that makes a polite Japanese conversation a business one.
  static let keigoMarkers = ["いたし", "ございます", "存じ", "恐れ入", "申し上げ", "様", "貴社", "御社", "弊社", "頂けます"]

  /// `result` with the time chips, when the newest message proposes a time (else unchanged).
  func apply(
    to result: SmartReplyResult, context: some ConversationContextRepresentable, prepared: PreparedConversation,
    maxCount: Int, responseSet: ResponseSet?
  ) -> SmartReplyResult {
    // The cheap checks first: most results have no action at all.
    guard result.status == .success, result.sensitiveTopic == nil, !result.suggestions.isEmpty,
      !result.actions.isEmpty, let language = result.language, let templates = templates[language],
      let newest = prepared.turns.last, !newest.isFromSelf, let responseSet,
      let entry = context.entries.last(where: { $0.entryIdentifier == newest.entryIdentifier })
    else { return result }
    let japanese = language == .japanese
    let text = prepared.isMail ? MailTextCleaner.clean(newest.text) : newest.text
    guard
      let proposed = ProposedTime(
        events: Self.events(result.actions).filter { $0.entryIdentifier == newest.entryIdentifier },
        text: EventActionDetector.cleaned(entry.text, isMail: prepared.isMail), sentDate: entry.sentDate,
        japanese: japanese)
    else { return result }
    let event = proposed.event
    // "the reading room, free of charge" offers nothing to be free for.
    let lowered = Lowercasing.lowercased(text).replacingOccurrences(of: "free of charge", with: "")
    let isQuestion =
      text.contains("?") || text.contains("？") || QuestionDetector.expectsYesOrNo(text, language: language)
    let hasCue =
      japanese
      ? Self.japaneseCues.contains { lowered.contains($0) }
      : Self.englishCues.contains { Self.hasWord($0, in: lowered) }
    // A question of fact ("do u know if the bus runs after midnight?") or venting ("聞いてください、
    // 工事が朝7時から…") proposes no time.
    let incoming = IncomingActs(text, language: language)
    // A plan moved is proposed when asked ("can we push it to friday?"), told when not (「13時にずらしたよ」).
    // "it's 3am here and I can't sleep, are you up?" tells the time it is, proposing none.
    // 「明日台風っぽいけど延期する？」 puts the plan off: its time is no longer proposed.
    // "is it ok if I leave at 4?" asks leave, and its time is no meeting: the English agreements
    // say "See you at 4!". A plan moved or a visit asked for (「16時にずらしてもいい？」, "can I come
    // by at 4?") is one; Japanese agreements (「大丈夫ですよ、来週火曜ですね。」) fit leave too.
    let searchable = SearchableText(lowered)
    // 「9/21、どうしても出張ずらせなくて式出れない…二次会だけでも行っていい？」: the date is the one missed, and
    // leave is asked for the rest ("I'll have to cancel tomorrow… We could do Monday at 5?" proposes one).
    guard !incoming.asksFact, !incoming.vents, !Self.tellsTheTimeNow(lowered),
      !(incoming.mirroredIntents.contains(.declineInvitation) && incoming.asksPermission),
      !incoming.asksPermission || japanese || proposed.moves
        || searchable.contains(any: IncomingActs.leaveAboutAMeeting),
      !searchable.contains(any: Self.postponements),
      // The message's own reading may rule the time out ("we must cancel your reservation for 6 at 7:30pm").
      !incoming.ruledOutIntents.contains(.confirmTime),
      hasCue || (isQuestion && (proposed.moves || !event.isAllDay)),
      // "starting today at 8 😊 … where do I go in?", 「あと何分で着く？キックオフ10時だよ！」: a question of
      // place or of the reader's arrival that names no time asks none.
      proposed.isAsked || !incoming.asksWhere && !searchable.contains(any: IncomingActs.waitingQuestions),
      responseSet.replies.contains(where: { $0.intent == .confirmTime })
    else { return result }

    let register = self.register(prepared, newestText: text, japanese: japanese)
    let seed = StableHash.fnv1a(text)  // Swift's `Hasher` is seeded per process
    let accepts = Self.choose(templates.filter { $0.polarity == .positive }, register: register)
    // A favour asked for a time is agreed to ("Sure, see you at 6!"), a question answered, a plan confirmed.
    let wanted: ReplyAct = incoming.requests ? .acknowledge : isQuestion ? .answer : .confirm
    let acts = accepts.filter { $0.act == wanted }
    guard let template = Self.pick(acts.isEmpty ? accepts : acts, seed: seed) else { return result }
    let when = EventDateFormatter.chip(
      start: event.start, isAllDay: event.isAllDay, sentDate: entry.sentDate, timeZone: event.timeZone,
      japanese: japanese, meridiem: japanese || Self.writesMeridiem(lowered), naming: proposed.naming)
    // A bare English time reads "See you at 7!" inside a line and "7 works for me!" at its start.
    let slotted = !japanese && proposed.naming == .omitted && !template.text.hasPrefix(Self.slot) ? "at " + when : when
    var filled = template.text.replacingOccurrences(of: Self.slot, with: slotted)
    if !japanese, template.text.hasPrefix(Self.slot) { filled = filled.prefix(1).uppercased() + filled.dropFirst() }

    var chips = result.suggestions
    let scores = chips.map(\.score)
    let accept = SmartReplySuggestion(
      smartReply: filled, score: scores[0], intent: template.intent, polarity: template.polarity, act: template.act)
    if let index = chips.firstIndex(where: { $0.intent == template.intent })
      ?? chips.firstIndex(where: { $0.intent.map(Self.acceptIntents.contains) ?? false })
    {
      chips.remove(at: index)
    }
    // The accept first, every chip keeping the score of its place: the order of scores holds. An
    // invitation's first decline and another time proposed stay: the chip that makes room is the
    // last other one.
    chips = [accept] + chips
    while chips.count > max(1, maxCount) {
      let decline = chips.indices.dropFirst().first { chips[$0].polarity == .negative }
      let others = chips.indices.dropFirst().filter { $0 != decline }
      let spare = others.last { !(chips[$0].intent.map(DiversityPolicy.putsOff.contains) ?? false) }
      chips.remove(at: spare ?? others.last ?? chips.count - 1)
    }

    let hasCounter = chips.contains { chip in
      (chip.intent.map(Self.counterIntents.contains) ?? false)
        || (!(chip.intent.map(Self.negativeNonDeclines.contains) ?? false)
          && responseSet.replies.contains { $0.polarity == .negative && $0.text == chip.smartReply })
    }
    let counterIntent: ReplyIntent = event.isAllDay ? .proposeAnotherDay : .proposeAnotherTime
    let counters = Self.choose(templates.filter { $0.intent == counterIntent }, register: register)
    // A favour asked for a time is declined, not moved ("any chance you could take the boys Thursday?").
    let refusal = incoming.requests ? Self.refusal(in: responseSet, register: register, seed: seed) : nil
    // A plan made for the reader's birthday with the wish ("Happy birthday kiddo!! see you at 3 for
    // cake") is thanked for, not haggled over.
    if !hasCounter, !incoming.wishesOccasion,
      let chip = refusal ?? Self.pick(counters, seed: seed).map(Self.suggestion), maxCount > 1
    {
      if chips.count < maxCount { chips.append(chip) } else { chips[chips.count - 1] = chip }
    }
    for index in chips.indices { chips[index].score = scores[min(index, scores.count - 1)] }
    var changed = result
    changed.suggestions = chips
    return changed
  }

  /// A chip of `template`, scored later.
  static func suggestion(_ template: Template) -> SmartReplySuggestion {
    SmartReplySuggestion(
      smartReply: template.text, score: 0, intent: template.intent, polarity: template.polarity, act: template.act)
  }

  /// A `cant-do` reply of `responseSet` in `register` ("Sorry, I can't.", 「ごめん、ちょっと難しいや」).
  static func refusal(in responseSet: ResponseSet, register: Template.Register, seed: UInt64) -> SmartReplySuggestion? {
    let wanted: CandidateReply.Register =
      switch register {
      case .business, .polite: .polite
      case .casual: .casual
      case .any: .any
      }
    let refusals = responseSet.replies.filter { $0.intent == .cantDo && [wanted, .any].contains($0.register) }
    return pick(refusals, seed: seed).map { SmartReplySuggestion($0, score: 0) }
  }

  /// The events of `actions`.
  static func events(_ actions: [SuggestedAction]) -> [CalendarEvent] {
    actions.map { action in
      switch action {
      case .addEvent(let event): event
      }
    }
  }

  /// English: `business` for mail, else `-`. Japanese: the conversation's register, `business`
  /// when it is polite and mail or keigo.
  func register(_ prepared: PreparedConversation, newestText: String, japanese: Bool) -> Template.Register {
    guard japanese else { return prepared.isMail ? .business : .any }
    var turns = Array(prepared.turns.suffix(SmartReplyGenerator.entriesRead))
    if prepared.isMail {
      for index in turns.indices { turns[index].text = MailTextCleaner.clean(turns[index].text) }
    }
    guard RegisterDetector.register(for: turns) == .polite else { return .casual }
    return prepared.isMail || Self.keigoMarkers.contains(where: newestText.contains) ? .business : .polite
  }

  /// The templates of `register`, else of the nearest one (business → polite → any).
  static func choose(_ templates: [Template], register: Template.Register) -> [Template] {
    let order: [Template.Register] =
      switch register {
      case .business: [.business, .polite, .any]
      case .polite: [.polite, .any]
      case .casual: [.casual, .any]
      case .any: [.any]
      }
    for candidate in order {
      let found = templates.filter { $0.register == candidate }
      if !found.isEmpty { return found }
    }
    return []
  }

  /// Whether `lowered` says what time it is now ("it's 3am here", "it's already 11", 「もう3時じゃん」),
  /// not when something is ("it's 10:15 at the clinic").
  static func tellsTheTimeNow(_ lowered: String) -> Bool {
    for opener in timeNowOpeners {
      var searched = lowered[...]
      while let range = searched.range(of: opener) {
        searched = lowered[range.upperBound...]
        guard searched.first.map({ $0.isASCII && $0.isNumber }) == true,
          range.lowerBound == lowered.startIndex || !lowered[lowered.index(before: range.lowerBound)].isLetter
        else { continue }
        // "it's 3am here": the word after the time says it is now; "already" and 「もう」 say so themselves.
        let after = searched.drop { !$0.isWhitespace }.split(separator: " ", maxSplits: 1).first
        let saysNow = after.map { nowWords.contains(String($0.filter(\.isLetter))) } ?? false
        if !opener.hasPrefix("it") || opener.hasSuffix("already ") || saysNow {
          return true
        }
      }
    }
    return false
  }
  static let timeNowOpeners = ["it's ", "it’s ", "its ", "it is ", "it's already ", "it’s already ", "もう"]
  static let nowWords: Set<String> = ["here", "now", "rn", "already", "and"]

  /// Whether `cue` is in `lowered` as a word of its own or with a plural or third-person "s":
  /// "does 3 work?" and "that works" propose, "today's meeting" and "homework" do not.
  static func hasWord(_ cue: String, in lowered: String) -> Bool {
    var searched = lowered[...]
    while let range = searched.range(of: cue) {
      let before = range.lowerBound == lowered.startIndex ? nil : lowered[lowered.index(before: range.lowerBound)]
      var after = range.upperBound
      if after < lowered.endIndex, lowered[after] == "s", cue.last?.isLetter == true {
        after = lowered.index(after: after)
      }
      let next = after < lowered.endIndex ? lowered[after] : nil
      if !(before?.isLetter ?? false), !(next?.isLetter ?? false) { return true }
      searched = lowered[range.upperBound...]
    }
    return false
  }

  /// One of `items` (templates or replies), the same for the same message.
  static func pick<Item>(_ items: [Item], seed: UInt64) -> Item? {
    items.isEmpty ? nil : items[Int(seed % UInt64(items.count))]
  }

  /// Whether the sender wrote am/pm or a 24-hour time ("3pm", "15:00"): else "at 3" is echoed
  /// without one.
  static func writesMeridiem(_ lowered: String) -> Bool {
    lowered.contains(meridiem.regex) || lowered.contains(twentyFourHour.regex)
  }

  private static let meridiem = PreparedRegex(/\d\s*[ap]\.?m\b/)
  private static let twentyFourHour = PreparedRegex(/\b(0\d|1[3-9]|2[0-3]):[0-5]\d/)
}
