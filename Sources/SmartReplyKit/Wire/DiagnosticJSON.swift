import Foundation

/// The JSON of diagnostics, as `smartreply validate --json` prints them and the service answers:
/// `{"code", "severity", "path", "message", "fix"}` (messages never quote message text).
package enum DiagnosticJSON {
  /// One diagnostic as a JSON object.
  package static func object(_ diagnostic: Diagnostic) -> [String: Any] {
    [
      "code": diagnostic.code.rawValue, "severity": diagnostic.severity.rawValue, "path": diagnostic.path,
      "message": diagnostic.message, "fix": diagnostic.fix,
    ]
  }

  /// One diagnostic as a ``JSONValue``.
  package static func value(_ diagnostic: Diagnostic) -> JSONValue {
    .object([
      "code": .string(diagnostic.code.rawValue), "severity": .string(diagnostic.severity.rawValue),
      "path": .string(diagnostic.path), "message": .string(diagnostic.message), "fix": .string(diagnostic.fix),
    ])
  }

  /// What validating a document found: `{"type", "entries", "valid", "diagnostics"}`.
  package static func validation(of document: ConversationDocument) -> [String: Any] {
    let diagnostics = document.validate()
    return [
      "type": document.typeName, "entries": document.context.entries.count, "valid": !diagnostics.hasErrors,
      "diagnostics": diagnostics.map(object),
    ]
  }
}
