import SmartReplyModel

/// Finds the sensitive topic of a conversation's newest incoming messages: keyword rules
/// (``SensitiveTopic``) beside a learned classifier trained on authored examples, which catches
/// the indirect wording keywords miss ("everyone would be better off without me") and vetoes
/// keyword hits that are plainly idiom ("my phone died").
package struct SafetyDetector: Sendable {
  /// The classifier of the language, if one is bundled; its classes are `none` and topic names.
  let classifier: TextClassifier?
  /// Probability of `none` under which the classifier's likeliest topic counts; stored in the
  /// classifier's provenance (`noneBelow`), chosen on the authored dev split.
  let noneBelow: Float
  /// Probability of `none` from which a keyword hit of a milder topic is taken as idiom.
  static let vetoThreshold: Float = 0.95

  /// A detector with `classifier` (nil: keyword rules only); `noneBelow` overrides its threshold.
  package init(classifier: TextClassifier?, noneBelow: Float? = nil) {
    self.classifier = classifier
    self.noneBelow = noneBelow ?? classifier?.header.provenance["noneBelow"].flatMap(Float.init) ?? 0.5
  }
  /// Keyword topics whose words are common in idiom ("my phone died", "this traffic is killing
  /// me"); hits of the others are never vetoed: a wrong silence costs little, a wrong chip a lot.
  static let idiomProneTopics: Set<SensitiveTopic> = [.grief, .illness, .violence]

  /// The most serious topic among `texts` (the newest incoming messages), if any.
  package func topic(of texts: [String]) -> SensitiveTopic? {
    texts.compactMap(topic(of:)).min { $0.seriousness < $1.seriousness }
  }

  /// The same for messages already analysed (the pipeline analyses each turn once).
  func topic(of texts: [(text: String, analyzed: AnalyzedText)]) -> SensitiveTopic? {
    texts.compactMap { topic(of: $0.text, analyzed: $0.analyzed) }.min { $0.seriousness < $1.seriousness }
  }

  /// The topic of one message.
  package func topic(of text: String) -> SensitiveTopic? { topic(of: text, analyzed: AnalyzedText(text)) }

  /// The topic of one message, analysed as `analyzed` (read only by the classifier).
  func topic(of text: String, analyzed: @autoclosure () -> AnalyzedText) -> SensitiveTopic? {
    let keyword = SensitiveTopic.detect(in: text)
    guard let classifier else { return keyword }
    let probabilities = classifier.probabilities(of: analyzed())
    var learned: (topic: SensitiveTopic, probability: Float)? = nil
    var noneProbability: Float = 0
    for (index, name) in classifier.header.classes.enumerated() {
      if name == "none" {
        noneProbability = probabilities[index]
      } else if let topic = SensitiveTopic(rawValue: name), probabilities[index] > learned?.probability ?? 0 {
        learned = (topic, probabilities[index])
      }
    }
    let found = noneProbability < noneBelow ? learned?.topic : nil
    guard let keyword else { return found }
    if Self.idiomProneTopics.contains(keyword), noneProbability >= Self.vetoThreshold { return found }
    return [keyword, found].compactMap { $0 }.min { $0.seriousness < $1.seriousness }
  }
}
