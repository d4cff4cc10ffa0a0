import Foundation

extension RankProtocol {
  /// The answer to one request: its scores, or why there are none.
  package enum Answer: Sendable, Hashable, Encodable {
    /// One score per candidate, higher is better; `warning` says when the language was guessed.
    case scores(id: Identifier, scores: [Float], warning: String?)
    /// The request could not be answered.
    case failure(Failure)

    /// The request's id.
    package var id: Identifier {
      switch self {
      case .scores(let id, _, _): id
      case .failure(let failure): failure.id
      }
    }

    private enum CodingKeys: String, CodingKey {
      case id, scores, warning, error
    }

    /// Encodes `{"id", "scores"}` (and `"warning"`) or `{"id", "error"}`.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      switch self {
      case .scores(_, let scores, let warning):
        try container.encode(scores.map(Double.init), forKey: .scores)
        try container.encodeIfPresent(warning, forKey: .warning)
      case .failure(let failure):
        try container.encode(failure.message, forKey: .error)
      }
    }

    /// The answer as one line of the line protocol (compact, sorted keys); an answer that cannot
    /// be encoded (a score that is not a number) becomes an error that keeps the request's id.
    package var line: String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let unencodable = Failure(id: id, kind: .internalError, message: "internal: answer could not be encoded")
      for answer in [self, .failure(unencodable)] {
        if let data = try? encoder.encode(answer) { return String(decoding: data, as: UTF8.self) }
      }
      return #"{"error":"internal: answer could not be encoded","id":null}"#
    }
  }
}
