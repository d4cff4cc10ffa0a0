/// Texting shorthand spelled out ("watch ur back" → "watch your back", "im done" → "i'm done"), so
/// that phrase rules written once in full also match how people type. Reads lower-cased text.
enum TextingShorthand {
  /// Whole words and their spelled-out forms; a word is a run of ASCII letters and apostrophes.
  static let expansions: [String: String] = [
    "u": "you", "ya": "you", "ur": "your", "urself": "yourself", "youre": "you're", "u're": "you're",
    "im": "i'm", "ive": "i've", "id": "i'd", "dont": "don't", "cant": "can't", "wont": "won't",
    "didnt": "didn't", "doesnt": "doesn't", "isnt": "isn't", "r": "are", "ppl": "people", "every1": "everyone",
  ]
  /// The longest key, in bytes: longer words are never looked up.
  static let longestKey = expansions.keys.map(\.utf8.count).max()!

  /// `lowered` with every shorthand word spelled out and typographic apostrophes (’) made plain;
  /// the text itself when there is nothing to change.
  static func expanded(_ lowered: String) -> String {
    var bytes = Array(lowered.utf8)
    // ’ (E2 80 99) → ' so that "can’t" matches "can't"; the two filler bytes are dropped below.
    var hasCurlyApostrophe = false
    for index in bytes.indices.dropLast(2)
    where bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x99 {
      (bytes[index], bytes[index + 1], bytes[index + 2]) = (UInt8(ascii: "'"), 0, 0)
      hasCurlyApostrophe = true
    }
    if hasCurlyApostrophe { bytes.removeAll { $0 == 0 } }
    var output = [UInt8]()
    var changed = hasCurlyApostrophe
    var index = 0
    while index < bytes.count {
      guard isWordByte(bytes[index]) else {
        output.append(bytes[index])
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      let word = bytes[index..<end]
      if word.count <= longestKey, let spelled = expansions[String(decoding: word, as: UTF8.self)] {
        output.append(contentsOf: spelled.utf8)
        changed = true
      } else {
        output.append(contentsOf: word)
      }
      index = end
    }
    return changed ? String(decoding: output, as: UTF8.self) : lowered
  }

  /// ASCII letters, digits (「every1」) and the apostrophe.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "'")
  }
}
