import Foundation
import SmartReplyKit
import SmartReplyModel
import Testing

@Suite struct WireFormatTests {
  func decode(_ json: String) throws(ContextDecodingError) -> ConversationDocument {
    try ConversationDocument(json: Data(json.utf8))
  }

  func decodingError(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error.description
    }
  }

  let validMessage = """
    {"schemaVersion": 1, "type": "message", "threadIdentifier": "t", "isJunk": false,
     "participantNameByIdentifier": {"me": {"givenName": "Ken"}, "ana": {"givenName": "Ana", "familyName": "Lopez"}},
     "selfIdentifiers": ["me"], "responsePrimaryRecipientIdentifiers": ["ana"],
     "entries": [{"entryIdentifier": "1", "senderIdentifier": "ana", "sentDate": "2026-11-29T10:00:00Z",
                  "text": "Coffee?", "dataKind": "text", "primaryRecipientIdentifiers": ["me"]}]}
    """

  @Test func decodesOurFormatWithDefaults() throws {
    guard case .message(let context) = try decode(validMessage) else {
      Issue.record("expected a message context")
      return
    }
    #expect(context.entries[0].sentDate == Date(timeIntervalSince1970: 1_795_946_400))
    #expect(context.participantNameByIdentifier["ana"]?.familyName == "Lopez")
    #expect(context.entries[0].wasSentBySelf == false)
    #expect(context.validate().isEmpty)
  }

  @Test func roundTripsMailWithCamelCaseKeysAndCaseNames() throws {
    var mail = ContextFixtures.mail()
    mail.entries[0].kind = .transaction
    mail.responseSecondaryRecipientIdentifiers = ["lee"]
    let data = try ConversationDocument.mail(mail).jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"type\" : \"mail\""))
    #expect(text.contains("\"schemaVersion\" : 1"))
    #expect(text.contains("\"kind\" : \"transaction\""))
    #expect(text.contains("\"sentDate\" : \"1970-01-01T00:00:00Z\""))
    #expect(text.contains("\"responseSecondaryRecipientIdentifiers\""))
    #expect(try ConversationDocument(json: data) == .mail(mail))
  }

  @Test func roundTripsMessageAndGenericContexts() throws {
    let message = ContextFixtures.message()
    #expect(try ConversationDocument(json: try ConversationDocument.message(message).jsonData()) == .message(message))
    let generic = ConversationContext(
      threadIdentifier: "g",
      entries: [
        .init(text: "Hi", senderIdentifier: "ana", sentDate: Date(timeIntervalSince1970: 0), entryIdentifier: "1")
      ],
      participantNameByIdentifier: ContextFixtures.names, selfIdentifiers: ["me"],
      responsePrimaryRecipientIdentifiers: ["ana"])
    #expect(
      try ConversationDocument(json: try ConversationDocument.conversation(generic).jsonData())
        == .conversation(generic))
  }

  /// Found by the fuzz harness (FUZZING.md): dates were written without their fraction, so a
  /// context with entries less than a second apart (ML Kit's millisecond timestamps) changed when
  /// written and read back, and could change order. Milliseconds are kept; whole seconds are
  /// written as before.
  @Test func fractionsOfASecondSurviveWritingAndReading() throws {
    let json = validMessage.replacingOccurrences(of: "2026-11-29T10:00:00Z", with: "2026-11-29T10:00:00.250Z")
    let document = try decode(json)
    let written = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(written.contains(#""sentDate" : "2026-11-29T10:00:00.250Z""#))
    #expect(try decode(written) == document)
    #expect(String(decoding: try decode(validMessage).jsonData(), as: UTF8.self).contains(#""2026-11-29T10:00:00Z""#))

    let mlKit = """
      [{"text": "a", "timestamp": 1767312120000.5, "userID": "yui", "isLocalUser": false},
       {"text": "b", "timestamp": 1767312120001, "userID": "yui", "isLocalUser": false},
       {"text": "c", "timestamp": 1767312120999.9, "userID": "yui", "isLocalUser": false}]
      """
    let messages = try decode(mlKit)
    let once = try messages.jsonData()
    #expect(String(decoding: once, as: UTF8.self).contains("2026-01-02T00:02:00.001Z"))
    let again = try ConversationDocument(json: once)
    #expect(try again.jsonData() == once)
    #expect(again.context.prepared().turns.map(\.text) == ["a", "b", "c"])
  }

  /// Found by the fuzz harness: Foundation's ISO-8601 parser reads the first date in a string
  /// and ignores what follows, and dates less than a millisecond apart swapped order once
  /// written. Only a whole ISO-8601 date is a date, read to the millisecond.
  @Test func datesAreWholeISO8601StringsReadToTheMillisecond() throws {
    for bad in [
      "2026-01-02T10:01:00.25053-01-02T10:02:00+09:00", "2026-11-29T10:00:00Zjunk", "2026-11-29 10:00:00Z",
      "2026-11-29T10:00:00", "2026-11-29T10:00:00.Z", "2026-11-29T10:00:00+9",
    ] {
      let json = validMessage.replacingOccurrences(of: "2026-11-29T10:00:00Z", with: bad)
      #expect(decodingError(json)?.contains("expected an ISO-8601 date") == true, "\(bad)")
    }
    for good in ["2026-11-29T19:00:00+09:00", "2026-11-29T19:00:00+0900", "2026-11-29T10:00:00.000Z"] {
      let json = validMessage.replacingOccurrences(of: "2026-11-29T10:00:00Z", with: good)
      guard case .message(let context) = try decode(json) else { continue }
      #expect(context.entries[0].sentDate == Date(timeIntervalSince1970: 1_795_946_400), "\(good)")
    }
    let close = validMessage.replacingOccurrences(of: "2026-11-29T10:00:00Z", with: "2026-11-29T10:00:00.25053Z")
    guard case .message(let context) = try decode(close) else { return }
    #expect(context.entries[0].sentDate == Date(timeIntervalSince1970: 1_795_946_400.251))
  }

  /// Found by the fuzz harness: an ML Kit timestamp of 7e18 ms (year 221 million) decoded but
  /// could not be written back. Timestamps must fall in years 0001 to 9999.
  @Test func mlKitTimestampsOutsideWritableYearsAreRejected() {
    for timestamp in ["6985627439827439998", "-1e17", "253402300800000"] {
      let json = #"[{"text": "hi", "timestamp": \#(timestamp), "userID": "a", "isLocalUser": false}]"#
      #expect(decodingError(json) == "[0].timestamp: expected a number of milliseconds since 1970 (years 0001 to 9999)")
    }
    #expect(
      decodingError(#"[{"text": "hi", "timestamp": 253402300799999, "userID": "a", "isLocalUser": false}]"#) == nil)
  }

  @Test func missingContextFieldsDecodeAndAreExplainedByValidation() throws {
    let document = try decode(#"{"schemaVersion": 1, "type": "mail", "entries": []}"#)
    #expect(Set(document.validate().map(\.code)).isSuperset(of: [.emptyThreadIdentifier, .noEntries]))
  }

  @Test func malformedJSONIsReportedWithoutContent() {
    let message = decodingError(#"{"schemaVersion": 1, "type": "message", "entries": [ {"text": "secret plan" ]}"#)
    #expect(message?.hasPrefix("malformed JSON") == true)
    #expect(message?.contains("secret") == false)
  }

  @Test func wrongTypeNamesThePath() {
    let json = validMessage.replacingOccurrences(of: #""text": "Coffee?""#, with: #""text": 42"#)
    #expect(decodingError(json) == "entries[0].text: expected a string")
  }

  @Test func missingRequiredFieldNamesThePath() {
    let json = validMessage.replacingOccurrences(of: #""sentDate": "2026-11-29T10:00:00Z","#, with: "")
    #expect(decodingError(json) == "entries[0].sentDate: missing required field")
    #expect(decodingError(#"{"type": "mail"}"#) == "schemaVersion: missing required field")
  }

  @Test func badDateAndEnumSayWhatWasExpected() {
    let badDate = validMessage.replacingOccurrences(of: "2026-11-29T10:00:00Z", with: "yesterday")
    #expect(decodingError(badDate) == "entries[0].sentDate: expected an ISO-8601 date such as 2026-11-29T09:30:00Z")
    let badKind = validMessage.replacingOccurrences(of: #""dataKind": "text""#, with: #""dataKind": "video""#)
    #expect(decodingError(badKind) == #"entries[0].dataKind: expected one of "text", "attachment", "other""#)
  }

  @Test func unknownTypeAndVersionAreRejected() {
    #expect(
      decodingError(#"{"schemaVersion": 1, "type": "fax"}"#) == #"type: expected "mail", "message" or "conversation""#)
    #expect(
      decodingError(#"{"schemaVersion": 2, "type": "mail"}"#)
        == "schemaVersion: schema version 2 is not supported (expected 1)")
  }

  @Test func invalidUTF8IsRejectedWithItsOffset() {
    var bytes = Array(#"{"schemaVersion": 1, "type": "message", "threadIdentifier": "ab"#.utf8)
    let offset = bytes.count
    bytes += [0xFF, 0xFE]
    bytes += Array(#""}"#.utf8)
    #expect(throws: ContextDecodingError.invalidUTF8(byteOffset: offset)) {
      try ConversationDocument(json: Data(bytes))
    }
  }

  @Test func utf16FilesGetAHint() {
    let units = Array(#"{"schemaVersion": 1, "type": "message"}"#.utf16)
    let littleEndian: [UInt8] = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian: [UInt8] = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [[0xFF, 0xFE] + littleEndian, bigEndian] {
      #expect(throws: ContextDecodingError.utf16) { try ConversationDocument(json: Data(bytes)) }
    }
    #expect(ContextDecodingError.utf16.description.contains("looks like UTF-16; save it as UTF-8"))
  }

  @Test func duplicateKeysAreRejectedWithTheirPath() {
    let top = validMessage.replacingOccurrences(of: #""isJunk": false"#, with: #""isJunk": false, "isJunk": true"#)
    #expect(top != validMessage)
    #expect(decodingError(top) == #"the top level: duplicate key "isJunk"; each key may appear only once"#)
    let nested = validMessage.replacingOccurrences(
      of: #""text": "Coffee?""#, with: #""text": "Coffee?", "text": "Tea?""#)
    #expect(nested != validMessage)
    #expect(decodingError(nested)?.hasSuffix(#"duplicate key "text"; each key may appear only once"#) == true)
    #expect(decodingError(nested)?.hasPrefix("entries[") == true)
    #expect(decodingError(#"{"schemaVersion": 1, "type": "message", "a": {"k": 1}, "b": {"k": 2}}"#) == nil)
    #expect(JSONDuplicateKeys.first(in: Array(#"{"a": {"k": 1}, "b": [{"k": 2}, {"k": "\"k\""}]}"#.utf8)) == nil)
    #expect(JSONDuplicateKeys.first(in: Array(#"{"k": 1, "\u006b": 2}"#.utf8))?.key == "k")
  }

  @Test func controlCharactersAndHugeMessagesDecodeAndAreWarned() throws {
    let huge = String(repeating: "x", count: 1_048_576)
    let json = validMessage.replacingOccurrences(of: "Coffee?", with: "Coffee\\u0000?\\u202E" + huge)
    let document = try decode(json)
    #expect(Set(document.validate().map(\.code)) == [.textTooLong, .controlCharacters])
  }

  @Test func mlKitMessageListBecomesAValidMessageContext() throws {
    let json = """
      [{"text": "Running late", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false},
       {"text": "No worries", "timestamp": 1764406860000, "userID": "me", "isLocalUser": true},
       {"text": "Grab a table?", "timestamp": 1764406920000, "userID": "sam", "isLocalUser": false}]
      """
    guard case .message(let context) = try decode(json) else {
      Issue.record("expected a message context")
      return
    }
    #expect(context.entries.count == 3)
    #expect(context.entries[1].wasSentBySelf)
    #expect(context.responsePrimaryRecipientIdentifiers == ["sam"])
    #expect(context.entries[2].sentDate == Date(timeIntervalSince1970: 1_764_406_920))
    #expect(context.validate().isEmpty)
    #expect(
      decodingError(#"[{"text": "hi", "timestamp": "now", "userID": "a", "isLocalUser": false}]"#)
        == "[0].timestamp: expected a number")
  }

  @Test func fileOverTheLimitIsRefusedBeforeReading() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("srk-huge-\(UUID().uuidString).json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(ConversationDocument.maxFileSize + 1))
    try handle.close()
    #expect(
      throws: ContextDecodingError.tooLarge(
        bytes: ConversationDocument.maxFileSize + 1, limit: ConversationDocument.maxFileSize)
    ) {
      try ConversationDocument(contentsOf: url)
    }
  }

  @Test func unreadablePathIsReported() {
    #expect(throws: ContextDecodingError.unreadable("no such file")) {
      try ConversationDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/context.json"))
    }
    #expect(throws: ContextDecodingError.unreadable("is a directory")) {
      try ConversationDocument(contentsOf: FileManager.default.temporaryDirectory)
    }
  }
}
