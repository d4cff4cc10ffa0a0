import Foundation

/// The JSON of a suggestion result, as `smartreply suggest --json` prints it and
/// `POST /v1/suggestions` answers: `{"status", "reason", "language", "suggestions": [{"text",
/// "score", "intent"}], "actions", "diagnostics"}` and `"sensitiveTopic"` when one was found.
public enum SuggestionJSON {
  /// The result as a JSON object (for `JSONSerialization`).
  public static func object(_ result: SmartReplyResult) -> [String: Any] {
    var object: [String: Any] = [
      "status": result.status.rawValue, "reason": result.reason ?? NSNull(), "language": result.language ?? NSNull(),
      "suggestions": result.suggestions.map {
        ["text": $0.smartReply, "score": (Double($0.score) * 1000).rounded() / 1000, "intent": $0.intent]
          as [String: Any]
      },
    ]
    object["actions"] = result.actions.map(actionObject)
    object["diagnostics"] = result.diagnostics.map(DiagnosticJSON.object)
    if let topic = result.sensitiveTopic { object["sensitiveTopic"] = topic.rawValue }
    return object
  }

  /// The result as compact JSON with sorted keys.
  public static func data(_ result: SmartReplyResult) throws -> Data {
    try JSONSerialization.data(withJSONObject: object(result), options: [.sortedKeys, .withoutEscapingSlashes])
  }

  /// `{"type": "addEvent", "title", "start", "end", "allDay", "location", "entryIdentifier"}`.
  public static func actionObject(_ action: SuggestedAction) -> [String: Any] {
    switch action {
    case .addEvent(let event):
      [
        "type": action.type, "title": event.title, "start": event.startISO8601, "end": event.endISO8601,
        "allDay": event.isAllDay, "location": event.location ?? NSNull(), "entryIdentifier": event.entryIdentifier,
      ]
    }
  }
}
