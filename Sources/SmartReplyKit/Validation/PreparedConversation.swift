import Foundation

/// A context as suggestions read it: entries sorted by date, only the newest 16, each text
/// cleaned and cut to 1,024 characters — the adjustments the warnings announce.
public struct PreparedConversation: Sendable, Hashable {
  /// One entry after preparation.
  public struct Turn: Sendable, Hashable {
    /// Cleaned, truncated text.
    public var text: String
    /// Who sent it.
    public var senderIdentifier: String
    /// Whether the device's user sent it.
    public var isFromSelf: Bool
    /// Whether the entry carries text (not an attachment or other data).
    public var isText: Bool
    /// The entry's identifier.
    public var entryIdentifier: String = ""
  }

  /// The turns, oldest first.
  public var turns: [Turn]
  /// Whether the conversation is an email thread (texts then carry greetings, quotes, signatures).
  public var isMail: Bool
  /// The diagnostics of the context.
  public var diagnostics: [Diagnostic]
  /// The participants' names and who the user is, read only when a message may open with a name.
  var participantNameByIdentifier: [String: PersonNameComponents] = [:]
  var selfIdentifiers: Set<String> = []

  init(_ input: ValidationInput) {
    diagnostics = ContextValidator.validate(input)
    isMail = input.kind == .mail
    turns = input.chronologicalOrder.suffix(ValidationLimits.maxEntries).map { index in
      let entry = input.entries[index]
      return Turn(
        text: TextSanitizer.sanitized(entry.text), senderIdentifier: entry.senderIdentifier,
        isFromSelf: input.isFromSelf(entry), isText: entry.isText, entryIdentifier: entry.entryIdentifier)
    }
    participantNameByIdentifier = input.participantNameByIdentifier
    selfIdentifiers = input.selfIdentifiers
  }

  /// Who the user is and is not, by name (lowercased given names, nicknames and family names).
  var names: AddresseeCues.Names {
    var names = AddresseeCues.Names()
    for (identifier, components) in participantNameByIdentifier {
      let spellings = [components.givenName, components.nickname, components.familyName].compactMap { $0 }
        .map { Lowercasing.lowercased(String(WhitespaceTrimming.trimmed(Substring($0)))) }.filter { !$0.isEmpty }
      if selfIdentifiers.contains(identifier) {
        names.ofSelf.formUnion(spellings)
      } else {
        names.ofOthers.formUnion(spellings)
      }
    }
    // Two people may share a name; a message opening with it may be for the user.
    names.ofOthers.subtract(names.ofSelf)
    return names
  }
}
