/// What the safety detector read in one message, before any threshold: the keyword rules' topic
/// and the classifier's probabilities grouped by what each topic allows. The trainer computes it
/// once per message and tries many thresholds on it.
package struct SafetyEvidence: Sendable, Hashable {
  /// One group of topics: their summed probability and the likeliest of them.
  package struct Group: Sendable, Hashable {
    /// The summed probability of the group's topics.
    package var mass: Float = 0
    /// The likeliest topic of the group, if any has probability above zero.
    package var top: SensitiveTopic?
    var topProbability: Float = 0

    mutating func add(_ topic: SensitiveTopic, _ probability: Float) {
      mass += probability
      if probability > topProbability { (top, topProbability) = (topic, probability) }
    }
  }

  /// The keyword rules' topic, if any.
  package var keyword: SensitiveTopic?
  /// Whether the keyword hit is made of idiom-prone phrases only, so the classifier may overrule it.
  package var keywordMayBeIdiom = false
  /// The most serious topic hit by a phrase that is not idiom-prone, which stands when the
  /// classifier overrules `keyword`.
  package var firmKeyword: SensitiveTopic?
  /// The classifier's probability of `none` (1 without a classifier).
  package var noneProbability: Float = 1
  /// The no-suggestion topics.
  package var blocking = Group()
  /// The sympathy-only topics.
  package var sympathy = Group()

  /// Evidence of the keyword rules alone.
  package init(keyword: SensitiveTopic?, mayBeIdiom: Bool = false, firmKeyword: SensitiveTopic? = nil) {
    self.keyword = keyword
    keywordMayBeIdiom = mayBeIdiom
    self.firmKeyword = mayBeIdiom ? firmKeyword : keyword
  }

  /// Evidence of the keyword rules and class `probabilities`: those of `topics` (nil for a class
  /// that is no topic) and `none` at `noneIndex`.
  init(
    keyword: SensitiveTopic?, mayBeIdiom: Bool, firmKeyword: SensitiveTopic?, probabilities: [Float],
    topics: [SensitiveTopic?], noneIndex: Int?
  ) {
    self.init(keyword: keyword, mayBeIdiom: mayBeIdiom, firmKeyword: firmKeyword)
    noneProbability = noneIndex.map { probabilities[$0] } ?? 0
    for (topic, probability) in zip(topics, probabilities) {
      guard let topic else { continue }
      if topic.allowsSympathy {
        sympathy.add(topic, probability)
      } else {
        blocking.add(topic, probability)
      }
    }
  }
}
