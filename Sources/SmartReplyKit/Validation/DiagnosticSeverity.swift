/// How much a diagnostic matters.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
  /// Something that makes generation impossible (UIKit cancels it silently).
  case error
  /// Something suspicious or adjusted automatically; suggestions may still appear.
  case warning
  /// Why there is nothing to suggest right now; not a mistake.
  case info

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .info: 2
    }
  }

  /// Errors sort first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
