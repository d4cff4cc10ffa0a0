import Foundation

// The JSON wire format of contexts and entries: camelCase keys, ISO-8601 dates, enums as their
// case names, `"type"` and `"schemaVersion"` on every context. Fields the validator can explain
// (thread id, names, recipients) default to empty rather than failing to decode.

extension ConversationContext {
  /// Decodes a context; `"type"`, if present, must be `"conversation"`.
  public init(from decoder: any Decoder) throws {
    self.init()
    try decodeContextFields(from: decoder, type: "conversation")
  }

  /// Encodes the context in the wire format.
  public func encode(to encoder: any Encoder) throws { try encodeContextFields(to: encoder, type: "conversation") }
}

extension ConversationContext.Entry {
  /// Decodes an entry; `text`, `senderIdentifier` and `sentDate` are required.
  public init(from decoder: any Decoder) throws {
    self.init(entryIdentifier: "")  // set from the JSON, or a new UUID when it has none
    try decodeEntryFields(from: decoder)
  }

  /// Encodes the entry in the wire format.
  public func encode(to encoder: any Encoder) throws { try encodeEntryFields(to: encoder) }
}

extension MailConversationContext {
  /// Decodes a mail context; `"type"`, if present, must be `"mail"`.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decodeContextFields(from: decoder, type: "mail")
    responseSubject = try container.value("responseSubject", default: "")
    responseHasCustomSignature = try container.value("responseHasCustomSignature", default: false)
    responseSecondaryRecipientIdentifiers = try container.value("responseSecondaryRecipientIdentifiers", default: [])
  }

  /// Encodes the context in the wire format.
  public func encode(to encoder: any Encoder) throws {
    var container = try encodeContextFields(to: encoder, type: "mail")
    try container.encode(responseSubject, "responseSubject")
    try container.encode(responseHasCustomSignature, "responseHasCustomSignature")
    try container.encode(responseSecondaryRecipientIdentifiers.sorted(), "responseSecondaryRecipientIdentifiers")
  }
}

extension MailConversationContext.MailEntry {
  /// Decodes an email entry; `kind` defaults to `none`.
  public init(from decoder: any Decoder) throws {
    self.init(entryIdentifier: "")  // set from the JSON, or a new UUID when it has none
    let container = try decodeEntryFields(from: decoder)
    kind = try container.value("kind", default: .none)
    responseSecondaryRecipientIdentifiers = try container.value("responseSecondaryRecipientIdentifiers", default: [])
  }

  /// Encodes the entry in the wire format.
  public func encode(to encoder: any Encoder) throws {
    var container = try encodeEntryFields(to: encoder)
    try container.encode(kind, "kind")
    try container.encode(responseSecondaryRecipientIdentifiers.sorted(), "responseSecondaryRecipientIdentifiers")
  }
}

extension MessageConversationContext {
  /// Decodes a message context; `"type"`, if present, must be `"message"`.
  public init(from decoder: any Decoder) throws {
    self.init()
    isJunk = try decodeContextFields(from: decoder, type: "message").value("isJunk", default: false)
  }

  /// Encodes the context in the wire format.
  public func encode(to encoder: any Encoder) throws {
    var container = try encodeContextFields(to: encoder, type: "message")
    try container.encode(isJunk, "isJunk")
  }
}

extension MessageConversationContext.MessageEntry {
  /// Decodes a message entry; `dataKind` defaults to `text`, `wasSentBySelf` to false.
  public init(from decoder: any Decoder) throws {
    self.init(entryIdentifier: "")  // set from the JSON, or a new UUID when it has none
    let container = try decodeEntryFields(from: decoder)
    dataKind = try container.value("dataKind", default: .text)
    wasSentBySelf = try container.value("wasSentBySelf", default: false)
  }

  /// Encodes the entry in the wire format.
  public func encode(to encoder: any Encoder) throws {
    var container = try encodeEntryFields(to: encoder)
    try container.encode(dataKind, "dataKind")
    try container.encode(wasSentBySelf, "wasSentBySelf")
  }
}

/// Enums on the wire are their case names; an unknown name lists the valid ones.
protocol WireEnum: RawRepresentable<String>, CaseIterable, Decodable {}

extension WireEnum {
  /// Decodes a case name; an unknown name fails listing the valid ones.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Self(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected one of " + Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
    }
    self = value
  }
}

extension MailConversationContext.MailEntry.Kind: WireEnum {}
extension MessageConversationContext.MessageEntry.DataKind: WireEnum {}
