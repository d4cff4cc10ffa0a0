/// The features of the context tower's input, as separate bags so the tower can weigh them
/// differently: the newest turn, the other party's earlier turns, and the user's own earlier turns
/// (up to ``FeatureConfiguration/historyTurns`` earlier turns in all).
package struct ContextFeatures: Sendable, Hashable {
  /// How many bags the context tower reads.
  package static let bagCount = 3

  /// The bags, in the order newest, others' history, own history.
  package private(set) var bags: [[Int32]]

  /// Creates context features from the three bags.
  package init(newest: [Int32], otherHistory: [Int32], ownHistory: [Int32]) {
    bags = [newest, otherHistory, ownHistory]
  }

  /// Features of the newest turn.
  package var newest: [Int32] { bags[0] }

  /// Extracts the context features of `turns` (oldest first) with `extractor`.
  package init(turns: [ConversationTurn], extractor: FeatureExtractor) {
    self.init(analyzed: turns.map { (AnalyzedText($0.text), $0.isSelf) }, extractor: extractor)
  }

  /// Extracts the context features of already analysed turns (oldest first).
  package init(analyzed turns: [(text: AnalyzedText, isSelf: Bool)], extractor: FeatureExtractor) {
    guard let last = turns.last else {
      self.init(newest: [], otherHistory: [], ownHistory: [])
      return
    }
    var other = [Int32]()
    var own = [Int32]()
    for turn in turns.dropLast().suffix(extractor.configuration.historyTurns) {
      if turn.isSelf {
        own += extractor.features(of: turn.text, role: .historySelf)
      } else {
        other += extractor.features(of: turn.text, role: .historyOther)
      }
    }
    self.init(newest: extractor.features(of: last.text, role: .newest), otherHistory: other, ownHistory: own)
  }
}
