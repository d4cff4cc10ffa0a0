/// Every reason a context cannot (fully) produce suggestions, with a stable string value for
/// logs, JSON and support tickets. The table in README.md lists them.
public enum ReasonCode: String, Sendable, Hashable, Codable, CaseIterable {
  // Errors: UIKit cancels generation.
  /// `threadIdentifier` is empty.
  case emptyThreadIdentifier = "empty-thread-identifier"
  /// `entries` is empty.
  case noEntries = "no-entries"
  /// The newest entry's text is empty or only whitespace.
  case emptyNewestText = "empty-newest-text"
  /// `selfIdentifiers` is empty.
  case emptySelfIdentifiers = "empty-self-identifiers"
  /// `participantNameByIdentifier` is empty.
  case emptyParticipantNames = "empty-participant-names"
  /// `responsePrimaryRecipientIdentifiers` is empty.
  case emptyResponseRecipients = "empty-response-recipients"

  // Warnings: probably a mistake, or adjusted automatically.
  /// A sender, recipient or self identifier has no entry in `participantNameByIdentifier`.
  case missingParticipantName = "missing-participant-name"
  /// An entry has no sender.
  case emptySenderIdentifier = "empty-sender-identifier"
  /// Every response recipient is one of the user's own identifiers.
  case replyingOnlyToSelf = "replying-only-to-self"
  /// Two entries share an `entryIdentifier`.
  case duplicateEntryIdentifier = "duplicate-entry-identifier"
  /// Entries are not in chronological order (they are sorted before use).
  case entriesOutOfOrder = "entries-out-of-order"
  /// An entry's text is longer than the limit (it is truncated before use).
  case textTooLong = "text-too-long"
  /// An entry's text contains control or bidirectional-override characters (they are removed).
  case controlCharacters = "control-characters"

  // Info: nothing to suggest right now.
  /// More entries than are read (the oldest are dropped).
  case tooManyEntries = "too-many-entries"
  /// The newest entry was sent by the user: there is nothing to reply to.
  case lastEntryFromSelf = "last-entry-from-self"
  /// The thread is marked as junk.
  case junkThread = "junk-thread"
  /// In mail, the user is only a CC/BCC recipient of the newest email.
  case selfOnlySecondaryRecipient = "self-only-secondary-recipient"
  /// In mail, the newest email is already the user's reply.
  case alreadyRepliedBySelf = "already-replied-by-self"
  /// In messages, the newest entry is an attachment or other non-text data.
  case newestEntryNotText = "newest-entry-not-text"

  /// The severity this reason always has.
  public var severity: DiagnosticSeverity {
    switch self {
    case .emptyThreadIdentifier, .noEntries, .emptyNewestText, .emptySelfIdentifiers, .emptyParticipantNames,
      .emptyResponseRecipients:
      .error
    case .missingParticipantName, .emptySenderIdentifier, .replyingOnlyToSelf, .duplicateEntryIdentifier,
      .entriesOutOfOrder, .textTooLong, .controlCharacters:
      .warning
    case .tooManyEntries, .lastEntryFromSelf, .junkThread, .selfOnlySecondaryRecipient, .alreadyRepliedBySelf,
      .newestEntryNotText:
      .info
    }
  }

  /// How to fix it (or why nothing needs fixing).
  public var fix: String {
    switch self {
    case .emptyThreadIdentifier: "Set threadIdentifier to a stable id of the conversation."
    case .noEntries: "Add the conversation's messages to entries, oldest first."
    case .emptyNewestText: "Set the newest entry's text; suggestions answer it."
    case .emptySelfIdentifiers: "Add the device user's identifier(s) to selfIdentifiers."
    case .emptyParticipantNames:
      "Map every participant identifier to a PersonNameComponents in participantNameByIdentifier."
    case .emptyResponseRecipients: "Set responsePrimaryRecipientIdentifiers to who the reply goes to."
    case .missingParticipantName: "Add a name for this identifier to participantNameByIdentifier."
    case .emptySenderIdentifier: "Set the entry's senderIdentifier."
    case .replyingOnlyToSelf: "Put the other participants, not the user, in responsePrimaryRecipientIdentifiers."
    case .duplicateEntryIdentifier: "Give every entry its own entryIdentifier."
    case .entriesOutOfOrder: "Pass entries oldest first; they were sorted by sentDate."
    case .textTooLong: "Nothing to do: only the first characters are read. Trim quoted text to save work."
    case .controlCharacters: "Nothing to do: the characters are removed. Check where the text comes from."
    case .tooManyEntries: "Nothing to do: only the newest entries are read. Pass fewer to save work."
    case .lastEntryFromSelf: "Nothing to do: suggestions appear when someone else writes."
    case .junkThread: "Nothing to do: junk threads get no suggestions."
    case .selfOnlySecondaryRecipient: "Nothing to do: CC/BCC-only mail gets no suggestions."
    case .alreadyRepliedBySelf: "Nothing to do: the newest email is already the user's reply."
    case .newestEntryNotText: "Nothing to do: suggestions appear when the newest message has text."
    }
  }
}
