import SmartReplyModel

/// Finds the sensitive topic of a conversation's newest incoming messages: keyword rules
/// (``SensitiveTopic``) beside a learned classifier trained on authored examples, which catches
/// the indirect wording keywords miss ("everyone would be better off without me") and vetoes
/// keyword hits that are plainly idiom ("my phone died").
package struct SafetyDetector: Sendable {
  /// The classifier of the language, if one is bundled; its classes are `none` and topic names.
  let classifier: TextClassifier?
  /// The learned verdict's thresholds, stored in the classifier's provenance and chosen by
  /// cross-validation on the authored train and dev splits (`smartreply train-safety`).
  package let thresholds: Thresholds
  /// The topic of each classifier class, in class order (nil: `none` or a class this build does not know).
  let classTopics: [SensitiveTopic?]
  /// The index of the classifier's `none` class.
  let noneIndex: Int?

  /// Where the classifier's probabilities count as a topic.
  package struct Thresholds: Sendable, Hashable {
    /// The summed probability of the no-suggestion topics above which the likeliest of them is found.
    package var blockingAbove: Float
    /// The summed probability of the sympathy-only topics above which the likeliest of them is found.
    package var sympathyAbove: Float
    /// The probability of `none` from which a keyword hit of idiom-prone phrases is taken as idiom.
    package var idiomAbove: Float

    /// A set of thresholds.
    package init(blockingAbove: Float, sympathyAbove: Float, idiomAbove: Float) {
      self.blockingAbove = blockingAbove
      self.sympathyAbove = sympathyAbove
      self.idiomAbove = idiomAbove
    }
  }

  /// A detector with `classifier` (nil: keyword rules only); `thresholds` override its own.
  package init(classifier: TextClassifier?, thresholds: Thresholds? = nil) {
    self.classifier = classifier
    classTopics = classifier?.header.classes.map { SensitiveTopic(rawValue: $0) } ?? []
    noneIndex = classifier?.header.classes.firstIndex(of: "none")
    let stored = { (key: String, fallback: Float) in classifier?.header.provenance[key].flatMap(Float.init) ?? fallback
    }
    self.thresholds =
      thresholds
      ?? Thresholds(
        blockingAbove: stored("blockingAbove", 0.5), sympathyAbove: stored("sympathyAbove", 0.5),
        idiomAbove: stored("idiomAbove", 0.95))
  }

  /// The most serious topic among `texts` (the newest incoming messages), if any.
  package func topic(of texts: [String]) -> SensitiveTopic? {
    texts.compactMap(topic(of:)).min { $0.seriousness < $1.seriousness }
  }

  /// The same for messages already analysed (the pipeline analyses each turn once).
  func topic(of texts: [(text: String, analyzed: AnalyzedText)]) -> SensitiveTopic? {
    verdict(of: texts).topic
  }

  /// The most serious topic among messages already analysed, and whether a keyword of one of them
  /// was read as idiom: trouble told lightly ("the kids are getting bullied at school…",
  /// 「いじめられてるみたいで…」) is no topic, but no joke either.
  func verdict(of texts: [(text: String, analyzed: AnalyzedText)]) -> (topic: SensitiveTopic?, idiomOnly: Bool) {
    var (topic, idiomOnly): (SensitiveTopic?, Bool) = (nil, false)
    for (text, analyzed) in texts {
      let evidence = evidence(of: text, analyzed: analyzed)
      guard let found = decide(evidence) else {
        idiomOnly = idiomOnly || evidence.keyword != nil
        continue
      }
      if topic.map({ found.seriousness < $0.seriousness }) ?? true { topic = found }
    }
    return (topic, idiomOnly && topic == nil)
  }

  /// The topic of one message.
  package func topic(of text: String) -> SensitiveTopic? {
    decide(evidence(of: text))
  }

  /// The keyword topic and the classifier's grouped probabilities for `text`.
  package func evidence(of text: String) -> SafetyEvidence { evidence(of: text, analyzed: AnalyzedText(text)) }

  /// The same for `text` analysed as `analyzed` (read only by the classifier).
  func evidence(of text: String, analyzed: @autoclosure () -> AnalyzedText) -> SafetyEvidence {
    let hit = SensitiveTopic.keywordHit(in: text)
    guard let classifier else { return SafetyEvidence(keyword: hit?.topic, mayBeIdiom: hit?.isIdiomProne ?? false) }
    return SafetyEvidence(
      keyword: hit?.topic, mayBeIdiom: hit?.isIdiomProne ?? false, firmKeyword: hit?.firmTopic,
      probabilities: classifier.probabilities(of: analyzed()),
      topics: classTopics, noneIndex: noneIndex)
  }

  /// The verdict on `evidence` under ``thresholds``.
  package func decide(_ evidence: SafetyEvidence) -> SensitiveTopic? {
    guard classifier != nil else { return evidence.keyword }
    // The summed mass, not the likeliest class: a message torn between self-harm and violence is
    // still one that must get no chip.
    let learned =
      evidence.blocking.mass > thresholds.blockingAbove
      ? evidence.blocking.top : evidence.sympathy.mass > thresholds.sympathyAbove ? evidence.sympathy.top : nil
    guard let keyword = evidence.keyword else { return learned }
    if evidence.keywordMayBeIdiom, evidence.noneProbability >= thresholds.idiomAbove {
      return [evidence.firmKeyword, learned].compactMap { $0 }.min { $0.seriousness < $1.seriousness }
    }
    return [keyword, learned].compactMap { $0 }.min { $0.seriousness < $1.seriousness }
  }
}
