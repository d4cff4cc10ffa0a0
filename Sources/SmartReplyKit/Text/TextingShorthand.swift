/// Texting shorthand spelled out ("watch ur back" → "watch your back", "im done" → "i'm done"), so
/// that phrase rules written once in full also match how people type. Reads lower-cased text.
enum TextingShorthand {
  /// Whole words and their spelled-out forms; a word is a run of ASCII letters, digits and
  /// apostrophes that no other letter touches ("résumé" holds no "r").
  static let expansions: [String: String] = [
    "u": "you", "ya": "you", "ur": "your", "urself": "yourself", "youre": "you're", "u're": "you're",
    "im": "i'm", "ive": "i've", "dont": "don't", "cant": "can't", "wont": "won't", "didnt": "didn't",
    "doesnt": "doesn't", "isnt": "isn't", "r": "are", "ppl": "people", "every1": "everyone",
  ]
  /// The longest key, in bytes: longer words are never looked up.
  static let longestKey = expansions.keys.map(\.utf8.count).max()!

  /// `lowered` with every shorthand word spelled out and typographic apostrophes (’) made plain;
  /// the text itself when there is nothing to change.
  static func expanded(_ lowered: String) -> String {
    let bytes = Array(lowered.utf8)
    var output = [UInt8]()
    output.reserveCapacity(bytes.count)
    var changed = false
    var index = 0
    while index < bytes.count {
      guard isWordByte(bytes[index]) else {
        output.append(bytes[index])
        index += 1
        continue
      }
      // One word, read with ’ (E2 80 99, non-ASCII and so part of a word) as ' so that "can’t"
      // matches "can't".
      var word = [UInt8]()
      while index < bytes.count, isWordByte(bytes[index]) {
        if isCurlyApostrophe(bytes, at: index) {
          word.append(UInt8(ascii: "'"))
          changed = true
          index += 3
        } else {
          word.append(bytes[index])
          index += 1
        }
      }
      if word.count <= longestKey, let spelled = expansions[String(decoding: word, as: UTF8.self)] {
        output.append(contentsOf: spelled.utf8)
        changed = true
      } else {
        output.append(contentsOf: word)
      }
    }
    return changed ? String(decoding: output, as: UTF8.self) : lowered
  }

  private static func isCurlyApostrophe(_ bytes: [UInt8], at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x99
  }

  /// ASCII letters, digits (「every1」), the apostrophe and every non-ASCII byte, so that a word
  /// touching a non-ASCII letter ("résumé", 「明日uに」) is never taken for shorthand.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "'") || byte >= 0x80
  }
}
