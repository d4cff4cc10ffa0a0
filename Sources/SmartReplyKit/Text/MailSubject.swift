/// Mail subject lines.
enum MailSubject {
  /// `subject` trimmed and without its reply and forward prefixes ("Re: Fwd: ", 「返信：」), so a
  /// reply's subject is never "Re: Re:".
  static func withoutReplyPrefixes(_ subject: String) -> String {
    var base = Substring(subject.trimmingCharacters(in: .whitespaces))
    while let match = base.firstMatch(of: replyPrefix.regex) {
      base = base[match.range.upperBound...]
    }
    return String(base)
  }

  private static let replyPrefix = PreparedRegex(/^(?i)(re|fw|fwd|aw|返信|転送)\s*[:：]\s*/)
}
