/// Why a request for suggestions produced none: the context's own ``ReasonCode`` (an error, or
/// info such as the user's message being the newest), or a ``SmartReplyResult/TriggerReason`` of
/// the pipeline (another language, a sensitive topic, low confidence, …).
///
/// The raw value is the stable code logs, metrics and JSON use (`last-entry-from-self`,
/// `low-confidence`); the two sets of codes do not overlap.
public enum SuggestionReason: Sendable, Hashable, RawRepresentable, CaseIterable, CustomStringConvertible {
  /// The context's diagnostics stop suggestions.
  case validation(ReasonCode)
  /// The pipeline found nothing to show.
  case trigger(SmartReplyResult.TriggerReason)

  /// The reason of a stable code, or nil for an unknown one.
  public init?(rawValue: String) {
    if let code = ReasonCode(rawValue: rawValue) {
      self = .validation(code)
    } else if let reason = SmartReplyResult.TriggerReason(rawValue: rawValue) {
      self = .trigger(reason)
    } else {
      return nil
    }
  }

  /// The stable code (`low-confidence`).
  public var rawValue: String {
    switch self {
    case .validation(let code): code.rawValue
    case .trigger(let reason): reason.rawValue
    }
  }

  /// The stable code.
  public var description: String { rawValue }

  /// Every reason, validation codes first.
  public static var allCases: [SuggestionReason] {
    ReasonCode.allCases.map(Self.validation) + SmartReplyResult.TriggerReason.allCases.map(Self.trigger)
  }
}
