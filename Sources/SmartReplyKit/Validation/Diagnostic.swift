/// One problem found in a context: what, where, how bad, and how to fix it. Messages never
/// quote message text.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The stable reason.
  public var code: ReasonCode
  /// How much it matters (always `code.severity`).
  public var severity: DiagnosticSeverity
  /// The field, e.g. `entries[3].senderIdentifier`.
  public var path: String
  /// What is wrong.
  public var message: String
  /// How to fix it.
  public var fix: String

  /// Creates a diagnostic for `code` at `path`.
  package init(_ code: ReasonCode, path: String, message: String) {
    self.code = code
    severity = code.severity
    self.path = path
    self.message = message
    fix = code.fix
  }

  /// `error empty-thread-identifier at threadIdentifier: ...`
  public var description: String { "\(severity.rawValue) \(code.rawValue) at \(path): \(message)" }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// The first reason there can be no suggestion (an error, else an info), if any.
  package var blockingReason: ReasonCode? {
    (first { $0.severity == .error } ?? first { $0.severity == .info && $0.code != .tooManyEntries })?.code
  }
}
