import Foundation
import SmartReplyCLI
import Testing

@Suite struct EventsCommandTests {
  let support = CLITestSupport()

  let mail = """
    {"schemaVersion": 1, "type": "mail", "threadIdentifier": "kickoff", "responseSubject": "Re: Kickoff",
     "participantNameByIdentifier": {"me": {"givenName": "Ken", "familyName": "Sato"},
                                     "ana": {"givenName": "Ana", "familyName": "Lopez"}},
     "selfIdentifiers": ["me"], "responsePrimaryRecipientIdentifiers": ["ana"],
     "entries": [
       {"entryIdentifier": "m1", "senderIdentifier": "ana", "sentDate": "2026-03-07T15:00:00Z",
        "text": "Hi Ken,\\n\\nCan we hold the planning meeting tomorrow from 3 to 4:30pm in the Blue room? And lunch on Friday?\\n\\nThanks,\\nAna"}
     ]}
    """

  @Test func suggestJSONCarriesTheAddEventAction() async throws {
    let path = try support.file("mail.json", mail)
    let result = await support.run(["suggest", path, "--json", "--time-zone", "America/New_York"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let actions = try #require(object["actions"] as? [[String: Any]])
    #expect(actions.count == 2)
    let first = actions[0]
    #expect(first["type"] as? String == "addEvent")
    #expect(first["title"] as? String == "Planning meeting")
    #expect(first["start"] as? String == "2026-03-08T15:00:00-04:00")
    #expect(first["end"] as? String == "2026-03-08T16:30:00-04:00")
    #expect(first["allDay"] as? Bool == false)
    #expect(first["location"] as? String == "the Blue room")
    #expect(first["entryIdentifier"] as? String == "m1")
    #expect(actions[1]["title"] as? String == "Lunch" && actions[1]["allDay"] as? Bool == true)
    #expect(actions[1]["start"] as? String == "2026-03-13T00:00:00-04:00")
  }

  @Test func anUnknownTimeZoneIsNamedInAClearError() async throws {
    let path = try support.file("mail.json", mail)
    for command in ["suggest", "events"] {
      let result = await support.run([command, path, "--time-zone", "Mars/Olympus"])
      #expect(result.status == 2)
      #expect(result.error.contains("unknown time zone 'Mars/Olympus'"))
      #expect(!result.error.contains("planning"))
    }
  }

  @Test func eventsListsEachEvent() async throws {
    let result = await support.run(["events", try support.file("mail.json", mail), "--time-zone", "Asia/Tokyo"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        2026-03-09 15:00–16:30 Asia/Tokyo  Planning meeting @ the Blue room  [m1]
        2026-03-13 all day Asia/Tokyo  Lunch @ the Blue room  [m1]

        """)
  }

  /// Reads an iCalendar file back: unfolds lines, splits properties into name, parameters, value.
  func parse(_ text: String) -> [[String: (parameters: String, value: String)]] {
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
    var events = [[String: (parameters: String, value: String)]]()
    var current: [String: (parameters: String, value: String)]?
    for line in unfolded.components(separatedBy: "\r\n") where !line.isEmpty {
      let colon = line.firstIndex(of: ":")!
      let head = line[..<colon]
      let value = String(line[line.index(after: colon)...])
      let name = String(head.split(separator: ";").first!)
      let parameters = head.contains(";") ? String(head[head.index(after: head.firstIndex(of: ";")!)...]) : ""
      if line == "BEGIN:VEVENT" {
        current = [:]
      } else if line == "END:VEVENT" {
        events.append(current!)
        current = nil
      } else if current != nil {
        current![name] = (parameters, value)
      }
    }
    return events
  }

  @Test func icsParsesBackFieldByField() async throws {
    let result = await support.run([
      "events", try support.file("mail.json", mail), "--time-zone", "America/New_York", "--ics",
    ])
    #expect(result.status == 0)
    let text = result.output
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n"))
    let events = parse(text)
    #expect(events.count == 2)
    let meeting = events[0]
    #expect(meeting["UID"]?.value == "m1-1@smartreplykit")
    #expect(meeting["DTSTAMP"]?.value.hasSuffix("Z") == true && meeting["DTSTAMP"]?.value.count == 16)
    #expect(meeting["DTSTART"]?.parameters == "TZID=America/New_York" && meeting["DTSTART"]?.value == "20260308T150000")
    #expect(meeting["DTEND"]?.parameters == "TZID=America/New_York" && meeting["DTEND"]?.value == "20260308T163000")
    #expect(meeting["SUMMARY"]?.value == "Planning meeting")
    #expect(meeting["LOCATION"]?.value == "the Blue room")
    let lunch = events[1]
    #expect(lunch["UID"]?.value == "m1-2@smartreplykit")
    #expect(lunch["DTSTART"]?.parameters == "VALUE=DATE" && lunch["DTSTART"]?.value == "20260313")
    #expect(lunch["DTEND"]?.parameters == "VALUE=DATE" && lunch["DTEND"]?.value == "20260314")
    #expect(lunch["SUMMARY"]?.value == "Lunch")
  }
}
