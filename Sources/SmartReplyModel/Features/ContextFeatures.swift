/// The features of a conversation's context tower input: the newest turn on its own, and the
/// turns before it pooled into one bag with each turn's author marked.
public struct ContextFeatures: Sendable, Hashable {
  /// Features of the newest turn.
  public var newest: [Int32]
  /// Features of up to ``FeatureConfiguration/historyTurns`` turns before it.
  public var history: [Int32]

  /// Creates context features from their two bags.
  public init(newest: [Int32], history: [Int32]) {
    self.newest = newest
    self.history = history
  }

  /// Extracts the context features of `turns` (oldest first) with `extractor`.
  public init(turns: [ConversationTurn], extractor: FeatureExtractor) {
    self.init(analyzed: turns.map { (AnalyzedText($0.text), $0.isSelf) }, extractor: extractor)
  }

  /// Extracts the context features of already analysed turns (oldest first).
  public init(analyzed turns: [(text: AnalyzedText, isSelf: Bool)], extractor: FeatureExtractor) {
    guard let last = turns.last else {
      self.init(newest: [], history: [])
      return
    }
    let newest = extractor.features(of: last.text, role: .newest)
    var history = [Int32]()
    for turn in turns.dropLast().suffix(extractor.configuration.historyTurns) {
      history += extractor.features(of: turn.text, role: turn.isSelf ? .historySelf : .historyOther)
    }
    self.init(newest: newest, history: history)
  }
}
