import Foundation

/// Any JSON key, for the hand-written coding that gives the wire format its defaults.
struct WireKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == WireKey {
  /// The value at `key`, or `defaultValue` when the key is absent or null.
  func value<T: Decodable>(_ key: String, default defaultValue: T) throws -> T {
    try decodeIfPresent(T.self, forKey: WireKey(key)) ?? defaultValue
  }

  /// A required value.
  func required<T: Decodable>(_ key: String) throws -> T {
    try decode(T.self, forKey: WireKey(key))
  }

  /// A required ISO-8601 date (with or without fractional seconds).
  func date(_ key: String) throws -> Date {
    let text = try decode(String.self, forKey: WireKey(key))
    if let date = ISO8601Wire.parse(text) { return date }
    throw DecodingError.dataCorruptedError(
      forKey: WireKey(key), in: self, debugDescription: "expected an ISO-8601 date such as 2026-11-29T09:30:00Z")
  }

  /// Checks the optional `"type"` and `"schemaVersion"` fields against what the decoded type is.
  func checkHeader(type expected: String) throws {
    if let type = try decodeIfPresent(String.self, forKey: WireKey("type")), type != expected {
      throw DecodingError.dataCorruptedError(
        forKey: WireKey("type"), in: self, debugDescription: "expected \"\(expected)\"")
    }
    if let version = try decodeIfPresent(Int.self, forKey: WireKey("schemaVersion")),
      version != ConversationDocument.schemaVersion
    {
      throw DecodingError.dataCorruptedError(
        forKey: WireKey("schemaVersion"), in: self,
        debugDescription: "schema version \(version) is not supported (expected \(ConversationDocument.schemaVersion))")
    }
  }
}

extension KeyedEncodingContainer where Key == WireKey {
  mutating func encode<T: Encodable>(_ value: T, _ key: String) throws {
    try encode(value, forKey: WireKey(key))
  }
}

/// ISO-8601 dates as the wire format writes and reads them.
enum ISO8601Wire {
  /// `2026-11-29T09:30:00Z`, `…:00.25Z`, `…:00+09:00`: nothing before or after, read to the
  /// millisecond (what ``format(_:)`` writes), so a context read, written and read again is the
  /// same context with its entries in the same order.
  static func parse(_ text: String) -> Date? {
    guard hasISO8601Shape(text) else { return nil }
    let date =
      wholeSecondsUTC(text)
      ?? (try? Date(text, strategy: .iso8601))
      ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    return date.map { Date(timeIntervalSince1970: ($0.timeIntervalSince1970 * 1_000).rounded() / 1_000) }
  }

  /// The commonest shape, `YYYY-MM-DDTHH:MM:SSZ` with every field in range, read directly from
  /// a text of ``hasISO8601Shape(_:)`` (a tenth of Foundation's cost; a test checks it gives
  /// Foundation's date); nil for any other text, which Foundation reads. Years from 1600 on: no
  /// calendar reform to mind.
  static func wholeSecondsUTC(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[19] == UInt8(ascii: "Z") else { return nil }
    func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] &- 0x30) } }
    let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
    let (hour, minute, second) = (number(11..<13), number(14..<16), number(17..<19))
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthDays = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard year >= 1600, (1...12).contains(month), (1...monthDays[month - 1]).contains(day), hour < 24, minute < 60,
      second < 60
    else { return nil }
    // Days since 1970-01-01 in the proleptic Gregorian calendar, years starting in March.
    let marchYear = month <= 2 ? year - 1 : year
    let (era, yearOfEra) = (marchYear / 400, marchYear % 400)
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
  }

  /// `YYYY-MM-DDTHH:MM:SS`, an optional fraction, then `Z` or `±HH:MM` (`±HHMM`): Foundation's
  /// parser stops at the first date it finds and would take trailing text along.
  static func hasISO8601Shape(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    func digits(_ range: Range<Int>) -> Bool {
      range.upperBound <= bytes.count && bytes[range].allSatisfy { (0x30...0x39).contains($0) }
    }
    func byte(_ index: Int, _ character: Character) -> Bool {
      index < bytes.count && bytes[index] == character.asciiValue
    }
    guard digits(0..<4), byte(4, "-"), digits(5..<7), byte(7, "-"), digits(8..<10), byte(10, "T"), digits(11..<13),
      byte(13, ":"), digits(14..<16), byte(16, ":"), digits(17..<19)
    else { return false }
    var index = 19
    if byte(index, ".") {
      index += 1
      let start = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      guard index > start else { return false }
    }
    if byte(index, "Z") { return index + 1 == bytes.count }
    guard byte(index, "+") || byte(index, "-"), digits(index + 1..<index + 3) else { return false }
    index += 3
    if byte(index, ":") { index += 1 }
    return digits(index..<index + 2) && index + 2 == bytes.count
  }

  /// Whole seconds as `2026-11-29T09:30:00Z`; a date with a fraction of a second keeps its
  /// milliseconds (`…:00.250Z`), so writing a context and reading it back keeps the order of
  /// entries sent within the same second (ML Kit timestamps are in milliseconds).
  static func format(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1_000).rounded()
    guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return date.formatted(.iso8601) }
    let whole = (milliseconds / 1_000).rounded(.down)
    let fraction = min(max(Int(milliseconds - whole * 1_000), 0), 999)
    let text = Date(timeIntervalSince1970: whole).formatted(.iso8601)
    guard fraction != 0, text.hasSuffix("Z") else { return text }
    let digits = String(fraction)
    return text.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
  }

}

