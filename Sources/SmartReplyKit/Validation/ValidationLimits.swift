import SmartReplyModel

/// The limits Smart Reply reads contexts within.
public enum ValidationLimits {
  /// Characters read of each entry's text.
  public static let maxTextLength = 1_024
  /// Newest entries read of a conversation (``TurnLimits/preparedEntries``).
  public static let maxEntries = TurnLimits.preparedEntries
  /// Diagnostics of one reason listed before the rest are summarised.
  public static let maxDiagnosticsPerReason = 10
}
