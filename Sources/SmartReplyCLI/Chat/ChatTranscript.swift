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
    guard let name = document.context.participantNameByIdentifier[identifier] else { return identifier }
    let parts = [name.givenName, name.familyName].compactMap { $0 }.filter { !$0.isEmpty }
    if parts.isEmpty { return name.nickname ?? identifier }
    let japanese = parts.joined().unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }
    return japanese ? [name.familyName, name.givenName].compactMap { $0 }.joined() : parts.joined(separator: " ")
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
    let identifier = "chat-\(document.context.entries.count + 1)"
    let recipients: Set<String> = isSelf ? [otherIdentifier] : [selfIdentifier]
    let sentDate = max(date, (lastDate ?? date).addingTimeInterval(1))
    switch document {
    case .message(var context):
      context.entries.append(
        .init(
          text: text, senderIdentifier: sender, sentDate: sentDate, entryIdentifier: identifier,
          primaryRecipientIdentifiers: recipients, wasSentBySelf: isSelf))
      document = .message(context)
    case .mail(var context):
      context.entries.append(
        .init(
          text: text, senderIdentifier: sender, sentDate: sentDate, entryIdentifier: identifier,
          primaryRecipientIdentifiers: recipients, kind: .personal))
      document = .mail(context)
    case .conversation(var context):
      context.entries.append(
        .init(
          text: text, senderIdentifier: sender, sentDate: sentDate, entryIdentifier: identifier,
          primaryRecipientIdentifiers: recipients))
      document = .conversation(context)
    }
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
    case .suppressed(.fieldNotEmpty), .suppressed(.markedText), .suppressed(.selection):
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
