import Foundation

/// Checks a context against every rule at once and explains each problem.
struct ContextValidator {
  let input: ValidationInput
  private var diagnostics: [Diagnostic] = []
  private var counts: [ReasonCode: Int] = [:]

  init(_ input: ValidationInput) { self.input = input }

  static func validate(_ input: ValidationInput) -> [Diagnostic] {
    var validator = ContextValidator(input)
    validator.checkConversation()
    validator.checkEntries()
    validator.checkNames()
    validator.checkNewestEntry()
    return validator.finished()
  }

  /// Records a diagnostic, summarising a reason after the first few of its kind. The path is
  /// only spelt out for a diagnostic that is kept: most contexts have none.
  private mutating func report(_ code: ReasonCode, _ path: @autoclosure () -> String, _ message: String) {
    counts[code, default: 0] += 1
    if counts[code]! <= ValidationLimits.maxDiagnosticsPerReason {
      diagnostics.append(Diagnostic(code, path: path(), message: message))
    }
  }

  private func finished() -> [Diagnostic] {
    var result = diagnostics
    for (code, count) in counts.sorted(by: { $0.key.rawValue < $1.key.rawValue })
    where count > ValidationLimits.maxDiagnosticsPerReason {
      result.append(
        Diagnostic(code, path: "entries", message: "\(count - ValidationLimits.maxDiagnosticsPerReason) more of these"))
    }
    return result.enumerated().sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }.map(
      \.element)
  }

  private mutating func checkConversation() {
    let required: [(isEmpty: Bool, code: ReasonCode, field: String, consequence: String?)] = [
      (input.threadIdentifier.allSatisfy(\.isWhitespace), .emptyThreadIdentifier, "threadIdentifier", nil),
      (input.entries.isEmpty, .noEntries, "entries", "there is no message to reply to"),
      (
        input.selfIdentifiers.isEmpty, .emptySelfIdentifiers, "selfIdentifiers",
        "the user's own messages cannot be told apart"
      ),
      (input.participantNameByIdentifier.isEmpty, .emptyParticipantNames, "participantNameByIdentifier", nil),
      (
        input.responsePrimaryRecipientIdentifiers.isEmpty, .emptyResponseRecipients,
        "responsePrimaryRecipientIdentifiers", "nobody to reply to"
      ),
    ]
    for field in required where field.isEmpty {
      report(field.code, field.field, "\(field.field) is empty" + (field.consequence.map { ": \($0)" } ?? ""))
    }
    if !input.responsePrimaryRecipientIdentifiers.isEmpty, !input.selfIdentifiers.isEmpty,
      input.responsePrimaryRecipientIdentifiers.isSubset(of: input.selfIdentifiers)
    {
      report(
        .replyingOnlyToSelf, "responsePrimaryRecipientIdentifiers",
        "every response recipient is one of selfIdentifiers: the reply would go to the user only")
    }
    if input.isJunk {
      report(.junkThread, "isJunk", "the thread is marked as junk")
    }
    if input.entries.count > ValidationLimits.maxEntries {
      report(
        .tooManyEntries, "entries",
        "\(input.entries.count) entries; only the newest \(ValidationLimits.maxEntries) are read")
    }
  }

  private mutating func checkEntries() {
    var seen = Set<String>(minimumCapacity: input.entries.count)
    var reportedOrder = false
    for (index, entry) in input.entries.enumerated() {
      func path(_ field: String) -> String { "entries[\(index)].\(field)" }
      if entry.senderIdentifier.isEmpty {
        report(.emptySenderIdentifier, path("senderIdentifier"), "the entry has no senderIdentifier")
      }
      if !seen.insert(entry.entryIdentifier).inserted {
        report(.duplicateEntryIdentifier, path("entryIdentifier"), "an earlier entry has the same entryIdentifier")
      }
      if !reportedOrder, index > 0, entry.sentDate < input.entries[index - 1].sentDate {
        reportedOrder = true
        report(.entriesOutOfOrder, path("sentDate"), "sent before the entry above it; entries are sorted by sentDate")
      }
      if TextSanitizer.isLonger(entry.text, than: ValidationLimits.maxTextLength) {
        report(
          .textTooLong, path("text"),
          "text is longer than \(ValidationLimits.maxTextLength) characters; the rest is not read")
      }
      if TextSanitizer.containsDisallowed(entry.text) {
        report(.controlCharacters, path("text"), "text contains control or bidirectional-override characters")
      }
    }
  }

  private mutating func checkNames() {
    guard !input.participantNameByIdentifier.isEmpty else { return }
    var reported = Set<String>()
    // The few identifiers of a conversation recur in every entry: each found named is compared
    // rather than hashed again. (Static, with `named` passed inout: a nested function capturing
    // it would box it and check exclusivity on every access.)
    var named = [String]()
    let names = input.participantNameByIdentifier
    func check(_ identifiers: some Sequence<String>, _ path: @autoclosure () -> String, _ role: String) {
      // Every identifier named is the rule: look no further then.
      var anyMissing = false
      for identifier in identifiers where Self.isMissing(identifier, named: &named, names: names) {
        anyMissing = true
        break
      }
      guard anyMissing else { return }
      let missing = identifiers.filter { Self.isMissing($0, named: &named, names: names) }
      for identifier in missing.sorted() where reported.insert(identifier).inserted {
        report(.missingParticipantName, path(), "the \(role) has no name in participantNameByIdentifier")
      }
    }
    check(input.selfIdentifiers, "selfIdentifiers", "user's identifier")
    check(input.responsePrimaryRecipientIdentifiers, "responsePrimaryRecipientIdentifiers", "response recipient")
    for (index, entry) in input.entries.enumerated() {
      func path(_ field: String) -> String { "entries[\(index)].\(field)" }
      check(CollectionOfOne(entry.senderIdentifier), path("senderIdentifier"), "sender")
      check(entry.primaryRecipientIdentifiers, path("primaryRecipientIdentifiers"), "recipient")
      check(entry.secondaryRecipientIdentifiers, path("responseSecondaryRecipientIdentifiers"), "CC/BCC recipient")
    }
  }

  /// Whether `identifier` has no name in `names`; one found named is added to `named`.
  private static func isMissing(
    _ identifier: String, named: inout [String], names: [String: PersonNameComponents]
  ) -> Bool {
    guard !identifier.isEmpty, !named.contains(identifier) else { return false }
    guard names[identifier] != nil else { return true }
    named.append(identifier)
    return false
  }

  private mutating func checkNewestEntry() {
    guard let newestIndex = input.newestIndex else { return }
    let newest = input.entries[newestIndex]
    let path = "entries[\(newestIndex)]"
    if !newest.isText {
      report(.newestEntryNotText, "\(path).dataKind", "the newest entry is not text")
    } else if newest.text.unicodeScalars.allSatisfy({
      // Format characters (zero-width space and joiners, BOM, soft hyphen) are invisible too.
      $0.properties.isWhitespace || $0.properties.generalCategory == .format || TextSanitizer.isDisallowed($0)
    }) {
      report(.emptyNewestText, "\(path).text", "the newest entry's text is empty or whitespace")
    }
    if input.isFromSelf(newest) {
      if input.kind == .mail, newest.replyThreadIdentifier != nil {
        report(.alreadyRepliedBySelf, path, "the newest email is the user's own reply")
      } else {
        report(.lastEntryFromSelf, "\(path).senderIdentifier", "the newest entry was sent by the user")
      }
    } else if input.kind == .mail, newest.primaryRecipientIdentifiers.isDisjoint(with: input.selfIdentifiers),
      !newest.secondaryRecipientIdentifiers.isDisjoint(with: input.selfIdentifiers)
    {
      report(
        .selfOnlySecondaryRecipient, "\(path).responseSecondaryRecipientIdentifiers",
        "the user is only a CC/BCC recipient of the newest email")
    }
  }
}

extension ConversationDocument {
  /// Every problem of the document's context.
  public func validate() -> [Diagnostic] { context.validate() }
}
