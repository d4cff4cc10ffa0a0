import Foundation
import Testing

@testable import SmartReplyKit

/// One expression, the message's sent date and zone, and what it must resolve to
/// (ISO-8601 in that zone; end nil when the message gives none).
struct DateTimeCase: CustomTestStringConvertible, Sendable {
  var text: String
  var sent: String
  var zone: String
  var start: String
  var end: String?
  var allDay = false

  var testDescription: String { "\(text) @ \(sent) \(zone)" }

  static func en(
    _ text: String, _ sent: String, _ zone: String, _ start: String, _ end: String? = nil, allDay: Bool = false
  )
    -> Self
  {
    DateTimeCase(text: text, sent: sent, zone: zone, start: start, end: end, allDay: allDay)
  }
}

enum CalendarFixtures {
  static let tokyo = "Asia/Tokyo"
  static let newYork = "America/New_York"
  /// Wednesday 2 December 2026, 10:00 in Tokyo.
  static let wednesday = "2026-12-02T10:00:00+09:00"
  /// Monday 30 November 2026, 18:00 in Tokyo: the month ends tomorrow.
  static let monthEnd = "2026-11-30T18:00:00+09:00"
  /// Wednesday 30 December 2026, 20:00 in Tokyo: the year ends tomorrow.
  static let yearEnd = "2026-12-30T20:00:00+09:00"
  /// Sunday 6 December 2026, 12:00 in Tokyo: the Monday-based week ends today.
  static let sunday = "2026-12-06T12:00:00+09:00"
  /// Saturday 7 March 2026, 10:00 in New York: clocks go forward at 2:00 tomorrow.
  static let springForward = "2026-03-07T10:00:00-05:00"
  /// Saturday 31 October 2026, 12:00 in New York: clocks go back at 2:00 tomorrow.
  static let fallBack = "2026-10-31T12:00:00-04:00"

  static func date(_ iso: String) -> Date { try! Date(iso, strategy: .iso8601) }

  static func iso(_ date: Date, _ zone: String) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: zone)!
    return formatter.string(from: date)
  }

  static func resolve(_ text: String, sent: String, zone: String) -> [(start: String, end: String?, allDay: Bool)] {
    DateTimeDetector(timeZone: TimeZone(identifier: zone)!).matches(in: text, sentDate: date(sent)).map {
      (iso($0.start, zone), $0.end.map { iso($0, zone) }, $0.isAllDay)
    }
  }
}

@Suite struct DateTimeDetectorTests {
  typealias F = CalendarFixtures

