import Foundation
import SmartReplyModel

/// The ranking protocol of `smartreply rank` and `POST /v1/rank`: a request
/// `{"id", "lang", "context": [{"text", "self"}], "candidates": [...]}` is answered with
/// `{"id", "scores": [one number per candidate]}` (and `"warning"` when the language was guessed),
/// a bad one with a message that names the field, never its text.
package enum RankProtocol {
  /// Most candidates in one request.
  package static let maxCandidates = 10_000
  /// Requests larger than this are answered with an error without being parsed.
  package static let maxRequestBytes = 8 * 1_048_576

  /// A request's `id`: a string or a number, echoed back; anything else is null.
  package enum Identifier: Sendable, Hashable, Encodable {
    /// No usable id.
    case none
    /// A string id.
    case string(String)
    /// A whole-number id.
    case integer(Int)
    /// Another numeric id.
    case number(Double)

    /// Encodes the id as it came: a string, a number, or null.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .none: try container.encodeNil()
      case .string(let text): try container.encode(text)
      case .integer(let value): try container.encode(value)
      case .number(let value): try container.encode(value)
      }
    }

    init(_ value: Any?) {
      switch value {
      case let text as String: self = .string(text)
      case let number as NSNumber:
        let double = number.doubleValue
        if let whole = Int(exactly: double) { self = .integer(whole) } else { self = .number(double) }
      default: self = .none
      }
    }
  }

  /// A parsed request.
  package struct Request: Sendable {
    /// The id to echo.
    package var id: Identifier
    /// The turns, oldest first.
    package var turns: [ConversationTurn]
    /// The replies to score.
    package var candidates: [String]
    /// The language to score in.
    package var language: Language
    /// Set when `lang` was missing or unknown and the language was guessed from the text.
    package var warning: String?
  }

  /// Why a request cannot be answered; `message` names the field and what was expected.
  package struct Failure: Error, Sendable, Hashable {
    /// What kind of failure it is.
    package enum Kind: Sendable, Hashable {
      /// The request is over ``RankProtocol/maxRequestBytes``.
      case tooLarge
      /// The bytes are not UTF-8.
      case invalidUTF8
      /// The bytes are not JSON.
      case malformedJSON
      /// A JSON request with a missing or wrong field.
      case invalidRequest
      /// The model of the request's language could not be loaded.
      case modelUnavailable
      /// The answer could not be encoded (a score that is not a number).
      case internalError
    }

    /// The request's id, when it could be read.
    package var id: Identifier
    /// What kind of failure it is.
    package var kind: Kind
    /// What is wrong.
    package var message: String

    /// A request of `bytes` bytes, over ``RankProtocol/maxRequestBytes``: refused unread.
    package static func tooLarge(bytes: Int) -> Failure {
      Failure(
        id: .none, kind: .tooLarge, message: "request of \(bytes) bytes is over the \(maxRequestBytes)-byte limit")
    }
  }

  /// Parses a request from its JSON bytes.
  package static func parse(_ bytes: some Collection<UInt8>) -> Result<Request, Failure> {
    let data = Data(bytes)
    if let offset = ConversationDocument.firstInvalidUTF8Offset(data) {
      return .failure(
        Failure(id: .none, kind: .invalidUTF8, message: "invalid UTF-8 at byte \(offset); requests must be UTF-8"))
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      return .failure(Failure(id: .none, kind: .malformedJSON, message: "malformed JSON"))
    }
    if let duplicate = JSONDuplicateKeys.first(in: data) {
      return .failure(Failure(id: .none, kind: .invalidRequest, message: duplicate.description))
    }
    guard let request = object as? [String: Any] else {
      return .failure(Failure(id: .none, kind: .invalidRequest, message: "the request must be a JSON object"))
    }
    let id = Identifier(request["id"])
    func failure(_ message: String) -> Result<Request, Failure> {
      .failure(Failure(id: id, kind: .invalidRequest, message: message))
    }
    guard let rawContext = request["context"] as? [Any] else { return failure("context: expected an array of turns") }
    var turns: [ConversationTurn] = []
    for (index, item) in rawContext.enumerated() {
      guard let turn = item as? [String: Any], let text = turn["text"] as? String else {
        return failure("context[\(index)].text: expected a string")
      }
      let isSelf = turn["self"] ?? false
      guard let flag = isSelf as? Bool else { return failure("context[\(index)].self: expected true or false") }
      turns.append(ConversationTurn(text: text, isSelf: flag))
    }
    guard let rawCandidates = request["candidates"] as? [Any] else {
      return failure("candidates: expected an array of strings")
    }
    guard rawCandidates.count <= maxCandidates else {
      return failure("candidates: \(rawCandidates.count) is over the limit of \(maxCandidates)")
    }
    var candidates: [String] = []
    for (index, item) in rawCandidates.enumerated() {
      guard let text = item as? String else { return failure("candidates[\(index)]: expected a string") }
      candidates.append(text)
    }
    var warning: String? = nil
    let code = request["lang"] as? String ?? ""
    let language: Language
    if let named = Language(rawValue: code) {
      language = named
    } else {
      language = guessedLanguage(turns)
      warning =
        "lang \(code.isEmpty ? "missing" : "not \(Language.codeList)"); scored with the \(language.rawValue) model"
    }
    return .success(Request(id: id, turns: turns, candidates: candidates, language: language, warning: warning))
  }

  /// The model language for a request without one: as ``LanguageDetector`` tells it.
  static func guessedLanguage(_ turns: [ConversationTurn]) -> Language {
    LanguageDetector.modelLanguage(
      turns.map { PreparedConversation.Turn(text: $0.text, senderIdentifier: "", isFromSelf: $0.isSelf, isText: true) })
  }
}
