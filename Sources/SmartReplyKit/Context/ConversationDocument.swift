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

  /// Decodes a document from JSON bytes.
  /// Decodes a document from JSON bytes. Duplicate keys in an object are refused (decoders
  /// disagree on which value wins).
  public init(json data: Data) throws(ContextDecodingError) {
    guard data.count <= Self.maxFileSize else { throw .tooLarge(bytes: data.count, limit: Self.maxFileSize) }
    if TextEncodingHint.looksLikeUTF16(data) { throw .utf16 }
    if let offset = Self.firstInvalidUTF8Offset(data) { throw .invalidUTF8(byteOffset: offset) }
    let document = try Self.decode(data)
    if let duplicate = JSONDuplicateKeys.first(in: data) { throw .invalid(duplicate.description) }
    self = document
  }

  private static func decode(_ data: Data) throws(ContextDecodingError) -> ConversationDocument {
    let decoder = JSONDecoder()
    do {
      if Self.firstSignificantByte(data) == UInt8(ascii: "[") {
        let messages = try decoder.decode([MLKitTextMessage].self, from: data)
        return .message(try MLKitTextMessage.context(from: messages))
      }
      let header = try decoder.decode(DocumentHeader.self, from: data)
      switch header.type {
      case "mail": return .mail(try decoder.decode(MailConversationContext.self, from: data))
      case "message": return .message(try decoder.decode(MessageConversationContext.self, from: data))
      case "conversation": return .conversation(try decoder.decode(ConversationContext.self, from: data))
      default: throw ContextDecodingError.invalid("type: expected \"mail\", \"message\" or \"conversation\"")
      }
    } catch let error as ContextDecodingError {
      throw error
    } catch {
      throw .invalid(DecodingErrorDescription.describe(error))
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
