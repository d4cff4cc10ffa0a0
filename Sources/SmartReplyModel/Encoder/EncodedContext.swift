/// A conversation after the context tower, ready to score any number of replies.
public struct EncodedContext: Sendable, Hashable {
  /// The L2-normalised context vector.
  package var vector: [Float]
  /// Sorted lexical terms of the newest turn with their counts.
  package var newestTerms: [LexicalTermCount]
  /// Sorted lexical terms of the earlier turns with their counts.
  package var historyTerms: [LexicalTermCount]
  /// ``EchoKey``s of the turns the context was encoded from: a reply repeating one of them is an echo.
  package var turnKeys: [EchoKey]
}
