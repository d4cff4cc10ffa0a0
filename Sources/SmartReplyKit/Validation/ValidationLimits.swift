import SmartReplyModel

/// The limits Smart Reply reads contexts within.
package enum ValidationLimits {
  /// Characters read of each entry's text.
  package static let maxTextLength = 1_024
  /// Newest entries read of a conversation (``TurnLimits/preparedEntries``).
  package static let maxEntries = TurnLimits.preparedEntries
  /// Diagnostics of one reason listed before the rest are summarised.
  package static let maxDiagnosticsPerReason = 10
}
