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

  /// The keys as bytes, grouped by length (index = length), for look-ups without making a string.
  static let keysByLength: [[(key: [UInt8], spelled: [UInt8])]] = {
    var groups = [[(key: [UInt8], spelled: [UInt8])]](repeating: [], count: longestKey + 1)
    for (key, spelled) in expansions.sorted(by: { $0.key < $1.key }) {
      groups[key.utf8.count].append((Array(key.utf8), Array(spelled.utf8)))
    }
    return groups
  }()

  /// `lowered` with every shorthand word spelled out and typographic apostrophes (’) made plain;
  /// the text itself when there is nothing to change.
  static func expanded(_ lowered: String) -> String {
    var lowered = lowered
    let result = lowered.withUTF8 { expanded(bytes: $0) }
    return result.map { String(decoding: $0, as: UTF8.self) } ?? lowered
  }

  /// The bytes of ``expanded(_:)``, or nil when nothing changes: most messages hold no shorthand,
  /// and then no word is copied and no output made.
  private static func expanded(bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var output: [UInt8]?
    var index = 0
    while index < bytes.count {
      guard isWordByte(bytes[index]) else {
        output?.append(bytes[index])
        index += 1
        continue
      }
      // One word, read with ’ (E2 80 99, non-ASCII and so part of a word) as ' so that "can’t"
      // matches "can't".
      let start = index
      var curlyApostrophes = 0
      while index < bytes.count, isWordByte(bytes[index]) {
        if isCurlyApostrophe(bytes, at: index) {
          curlyApostrophes += 1
          index += 3
        } else {
          index += 1
        }
      }
      let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
      let length = raw.count - 2 * curlyApostrophes
      let spelled: [UInt8]?
      if curlyApostrophes == 0 {
        spelled = length <= longestKey ? expansion(of: raw) : nil
      } else {
        let word = plainApostrophes(raw)
        spelled = length <= longestKey ? word.withUnsafeBufferPointer(expansion(of:)) ?? word : word
      }
      guard let spelled else {
        output?.append(contentsOf: raw)
        continue
      }
      if output == nil {
        output = Array(UnsafeBufferPointer(rebasing: bytes[..<start]))
        output!.reserveCapacity(bytes.count + 8)
      }
      output!.append(contentsOf: spelled)
    }
    return output
  }

  /// The spelled-out form of the shorthand word `word`, if it is one.
  private static func expansion(of word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    for entry in keysByLength[word.count] where entry.key.elementsEqual(word) { return entry.spelled }
    return nil
  }

  /// `word` with each ’ made '.
  private static func plainApostrophes(_ word: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var plain = [UInt8]()
    plain.reserveCapacity(word.count)
    var index = 0
    while index < word.count {
      if isCurlyApostrophe(word, at: index) {
        plain.append(UInt8(ascii: "'"))
        index += 3
      } else {
        plain.append(word[index])
        index += 1
      }
    }
    return plain
  }

  private static func isCurlyApostrophe(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x99
  }

  /// ASCII letters, digits (「every1」), the apostrophe and every non-ASCII byte, so that a word
  /// touching a non-ASCII letter ("résumé", 「明日uに」) is never taken for shorthand.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "'") || byte >= 0x80
  }
}
