import Foundation
import SmartReplyModel

/// The body of an English draft: the reply, then an answer to each request and question of the
/// newest email in turn, with the resolved date and time in full; what it cannot answer is left
/// as an `[answer: …]` placeholder for the writer to fill.
struct EnglishDraftWriter {
  var content: DraftContent

  var body: String {
    let (to, cc, writer) = (content.to, content.cc, content.writer)
    let names = ListPhrasing.and(to.isEmpty ? ["there"] : to)
    var paragraphs = [content.formal ? "Dear \(names)," : "Hi \(names),"]
    var sentences = [Self.sentence(content.reply)]
    sentences += answers
    paragraphs.append(sentences.joined(separator: " "))
    if !cc.isEmpty { paragraphs.append("I've copied \(ListPhrasing.and(cc)) for visibility.") }
    if content.signs { paragraphs.append((content.formal ? "Kind regards," : "Best,") + "\n\(writer)") }
    return paragraphs.joined(separator: "\n\n")
  }

  /// One sentence per thing the email asked, in its order, after the confirmation of the day.
  var answers: [String] {
    let details = content.details
    let whens = details.dates.map { EventDateFormatter.english($0, sentDate: details.sentDate) }
    var sentences = [String]()
    let when: String? =
      whens.count > 1 ? "[answer: \(whens.joined(separator: " or "))]" : whens.first
    switch content.polarity {
    case .positive:
      if let when { sentences.append("I can confirm \(when).") }
    case .negative:
      if let when { sentences.append("Unfortunately \(when) doesn't work for me. Could we find another time?") }
    case .neutral:
      if let when { sentences.append("About \(when): [answer: does it work for you?]") }
    }
    sentences += details.answers(replyPolarity: content.polarity) { request, item in
      switch (request, content.polarity) {
      case (.bring, .positive): "I'll bring \(item)."
      case (.bring, .negative): "I can still send \(item) ahead of time."
      case (.share, .positive), (.share, .negative): "I'll share \(item)."
      case (.prepare, .positive): "I'll prepare \(item)."
      case (.prepare, .negative): "I can still prepare \(item) ahead of time."
      case (_, .neutral): "About \(item): [answer: can you do it?]"
      }
    }
    if content.polarity == .positive, let place = details.place {
      let online = ["Zoom", "Teams", "Google Meet", "Skype", "Webex"].contains(place)
      sentences.append(online ? "See you on \(place)." : "See you in \(place).")
    }
    return sentences
  }

  /// The reply as a sentence: trimmed, capitalised, ending in punctuation.
  static func sentence(_ text: String) -> String {
    var sentence = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let first = sentence.first else { return sentence }
    sentence = first.uppercased() + sentence.dropFirst()
    if let last = sentence.last, !".!?".contains(last) { sentence += "." }
    return sentence
  }
}
