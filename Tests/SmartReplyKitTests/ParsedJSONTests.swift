import Foundation
import Testing

@testable import SmartReplyKit

/// The fast path of reading a context (``ParsedJSON`` and ``ParsedJSONDecoder``) reads what
/// `JSONDecoder` reads, and gives up on everything it might read differently.
@Suite struct ParsedJSONTests {
  func parse(_ text: String) -> ParsedJSON? {
    Array(text.utf8).withUnsafeBufferPointer { ParsedJSON.parse($0) }
  }

  @Test func parsesValuesEscapesAndNumbers() throws {
    let value = try #require(
      parse(#" { "a" : [1, -2.5, 1e3, true, false, null], "s": "\"q\" \\ \/ \n\t\u00e9\ud83d\ude00 8時" } "#))
    #expect(
      value
        == .object([
          .init(key: "a", value: .array([.int(1), .number(-2.5), .number(1000), .bool(true), .bool(false), .null])),
          .init(key: "s", value: .string("\"q\" \\ / \n\té😀 8時")),
        ]))
    #expect(parse("[]") == .array([]) && parse("{}") == .object([]))
    #expect(parse("123456789012345678901234567890") == .number(123_456_789_012_345_678_901_234_567_890.0))
  }

  @Test(arguments: [
    "", " ", "{", "[1,]", "{\"a\":1,}", "[01]", "[1.]", "[.5]", "[1e]", "[-]", "[+1]", "[1e400]", "{\"a\" 1}",
    "{a:1}", "[tru]", "[nul]", "[1] x", "[\"a\u{1}\"]", "[\"\\x\"]", "[\"\\ud83d\"]", "[\"\\ude00\"]",
    "[\"\\ud83d\\u0041\"]", "[\"\\u12\"]", "[\"unterminated]", "\u{FEFF}[]", "{\"a\":1,\"a\":2}",
    "[{\"k\":{\"x\":1,\"x\":1}}]", String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
    "{" + (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}",
  ])
  func givesUpOnWhatItMightReadDifferently(_ text: String) {
    #expect(parse(text) == nil)
  }

  @Test func decodesWhatJSONDecoderDecodes() throws {
    let text = #"""
      [{"text": "Lunch at \"Rosa's\"?\n8時", "timestamp": 1764406800000, "userID": "a", "isLocalUser": false,
        "extra": {"ignored": [1, null]}},
       {"text": "ok", "timestamp": 1764406860000.5, "userID": "me", "isLocalUser": true}]
      """#
    let value = try #require(parse(text))
    let fast = try ParsedJSONDecoder().decode([MLKitTextMessage].self, from: value)
    #expect(fast == (try JSONDecoder().decode([MLKitTextMessage].self, from: Data(text.utf8))))
  }

  @Test(arguments: [
    (#"{"n": 1.5}"#, "Int from a fraction"), (#"{"n": "1"}"#, "Int from a string"), (#"{"n": null}"#, "Int from null"),
    (#"{"n": 1}"#, "Float"), (#"{}"#, "missing key"),
  ])
  func throwsForMismatches(_ text: String, _ what: String) throws {
    struct Whole: Decodable { var n: Int }
    struct Single: Decodable { var n: Float }
    let value = try #require(parse(text))
    if what == "Float" {
      #expect(throws: (any Error).self) { try ParsedJSONDecoder().decode(Single.self, from: value) }
    } else {
      #expect(throws: (any Error).self) { try ParsedJSONDecoder().decode(Whole.self, from: value) }
    }
  }

  @Test(arguments: ["en-message-dinner", "ja-message-calendar", "en-mail-budget", "ja-mail-kickoff"])
  func documentsReadTheSameAsWithJSONDecoder(_ example: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/\(example).json")
    let data = try Data(contentsOf: url)
    let document = try ConversationDocument(json: data)
    switch document {
    case .mail(let context): #expect(context == (try JSONDecoder().decode(MailConversationContext.self, from: data)))
    case .message(let context):
      #expect(context == (try JSONDecoder().decode(MessageConversationContext.self, from: data)))
    case .conversation(let context):
      #expect(context == (try JSONDecoder().decode(ConversationContext.self, from: data)))
    }
  }

  @Test func errorsAreThoseOfTheSlowPath() {
    // Each gives the fast path up (a duplicate key, an Int that is a fraction); the errors name the path.
    #expect(throws: ContextDecodingError.invalid("[0]: duplicate key \"text\"; each key may appear only once")) {
      try ConversationDocument(
        json: Data(#"[{"text":"a","timestamp":1,"userID":"u","isLocalUser":false,"text":"b"}]"#.utf8))
    }
    #expect(throws: ContextDecodingError.self) {
      try ConversationDocument(json: Data(#"{"type":"message","schemaVersion":1.5,"entries":[]}"#.utf8))
    }
  }
}
