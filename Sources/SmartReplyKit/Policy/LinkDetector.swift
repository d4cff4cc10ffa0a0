/// Finds links in messages: a message that is nothing but links gets no suggestion (what to say
/// depends on what is behind the link), and links are left out when the language is detected.
enum LinkDetector {
  static let schemes: [String] = ["https://", "http://", "www."]

  /// `text` without its links.
  static func removingLinks(_ text: String) -> String {
    guard mayHoldLink(text) else { return text }
    return text.split(whereSeparator: \.isWhitespace).filter { !isLink($0) }.joined(separator: " ")
  }

  /// A byte-level check that rules out most texts before any word is looked at.
  static func mayHoldLink(_ text: String) -> Bool {
    let searchable = SearchableText(Lowercasing.lowercased(text))
    return searchable.contains("http") || searchable.contains("www.")
  }

  /// Whether `text` holds at least one link and, apart from links, only punctuation or symbols.
  static func isOnlyLinks(_ text: String) -> Bool {
    read(text).map { $0.holdsLink && $0.restIsSymbols } ?? false
  }

  /// Whether `text` holds at least one link and words of its own beside it ("the cabin 👀 https://…").
  static func holdsLinkWithWords(_ text: String) -> Bool {
    read(text).map { $0.holdsLink && !$0.restIsSymbols } ?? false
  }

  /// Whether `text` holds a link, and whether its other words are only punctuation or symbols;
  /// nil for the many texts that cannot hold one. Its words are split once.
  private static func read(_ text: String) -> (holdsLink: Bool, restIsSymbols: Bool)? {
    guard mayHoldLink(text) else { return nil }
    let words = text.split(whereSeparator: \.isWhitespace)
    return (
      words.contains(where: isLink),
      words.filter { !isLink($0) }.allSatisfy { word in
        word.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic && $0.properties.numericType == nil }
      }
    )
  }

  static func isLink(_ word: Substring) -> Bool {
    let lowered = word.lowercased()
    return schemes.contains { scheme in
      if let range = lowered.range(of: scheme) {
        return lowered.distance(from: lowered.startIndex, to: range.lowerBound) <= 1
      }
      return false
    }
  }
}