  static let english: [DateTimeCase] = [
    .en("Does 3pm on Thursday work?", F.wednesday, F.tokyo, "2026-12-03T15:00:00+09:00"),
    .en("Let's meet Friday at 10am", F.wednesday, F.tokyo, "2026-12-04T10:00:00+09:00"),
    .en(
      "How about next Monday?", F.wednesday, F.tokyo, "2026-12-07T00:00:00+09:00", "2026-12-08T00:00:00+09:00",
      allDay: true),
    .en("next Wednesday at 2pm", F.wednesday, F.tokyo, "2026-12-09T14:00:00+09:00"),
    .en("Wednesday next week at 2pm", F.wednesday, F.tokyo, "2026-12-09T14:00:00+09:00"),
    .en(
      "Is this Friday ok?", F.wednesday, F.tokyo, "2026-12-04T00:00:00+09:00", "2026-12-05T00:00:00+09:00",
      allDay: true),
    .en(
      "Wednesday works for me", F.wednesday, F.tokyo, "2026-12-02T00:00:00+09:00", "2026-12-03T00:00:00+09:00",
      allDay: true),
    .en("tomorrow at noon", F.wednesday, F.tokyo, "2026-12-03T12:00:00+09:00"),
    .en("the day after tomorrow at 9:30am", F.wednesday, F.tokyo, "2026-12-04T09:30:00+09:00"),
    .en("Dinner tonight at 7?", F.wednesday, F.tokyo, "2026-12-02T19:00:00+09:00"),
    .en("Dec 5 at 3:30 pm", F.wednesday, F.tokyo, "2026-12-05T15:30:00+09:00"),
    .en(
      "the party on 5 December", F.wednesday, F.tokyo, "2026-12-05T00:00:00+09:00", "2026-12-06T00:00:00+09:00",
      allDay: true),
    .en("12/5 at 15:00", F.wednesday, F.tokyo, "2026-12-05T15:00:00+09:00"),
    .en("2026-12-05 15:00", F.wednesday, F.tokyo, "2026-12-05T15:00:00+09:00"),
    .en("Friday, December 4 at 10:00", F.wednesday, F.tokyo, "2026-12-04T10:00:00+09:00"),
    .en("3–5pm tomorrow", F.wednesday, F.tokyo, "2026-12-03T15:00:00+09:00", "2026-12-03T17:00:00+09:00"),
    .en("11-1pm on Friday", F.wednesday, F.tokyo, "2026-12-04T11:00:00+09:00", "2026-12-04T13:00:00+09:00"),
    .en("Lunch at noon for an hour", F.wednesday, F.tokyo, "2026-12-02T12:00:00+09:00", "2026-12-02T13:00:00+09:00"),
    .en("Friday 2pm for 90 minutes", F.wednesday, F.tokyo, "2026-12-04T14:00:00+09:00", "2026-12-04T15:30:00+09:00"),
    .en("Quick call at 9am?", F.wednesday, F.tokyo, "2026-12-03T09:00:00+09:00"),
    .en(
      "See you on the 1st", F.wednesday, F.tokyo, "2027-01-01T00:00:00+09:00", "2027-01-02T00:00:00+09:00",
      allDay: true),
    .en("On Thursday, could we meet at 3pm?", F.wednesday, F.tokyo, "2026-12-03T15:00:00+09:00"),
    // month, year and week boundaries
    .en("tomorrow 9am", F.monthEnd, F.tokyo, "2026-12-01T09:00:00+09:00"),
    .en("Thursday at 4:15 pm", F.monthEnd, F.tokyo, "2026-12-03T16:15:00+09:00"),
    .en("Friday at 11", F.yearEnd, F.tokyo, "2027-01-01T11:00:00+09:00"),
    .en("Jan 3 at 10:00", F.yearEnd, F.tokyo, "2027-01-03T10:00:00+09:00"),
    .en(
      "next Monday", F.yearEnd, F.tokyo, "2027-01-04T00:00:00+09:00", "2027-01-05T00:00:00+09:00", allDay: true),
    .en(
      "next Monday", F.sunday, F.tokyo, "2026-12-07T00:00:00+09:00", "2026-12-08T00:00:00+09:00", allDay: true),
    .en("next Sunday at 5pm", F.sunday, F.tokyo, "2026-12-13T17:00:00+09:00"),
    // New York, across daylight-saving changes
    .en("tomorrow at 3pm", F.springForward, F.newYork, "2026-03-08T15:00:00-04:00"),
    .en(
      "tonight 11pm-3am", F.springForward, F.newYork, "2026-03-07T23:00:00-05:00", "2026-03-08T03:00:00-04:00"),
    .en("tomorrow at 9am", F.fallBack, F.newYork, "2026-11-01T09:00:00-05:00"),
    .en("Monday 10:30am", F.fallBack, F.newYork, "2026-11-02T10:30:00-05:00"),
  ]

