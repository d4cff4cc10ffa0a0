/// What validating a context document found, as `smartreply validate --json` prints it for each
/// file and `POST /v1/validate` answers: `{"type", "entries", "valid", "diagnostics"}`.
public struct ValidationReport: Sendable, Hashable, Codable {
  /// The document's `"type"` (`"mail"`, `"message"` or `"conversation"`).
  public var type: String
  /// How many entries the context has.
  public var entryCount: Int
  /// Whether no diagnostic is an error.
  public var isValid: Bool
  /// Every problem found, errors first.
  public var diagnostics: [Diagnostic]

  private enum CodingKeys: String, CodingKey {
    case type
    case entryCount = "entries"
    case isValid = "valid"
    case diagnostics
  }

  /// Validates `document`.
  public init(validating document: ConversationDocument) {
    let diagnostics = document.validate()
    type = document.typeName
    entryCount = document.context.entries.count
    isValid = !diagnostics.hasErrors
    self.diagnostics = diagnostics
  }
}
