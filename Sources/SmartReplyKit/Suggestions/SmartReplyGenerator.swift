import Dispatch
import Foundation
import SmartReplyModel

/// Suggests short replies for a conversation, in English or Japanese.
///
/// ```swift
/// let generator = try SmartReplyGenerator()
/// let result = generator.suggestions(for: context)
/// switch result.status {
/// case .success: show(result.suggestions.map(\.smartReply))
/// default: log(result.reason?.rawValue ?? "")  // a stable code: why nothing is shown
/// }
/// ```
///
/// The generator is immutable and `Sendable`: share one across threads. Every reply of a
/// language's response set is encoded once, on the first request in that language (or by
/// ``prepareReplies()``), so that making a generator stays cheap.
public struct SmartReplyGenerator: Sendable {
  let pipeline: SuggestionPipeline
  /// Replies that name a proposed time, from the bundled templates (read once).
  let timeReplies = TimeReplyChips.bundled
  private var engines: [Language: LanguageEngine] { pipeline.engines }
  /// How many of the newest entries are read (``TurnLimits/read``).
  package static let entriesRead = TurnLimits.read
  /// Suggestions asked for when no count is given: what a row of chips above the keyboard fits.
  public static let defaultMaxCount = 3
  /// The counts the command line and the service accept.
  package static let maxCountRange = 1...10

  /// The languages suggestions can be made in.
  public var languages: [Language] { Language.allCases.filter { engines[$0] != nil } }

  /// A generator with the bundled English and Japanese models and response sets; the two
  /// languages load in parallel.
  public init() throws { try self.init(bundledIntentModels: true) }

  /// The bundled generator, without the intent models when `bundledIntentModels` is false (to
  /// train new ones after the ranking model changed).
  package init(bundledIntentModels: Bool) throws {
    let thresholds = try TriggerThresholds.bundled()
    let languages = Language.allCases
    let loaded = Locked<[Language: Result<LanguageEngine, any Error>]>([:])
    DispatchQueue.concurrentPerform(iterations: languages.count) { index in
      let language = languages[index]
      let engine = Result<LanguageEngine, any Error> {
        let model = try ReplyRankingModel.bundled(language: language)
        let responseSet = try ResponseSet.bundled(language: language)
        return LanguageEngine(
          model: model, responseSet: responseSet, triggerThreshold: thresholds[language] ?? 0,
          safety: SafetyDetector(classifier: try TextClassifierFile.bundled(named: "safety-\(language.rawValue)")),
          kinds: MessageKindDetector(classifier: try TextClassifierFile.bundled(named: "kind-\(language.rawValue)")),
          intents: bundledIntentModels ? try IntentPrior.bundled(language: language, responseSet: responseSet) : nil)
      }
      loaded.withLock { $0[language] = engine }
    }
    pipeline = SuggestionPipeline(engines: try loaded.withLock { $0 }.mapValues { try $0.get() })
  }

  /// A generator from models and response sets of your own (matched by language); trigger
  /// thresholds default to 0 (always suggest when anything fits). Throws
  /// ``SmartReplyGeneratorError/noModel(for:)`` for a response set no model is for.
  public init(
    models: [ReplyRankingModel], responseSets: [ResponseSet], triggerThresholds: [Language: Float] = [:]
  ) throws(SmartReplyGeneratorError) {
    var engines = [Language: LanguageEngine]()
    for set in responseSets {
      guard let model = models.first(where: { $0.header.language == set.language }) else {
        throw .noModel(for: set.language)
      }
      engines[set.language] = LanguageEngine(
        model: model, responseSet: set, triggerThreshold: triggerThresholds[set.language] ?? 0)
    }
    pipeline = SuggestionPipeline(engines: engines)
  }

  private init(engines: [Language: LanguageEngine]) { pipeline = SuggestionPipeline(engines: engines) }

  func engineForCalibration(_ language: Language) -> LanguageEngine? { engines[language] }

  /// Encodes the replies of every language now, which the first request in each language would
  /// otherwise do (a few milliseconds): for a server, before it takes requests.
  public func prepareReplies() {
    let engines = Array(engines.values)
    DispatchQueue.concurrentPerform(iterations: engines.count) { engines[$0].prepare() }
  }

  /// The reply-ranking model used for `language` (shared, not copied: the `rank` protocol of the
  /// service scores with it).
  public func rankingModel(for language: Language) -> ReplyRankingModel? { engines[language]?.model }

  /// The response set used for `language`.
  public func responseSet(for language: Language) -> ResponseSet? { engines[language]?.responseSet }

