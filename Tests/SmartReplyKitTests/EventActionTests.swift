import Foundation
import Testing

@testable import SmartReplyKit

@Suite struct EventActionTests {
  typealias F = CalendarFixtures
  let tokyo = TimeZone(identifier: "Asia/Tokyo")!

  func chat(_ texts: [(String, String)], sent: String = F.wednesday) -> MessageConversationContext {
    var context = MessageConversationContext(
      threadIdentifier: "t1",
      participantNameByIdentifier: [
        "me": PersonNameComponents(givenName: "Ken"),
        "ana": PersonNameComponents(givenName: "Ana", familyName: "田中"),
      ], selfIdentifiers: ["me"], responsePrimaryRecipientIdentifiers: ["ana"])
    let base = F.date(sent)
    context.entries = texts.enumerated().map { index, item in
      MessageConversationContext.MessageEntry(
        text: item.1, senderIdentifier: item.0, sentDate: base.addingTimeInterval(Double(index - texts.count + 1) * 60),
        entryIdentifier: "e\(index)")
    }
    return context
  }

  func events(_ context: MessageConversationContext) -> [CalendarEvent] {
    EventActionDetector.actions(for: context, timeZone: tokyo).map {
      guard case .addEvent(let event) = $0 else { fatalError() }
      return event
    }
  }

  @Test func aProposedMeetingBecomesAnEventWithItsTitleAndPlace() throws {
    let found = events(chat([("ana", "Can we do the planning meeting on Thursday at 3pm in the Blue room?")]))
    let event = try #require(found.first)
    #expect(found.count == 1)
    #expect(event.title == "Planning meeting")
    #expect(event.location == "the Blue room")
    #expect(event.startISO8601 == "2026-12-03T15:00:00+09:00" && event.endISO8601 == "2026-12-03T16:00:00+09:00")
    #expect(!event.isAllDay && event.entryIdentifier == "e0")
  }

  @Test func aJapaneseProposalBecomesAnEvent() throws {
    let found = events(chat([("ana", "来週の水曜14時から16時まで、本社3階で打ち合わせはいかがですか？")]))
    let event = try #require(found.first)
    #expect(event.title == "打ち合わせ" && event.location == "本社3階")
    #expect(event.startISO8601 == "2026-12-09T14:00:00+09:00" && event.endISO8601 == "2026-12-09T16:00:00+09:00")
  }

  @Test func aTimeTakesTheDayAndTitleAnEarlierMessageSettled() throws {
    let found = events(
      chat([("ana", "明日の打ち合わせ、カレンダーに入れておきました！"), ("me", "ありがとうございます。"), ("ana", "10時からですが、参加できそうですか？")]))
    let event = try #require(found.first)
    #expect(event.title == "打ち合わせ")
    #expect(event.startISO8601 == "2026-12-03T10:00:00+09:00")
    let dinner = events(
      chat([("ana", "Are you free on Saturday?"), ("me", "I think so"), ("ana", "Dinner at our place at 7?")]))
    #expect(dinner.map(\.startISO8601) == ["2026-12-05T19:00:00+09:00"])
  }

  @Test func allDayEventsAndFallbackTitles() throws {
    let found = events(chat([("ana", "Is Friday good for you?")]))
    #expect(found.map(\.title) == ["Plans with Ana"])
    let event = try #require(found.first)
    #expect(event.isAllDay)
    #expect(event.startISO8601 == "2026-12-04T00:00:00+09:00" && event.endISO8601 == "2026-12-05T00:00:00+09:00")
    #expect(events(chat([("ana", "金曜は空いてますか？")])).map(\.title) == ["田中さんとの予定"])
  }

  @Test func mailUsesTheSubjectWhenItNamesTheEventMoreFully() throws {
    var context = MailConversationContext(
      threadIdentifier: "m",
      participantNameByIdentifier: ["me": .init(givenName: "Ken"), "ana": .init(givenName: "Ana")],
      selfIdentifiers: ["me"], responsePrimaryRecipientIdentifiers: ["ana"], responseSubject: "Re: Budget call")
    context.entries = [
      .init(
        text: "Hi Ken,\n\nAre you still able to join the call on Thursday at 3pm?\n\nThanks,\nAna",
        senderIdentifier: "ana",
        sentDate: F.date(F.wednesday), entryIdentifier: "m2")
    ]
    let actions = EventActionDetector.actions(for: context, timeZone: tokyo)
    guard case .addEvent(let event) = try #require(actions.first) else { return }
    #expect(event.title == "Budget call" && event.entryIdentifier == "m2")
    context.responseSubject = "Re: Q4"
    context.entries[0].text = "Hi Ken,\n\nCould we talk on Friday at 10am?\n\nThanks,\nAna"
    guard case .addEvent(let second) = try #require(EventActionDetector.actions(for: context, timeZone: tokyo).first)
    else { return }
    #expect(second.title == "Q4")
  }

