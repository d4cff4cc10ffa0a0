import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

/// Finds the intent model an evaluation uses: a file, `none`, or the bundled one of the language.
enum IntentModelLoading {
  static func classifier(path: String?, language: Language) throws -> TextClassifier? {
    do {
      switch path {
      case "none": return nil
      case let path?:
        let classifier = try TextClassifierFile.decode(
          try ModelFile.readBytes(of: URL(fileURLWithPath: path)), file: path)
        guard classifier.header.language == language else {
          throw InputOutputError("\(path): an intent model of \(classifier.header.language), not \(language)")
        }
        return classifier
      case nil: return try TextClassifierFile.bundled(named: "intent-\(language.rawValue)")
      }
    } catch let error as ModelFileError {
      throw InputOutputError(error.description)
    }
  }

  /// The 1-of-100 scorer of `model` with the intent term, when there is an intent model; candidates
  /// get intents as its training labels did (provenance `matchSimilarity`).
  static func scorer(path: String?, model: ReplyRankingModel) throws -> RecallEvaluation.BlockScorer? {
    let language = model.header.language
    guard let classifier = try classifier(path: path, language: language) else { return nil }
    do {
      let set = try ResponseSet.bundled(language: language)
      let prior = try IntentPrior(
        classifier: classifier, responseSet: set, source: path ?? "intent-\(language.rawValue).srtc")
      let similarity = classifier.header.provenance["matchSimilarity"].flatMap(Float.init) ?? 1
      let index = ReplyIntentIndex(set, model: similarity < 1 ? model : nil, similarity: similarity)
      return IntentScoring.scorer(model: model, prior: prior, index: index)
    } catch let error as ResponseSetError {
      throw InputOutputError(error.description)
    } catch let error as IntentModelError {
      throw InputOutputError(error.description)
    }
  }
}
