import Foundation
import SmartReplyKit

/// The state of a terminal chat: the conversation, the draft being typed, the chips on show, and
/// the other party's remaining scripted replies. Pure value logic; the command drives it.
struct ChatTranscript {
  private(set) var document: ConversationDocument
  private(set) var pendingReplies: [String]
  var draft = ""
  var chips: [SmartReplySuggestion] = []
  /// Chips stay insertable by number while hidden during typing.
  var chipsHidden = false
  var status = "waiting for suggestions…"

  init(_ script: ChatScript) {
    document = script.document
    pendingReplies = script.replies
  }

  /// Who the user is and who they talk to.
  var selfIdentifier: String { document.context.selfIdentifiers.sorted().first ?? "me" }
  var otherIdentifier: String {
    document.context.responsePrimaryRecipientIdentifiers.sorted().first
      ?? lines.first { !$0.isSelf }?.sender ?? "them"
  }

  struct Line: Equatable {
    var sender: String
    var text: String
    var isSelf: Bool
  }

  /// The thread, oldest first, with display names.
  var lines: [Line] {
    document.context.prepared().turns.map {
      Line(sender: displayName($0.senderIdentifier), text: $0.text, isSelf: $0.isFromSelf)
    }
  }

  func displayName(_ identifier: String) -> String {
    PersonNameFormatter.full(document.context.participantNameByIdentifier[identifier], fallback: identifier)
  }

  /// Appends the draft as the user's message and, if the script has one, the other party's reply.
  mutating func sendDraft(at date: Date) -> Bool {
    let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return false }
    append(text, from: selfIdentifier, isSelf: true, at: date)
    draft = ""
    chips = []
    if !pendingReplies.isEmpty {
      append(pendingReplies.removeFirst(), from: otherIdentifier, isSelf: false, at: date.addingTimeInterval(1))
    }
    return true
  }

  private mutating func append(_ text: String, from sender: String, isSelf: Bool, at date: Date) {
    document.appendEntry(
      text: text, senderIdentifier: sender, sentDate: max(date, (lastDate ?? date).addingTimeInterval(1)),
      entryIdentifier: "chat-\(document.context.entries.count + 1)",
      primaryRecipientIdentifiers: isSelf ? [otherIdentifier] : [selfIdentifier], isFromSelf: isSelf)
  }

  private var lastDate: Date? { document.context.entries.map(\.sentDate).max() }

  /// Applies a session update to the chips line.
  mutating func apply(_ update: SessionUpdate) {
    switch update {
    case .suggestions(let result):
      chips = result.suggestions
      chipsHidden = false
      status = result.suggestions.isEmpty ? "no suggestions (\(result.reason?.rawValue ?? result.status.rawValue))" : ""
    case .timedOut:
      chips = []
      status = "suggestions timed out"
    case .suppressed(let reason) where reason.isAboutTextInput:
      chipsHidden = true
      status = "typing…"
    case .suppressed(let reason):
      chips = []
      status = Self.describe(reason)
    }
  }

  static func describe(_ reason: SuppressionReason) -> String {
    switch reason {
    case .notEditing: "not editing"
    case .noContext: "no conversation"
    case .fieldNotEmpty: "typing…"
    case .markedText, .selection, .secureTextEntry: "suggestions paused"
    case .newestEntryFromSelf: "waiting for a reply"
    case .invalidContext(let diagnostics):
      "no suggestions: "
        + diagnostics.filter { $0.severity == .error }.map { "\($0.code.rawValue) at \($0.path)" }.joined(
          separator: "; ")
    }
  }

  /// The screen as text: thread, chips, input line.
  func render(width: Int = 80) -> String {
    var output = "── \(displayName(otherIdentifier)) ──\n"
    for line in lines.suffix(12) {
      let name = line.isSelf ? "\(line.sender) (you)" : line.sender
      output += "\(name): \(line.text.replacingOccurrences(of: "\n", with: " "))\n"
    }
    let choosing = draft.count == 1 && Int(draft).map { (1...chips.count).contains($0) } == true
    if chips.isEmpty || (chipsHidden && !choosing) {
      output += "[\(status)]\n"
    } else {
      output += chips.enumerated().map { "[\($0.offset + 1)] \($0.element.smartReply)" }.joined(separator: "  ") + "\n"
    }
    output += "> \(draft)"
    return output
  }
}
