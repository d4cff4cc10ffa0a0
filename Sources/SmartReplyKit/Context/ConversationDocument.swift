import Foundation
import SmartReplyModel

/// A context read from JSON: our wire format (`"type": "mail" | "message" | "conversation"`) or
/// ML Kit's message list, which becomes a message context.
public enum ConversationDocument: Sendable, Hashable {
  /// An email thread.
  case mail(MailConversationContext)
  /// A messaging thread.
  case message(MessageConversationContext)
  /// A generic conversation.
  case conversation(ConversationContext)

  /// The wire format's version.
  public static let schemaVersion = 1
  /// Files larger than this are refused before they are read.
  package static let maxFileSize = 16 * 1_048_576

  /// The context, whatever its kind.
  public var context: any ConversationContextRepresentable {
    switch self {
    case .mail(let context): context
    case .message(let context): context
    case .conversation(let context): context
    }
  }

  /// The `"type"` value of the document's kind.
  package var typeName: String {
    switch self {
    case .mail: "mail"
    case .message: "message"
    case .conversation: "conversation"
    }
  }

  /// Decodes a document from JSON bytes. Duplicate keys in an object are refused (decoders
  /// disagree on which value wins).
  public init(json data: Data) throws(ContextDecodingError) {
    guard data.count <= Self.maxFileSize else { throw .tooLarge(bytes: data.count, limit: Self.maxFileSize) }
    if TextEncodingHint.looksLikeUTF16(data) { throw .utf16 }
    if !Self.isUTF8(data), let offset = Self.firstInvalidUTF8Offset(data) { throw .invalidUTF8(byteOffset: offset) }
    if let document = try Self.decodeParsed(data) {
      self = document
      return
    }
    let document = try Self.decode(data)
    if let duplicate = JSONDuplicateKeys.first(in: data) { throw .invalid(duplicate.description) }
    self = document
  }

  /// The fast path, for what is served per request: the bytes parsed strictly (nil when that
  /// gives up: malformed, duplicate keys, ...) and decoded from the parsed value (nil when the
  /// decoder gives up), each nil leaving the document to ``decode(_:)``, whose errors say what
  /// is wrong. The errors of converting a decoded document are the same either way.
  private static func decodeParsed(_ data: Data) throws(ContextDecodingError) -> ConversationDocument? {
    guard let value = data.withUnsafeBytes({ ParsedJSON.parse($0.bindMemory(to: UInt8.self)) }) else {
      return nil
    }
    do {
      if case .array = value { return try document(list: true, ParsedBytes(value: value)) }
      return try document(list: false, ParsedBytes(value: value))
    } catch let error as ContextDecodingError {
      throw error
    } catch {
      return nil
    }
  }

  private static func decode(_ data: Data) throws(ContextDecodingError) -> ConversationDocument {
    do {
      return try document(list: Self.firstSignificantByte(data) == UInt8(ascii: "["), JSONBytes(data: data))
    } catch let error as ContextDecodingError {
      throw error
    } catch {
      throw .invalid(DecodingErrorDescription.describe(error))
    }
  }

  /// The document `decode` reads: ML Kit's list, or a context of the kind its header names.
  private static func document(list: Bool, _ json: some DocumentJSON) throws -> ConversationDocument {
    if list { return .message(try MLKitTextMessage.context(from: json.decode([MLKitTextMessage].self))) }
    switch try json.decode(DocumentHeader.self).type {
    case "mail": return .mail(try json.decode(MailConversationContext.self))
    case "message": return .message(try json.decode(MessageConversationContext.self))
    case "conversation": return .conversation(try json.decode(ConversationContext.self))
    default: throw ContextDecodingError.invalid("type: expected \"mail\", \"message\" or \"conversation\"")
    }
  }

  /// Reads and decodes a file, refusing files over ``maxFileSize`` before reading them.
  public init(contentsOf url: URL) throws(ContextDecodingError) {
    let bytes: [UInt8]
    do {
      bytes = try FileReading.read(url, limit: Self.maxFileSize)
    } catch {
      if error.problem.hasPrefix("file of ") {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        throw .tooLarge(bytes: size, limit: Self.maxFileSize)
      }
      throw .unreadable(error.problem)
    }
    try self.init(json: Data(bytes))
  }

  /// Encodes the document in the wire format (sorted keys, pretty-printed).
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(context)
  }

  /// A document's JSON, parsed or not, that types decode from.
  private protocol DocumentJSON {
    func decode<T: Decodable>(_ type: T.Type) throws -> T
  }

  private struct ParsedBytes: DocumentJSON {
    let value: ParsedJSON
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try ParsedJSONDecoder().decode(type, from: value) }
  }

  private struct JSONBytes: DocumentJSON {
    let data: Data
    let decoder = JSONDecoder()
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type, from: data) }
  }

  private struct DocumentHeader: Decodable {
    var type: String
    var schemaVersion: Int

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: WireKey.self)
      schemaVersion = try container.required("schemaVersion")
      type = try container.required("type")
      try container.checkHeader(type: type)
    }
  }

  private static func firstSignificantByte(_ data: Data) -> UInt8? {
    data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
  }

  /// Whether `data` is UTF-8 (the standard library's check, much faster than finding where
  /// it is not).
  private static func isUTF8(_ data: Data) -> Bool {
    data.withUnsafeBytes { String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) != nil }
  }

  /// The offset of the first byte that is not valid UTF-8, or nil.
  package static func firstInvalidUTF8Offset(_ data: Data) -> Int? {
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var valid = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        valid = offset
      case .emptyInput: return nil
      case .error: return valid
      }
    }
  }
}

/// Why a context document could not be read. Messages name the JSON path and what was expected;
/// they never quote message text.
public enum ContextDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(String)
  /// The file is larger than the limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The bytes are not UTF-8.
  case invalidUTF8(byteOffset: Int)
  /// The bytes look like UTF-16 text.
  case utf16
  /// The JSON is malformed or does not match the schema.
  case invalid(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unreadable(let reason): reason
    case .tooLarge(let bytes, let limit):
      "file of \(bytes) bytes is larger than the \(limit)-byte limit; refused unread"
    case .invalidUTF8(let offset): "invalid UTF-8 at byte \(offset); contexts must be UTF-8 JSON"
    case .utf16: "the file looks like UTF-16; save it as UTF-8 (contexts must be UTF-8 JSON)"
    case .invalid(let detail): detail
    }
  }
}
