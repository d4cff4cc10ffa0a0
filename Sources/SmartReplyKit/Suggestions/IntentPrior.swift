import Foundation
import SmartReplyModel

/// P(reply intent | newest incoming messages) from an intent classifier (`smartreply
/// train-intents`; the semantic intent clusters of Gmail's Smart Reply) as a term of every reply's
/// score: `weight × log(K × P(intent))`, floored, with K the number of intents. An intent likelier
/// than uniform lifts its replies, an unlikely one lowers them, and a message the classifier
/// cannot place changes nothing; so do replies of intents it was not trained on (an app's own).
package struct IntentPrior: Sendable {
  let classifier: TextClassifier
  /// Score units per nat of log-probability; stored in the classifier's provenance
  /// (`scoreWeight`), chosen on the authored dev split.
  package let weight: Float
  /// The class of each reply of the response set, -1 for an intent the classifier lacks (a
  /// plain integer: the terms are gathered for every reply of every request).
  let classOfReply: [Int32]
  /// The lowest log-odds counted: past it the classifier only says "not this", equally for all.
  static let floor: Float = -4

  /// Binds `classifier` to `responseSet`; throws when the set's intents and the classes differ.
  /// `weight` overrides the one stored in the classifier.
  package init(classifier: TextClassifier, responseSet: ResponseSet, source: String, weight: Float? = nil)
    throws(IntentModelError)
  {
    let classes = classifier.header.classes
    let intents = responseSet.intents
    let (classSet, intentSet) = (Set(classes), Set(intents))  // a hundred of each: look-ups, not scans
    let missing = intents.filter { !classSet.contains($0.rawValue) }
    let extra = classes.filter { !intentSet.contains(ReplyIntent($0)) }
    guard missing.isEmpty, extra.isEmpty, classifier.header.language == responseSet.language else {
      throw IntentModelError(
        source: source, language: responseSet.language, modelLanguage: classifier.header.language,
        intentsNotInModel: missing, classesNotInSet: extra)
    }
    self.init(
      classifier: classifier, responseSet: responseSet,
      weight: weight ?? classifier.header.provenance["scoreWeight"].flatMap(Float.init) ?? 1)
  }

  private init(classifier: TextClassifier, responseSet: ResponseSet, weight: Float) {
    self.classifier = classifier
    self.weight = weight
    let index = Dictionary(classifier.header.classes.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    classOfReply = responseSet.replies.map { index[$0.intent.rawValue].map(Int32.init) ?? -1 }
  }

  /// The bundled intent model of `language` bound to `responseSet`, if the build has one.
  package static func bundled(language: Language, responseSet: ResponseSet) throws -> IntentPrior? {
    let name = "intent-\(language.rawValue)"
    guard let classifier = try TextClassifierFile.bundled(named: name) else { return nil }
    return try IntentPrior(classifier: classifier, responseSet: responseSet, source: "\(name).srtc")
  }

  /// The same model for another set of its language (an app's replies added or swapped in): the
  /// intents it knows keep their term, the others get none.
  func rebound(to responseSet: ResponseSet) -> IntentPrior {
    IntentPrior(classifier: classifier, responseSet: responseSet, weight: weight)
  }

  /// The intents the model tells apart, in the order of ``classTerms(of:)``.
  package var classes: [String] { classifier.header.classes }

  /// The score term of each class for `message` (the newest incoming messages).
  package func classTerms(of message: String) -> [Float] { classTerms(of: AnalyzedText(message)) }

  /// The same for the message analysed (the pipeline analyses it once for every stage).
  func classTerms(of message: AnalyzedText) -> [Float] {
    let probabilities = classifier.probabilities(of: message)
    let count = Float(probabilities.count)
    return probabilities.map { weight * max(Self.floor, Foundation.log(max(count * $0, .leastNormalMagnitude))) }
  }

  /// The term of an intent the model gives `probability`: a reply whose term reaches it is one
  /// the model itself calls for.
  func term(ofProbability probability: Float) -> Float {
    weight * max(Self.floor, Foundation.log(Float(classes.count) * probability))
  }

  /// The score term of each reply of the bound set for `message` (0 for intents it lacks).
  func replyTerms(of message: String) -> [Float] { replyTerms(of: AnalyzedText(message)) }

  /// The same for the message analysed.
  func replyTerms(of message: AnalyzedText) -> [Float] {
    let terms = classTerms(of: message)
    return [Float](unsafeUninitializedCapacity: classOfReply.count) { replyTerms, count in
      classOfReply.withUnsafeBufferPointer { classes in
        terms.withUnsafeBufferPointer { terms in
          for (reply, term) in classes.enumerated() {
            replyTerms.initializeElement(at: reply, to: term < 0 ? 0 : terms[Int(term)])
          }
        }
      }
      count = classOfReply.count
    }
  }
}
