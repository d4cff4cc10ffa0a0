/// The limits Smart Reply reads contexts within.
public enum ValidationLimits {
  /// Characters read of each entry's text.
  public static let maxTextLength = 1_024
  /// Newest entries read of a conversation.
  public static let maxEntries = 16
  /// Diagnostics of one reason listed before the rest are summarised.
  public static let maxDiagnosticsPerReason = 10
}
