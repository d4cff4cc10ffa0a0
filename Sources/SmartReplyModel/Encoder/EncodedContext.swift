/// A conversation after the context tower, ready to score any number of replies.
public struct EncodedContext: Sendable, Hashable {
  /// The L2-normalised context vector.
  public var vector: [Float]
  /// Sorted lexical query terms with weights (the newest turn counts most).
  public var queryTerms: [LexicalTermCount]
}
