import Dispatch
import Foundation
import SmartReplyModel
import Synchronization

/// Suggests short replies for a conversation, in English or Japanese.
///
/// ```swift
/// let generator = try SmartReplyGenerator()
/// let result = generator.suggestions(for: context)
/// switch result.status {
/// case .success: show(result.suggestions.map(\.smartReply))
/// default: log(result.reason ?? "")  // a stable code: why nothing is shown
/// }
/// ```
///
/// The generator is immutable and `Sendable`: share one across threads. Every reply of its
/// response sets is encoded once, when it is created.
public struct SmartReplyGenerator: Sendable {
  private let engines: [String: LanguageEngine]
  /// How many of the newest entries are read.
  public static let entriesRead = 10

  /// The languages suggestions can be made in.
  public var languages: [String] { engines.keys.sorted() }

  /// A generator with the bundled English and Japanese models and response sets; the two
  /// languages load in parallel.
  public init() throws {
    let thresholds = try TriggerThresholds.bundled()
    let languages = ["en", "ja"]
    let loaded = Mutex<[String: Result<LanguageEngine, any Error>]>([:])
    DispatchQueue.concurrentPerform(iterations: languages.count) { index in
      let language = languages[index]
      let engine = Result<LanguageEngine, any Error> {
        LanguageEngine(
          model: try ReplyRankingModel.bundled(language: language),
          responseSet: try ResponseSet.bundled(language: language), triggerThreshold: thresholds[language] ?? 0)
      }
      loaded.withLock { $0[language] = engine }
    }
    engines = try loaded.withLock { $0 }.mapValues { try $0.get() }
  }

  /// A generator from models and response sets of your own (matched by language); trigger
  /// thresholds default to 0 (always suggest when anything fits).
  public init(models: [ReplyRankingModel], responseSets: [ResponseSet], triggerThresholds: [String: Float] = [:]) {
    var engines = [String: LanguageEngine]()
    for set in responseSets {
      guard let model = models.first(where: { $0.header.language == set.language }) else { continue }
      engines[set.language] = LanguageEngine(
        model: model, responseSet: set, triggerThreshold: triggerThresholds[set.language] ?? 0)
    }
    self.engines = engines
  }

  private init(engines: [String: LanguageEngine]) { self.engines = engines }

  func engineForCalibration(_ language: String) -> LanguageEngine? { engines[language] }

  /// The response set used for `language`.
  public func responseSet(for language: String) -> ResponseSet? { engines[language]?.responseSet }

  /// This generator with `responseSet` in place of the set of its language (no retraining).
  public func replacingResponseSet(with responseSet: ResponseSet) -> SmartReplyGenerator {
    guard let engine = engines[responseSet.language] else { return self }
    var engines = engines
    engines[responseSet.language] = LanguageEngine(
      model: engine.model, responseSet: responseSet, triggerThreshold: engine.triggerThreshold)
    return SmartReplyGenerator(engines: engines)
  }

  /// This generator with `replies` added to the set of `language`.
  public func addingReplies(_ replies: [CandidateReply], language: String) -> SmartReplyGenerator {
    guard let set = engines[language]?.responseSet else { return self }
    return replacingResponseSet(with: set.adding(replies))
  }

  /// Up to `maxCount` suggestions for the conversation, or the reason there are none.
  public func suggestions(for context: some ConversationContextRepresentable, maxCount: Int = 3) -> SmartReplyResult {
    let prepared = context.prepared()
    let diagnostics = prepared.diagnostics
    if let error = diagnostics.first(where: { $0.severity == .error }) {
      return .empty(.invalidContext, error.code.rawValue, diagnostics: diagnostics)
    }
    if let reason = diagnostics.blockingReason {
      return .empty(.noReply, reason.rawValue, diagnostics: diagnostics)
    }
    var turns = Array(prepared.turns.suffix(Self.entriesRead))
    if prepared.isMail {
      for index in turns.indices { turns[index].text = MailTextCleaner.clean(turns[index].text) }
    }
    let language: String
    switch LanguageDetector.conversationLanguage(turns) {
    case .language(let code) where engines[code] != nil: language = code
    case .undetermined:
      return .empty(
        .unsupportedLanguage, SmartReplyResult.TriggerReason.undeterminedLanguage.rawValue, diagnostics: diagnostics)
    default:
      return .empty(
        .unsupportedLanguage, SmartReplyResult.TriggerReason.unsupportedLanguage.rawValue, diagnostics: diagnostics)
    }
    let engine = engines[language]!
    let newest = turns.last { !$0.isFromSelf }?.text ?? ""
    let topic = turns.suffix(3).filter { !$0.isFromSelf }.lazy.compactMap { SensitiveTopic.detect(in: $0.text) }.first
    var result = SmartReplyResult.empty(.noReply, "", language: language, diagnostics: diagnostics)
    result.sensitiveTopic = topic
    if let topic, !topic.allowsSympathy {
      result.reason = SmartReplyResult.TriggerReason.sensitiveTopic.rawValue
      return result
    }
    let register: CandidateReply.Register = language == "ja" ? RegisterDetector.register(for: turns) : .any
    let (ranked, confidence) = engine.rank(
      turns.map { ConversationTurn(text: $0.text, isSelf: $0.isFromSelf) }, register: register,
      topic: topic, newestAsks: ActPrior.asks(newest, language: language),
      asksAttendance: ActPrior.asksAttendance(newest, language: language))
    guard !ranked.isEmpty else {
      result.reason = SmartReplyResult.TriggerReason.noSuitableReply.rawValue
      return result
    }
    let expectsYesOrNo = QuestionDetector.expectsYesOrNo(newest, language: language)
    // A yes/no question or an invitation always has a short answer; the trigger judges the rest.
    if topic == nil, !expectsYesOrNo, confidence < engine.triggerThreshold {
      result.reason = SmartReplyResult.TriggerReason.lowConfidence.rawValue
      return result
    }
    let chosen = DiversityPolicy.select(
      ranked, maxCount: max(0, maxCount),
      offerBothPolarities: topic == nil && expectsYesOrNo, avoiding: turns.suffix(3).map(\.text))
    result.status = chosen.isEmpty ? .noReply : .success
    result.reason = chosen.isEmpty ? SmartReplyResult.TriggerReason.noSuitableReply.rawValue : nil
    result.suggestions = chosen.map {
      SmartReplySuggestion(smartReply: $0.reply.text, score: $0.score, intent: $0.reply.intent)
    }
    return result
  }
}
