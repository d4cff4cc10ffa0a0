/// Anything that turns a context into suggestions; ``SmartReplyGenerator`` is one, and tests or
/// apps can put a remote service or a slower model behind the same session.
public protocol SuggestionProvider: Sendable {
  /// Suggestions for `document`, or the reason there are none.
  func suggestions(for document: ConversationDocument, maxCount: Int) async -> SmartReplyResult
}

extension SmartReplyGenerator: SuggestionProvider {
  /// Suggestions for any kind of document.
  public func suggestions(for document: ConversationDocument, maxCount: Int) async -> SmartReplyResult {
    suggestions(for: document.context, maxCount: maxCount)
  }
}
