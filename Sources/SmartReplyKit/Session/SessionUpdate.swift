/// What a session tells its UI.
public enum SessionUpdate: Sendable, Hashable {
  /// Show these suggestions (empty: hide the chips); the result says why when there are none.
  case suggestions(SmartReplyResult)
  /// No request was made now, and why.
  case suppressed(SuppressionReason)
  /// A request took longer than the session's timeout; nothing is shown.
  case timedOut
}

/// Why the session did not ask for suggestions.
public enum SuppressionReason: Sendable, Hashable {
  /// No editing session is active (``SmartReplyInputSession/beginEditing(_:)`` not called, or ended).
  case notEditing
  /// No conversation context was set.
  case noContext
  /// The field has text in it.
  case fieldNotEmpty
  /// An input method is composing text.
  case markedText
  /// Text is selected.
  case selection
  /// The field is a secure (password) field.
  case secureTextEntry
  /// The newest entry is the user's own.
  case newestEntryFromSelf
  /// The context has errors; here they are.
  case invalidContext([Diagnostic])
}

extension SuppressionReason {
  /// Whether the reason is the text field's state (text typed, marked text, a selection, a secure
  /// field) rather than the conversation: suggestions already shown are only hidden, and stay
  /// right for when the field is empty again.
  package var isAboutTextInput: Bool {
    switch self {
    case .fieldNotEmpty, .markedText, .selection, .secureTextEntry: true
    case .notEditing, .noContext, .newestEntryFromSelf, .invalidContext: false
    }
  }
}