  static let japanese: [DateTimeCase] = [
    .en("来週の水曜14時からでどうですか？", F.wednesday, F.tokyo, "2026-12-09T14:00:00+09:00"),
    .en("明日の15時に伺います", F.wednesday, F.tokyo, "2026-12-03T15:00:00+09:00"),
    .en("明後日はどう？", F.wednesday, F.tokyo, "2026-12-04T00:00:00+09:00", "2026-12-05T00:00:00+09:00", allDay: true),
    .en("今夜7時に集合", F.wednesday, F.tokyo, "2026-12-02T19:00:00+09:00"),
    .en("今週の金曜は空いてる？", F.wednesday, F.tokyo, "2026-12-04T00:00:00+09:00", "2026-12-05T00:00:00+09:00", allDay: true),
    .en("再来週の月曜10時", F.wednesday, F.tokyo, "2026-12-14T10:00:00+09:00"),
    .en("金曜日にしましょう", F.wednesday, F.tokyo, "2026-12-04T00:00:00+09:00", "2026-12-05T00:00:00+09:00", allDay: true),
    .en("12月5日（土）午後3時から", F.wednesday, F.tokyo, "2026-12-05T15:00:00+09:00"),
    .en("5日に会える？", F.wednesday, F.tokyo, "2026-12-05T00:00:00+09:00", "2026-12-06T00:00:00+09:00", allDay: true),
    .en("14時から16時までです", F.wednesday, F.tokyo, "2026-12-02T14:00:00+09:00", "2026-12-02T16:00:00+09:00"),
    .en("3時半にしよう", F.wednesday, F.tokyo, "2026-12-02T15:30:00+09:00"),
    .en("朝9時集合", F.wednesday, F.tokyo, "2026-12-03T09:00:00+09:00"),
    .en("夜8時からどう？", F.wednesday, F.tokyo, "2026-12-02T20:00:00+09:00"),
    .en("25時に配信します", F.wednesday, F.tokyo, "2026-12-03T01:00:00+09:00"),
    .en("金曜26時", F.wednesday, F.tokyo, "2026-12-05T02:00:00+09:00"),
    .en("明日10時から1時間", F.wednesday, F.tokyo, "2026-12-03T10:00:00+09:00", "2026-12-03T11:00:00+09:00"),
    .en("2026年12月24日", F.wednesday, F.tokyo, "2026-12-24T00:00:00+09:00", "2026-12-25T00:00:00+09:00", allDay: true),
    .en("12/10の18時", F.wednesday, F.tokyo, "2026-12-10T18:00:00+09:00"),
    .en("正午に", F.wednesday, F.tokyo, "2026-12-02T12:00:00+09:00"),
    .en("１４〜１６時", F.wednesday, F.tokyo, "2026-12-02T14:00:00+09:00", "2026-12-02T16:00:00+09:00"),
    .en("来月5日", F.wednesday, F.tokyo, "2027-01-05T00:00:00+09:00", "2027-01-06T00:00:00+09:00", allDay: true),
    .en("明日15時30分から1時間半", F.wednesday, F.tokyo, "2026-12-03T15:30:00+09:00", "2026-12-03T17:00:00+09:00"),
    // month, year and week boundaries
    .en("水曜の午前10時", F.monthEnd, F.tokyo, "2026-12-02T10:00:00+09:00"),
    .en("明日の朝8時", F.monthEnd, F.tokyo, "2026-12-01T08:00:00+09:00"),
    .en("1月4日10時", F.yearEnd, F.tokyo, "2027-01-04T10:00:00+09:00"),
    .en("来週の月曜", F.yearEnd, F.tokyo, "2027-01-04T00:00:00+09:00", "2027-01-05T00:00:00+09:00", allDay: true),
    .en("明後日の18時", F.yearEnd, F.tokyo, "2027-01-01T18:00:00+09:00"),
    .en("来週の月曜9時", F.sunday, F.tokyo, "2026-12-07T09:00:00+09:00"),
    // New York, across daylight-saving changes
    .en("明日の午後3時", F.springForward, F.newYork, "2026-03-08T15:00:00-04:00"),
    .en("明日の10時から12時まで", F.fallBack, F.newYork, "2026-11-01T10:00:00-05:00", "2026-11-01T12:00:00-05:00"),
  ]

  @Test(arguments: english + japanese) func resolves(_ example: DateTimeCase) {
    let found = F.resolve(example.text, sent: example.sent, zone: example.zone)
    #expect(found.count == 1, "\(found)")
    guard let first = found.first else { return }
    #expect(first.start == example.start)
    #expect(first.end == example.end)
    #expect(first.allDay == example.allDay)
  }

  @Test(arguments: [
    "Thanks for the update", "We met on Monday", "we met on Monday and it went well", "Last Friday was great",
    "I saw her yesterday at 3pm", "Every Monday at 9 we sync", "Feb 30 at 10am", "It costs 1/2 of that",
    "月曜に会った", "先週の金曜はありがとうございました", "昨日の15時", "毎週月曜10時", "2月30日の10時", "ありがとうございます",
    "99999999999999999999:00 123456789pm 12345日 1234567890時 2026-99-99", "Call me at 555-1234", "24/7 support",
    "Drop it at 10 Downing Street",
  ])
  func findsNothing(_ text: String) {
    #expect(F.resolve(text, sent: F.wednesday, zone: F.tokyo).isEmpty)
  }

