/// What the text field looks like right now; the session suggests only into an empty, plain field.
public struct TextInputState: Sendable, Hashable {
  /// The field's text.
  public var text: String
  /// Whether an input method is composing (marked text, as in Japanese kana-kanji conversion).
  public var hasMarkedText: Bool
  /// Whether some text is selected.
  public var hasSelection: Bool
  /// Whether the field hides its text (passwords).
  public var isSecureTextEntry: Bool

  /// Creates a field state.
  public init(
    text: String = "", hasMarkedText: Bool = false, hasSelection: Bool = false, isSecureTextEntry: Bool = false
  ) {
    self.text = text
    self.hasMarkedText = hasMarkedText
    self.hasSelection = hasSelection
    self.isSecureTextEntry = isSecureTextEntry
  }

  /// Whether the field is empty once whitespace and control characters are ignored.
  package var isEffectivelyEmpty: Bool {
    text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || TextSanitizer.isDisallowed($0) || $0.value < 0x20 }
  }
}
