import Foundation
import Testing

@testable import SmartReplyKit

@Suite struct ResultCodingTests {
  let tokyo = TimeZone(identifier: "Asia/Tokyo")!

  func sortedEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  var result: SmartReplyResult {
    var result = SmartReplyResult(
      status: .success, reason: nil, language: .english,
      suggestions: [
        SmartReplySuggestion(smartReply: "Sure, \"8\" works / 8時", score: 21.66149, intent: "accept"),
        SmartReplySuggestion(smartReply: "Tab\there\u{1}", score: -0.25),
      ],
      sensitiveTopic: .illness,
      diagnostics: ContextFixtures.mail().validate() + [
        Diagnostic(.missingParticipantName, path: "entries[0].senderIdentifier", message: "no name")
      ])
    result.actions = [
      .addEvent(
        CalendarEvent(
          title: "Lunch", start: Date(timeIntervalSince1970: 1_796_000_000),
          end: Date(timeIntervalSince1970: 1_796_003_600), isAllDay: false, entryIdentifier: "e1", timeZone: tokyo))
    ]
    return result
  }

  @Test func resultsEncodeTheDocumentedShape() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(try JSONValueEncoder().bytes(result))) as? [String: Any])
    #expect(
      Set(object.keys) == ["status", "reason", "language", "suggestions", "actions", "diagnostics", "sensitiveTopic"])
    #expect(object["reason"] is NSNull && object["status"] as? String == "success")
    let suggestion = try #require((object["suggestions"] as? [[String: Any]])?.first)
    #expect(suggestion["text"] as? String == "Sure, \"8\" works / 8時")
    #expect(suggestion["score"] as? Double == 21.661 && suggestion["intent"] as? String == "accept")
    let action = try #require((object["actions"] as? [[String: Any]])?.first)
    #expect(action["type"] as? String == "addEvent" && action["location"] is NSNull)
    #expect(action["start"] as? String == "2026-11-30T09:53:20+09:00" && action["allDay"] as? Bool == false)
    let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.last)
    #expect(Set(diagnostic.keys) == ["code", "severity", "path", "message", "fix"])
    var none = result
    none.sensitiveTopic = nil
    none.language = nil
    let noTopic = try #require(
      try JSONSerialization.jsonObject(with: Data(try JSONValueEncoder().bytes(none))) as? [String: Any])
    #expect(noTopic["sensitiveTopic"] == nil && noTopic["language"] is NSNull)
  }

  @Test func theFastEncoderWritesWhatJSONEncoderWrites() throws {
    #expect(try JSONValueEncoder().bytes(result) == Array(try sortedEncoder().encode(result)))
    let report = ValidationReport(validating: .mail(ContextFixtures.mail()))
    #expect(try JSONValueEncoder().bytes(report) == Array(try sortedEncoder().encode(report)))
    let odd: [String: [Double?]] = ["b/c": [1e16, 0.1, 3, nil], "a": [-2.5e-7]]
    #expect(try JSONValueEncoder().bytes(odd) == Array(try sortedEncoder().encode(odd)))
    #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
  }

  @Test func resultsDecodeWhatTheyEncode() throws {
    let data = try sortedEncoder().encode(result)
    let decoded = try JSONDecoder().decode(SmartReplyResult.self, from: data)
    #expect(try sortedEncoder().encode(decoded) == data)
    #expect(decoded.suggestions.map(\.smartReply) == result.suggestions.map(\.smartReply))
    guard case .addEvent(let event) = decoded.actions.first else {
      Issue.record("the action did not decode")
      return
    }
    #expect(event.timeZone.secondsFromGMT(for: event.start) == 9 * 3_600 && event.start == result.event.start)
  }

  @Test func validationReportsSayTypeEntriesAndValidity() throws {
    var mail = ContextFixtures.mail()
    mail.threadIdentifier = ""
    let report = ValidationReport(validating: .mail(mail))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(try JSONValueEncoder().bytes(report))) as? [String: Any])
    #expect(object["type"] as? String == "mail" && object["entries"] as? Int == mail.entries.count)
    #expect(object["valid"] as? Bool == false && report.diagnostics.first?.code == .emptyThreadIdentifier)
  }
}

extension SmartReplyResult {
  fileprivate var event: CalendarEvent {
    guard case .addEvent(let event) = actions[0] else { fatalError("no event") }
    return event
  }
}
