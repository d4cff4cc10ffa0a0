import Foundation
import SmartReplyKit

/// `smartreply events`: the events a context's entries propose or confirm, as lines or as an
/// iCalendar file.
struct EventsCommand: Command {
  let name = "events"
  let summary = "List the events a conversation proposes, or write them as an iCalendar (.ics) file"
  let help = """
    USAGE: smartreply events <file> [--time-zone <IANA name>] [--ics]

    Reads every entry of the context (oldest first) and prints each event it proposes or
    confirms: day and time resolved against the entry's sentDate, title, place, entry id.

    OPTIONS:
      --time-zone <name>  the IANA time zone dates are resolved in (default: the system's)
      --ics               print an RFC 5545 VCALENDAR (CRLF line ends) to import into a calendar app
    """
  let valuedOptions: Set<String> = ["time-zone"]
  let flagOptions: Set<String> = ["ics"]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.count == 1 else { throw UsageError("give exactly one context file") }
    let timeZone = try TimeZoneOption.parse(arguments)
    let document = try ConversationDocument.commandInput(arguments.positional[0])
    let events = EventActionDetector.events(for: document.context, timeZone: timeZone)
    if arguments.flag("ics") {
      var text = ICalendarDocument(events: events).text.unicodeScalars
      text.removeLast()  // the console adds the final "\n" of the last CRLF
      console.print(String(text))
      return 0
    }
    if events.isEmpty {
      console.print("no events")
    }
    for event in events { console.print(Self.line(event)) }
    return 0
  }

  /// "2026-12-03 15:00–16:00 Asia/Tokyo  Budget call @ Room 4  [m2]"; all day: "2026-12-04 all day …".
  static func line(_ event: CalendarEvent) -> String {
    let start = event.startISO8601
    let end = event.endISO8601
    let day = String(start.prefix(10))
    let when =
      event.isAllDay
      ? "\(day) all day"
      : "\(day) \(start.dropFirst(11).prefix(5))–\(end.hasPrefix(day) ? "" : String(end.prefix(10)) + " ")"
        + "\(end.dropFirst(11).prefix(5))"
    let place = event.location.map { " @ \($0)" } ?? ""
    return "\(when) \(event.timeZone.identifier)  \(event.title)\(place)  [\(event.entryIdentifier)]"
  }
}
