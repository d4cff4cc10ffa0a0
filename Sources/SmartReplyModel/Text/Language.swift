/// A language replies are suggested, ranked and drafted in.
///
/// The raw value is the ISO 639-1 code that files, JSON and command lines use (`"en"`, `"ja"`):
/// model headers, the `lang` of the rank protocol, `"language"` in suggestion results and
/// bundled file names such as `reply-ranker-en.srkm`.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  /// English.
  case english = "en"
  /// Japanese.
  case japanese = "ja"

  /// The ISO 639-1 code, as files and JSON write it.
  public var description: String { rawValue }

  /// The codes accepted where a language is named, for messages: `en or ja`.
  package static var codeList: String { ListPhrasing.or(allCases.map(\.rawValue)) }

  /// Decodes a code; another code is an error that lists the accepted ones.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    guard let language = Language(rawValue: try container.decode(String.self)) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected \(Language.codeList)")
    }
    self = language
  }
}
