import Foundation
import SmartReplyModel

/// The ranking protocol of `smartreply rank` and `POST /v1/rank`: a request
/// `{"id", "lang", "context": [{"text", "self"}], "candidates": [...]}` is answered with
/// `{"id", "scores": [one number per candidate]}` (and `"warning"` when the language was guessed),
/// a bad one with a message that names the field, never its text.
package enum RankProtocol {
  /// Most candidates in one request.
  package static let maxCandidates = 10_000

  /// A request's `id`: a string or a number, echoed back; anything else is null.
  package enum Identifier: Sendable, Hashable {
    /// No usable id.
    case none
    /// A string id.
    case string(String)
    /// A whole-number id.
    case integer(Int)
    /// Another numeric id.
    case number(Double)

    /// The value for `JSONSerialization`.
    package var jsonValue: Any {
      switch self {
      case .none: NSNull()
      case .string(let text): text
      case .integer(let value): value
      case .number(let value): value
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
    /// The request's id, when it could be read.
    package var id: Identifier
    /// What is wrong.
    package var message: String
    /// Whether the bytes were not JSON at all (malformed or not UTF-8), rather than a JSON
    /// request with a wrong field.
    package var isMalformed: Bool
  }

  /// Parses a request from its JSON bytes.
  package static func parse(_ bytes: some Collection<UInt8>) -> Result<Request, Failure> {
    let data = Data(bytes)
    func malformed(_ message: String) -> Result<Request, Failure> {
      .failure(Failure(id: .none, message: message, isMalformed: true))
    }
    if let offset = ConversationDocument.firstInvalidUTF8Offset(data) {
      return malformed("invalid UTF-8 at byte \(offset); requests must be UTF-8")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else { return malformed("malformed JSON") }
    if let duplicate = JSONDuplicateKeys.first(in: data) {
      return .failure(Failure(id: .none, message: duplicate.description, isMalformed: false))
    }
    guard let request = object as? [String: Any] else {
      return .failure(Failure(id: .none, message: "the request must be a JSON object", isMalformed: false))
    }
    let id = Identifier(request["id"])
    func failure(_ message: String) -> Result<Request, Failure> {
      .failure(Failure(id: id, message: message, isMalformed: false))
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
      language = turns.last.map { AnalyzedText($0.text).isMostlyJapanese } == true ? .japanese : .english
      warning =
        "lang \(code.isEmpty ? "missing" : "not \(Language.codeList)"); scored with the \(language.rawValue) model"
    }
    return .success(Request(id: id, turns: turns, candidates: candidates, language: language, warning: warning))
  }

  /// The answer object: `{"id", "scores"}` and `"warning"` when there is one.
  package static func answer(_ request: Request, scores: [Float]) -> [String: Any] {
    var answer: [String: Any] = ["id": request.id.jsonValue, "scores": scores.map { Double($0) }]
    if let warning = request.warning { answer["warning"] = warning }
    return answer
  }

  /// The error object of the line protocol: `{"id", "error"}`.
  package static func errorObject(_ failure: Failure) -> [String: Any] {
    ["id": failure.id.jsonValue, "error": failure.message]
  }

  /// One compact JSON line; an answer that cannot be encoded (a score that is not a number)
  /// becomes an error that keeps the request's id.
  package static func encode(_ answer: [String: Any]) -> String {
    let failure = ["id": answer["id"] ?? NSNull(), "error": "internal: answer could not be encoded"]
    for object in [answer, failure, ["id": NSNull(), "error": "internal: answer could not be encoded"]]
    where JSONSerialization.isValidJSONObject(object) {
      if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
        return String(decoding: data, as: UTF8.self)
      }
    }
    return #"{"error":"internal: answer could not be encoded","id":null}"#
  }
}