/// The fields of `PersonNameComponents` the wire format carries, each optional.
struct WirePersonName: Codable, Hashable {
  var namePrefix: String?
  var givenName: String?
  var middleName: String?
  var familyName: String?
  var nameSuffix: String?
  var nickname: String?

  init(_ name: PersonNameComponents) {
    namePrefix = name.namePrefix
    givenName = name.givenName
    middleName = name.middleName
    familyName = name.familyName
    nameSuffix = name.nameSuffix
    nickname = name.nickname
  }

  var components: PersonNameComponents {
    var name = PersonNameComponents()
    name.namePrefix = namePrefix
    name.givenName = givenName
    name.middleName = middleName
    name.familyName = familyName
    name.nameSuffix = nameSuffix
    name.nickname = nickname
    return name
  }
}

extension ConversationEntryRepresentable {
  /// Reads the fields every entry carries (`text`, `senderIdentifier` and `sentDate` are
  /// required) and returns the container for the fields of its kind.
  @discardableResult
  mutating func decodeEntryFields(from decoder: any Decoder) throws -> KeyedDecodingContainer<WireKey> {
    let container = try decoder.container(keyedBy: WireKey.self)
    text = try container.required("text")
    senderIdentifier = try container.required("senderIdentifier")
    sentDate = try container.date("sentDate")
    // Absent: a new UUID (made only then: the decoders create entries without one).
    entryIdentifier = try container.value("entryIdentifier", default: nil) ?? UUID().uuidString
    replyThreadIdentifier = try container.value("replyThreadIdentifier", default: nil)
    primaryRecipientIdentifiers = try container.value("primaryRecipientIdentifiers", default: [])
    return container
  }

  /// Writes the fields every entry carries (sets sorted, dates in ISO 8601) and returns the
  /// container for the fields of its kind.
  @discardableResult
  func encodeEntryFields(to encoder: any Encoder) throws -> KeyedEncodingContainer<WireKey> {
    var container = encoder.container(keyedBy: WireKey.self)
    try container.encode(entryIdentifier, "entryIdentifier")
    try container.encode(senderIdentifier, "senderIdentifier")
    try container.encode(ISO8601Wire.format(sentDate), "sentDate")
    try container.encode(text, "text")
    try container.encode(primaryRecipientIdentifiers.sorted(), "primaryRecipientIdentifiers")
    if let replyThreadIdentifier { try container.encode(replyThreadIdentifier, "replyThreadIdentifier") }
    return container
  }
}

extension ConversationContextRepresentable {
  /// Checks the header against `type`, reads the fields every context carries, entries
  /// included (each defaults to empty, for the validator to explain), and returns the container
  /// for the fields of its kind.
  @discardableResult
  mutating func decodeContextFields(from decoder: any Decoder, type: String) throws -> KeyedDecodingContainer<WireKey> {
    let container = try decoder.container(keyedBy: WireKey.self)
    try container.checkHeader(type: type)
    threadIdentifier = try container.value("threadIdentifier", default: "")
    let names: [String: WirePersonName] = try container.value("participantNameByIdentifier", default: [:])
    participantNameByIdentifier = names.mapValues(\.components)
    selfIdentifiers = try container.value("selfIdentifiers", default: [])
    responsePrimaryRecipientIdentifiers = try container.value("responsePrimaryRecipientIdentifiers", default: [])
    entries = try container.value("entries", default: [])
    return container
  }

  /// Writes the `"schemaVersion"` and `"type"` header and the fields every context carries, and
  /// returns the container for the fields of its kind.
  @discardableResult
  func encodeContextFields(to encoder: any Encoder, type: String) throws -> KeyedEncodingContainer<WireKey> {
    var container = encoder.container(keyedBy: WireKey.self)
    try container.encode(ConversationDocument.schemaVersion, "schemaVersion")
    try container.encode(type, "type")
    try container.encode(threadIdentifier, "threadIdentifier")
    try container.encode(participantNameByIdentifier.mapValues(WirePersonName.init), "participantNameByIdentifier")
    try container.encode(selfIdentifiers.sorted(), "selfIdentifiers")
    try container.encode(responsePrimaryRecipientIdentifiers.sorted(), "responsePrimaryRecipientIdentifiers")
    try container.encode(entries, "entries")
    return container
  }
}
