import Foundation

/// Events as an RFC 5545 iCalendar file that calendar apps import: a VCALENDAR with a VTIMEZONE
/// for each time zone used and a VEVENT per event (UID, DTSTAMP, DTSTART/DTEND with TZID or as
/// dates for all-day events, SUMMARY, LOCATION), lines folded at 75 octets and ended with CRLF.
public struct ICalendarDocument: Sendable, Hashable {
  /// The events.
  public var events: [CalendarEvent]
  /// When the file was made (every event's DTSTAMP).
  public var stamp: Date

  /// A document for `events`, stamped `stamp`.
  public init(events: [CalendarEvent], stamp: Date = Date()) {
    self.events = events
    self.stamp = stamp
  }

  /// The file's text.
  public var text: String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//SmartReplyKit//smartreply events//EN", "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]
    var zones = [String: [Date]]()
    for event in events where !event.isAllDay {
      zones[event.timeZone.identifier, default: []] += [event.start, event.end]
    }
    for (identifier, dates) in zones.sorted(by: { $0.key < $1.key }) {
      guard let zone = TimeZone(identifier: identifier) else { continue }
      lines += Self.timeZoneLines(zone, covering: dates)
    }
    let utc = TimeZone(identifier: "UTC")!
    var seen = [String: Int]()
    for event in events {
      let count = seen[event.entryIdentifier, default: 0] + 1
      seen[event.entryIdentifier] = count
      lines.append("BEGIN:VEVENT")
      lines.append("UID:\(Self.uidPart(event.entryIdentifier))-\(count)@smartreplykit")
      lines.append("DTSTAMP:\(CalendarDateFormatting.iCalendar(stamp, in: utc))Z")
      if event.isAllDay {
        lines.append(
          "DTSTART;VALUE=DATE:\(CalendarDateFormatting.iCalendar(event.start, in: event.timeZone, dateOnly: true))")
        lines.append(
          "DTEND;VALUE=DATE:\(CalendarDateFormatting.iCalendar(event.end, in: event.timeZone, dateOnly: true))")
      } else {
        let zone = event.timeZone.identifier
        lines.append("DTSTART;TZID=\(zone):\(CalendarDateFormatting.iCalendar(event.start, in: event.timeZone))")
        lines.append("DTEND;TZID=\(zone):\(CalendarDateFormatting.iCalendar(event.end, in: event.timeZone))")
      }
      lines.append("SUMMARY:\(Self.escaped(event.title))")
      if let location = event.location { lines.append("LOCATION:\(Self.escaped(location))") }
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
  }

  /// A VTIMEZONE with the zone's offset at the start of the first year and every change up to
  /// the end of the last.
  static func timeZoneLines(_ zone: TimeZone, covering dates: [Date]) -> [String] {
    let utc = TimeZone(identifier: "UTC")!
    let calendar = CalendarDateFormatting.gregorian(in: utc)
    let years = dates.map { calendar.component(.year, from: $0) }
    let first = calendar.date(from: DateComponents(year: years.min() ?? 2026, month: 1, day: 1))!
    let last = calendar.date(from: DateComponents(year: (years.max() ?? 2026) + 1, month: 1, day: 1))!
    var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
    func component(at date: Date?, from before: Int, to after: Int, daylight: Bool) {
      let kind = daylight ? "DAYLIGHT" : "STANDARD"
      lines.append("BEGIN:\(kind)")
      // Local wall-clock time, in the offset before the change; the first rule holds from 1970.
      let start = date.map { CalendarDateFormatting.iCalendar($0.addingTimeInterval(TimeInterval(before)), in: utc) }
      lines.append("DTSTART:\(start ?? "19700101T000000")")
      lines.append("TZOFFSETFROM:\(CalendarDateFormatting.offset(before, separator: ""))")
      lines.append("TZOFFSETTO:\(CalendarDateFormatting.offset(after, separator: ""))")
      if let name = zone.abbreviation(for: date ?? first), !name.hasPrefix("GMT") { lines.append("TZNAME:\(name)") }
      lines.append("END:\(kind)")
    }
    let initial = zone.secondsFromGMT(for: first)
    component(at: nil, from: initial, to: initial, daylight: zone.isDaylightSavingTime(for: first))
    var cursor = first
    var changes = 0
    while let transition = zone.nextDaylightSavingTimeTransition(after: cursor), transition < last, changes < 64 {
      let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
      let after = zone.secondsFromGMT(for: transition)
      component(at: transition, from: before, to: after, daylight: zone.isDaylightSavingTime(for: transition))
      cursor = transition
      changes += 1
    }
    lines.append("END:VTIMEZONE")
    return lines
  }

  /// TEXT escaping: backslash, semicolon, comma and newlines.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// An entry identifier made safe for a UID (no spaces or control characters).
  static func uidPart(_ identifier: String) -> String {
    let kept = identifier.unicodeScalars.filter { $0.value > 0x20 && $0.value < 0x7F && $0 != "@" }
    return kept.isEmpty ? "entry" : String(String.UnicodeScalarView(kept))
  }

  /// The line folded at 75 octets: continuation lines start with a space, and no UTF-8 sequence
  /// is split.
  static func folded(_ line: String) -> String {
    guard line.utf8.count > 75 else { return line }
    var result = ""
    var octets = 0
    var limit = 75
    for scalar in line.unicodeScalars {
      let width = String(scalar).utf8.count
      if octets + width > limit {
        result += "\r\n "
        octets = 1
        limit = 75
      }
      result.unicodeScalars.append(scalar)
      octets += width
    }
    return result
  }
}
