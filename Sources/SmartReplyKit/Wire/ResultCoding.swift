import Foundation

// The JSON of suggestion results, as `smartreply suggest --json` prints them and
// `POST /v1/suggestions` answers: `{"status", "reason", "language", "suggestions": [{"text",
// "score", "intent"}], "actions", "diagnostics"}` and `"sensitiveTopic"` when one was found.
// Encoders with sorted keys write it as it always was; decoding reads back what was written.

extension SmartReplyResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case status, reason, language, suggestions, actions, diagnostics, sensitiveTopic
  }

  /// Encodes the result; `reason` and `language` are written as null when absent.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(status, forKey: .status)
    try container.encode(reason, forKey: .reason)
    try container.encode(language, forKey: .language)
    try container.encode(suggestions, forKey: .suggestions)
    try container.encode(actions, forKey: .actions)
    try container.encode(diagnostics, forKey: .diagnostics)
    try container.encodeIfPresent(sensitiveTopic, forKey: .sensitiveTopic)
  }

  /// Decodes a result as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      status: try container.decode(Status.self, forKey: .status),
      reason: try container.decodeIfPresent(String.self, forKey: .reason),
      language: try container.decodeIfPresent(String.self, forKey: .language),
      suggestions: try container.decode([SmartReplySuggestion].self, forKey: .suggestions),
      sensitiveTopic: try container.decodeIfPresent(SensitiveTopic.self, forKey: .sensitiveTopic),
      diagnostics: try container.decode([Diagnostic].self, forKey: .diagnostics),
      actions: try container.decodeIfPresent([SuggestedAction].self, forKey: .actions) ?? [])
  }
}

extension SmartReplySuggestion: Codable {
  private enum CodingKeys: String, CodingKey {
    case text, score, intent
  }

  /// Encodes `{"text", "score", "intent"}`, the score to three decimals.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(smartReply, forKey: .text)
    try container.encode((Double(score) * 1000).rounded() / 1000, forKey: .score)
    try container.encode(intent, forKey: .intent)
  }

  /// Decodes a suggestion as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      smartReply: try container.decode(String.self, forKey: .text),
      score: Float(try container.decode(Double.self, forKey: .score)),
      intent: try container.decode(String.self, forKey: .intent))
  }
}

extension SuggestedAction: Codable {
  private enum CodingKeys: String, CodingKey {
    case type
  }

  /// Encodes the action's fields and its `"type"` (`"addEvent"`).
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .addEvent(let event): try event.encode(to: encoder)
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
  }

  /// Decodes an action by its `"type"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    guard type == "addEvent" else {
      throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "expected \"addEvent\"")
    }
    self = .addEvent(try CalendarEvent(from: decoder))
  }
}

extension CalendarEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, start, end, allDay, location, entryIdentifier
  }

  /// Encodes `{"title", "start", "end", "allDay", "location", "entryIdentifier"}`, the dates in
  /// ISO 8601 with the time zone's offset and `location` null when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(startISO8601, forKey: .start)
    try container.encode(endISO8601, forKey: .end)
    try container.encode(isAllDay, forKey: .allDay)
    try container.encode(location, forKey: .location)
    try container.encode(entryIdentifier, forKey: .entryIdentifier)
  }

  /// Decodes an event as ``encode(to:)`` writes it; its time zone is the fixed offset of `start`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func date(_ key: CodingKeys) throws -> (date: Date, offset: Int) {
      let text = try container.decode(String.self, forKey: key)
      guard let date = ISO8601Wire.parse(text), let offset = CalendarDateFormatting.offsetSeconds(ofISO8601: text)
      else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "expected an ISO-8601 date such as 2026-12-03T15:00:00+09:00")
      }
      return (date, offset)
    }
    let start = try date(.start)
    self.init(
      title: try container.decode(String.self, forKey: .title), start: start.date, end: try date(.end).date,
      isAllDay: try container.decode(Bool.self, forKey: .allDay),
      location: try container.decodeIfPresent(String.self, forKey: .location),
      entryIdentifier: try container.decode(String.self, forKey: .entryIdentifier),
      timeZone: TimeZone(secondsFromGMT: start.offset) ?? .gmt)
  }
}
