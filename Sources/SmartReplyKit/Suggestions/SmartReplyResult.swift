import SmartReplyModel

/// What a request for suggestions produced, and if nothing, why.
public struct SmartReplyResult: Sendable, Hashable {
  /// The outcome.
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    /// Suggestions were produced.
    case success
    /// Nothing should be suggested now (own message last, junk, low confidence, sensitive topic, ...).
    case noReply
    /// The conversation is not in English or Japanese.
    case unsupportedLanguage
    /// The context has errors (see ``SmartReplyResult/diagnostics``).
    case invalidContext
  }

  /// The outcome.
  public var status: Status
  /// Why there are no suggestions (its raw value is a stable code); nil on success.
  public var reason: SuggestionReason?
  /// The language answered in, when known.
  public var language: Language?
  /// The suggestions, best first.
  public var suggestions: [SmartReplySuggestion]
  /// The sensitive topic found, if any (suggestions are then sympathetic only, or none).
  public var sensitiveTopic: SensitiveTopic?
  /// The context's diagnostics.
  public var diagnostics: [Diagnostic]
  /// What else the newest message calls for, such as adding the event it proposes to the calendar.
  public var actions: [SuggestedAction] = []

  /// Reasons the trigger adds to the validation codes.
  public enum TriggerReason: String, Sendable, Hashable, CaseIterable {
    /// The newest message is in another language.
    case unsupportedLanguage = "unsupported-language"
    /// No message says which language the conversation is in (only emoji, URLs or numbers).
    case undeterminedLanguage = "undetermined-language"
    /// The newest message is only a link: what to say depends on what is behind it.
    case linkOnly = "link-only"
    /// The newest message was sent by a service (a one-time code, a delivery or booking notice).
    case automatedMessage = "automated-message"
    /// The newest message asks for money in the way impersonation scams do ("new number, can you
    /// send…"): no chip should make paying one tap away.
    case suspectedScam = "suspected-scam"
    /// The newest message only acknowledges the user's own ("cool cool 👌", 「おけ👍」), or only thanks
    /// them after their goodbye ("…night" → "thank u!!"): nothing is owed.
    case acknowledgement
    /// The newest message of a group is meant for someone else: it @-mentions someone other than
    /// the user ("@priya can u…"), opens by naming another participant ("Marco, did you book it?"
    /// after the user spoke of Marco), or answers a question put to one.
    case addressedToSomeoneElse = "addressed-to-someone-else"
    /// A topic where canned replies could hurt; see ``SmartReplyResult/sensitiveTopic``.
    case sensitiveTopic = "sensitive-topic"
    /// The model is not confident any reply fits (the newest message probably needs none).
    case lowConfidence = "low-confidence"
    /// No reply of the response set is allowed here.
    case noSuitableReply = "no-suitable-reply"
  }

  static func empty(
    _ status: Status, _ reason: SuggestionReason?, language: Language? = nil, diagnostics: [Diagnostic]
  ) -> Self {
    SmartReplyResult(
      status: status, reason: reason, language: language, suggestions: [], sensitiveTopic: nil,
      diagnostics: diagnostics)
  }
}