  @Test(arguments: [
    "Thanks, that's great!", "We met on Monday", "月曜に会った", "Please send the report by Friday", "金曜までに資料を送ってください",
    "I'll send it tomorrow", "Feb 30 at 10am works", "2月30日の10時はどうですか？", "ありがとうございました",
  ])
  func noEventNoAction(_ text: String) {
    #expect(events(chat([("ana", text)])).isEmpty)
  }

  @Test func noActionWhenTheNewestMessageIsOwnOrTheContextIsInvalid() {
    #expect(events(chat([("ana", "Lunch tomorrow at noon?"), ("me", "Sure!")])).isEmpty)
    var invalid = chat([("ana", "Lunch tomorrow at noon?")])
    invalid.threadIdentifier = ""
    #expect(events(invalid).isEmpty)
  }

  @Test func twoProposedTimesGiveTwoActions() {
    let found = events(chat([("ana", "Shall we meet Monday at 10 or Tuesday at 2pm?")]))
    #expect(found.map(\.startISO8601) == ["2026-12-07T10:00:00+09:00", "2026-12-08T14:00:00+09:00"])
  }

  @Test func theGeneratorAddsActionsToItsResult() throws {
    let generator = try SmartReplyGenerator(models: [], responseSets: [])
    let result = generator.suggestions(for: chat([("ana", "Lunch tomorrow at noon?")]), timeZone: tokyo)
    #expect(result.actions.count == 1)
    #expect(generator.suggestions(for: chat([("ana", "Thanks!")]), timeZone: tokyo).actions.isEmpty)
  }

  @Test func eachEventTakesTheNounAndPlaceNearItsOwnMention() {
    let filler = String(repeating: "Other news follows here. ", count: 12)
    let found = events(
      chat([
        (
          "ana",
          "Lunch on Monday at noon in the Blue room? \(filler)And the budget review on Tuesday at 3pm in the Green room?"
        )
      ]))
    #expect(found.map(\.title) == ["Lunch", "Budget review"])
    #expect(found.map(\.location) == ["the Blue room", "the Green room"])
  }

  @Test func aMessageRepeatingItsNounsStillGetsItsEvents() {
    let found = events(chat([("ana", String(repeating: "明日の会議、食事会、打ち合わせ。", count: 2_000))]))
    #expect(found.count == 1 && found.first?.title == "会議")
  }

  @Test func aMegabyteMessageGetsItsActionsInBoundedTime() {
    let text = "Lunch tomorrow at noon? " + String(repeating: "x", count: 1_048_576)
    let elapsed = ContinuousClock().measure { #expect(events(chat([("ana", text)])).count == 1) }
    #expect(elapsed < .seconds(10))
  }

  @Test func iCalendarFoldsEscapesAndUsesCRLF() {
    let event = CalendarEvent(
      title: String(repeating: "キックオフ会議, 本社; ", count: 6), start: F.date("2026-03-08T15:00:00-04:00"),
      end: F.date("2026-03-08T16:00:00-04:00"), isAllDay: false, location: "Room 4", entryIdentifier: "m 1",
      timeZone: TimeZone(identifier: "America/New_York")!)
    let text = ICalendarDocument(events: [event], stamp: F.date("2026-03-01T00:00:00Z")).text
    let lines = text.components(separatedBy: "\r\n")
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(lines.contains("DTSTART;TZID=America/New_York:20260308T150000"))
    #expect(lines.contains("UID:m1-1@smartreplykit") && lines.contains("DTSTAMP:20260301T000000Z"))
    #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400"))
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
    #expect(unfolded.contains("SUMMARY:" + String(repeating: "キックオフ会議\\, 本社\\; ", count: 6) + "\r\n"))
  }
}
