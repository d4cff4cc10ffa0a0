import Foundation

/// The body of an English draft.
struct EnglishDraftWriter {
  var content: DraftContent

  var body: String {
    let (to, cc, writer, polarity, details) = (
      content.to, content.cc, content.writer, content.polarity, content.details
    )
    var paragraphs = ["Hi \(PersonNameFormatter.englishList(to.isEmpty ? ["there"] : to)),"]
    var sentences = [Self.sentence(content.reply)]
    let when = [details.day, details.time.map { "at \($0)" }].compactMap { $0 }.joined(separator: " ")
    switch polarity {
    case .positive:
      if !when.isEmpty { sentences.append("I can confirm \(when).") }
      for item in details.items { sentences.append("I'll bring \(item).") }
      if let place = details.place { sentences.append("See you in \(place).") }
    case .negative:
      if !when.isEmpty { sentences.append("Unfortunately \(when) doesn't work for me. Could we find another time?") }
      for item in details.items { sentences.append("I can still send \(item) ahead of time.") }
    case .neutral:
      if !when.isEmpty { sentences.append("I'll confirm \(when) as soon as I can.") }
      for item in details.items { sentences.append("I'll look into \(item).") }
    }
    let answered = (when.isEmpty ? 0 : 1) + details.items.count
    if details.questions.count > max(answered, 1) {
      sentences.append("I'll get back to you on your other questions shortly.")
    }
    paragraphs.append(sentences.joined(separator: " "))
    if !cc.isEmpty { paragraphs.append("I've copied \(PersonNameFormatter.englishList(cc)) for visibility.") }
    if content.signs { paragraphs.append("Best,\n\(writer)") }
    return paragraphs.joined(separator: "\n\n")
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
