import Foundation
import SmartReplyModel

/// P(reply intent | conversation) from an intent classifier on the ranking model's context vector
/// (`smartreply train-intents`; the semantic intent clusters of Gmail's Smart Reply) as a term of
/// every reply's score: `weight × log(K × P(intent))`, floored, with K the number of intents. An
/// intent likelier than uniform lifts its replies, an unlikely one lowers them, and a conversation
/// the classifier cannot place changes nothing; so do replies of intents it was not trained on
/// (an app's own).
package struct IntentPrior: Sendable {
  let classifier: ContextClassifier
  /// Score units per nat of log-probability; stored in the classifier's provenance
  /// (`scoreWeight`), chosen on the authored dev split.
  package let weight: Float
  /// The class of each reply of the response set, nil for an intent the classifier lacks.
  let classOfReply: [Int?]
  /// The lowest log-odds counted: past it the classifier only says "not this", equally for all.
  static let floor: Float = -4

  /// Binds `classifier` to `responseSet` and the ranking `model` whose context vectors it reads;
  /// throws when the set's intents and the classes differ or the classifier was trained on
  /// another model. `weight` overrides the one stored in the classifier.
  package init(
    classifier: ContextClassifier, responseSet: ResponseSet, model: ReplyRankingModel, source: String,
    weight: Float? = nil
  ) throws(IntentModelError) {
    let classes = classifier.header.classes
    let intents = responseSet.intents
    let missing = intents.filter { !classes.contains($0) }
    let extra = classes.filter { !intents.contains($0) }
    let fits = classifier.fits(model)
    guard missing.isEmpty, extra.isEmpty, fits, classifier.header.language == responseSet.language else {
      throw IntentModelError(
        source: source, language: responseSet.language, modelLanguage: classifier.header.language,
        intentsNotInModel: missing, classesNotInSet: extra, fitsRankingModel: fits)
    }
    self.init(
      classifier: classifier, responseSet: responseSet,
      weight: weight ?? classifier.header.provenance["scoreWeight"].flatMap(Float.init) ?? 1)
  }

  private init(classifier: ContextClassifier, responseSet: ResponseSet, weight: Float) {
    self.classifier = classifier
    self.weight = weight
    let index = Dictionary(classifier.header.classes.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    classOfReply = responseSet.replies.map { index[$0.intent] }
  }

  /// The bundled intent model of `language` bound to `responseSet` and `model`, if the build has one.
  package static func bundled(language: String, responseSet: ResponseSet, model: ReplyRankingModel) throws
    -> IntentPrior?
  {
    let name = "intent-\(language)"
    guard let classifier = try ContextClassifierFile.bundled(named: name) else { return nil }
    return try IntentPrior(classifier: classifier, responseSet: responseSet, model: model, source: "\(name).srcc")
  }

  /// The same model for another set of its language (an app's replies added or swapped in): the
  /// intents it knows keep their term, the others get none.
  func rebound(to responseSet: ResponseSet) -> IntentPrior {
    IntentPrior(classifier: classifier, responseSet: responseSet, weight: weight)
  }

  /// The intents the model tells apart, in the order of ``classTerms(of:)``.
  package var classes: [String] { classifier.header.classes }

  /// The score term of each class for a context vector.
  package func classTerms(of contextVector: [Float]) -> [Float] {
    let probabilities = classifier.probabilities(of: contextVector)
    let count = Float(probabilities.count)
    return probabilities.map { weight * max(Self.floor, Foundation.log(max(count * $0, .leastNormalMagnitude))) }
  }

  /// The score term of each reply of the bound set for a context vector (0 for intents it lacks).
  func replyTerms(of contextVector: [Float]) -> [Float] {
    let terms = classTerms(of: contextVector)
    return classOfReply.map { $0.map { terms[$0] } ?? 0 }
  }
}
