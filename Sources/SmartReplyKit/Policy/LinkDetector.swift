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
  /// The bytes are read as they are, ASCII letters in either case: no other letter lowercases to
  /// h, t, p or w, so nothing need be lowercased or copied.
  static func mayHoldLink(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= 4 else { return false }
      for index in 0...(bytes.count - 4) {
        let first = bytes[index] | 0x20
        guard first == 0x68 || first == 0x77 else { continue }  // h, w
        let next = (bytes[index + 1] | 0x20, bytes[index + 2] | 0x20, bytes[index + 3])
        if first == 0x68, next.0 == 0x74, next.1 == 0x74, next.2 | 0x20 == 0x70 { return true }  // ttp
        if first == 0x77, next.0 == 0x77, next.1 == 0x77, next.2 == 0x2E { return true }  // ww.
      }
      return false
    }
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
