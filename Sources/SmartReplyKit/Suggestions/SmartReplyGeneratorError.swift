import SmartReplyModel

/// Why a generator cannot be made or changed as asked. Compare with the static members:
///
/// ```swift
/// do {
///   generator = try generator.replacingResponseSet(with: set)
/// } catch SmartReplyGeneratorError.unsupportedLanguage(set.language) {
///   // the generator has no model for this language
/// }
/// ```
public struct SmartReplyGeneratorError: Error, Sendable, Hashable, CustomStringConvertible {
  private enum Code: Sendable, Hashable {
    case noModel
    case unsupportedLanguage
  }

  private let code: Code
  /// The language concerned.
  public let language: Language

  private init(_ code: Code, _ language: Language) {
    self.code = code
    self.language = language
  }

  /// A response set was given for a language that none of the models is for.
  public static func noModel(for language: Language) -> SmartReplyGeneratorError { Self(.noModel, language) }

  /// The generator has no model and response set for the language.
  public static func unsupportedLanguage(_ language: Language) -> SmartReplyGeneratorError {
    Self(.unsupportedLanguage, language)
  }

  /// Matches an error against one of the static members in a `catch` or `case` pattern.
  public static func ~= (pattern: SmartReplyGeneratorError, value: any Error) -> Bool {
    (value as? SmartReplyGeneratorError) == pattern
  }

  /// A one-line explanation.
  public var description: String {
    switch code {
    case .noModel: "the \(language) response set has no \(language) model to rank it"
    case .unsupportedLanguage: "the generator has no \(language) model and response set"
    }
  }
}