  /// This generator with `responseSet` in place of the set of its language (no retraining).
  /// Throws ``SmartReplyGeneratorError/unsupportedLanguage(_:)`` when the generator has no
  /// model for that language.
  public func replacingResponseSet(
    with responseSet: ResponseSet
  ) throws(SmartReplyGeneratorError) -> SmartReplyGenerator {
    guard let engine = engines[responseSet.language] else { throw .unsupportedLanguage(responseSet.language) }
    var engines = engines
    engines[responseSet.language] = LanguageEngine(
      model: engine.model, responseSet: responseSet, triggerThreshold: engine.triggerThreshold, safety: engine.safety,
      kinds: engine.kinds, intents: engine.intents?.rebound(to: responseSet))
    return SmartReplyGenerator(engines: engines)
  }

  /// This generator with `intentModel` (from `smartreply train-intents`) giving P(reply intent |
  /// message) to the replies of its language; its classes must be the intents of that language's
  /// response set. Replies added later with intents of their own get no intent term. Throws
  /// ``SmartReplyGeneratorError/unsupportedLanguage(_:)`` when the generator has no model for the
  /// intent model's language, and ``IntentModelError`` when its classes are not the set's intents.
  package func replacingIntentModel(with intentModel: TextClassifier, source: String = "intent model") throws
    -> SmartReplyGenerator
  {
    let language = intentModel.header.language
    guard let engine = engines[language] else { throw SmartReplyGeneratorError.unsupportedLanguage(language) }
    var engines = engines
    engines[language] = LanguageEngine(
      model: engine.model, responseSet: engine.responseSet, triggerThreshold: engine.triggerThreshold,
      safety: engine.safety, kinds: engine.kinds,
      intents: try IntentPrior(classifier: intentModel, responseSet: engine.responseSet, source: source))
    return SmartReplyGenerator(engines: engines)
  }

  /// This generator with `replies` added to the set of `language`. Throws
  /// ``SmartReplyGeneratorError/unsupportedLanguage(_:)`` when the generator has no model for it.
  public func addingReplies(
    _ replies: [CandidateReply], language: Language
  ) throws(SmartReplyGeneratorError) -> SmartReplyGenerator {
    guard let set = engines[language]?.responseSet else { throw .unsupportedLanguage(language) }
    return try replacingResponseSet(with: set.adding(replies))
  }

  /// Up to `maxCount` suggestions for the conversation, or the reason there are none, and the
  /// actions the newest message calls for (an event to add to the calendar, resolved in `timeZone`).
  public func suggestions(
    for context: some ConversationContextRepresentable, maxCount: Int = defaultMaxCount, timeZone: TimeZone = .current
  ) -> SmartReplyResult {
    let prepared = context.prepared()
    var result = replySuggestions(prepared, maxCount: maxCount)
    if result.status != .invalidContext {
      result.actions = EventActionDetector.actions(for: context, prepared: prepared, timeZone: timeZone)
    }
    // A chat's choice is picked in a word ("Thai!"); a mail answers in sentences. A message that
    // names the words to answer with ("Reply YES to accept") gets those, and no time chip.
    if !prepared.isMail, let newest = prepared.turns.last, !newest.isFromSelf {
      if let keyworded = ReplyKeywordChips.apply(to: result, newest: newest.text, maxCount: maxCount) {
        return keyworded
      }
      result = ChoiceChips.apply(to: result, newest: newest.text, maxCount: maxCount)
    }
    return timeReplies.apply(
      to: result, context: context, prepared: prepared, maxCount: maxCount,
      responseSet: result.language.flatMap(responseSet(for:)))
  }

  /// The suggestions alone.
  func replySuggestions(_ prepared: PreparedConversation, maxCount: Int) -> SmartReplyResult {
    let diagnostics = prepared.diagnostics
    if let error = diagnostics.first(where: { $0.severity == .error }) {
      return .empty(.invalidContext, .validation(error.code), diagnostics: diagnostics)
    }
    if let reason = diagnostics.blockingReason {
      return .empty(.noReply, .validation(reason), diagnostics: diagnostics)
    }
    let evaluation = pipeline.evaluate(
      Array(prepared.turns.suffix(Self.entriesRead)), isMail: prepared.isMail, maxCount: maxCount,
      names: prepared.names)
    return result(of: evaluation, diagnostics: diagnostics)
  }

  /// Applies the trigger threshold of the evaluation's language and builds the result.
  func result(of evaluation: SuggestionPipeline.Evaluation, diagnostics: [Diagnostic]) -> SmartReplyResult {
    var result = SmartReplyResult.empty(.noReply, nil, language: evaluation.language, diagnostics: diagnostics)
    result.sensitiveTopic = evaluation.sensitiveTopic
    if let reason = evaluation.blockingReason {
      result.reason = .trigger(reason)
      if reason == .undeterminedLanguage || reason == .unsupportedLanguage { result.status = .unsupportedLanguage }
      return result
    }
    let threshold = evaluation.language.flatMap { pipeline.engines[$0]?.triggerThreshold } ?? 0
    guard evaluation.isShown(threshold: threshold) else {
      result.reason = .trigger(.lowConfidence)
      return result
    }
    result.status = .success
    result.suggestions = evaluation.chosen.map { SmartReplySuggestion($0.reply, score: $0.score) }
    return result
  }
}
