import Foundation

/// The JSON of a suggestion result, as `smartreply suggest --json` prints it and
/// `POST /v1/suggestions` answers: `{"status", "reason", "language", "suggestions": [{"text",
/// "score", "intent"}], "actions", "diagnostics"}` and `"sensitiveTopic"` when one was found.
package enum SuggestionJSON {
  /// The result as a JSON value.
  package static func value(_ result: SmartReplyResult) -> JSONValue {
    var object: [String: JSONValue] = [
      "status": .string(result.status.rawValue), "reason": .string(result.reason?.rawValue),
      "language": .string(result.language?.rawValue),
      "suggestions": .array(
        result.suggestions.map {
          .object([
            "text": .string($0.smartReply), "score": .number((Double($0.score) * 1000).rounded() / 1000),
            "intent": .string($0.intent?.rawValue ?? ""),
          ])
        }),
      "actions": .array(result.actions.map(actionValue)),
      "diagnostics": .array(result.diagnostics.map(DiagnosticJSON.value)),
    ]
    if let topic = result.sensitiveTopic { object["sensitiveTopic"] = .string(topic.rawValue) }
    return .object(object)
  }

  /// The result as compact JSON with sorted keys.
  package static func data(_ result: SmartReplyResult) -> Data { Data(value(result).bytes) }

  /// `{"type": "addEvent", "title", "start", "end", "allDay", "location", "entryIdentifier"}`.
  package static func actionValue(_ action: SuggestedAction) -> JSONValue {
    switch action {
    case .addEvent(let event):
      .object([
        "type": .string(action.type), "title": .string(event.title), "start": .string(event.startISO8601),
        "end": .string(event.endISO8601), "allDay": .bool(event.isAllDay), "location": .string(event.location),
        "entryIdentifier": .string(event.entryIdentifier),
      ])
    }
  }
}
