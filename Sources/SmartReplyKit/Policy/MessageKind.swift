import SmartReplyModel

/// What the newest incoming message is, where that decides the tone of a fitting reply: news is
/// met with joy or sympathy (never the other); thanks, apologies, congratulations and compliments
/// are acknowledged; all of them are answered whatever the trigger's confidence.
package enum MessageKind: String, Sendable, Hashable, CaseIterable {
  /// Good news: an engagement, a new job, a birth.
  case goodNews = "good-news"
  /// Bad news or a bad day: a failed exam, a cold, a broken car.
  case badNews = "bad-news"
  /// Thanks for something.
  case thanks
  /// An apology.
  case apology
  /// Congratulations or birthday wishes to the user.
  case congratulations
  /// A compliment to the user.
  case compliment
  /// Anything else.
  case other
}

extension MessageKind {
  /// Score units added to the replies that answer this kind of message.
  static let answerBoost: Float = 3

  /// The plain answer this kind of message is owed, which a suggestion list shows if the model
  /// ranked it anywhere: "You're welcome" to thanks, "No worries" to an apology, "Thank you!" to
  /// congratulations and compliments.
  var conventionalAnswers: Set<ReplyIntent> {
    switch self {
    case .thanks: [.youreWelcome, .noProblem]
    case .apology: [.noWorries, .noProblem]
    case .congratulations, .compliment: [.thanks]
    case .goodNews, .badNews, .other: []
    }
  }

  /// Whether a reply with `intent` and `act` is how this kind of message is answered: thanks with
  /// "you're welcome", an apology with "no worries", a compliment with thanks, news with joy or
  /// sympathy.
  func isAnswered(byIntent intent: ReplyIntent, act: ReplyAct) -> Bool {
    switch self {
    case .thanks: intent == .likewise || conventionalAnswers.contains(intent)
    case .apology: conventionalAnswers.contains(intent)
    case .congratulations, .compliment: act == .thanks || intent == .likewise
    case .goodNews: act == .congrats || Self.goodNewsAnswers.contains(intent)
    case .badNews: act == .sympathy || Self.badNewsAnswers.contains(intent)
    case .other: false
    }
  }

  /// Intents that answer good news whatever their act ("Congrats!", "That's great!").
  static let goodNewsAnswers: Set<ReplyIntent> = [.congrats, .thatsGreat, .proud, .wellDone, .wow]

  /// Intents that answer bad news whatever their act ("Oh no!", "Are you OK?").
  static let badNewsAnswers: Set<ReplyIntent> = [.thatsTooBad, .hereForYou, .areYouOK, .getWell]
}

/// Finds the ``MessageKind`` of a message with a classifier trained on the authored corpus
/// (`smartreply train-kinds`); without one every message is `other`.
package struct MessageKindDetector: Sendable {
  let classifier: TextClassifier?
  /// Probability from which a kind other than `other` counts.
  static let threshold: Float = 0.5

  package init(classifier: TextClassifier?) { self.classifier = classifier }

  package func kind(of text: String) -> MessageKind { kind(of: text, analyzed: AnalyzedText(text)) }

  /// The kind of `text`, analysed as `analyzed` (read only when there is a classifier).
  func kind(of text: String, analyzed: @autoclosure () -> AnalyzedText) -> MessageKind {
    guard let classifier, !text.isEmpty else { return .other }
    let probabilities = classifier.probabilities(of: analyzed())
    guard let best = probabilities.indices.max(by: { probabilities[$0] < probabilities[$1] }),
      probabilities[best] >= Self.threshold
    else { return .other }
    return MessageKind(rawValue: classifier.header.classes[best]) ?? .other
  }
}
