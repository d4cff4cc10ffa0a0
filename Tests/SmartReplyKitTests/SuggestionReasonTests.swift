import Foundation
import Testing

@testable import SmartReplyKit

@Suite struct SuggestionReasonTests {
  @Test func everyReasonRoundTripsThroughItsCode() {
    let codes = SuggestionReason.allCases.map(\.rawValue)
    #expect(codes.count == ReasonCode.allCases.count + SmartReplyResult.TriggerReason.allCases.count)
    #expect(Set(codes).count == codes.count, "a trigger reason shares a code with a validation reason")
    for reason in SuggestionReason.allCases { #expect(SuggestionReason(rawValue: reason.rawValue) == reason) }
    #expect(SuggestionReason(rawValue: "junk-thread") == .validation(.junkThread))
    #expect(SuggestionReason(rawValue: "low-confidence") == .trigger(.lowConfidence))
    #expect(SuggestionReason(rawValue: "no-such-reason") == nil)
  }

  @Test func theJSONWritesTheCode() throws {
    var result = SmartReplyResult.empty(.noReply, .trigger(.lowConfidence), language: .japanese, diagnostics: [])
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(try JSONValueEncoder().bytes(result))) as? [String: Any])
    #expect(object["reason"] as? String == "low-confidence" && object["language"] as? String == "ja")
    result.reason = nil
    result.language = nil
    object = try #require(
      try JSONSerialization.jsonObject(with: Data(try JSONValueEncoder().bytes(result))) as? [String: Any])
    #expect(object["reason"] is NSNull && object["language"] is NSNull)
  }
}
