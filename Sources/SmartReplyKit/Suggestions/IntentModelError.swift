import SmartReplyModel

/// An intent model that does not fit the response set it was given to: every intent of the set
/// must be a class of the model and every class an intent of the set.
public struct IntentModelError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file or resource the model came from.
  public var source: String
  /// The language of the response set.
  public var language: Language
  /// The language the model was trained on.
  public var modelLanguage: Language
  /// Intents of the response set that are not classes of the model.
  public var intentsNotInModel: [ReplyIntent]
  /// Classes of the model that are not intents of the response set.
  public var classesNotInSet: [String]

  /// `intent-en.srtc: the intent model does not match the en response set: …; retrain it with …`
  public var description: String {
    var problems = [String]()
    if modelLanguage != language { problems.append("it is a \(modelLanguage) model") }
    if !intentsNotInModel.isEmpty {
      problems.append("the set's intents \(Self.list(intentsNotInModel.map(\.rawValue))) are not classes of the model")
    }
    if !classesNotInSet.isEmpty {
      problems.append("the model's classes \(Self.list(classesNotInSet)) are not intents of the set")
    }
    return "\(source): the intent model does not match the \(language) response set: "
      + problems.joined(separator: "; ") + "; retrain it with `smartreply train-intents --lang \(language)`"
  }

  private static func list(_ names: [String]) -> String {
    let shown = names.prefix(5).joined(separator: ", ")
    return names.count > 5 ? "\(shown) and \(names.count - 5) more" : shown
  }
}
