import Foundation

/// Decides when a message proposes or confirms an event, and builds the "add to calendar"
/// action for it.
///
/// An entry gives an event for each date or time ``DateTimeDetector`` finds in it (up to three)
/// that is not a deadline ("by Friday", 「金曜までに」), not before the day the entry was sent, and
/// comes with a sign of an event: an event word (meeting, lunch, 打ち合わせ, 会議 …), a proposal
/// or confirmation (how about, works, see you, 空いて, どう, いかが, 集合 …), or a clock time in a
/// question. Past mentions give none ("we met on Monday"). Only the
/// first ``maxCharacters`` characters of an entry are read.
///
/// The title is the event word with what qualifies it ("Planning meeting", 「キックオフ会議」),
/// else the mail subject without "Re:", else "Plans with Ana" / 「田中さんとの予定」. An event without
/// an end lasts an hour.
package enum EventActionDetector {
  /// Characters of an entry read for events.
  package static let maxCharacters = 8_192
  /// Most events taken from one entry.
  package static let maxEvents = 3

  static let englishCues = [
    "how about", "works", "work for", "work?", "good for", "ok for", "okay for", "fine for", "suit", "see you", "let's",
    "lets", "shall we", "are you free", "free on",
    "free at",
    "available", "join", "come", "meet", "catch up", "invite", "confirm", "booked", "reserved", "scheduled",
    "calendar", "schedule", "pick you up", "swing by", "come over", "can we", "could we",
  ]
  static let japaneseCues = [
    "どう", "いかが", "空いて", "あいて", "大丈夫", "集合", "会い", "会え", "参加", "出席", "予定", "伺", "お越し", "来て", "来れ",
    "来られ", "行こう", "行きましょう", "しましょう", "しよう", "確定", "決定", "予約", "カレンダー", "待ち合わせ", "待って", "お願い",
  ]

  /// The actions for the newest entry of `context`, when it is someone else's and the context
  /// gets suggestions at all (no errors, not junk, not promotional mail).
  package static func actions(for context: some ConversationContextRepresentable, timeZone: TimeZone)
    -> [SuggestedAction]
  {
    actions(for: context, prepared: context.prepared(), timeZone: timeZone)
  }

  /// The same, for a context the caller has already prepared.
  static func actions(
    for context: some ConversationContextRepresentable, prepared: PreparedConversation, timeZone: TimeZone
  ) -> [SuggestedAction] {
    guard prepared.diagnostics.blockingReason == nil, let newest = prepared.turns.last, !newest.isFromSelf,
      newest.isText,
      let entry = context.entries.last(where: { $0.entryIdentifier == newest.entryIdentifier })
    else { return [] }
    var subject: String?
    if let mail = context as? MailConversationContext {
      if let kind = mail.entries.last(where: { $0.entryIdentifier == newest.entryIdentifier })?.kind,
        kind == .promotion
      {
        return []
      }
      subject = mail.responseSubject
    }
    return entryEvents(entry, in: context, subject: subject, isMail: prepared.isMail, timeZone: timeZone)
      .map(SuggestedAction.addEvent)
  }

  /// The events of one entry of `context`, with a day an earlier entry settled.
  static func entryEvents<Context: ConversationContextRepresentable>(
    _ entry: Context.Entry, in context: Context, subject: String?, isMail: Bool, timeZone: TimeZone
  ) -> [CalendarEvent] {
    // Events come only from the entry's own mentions, and earlier entries matter only for a time
    // that names no day: otherwise they need no scan.
    let body = cleaned(entry.text, isMail: isMail)
    let detector = DateTimeDetector(timeZone: timeZone)
    let matches = detector.matches(in: body, sentDate: entry.sentDate)
    let own = matches.filter { !$0.isDeadline }
    guard !own.isEmpty else { return [] }
    // A day settled by one of the few entries before ("Are you free on Saturday?") is the day of
    // a time that names none ("dinner at 7?").
    let earlier =
      own.allSatisfy(\.namesDay)
      ? []
      : context.entries.filter { $0.sentDate < entry.sentDate && $0.entryIdentifier != entry.entryIdentifier }
        .sorted { $0.sentDate < $1.sentDate }.suffix(4)
    var settled: (day: Date, title: String?)?
    let calendar = CalendarDateFormatting.gregorian(in: timeZone)
    for previous in earlier.reversed() where entry.sentDate.timeIntervalSince(previous.sentDate) < 7 * 86_400 {
      let text = cleaned(previous.text, isMail: isMail)
      let japanese = LanguageDetector.detect(text) == .language(.japanese)
      let days = detector.matches(in: text, sentDate: previous.sentDate).filter {
        $0.isAllDay && !$0.isDeadline && $0.start >= calendar.startOfDay(for: entry.sentDate)
      }
      if let last = days.last {
        settled = (last.start, EventTitleFinder.title(in: text, near: last.range, japanese: japanese))
        break
      }
    }
    // The matches already found stand unless a settled day changes how a dayless time resolves.
    return events(
      body: body,
      matches: settled.map { detector.matches(in: body, sentDate: entry.sentDate, contextDay: $0.day) }
        ?? matches,
      sentDate: entry.sentDate, entryIdentifier: entry.entryIdentifier, subject: subject,
      senderName: context.participantNameByIdentifier[entry.senderIdentifier], timeZone: timeZone,
      settledTitle: settled?.title)
  }

  static func cleaned(_ text: String, isMail: Bool) -> String {
    let body = TextSanitizer.sanitized(text, maxLength: maxCharacters)
    return isMail ? MailTextCleaner.clean(body) : body
  }

  /// Every entry's events, oldest entry first (for `smartreply events`).
  package static func events(for context: some ConversationContextRepresentable, timeZone: TimeZone)
    -> [CalendarEvent]
  {
    let subject = (context as? MailConversationContext)?.responseSubject
    let isMail = context is MailConversationContext
    return context.entries.sorted { $0.sentDate < $1.sentDate }.flatMap { entry in
      entryEvents(entry, in: context, subject: subject, isMail: isMail, timeZone: timeZone)
    }
  }

  /// The events one entry proposes or confirms.
  package static func events(
    in text: String, sentDate: Date, entryIdentifier: String, subject: String? = nil,
    senderName: PersonNameComponents? = nil, isMail: Bool = false, timeZone: TimeZone
  ) -> [CalendarEvent] {
    let body = cleaned(text, isMail: isMail)
    return events(
      body: body, matches: DateTimeDetector(timeZone: timeZone).matches(in: body, sentDate: sentDate),
      sentDate: sentDate, entryIdentifier: entryIdentifier, subject: subject, senderName: senderName,
      timeZone: timeZone, settledTitle: nil)
  }

  /// The events of a cleaned entry `body` whose dates and times are `matches`.
  static func events(
    body: String, matches: [DetectedDateTime], sentDate: Date, entryIdentifier: String, subject: String?,
    senderName: PersonNameComponents?, timeZone: TimeZone, settledTitle: String?
  ) -> [CalendarEvent] {
    let japanese = LanguageDetector.detect(body) == .language(.japanese)
    let lowered = Lowercasing.lowercased(body)
    let hasCue = (japanese ? japaneseCues : englishCues).contains { lowered.contains($0) }
    let isQuestion = body.contains("?") || body.contains("？")
    let calendar = CalendarDateFormatting.gregorian(in: timeZone)
    let sentDay = calendar.startOfDay(for: sentDate)
    var events = [CalendarEvent]()
    for match in matches {
      guard !match.isDeadline, match.start >= sentDay else { continue }
      var title = EventTitleFinder.title(in: body, near: match.range, japanese: japanese)
      if title == nil, !match.namesDay { title = settledTitle }
      // The mail subject when it names the same event more fully ("Call" → "Budget call").
      let topic = fallbackTitle(subject: subject, senderName: nil, japanese: japanese)
      if let found = title, subject != nil, topic.count <= 40, topic.lowercased().contains(found.lowercased()),
        japanese ? EventTitleFinder.japaneseNouns.contains(found) : !found.contains(" ")
      {
        title = topic
      }
      guard title != nil || hasCue || (!match.isAllDay && isQuestion) else { continue }
      guard !events.contains(where: { $0.start == match.start }) else { continue }
      events.append(
        CalendarEvent(
          title: title ?? fallbackTitle(subject: subject, senderName: senderName, japanese: japanese),
          start: match.start, end: match.end ?? match.start.addingTimeInterval(3_600), isAllDay: match.isAllDay,
          location: EventTitleFinder.location(in: body, near: match.range, japanese: japanese),
          entryIdentifier: entryIdentifier,
          timeZone: timeZone))
      if events.count == maxEvents { break }
    }
    return events
  }

  /// The mail subject without reply prefixes, else "Plans with Ana" / 「田中さんとの予定」.
  static func fallbackTitle(subject: String?, senderName: PersonNameComponents?, japanese: Bool) -> String {
    let base = MailSubject.withoutReplyPrefixes(subject ?? "")
    if !base.isEmpty { return base }
    let name = PersonNameFormatter.short(senderName, japanese: japanese)
    if japanese { return name.map { "\($0)さんとの予定" } ?? "予定" }
    return name.map { "Plans with \($0)" } ?? "Event"
  }
}
