import Foundation

// The JSON of suggestion results, as `smartreply suggest --json` prints them and
// `POST /v1/suggestions` answers: `{"status", "reason", "language", "suggestions": [{"text",
// "score", "intent"}], "actions", "diagnostics"}` and `"sensitiveTopic"` when one was found.
// Encoders with sorted keys write it as it always was; decoding reads back what was written.

extension SmartReplyResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case status, reason, language, suggestions, actions, diagnostics, sensitiveTopic
  }

  /// The result's JSON, built directly, its members in key order (it is built for every served
  /// suggestion, and an `Encoder` costs several times more); `reason` and `language` are null
  /// when absent.
  package func jsonValue() throws -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("actions", actions.isEmpty ? .array([]) : try JSONValueEncoder().encode(actions)),
      .init("diagnostics", diagnostics.isEmpty ? .array([]) : try JSONValueEncoder().encode(diagnostics)),
      .init("language", .string(language?.rawValue)), .init("reason", .string(reason?.rawValue)),
    ]
    members.reserveCapacity(7)
    if let sensitiveTopic { members.append(.init("sensitiveTopic", try JSONValueEncoder().encode(sensitiveTopic))) }
    members.append(.init("status", .string(status.rawValue)))
    members.append(.init("suggestions", .array(try suggestions.map { try $0.jsonValue() })))
    return .sortedObject(members)
  }

  /// Encodes ``jsonValue()``.
  public func encode(to encoder: any Encoder) throws { try jsonValue().encode(to: encoder) }

  /// Decodes a result as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    let field = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      status: try field(.status), reason: try field.ifPresent(.reason).flatMap(SuggestionReason.init(rawValue:)),
      language: try field.ifPresent(.language),
      suggestions: try field(.suggestions), sensitiveTopic: try field.ifPresent(.sensitiveTopic),
      diagnostics: try field(.diagnostics), actions: try field.ifPresent(.actions) ?? [])
  }
}

extension SmartReplySuggestion: Codable {
  private enum CodingKeys: String, CodingKey {
    case text, score, intent
  }

  /// `{"text", "score", "intent"}`, the score to three decimals and the intent empty for a reply
  /// made by hand (polarity and act are not on the wire).
  /// A score that is not finite fails, as it does in `JSONEncoder`.
  package func jsonValue() throws -> JSONValue {
    guard score.isFinite else {
      throw EncodingError.invalidValue(
        score, EncodingError.Context(codingPath: [CodingKeys.score], debugDescription: "a number that is not finite"))
    }
    return .sortedObject([
      .init("intent", .string(intent?.rawValue ?? "")),
      .init("score", .number((Double(score) * 1000).rounded() / 1000)),
      .init("text", .string(smartReply)),
    ])
  }

  /// Encodes ``jsonValue()``.
  public func encode(to encoder: any Encoder) throws { try jsonValue().encode(to: encoder) }

  /// Decodes a suggestion as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    let field = try decoder.container(keyedBy: CodingKeys.self)
    let intent: String = try field(.intent)
    self.init(
      smartReply: try field(.text), score: Float(try field(.score) as Double),
      intent: intent.isEmpty ? nil : ReplyIntent(intent))
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
    guard try container(.type) as String == "addEvent" else {
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
    try container.encode([
      .title: title, .start: startISO8601, .end: endISO8601, .allDay: isAllDay, .location: location,
      .entryIdentifier: entryIdentifier,
    ])
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
      title: try container(.title), start: start.date, end: try date(.end).date, isAllDay: try container(.allDay),
      location: try container.ifPresent(.location), entryIdentifier: try container(.entryIdentifier),
      timeZone: TimeZone(secondsFromGMT: start.offset) ?? .gmt)
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`.
  fileprivate func callAsFunction<Value: Decodable>(_ key: Key) throws -> Value { try decode(Value.self, forKey: key) }

  /// The value at `key`, or nil when it is absent or null.
  fileprivate func ifPresent<Value: Decodable>(_ key: Key) throws -> Value? {
    try decodeIfPresent(Value.self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Encodes each value at its key, an absent optional as null.
  mutating func encode(_ members: KeyValuePairs<Key, any Encodable>) throws {
    for (key, value) in members { try encode(value, forKey: key) }
  }
}