  @Test func findsTwoTimesInOneMessage() {
    let english = F.resolve("Can we do Monday at 10 or Tuesday at 2pm?", sent: F.wednesday, zone: F.tokyo)
    #expect(english.map(\.start) == ["2026-12-07T10:00:00+09:00", "2026-12-08T14:00:00+09:00"])
    let japanese = F.resolve("月曜の10時か、火曜の14時はいかがですか？", sent: F.wednesday, zone: F.tokyo)
    #expect(japanese.map(\.start) == ["2026-12-07T10:00:00+09:00", "2026-12-08T14:00:00+09:00"])
    let sameDay = F.resolve("Lunch tomorrow at noon, then the review at 3pm.", sent: F.wednesday, zone: F.tokyo)
    #expect(sameDay.map(\.start) == ["2026-12-03T12:00:00+09:00", "2026-12-03T15:00:00+09:00"])
  }

  @Test func pastAndFutureInOneSentence() {
    let found = F.resolve("We met on Monday, shall we meet again on Friday?", sent: F.wednesday, zone: F.tokyo)
    #expect(found.map(\.start) == ["2026-12-04T00:00:00+09:00"])
    let japanese = F.resolve("月曜に会った件、金曜に続きを話しましょう", sent: F.wednesday, zone: F.tokyo)
    #expect(japanese.map(\.start) == ["2026-12-04T00:00:00+09:00"])
  }

  @Test func aMarkerBeforeATimeOutweighsTheNextClause() {
    let burgled = "did you hear anything? number 31 got burgled around 2am, police are going door to door"
    #expect(F.resolve(burgled, sent: F.wednesday, zone: F.tokyo).isEmpty)
    #expect(DateTimeDetector.namesOnlyThePast(burgled))
    // A marker with a future word in its own clause still proposes the time.
    let next = F.resolve("saw your message, dinner at 7 next week?", sent: F.wednesday, zone: F.tokyo)
    #expect(next.count == 1)
    #expect(!DateTimeDetector.namesOnlyThePast("saw your message, dinner at 7 next week?"))
    #expect(!DateTimeDetector.namesOnlyThePast("thanks so much"))
  }

  @Test func rangesPointAtTheirText() {
    let text = "Hi! Does 3pm on Thursday work for you?"
    let match = DateTimeDetector(timeZone: TimeZone(identifier: F.tokyo)!).matches(
      in: text, sentDate: F.date(F.wednesday))
    #expect(match.map { String(text[$0.range]) } == ["3pm on Thursday"])
    let japanese = "では来週の水曜14時から16時までお願いします"
    let found = DateTimeDetector(timeZone: TimeZone(identifier: F.tokyo)!).matches(
      in: japanese, sentDate: F.date(F.wednesday))
    #expect(found.map { String(japanese[$0.range]) } == ["来週の水曜14時から16時まで"])
  }

  @Test func deadlinesAreMarked() {
    let detector = DateTimeDetector(timeZone: TimeZone(identifier: F.tokyo)!)
    #expect(detector.matches(in: "Please send it by Friday", sentDate: F.date(F.wednesday)).map(\.isDeadline) == [true])
    #expect(detector.matches(in: "金曜までに送ってください", sentDate: F.date(F.wednesday)).map(\.isDeadline) == [true])
    #expect(detector.matches(in: "Friday at 3pm works", sentDate: F.date(F.wednesday)).map(\.isDeadline) == [false])
  }

  @Test func aMegabyteMessageTakesBoundedTime() {
    let chunk = "Shall we meet on Friday at 3pm or 来週の水曜14時から? 12345678901234567890 "
    let text = String(repeating: chunk, count: 1_048_576 / chunk.utf8.count + 1)
    let clock = ContinuousClock()
    var found = [DetectedDateTime]()
    let elapsed = clock.measure {
      found = DateTimeDetector(timeZone: TimeZone(identifier: F.tokyo)!).matches(
        in: text, sentDate: F.date(F.wednesday))
    }
    #expect(found.count == DateTimeDetector.maxMatches)
    // SMARTREPLY_TIME_SCALE: .ci/run's AddressSanitizer run is several times slower.
    let scale = Int(ProcessInfo.processInfo.environment["SMARTREPLY_TIME_SCALE"] ?? "").map { max($0, 1) } ?? 1
    #expect(elapsed < .seconds(20 * scale))
  }
}
