import SmartReplyModel

/// Why a trigger threshold could not be chosen.
package enum TriggerCalibrationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The generator has no model and response set for the language.
  case unsupportedLanguage(Language)
  /// No conversations were given.
  case noConversations
  /// No conversation got a shown suggestion matching one of its fitting replies, so every
  /// threshold scores the same: there is nothing to calibrate against.
  case noMatchingSuggestion(conversations: Int)

  /// What went wrong, for people.
  package var description: String {
    switch self {
    case .unsupportedLanguage(let language): "no model and response set for language '\(language)'"
    case .noConversations: "no conversations to calibrate on"
    case .noMatchingSuggestion(let count):
      "none of the \(count) conversations got a suggestion matching a fitting reply: nothing to calibrate against"
    }
  }
}
