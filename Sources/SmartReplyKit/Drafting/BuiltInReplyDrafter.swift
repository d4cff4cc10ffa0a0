import Foundation

/// Drafts a full English or Japanese email from a short reply, offline and deterministically:
/// a greeting to the recipients by name, the reply as a sentence, the day and time the newest
/// email proposes resolved in full ("Friday, December 4 at 10:00", 「12月4日（金）10時」), an answer
/// to each of its requests and questions in turn (bring, share or prepare something, attend, a
/// yes/no question) — an `[answer: …]` placeholder for what it cannot answer, never a vague
/// promise — a note of who is copied, and a sign-off (unless the reply carries a custom signature).
public struct BuiltInReplyDrafter: ReplyDrafter {
  /// The time zone the email's dates and times are resolved in.
  public var timeZone: TimeZone

  /// Creates the drafter; dates are resolved in `timeZone` (by default the system's).
  public init(timeZone: TimeZone = .current) {
    self.timeZone = timeZone
  }

  /// The draft for `suggestion` as the reply to `context`'s newest email.
  public func draft(for context: MailConversationContext, reply suggestion: SmartReplySuggestion) async throws
    -> ReplyDraft
  {
    try makeDraft(for: context, reply: suggestion)
  }

  /// The same, synchronously.
  public func makeDraft(for context: MailConversationContext, reply suggestion: SmartReplySuggestion)
    throws(DraftingError)
    -> ReplyDraft
  {
    let diagnostics = context.validate()
    guard !diagnostics.hasErrors else { throw .invalidContext(diagnostics) }
    let newestOther = context.entries.filter { !context.selfIdentifiers.contains($0.senderIdentifier) }
      .max { $0.sentDate < $1.sentDate }
    if let kind = newestOther?.kind, kind == .promotion {
      throw .noDraft("promotional mail gets no reply")
    }
    let newestText = MailTextCleaner.clean(TextSanitizer.sanitized(newestOther?.text ?? ""))
    let japanese = LanguageDetector.detect(newestText) == .language(.japanese)
    let details = RequestDetails(
      text: newestText, sentDate: newestOther?.sentDate ?? Date(), timeZone: timeZone, japanese: japanese)
    let names = context.participantNameByIdentifier
    let selfName = context.selfIdentifiers.sorted().lazy.compactMap { names[$0] }.first
    let selfIdentifier = context.selfIdentifiers.sorted().first ?? ""
    // A reply of the response set says whether it is a yes; only typed text is guessed from its words.
    let polarity = suggestion.polarity ?? TypedReplyPolarity.guess(suggestion.smartReply)
    let subject = Self.subject(context.responseSubject, fallback: context.threadIdentifier, japanese: japanese)
    if japanese {
      let formal = RegisterDetector.isPolite(newestText) || newestText.contains("様")
      let to = context.responsePrimaryRecipientIdentifiers.sorted().map {
        PersonNameFormatter.japaneseAddress(names[$0], fallback: $0, formal: formal)
      }
      let cc = context.responseSecondaryRecipientIdentifiers.sorted().map {
        PersonNameFormatter.japaneseAddress(names[$0], fallback: $0, formal: formal)
      }
      let writer = PersonNameFormatter.short(selfName, japanese: true) ?? selfIdentifier
      let content = DraftContent(
        to: to, cc: cc, writer: writer, reply: suggestion.smartReply, polarity: polarity,
        details: details, signs: !context.responseHasCustomSignature, formal: formal)
      let body = JapaneseDraftWriter(content: content, formal: formal).body
      return ReplyDraft(subject: subject, body: body, to: to, cc: cc, language: .japanese)
    }
    let to = context.responsePrimaryRecipientIdentifiers.sorted().map {
      PersonNameFormatter.short(names[$0], japanese: false) ?? $0
    }
    let cc = context.responseSecondaryRecipientIdentifiers.sorted().map {
      PersonNameFormatter.short(names[$0], japanese: false) ?? $0
    }
    let writer = PersonNameFormatter.short(selfName, japanese: false) ?? selfIdentifier
    let content = DraftContent(
      to: to, cc: cc, writer: writer, reply: suggestion.smartReply, polarity: polarity,
      details: details, signs: !context.responseHasCustomSignature,
      formal: Self.isFormalEnglish(newestOther?.text ?? ""))
    let body = EnglishDraftWriter(content: content).body
    return ReplyDraft(subject: subject, body: body, to: to, cc: cc, language: .english)
  }

  /// "Dear …" or a formal sign-off: the draft answers in kind.
  static func isFormalEnglish(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return lowered.hasPrefix("dear ")
      || ["kind regards", "best regards", "sincerely", "yours faithfully"].contains {
        lowered.contains($0)
      }
  }

  /// The session's default mail handler: the built-in draft's body.
  public static let longFormHandler: SmartReplyInputSession.LongFormHandler = { context, suggestion in
    try BuiltInReplyDrafter().makeDraft(for: context, reply: suggestion).body
  }

  /// "Re: " and the subject without any reply or forward prefixes, so never "Re: Re:".
  static func subject(_ subject: String, fallback: String, japanese: Bool) -> String {
    var base = MailSubject.withoutReplyPrefixes(subject)
    if base.isEmpty { base = fallback }
    return "Re: " + base
  }
}
