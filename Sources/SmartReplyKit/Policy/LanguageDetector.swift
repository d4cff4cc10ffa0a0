/// Tells English and Japanese apart from everything else, by script and by function words.
enum LanguageDetector {
  enum Detection: Hashable {
    case language(String)
    /// Another language: suggestions would be in the wrong language.
    case other
    /// Nothing to tell from (emoji, URLs, numbers, a lone kanji word).
    case undetermined
  }

  static let englishWords: Set<String> = [
    "the", "a", "an", "i", "you", "to", "and", "is", "are", "it", "that", "of", "in", "for", "on", "with", "be",
    "have", "do", "we", "my", "your", "me", "can", "will", "what", "how", "this", "ok", "okay", "yes", "no", "not",
    "so", "just", "at", "was", "were", "if", "but", "or", "up", "out", "get", "go", "going", "want", "like", "see",
    "thanks", "thank", "hi", "hey", "hello", "good", "great", "sure", "sorry", "please", "when", "where", "who",
    "why", "there", "here", "tomorrow", "today", "tonight", "lol", "yeah", "yep", "nope", "let's", "i'm", "don't",
    "can't", "it's", "you're", "call", "time", "meeting", "lunch", "dinner", "free", "come", "coming", "sounds",
    "u", "ur", "omg", "lmao", "haha", "hahaha", "bruh", "pls", "plz", "thx", "ty", "np", "btw", "tbh", "ngl", "idk",
    "gonna", "wanna", "gotta", "yay", "nah", "k", "kk", "wow", "oh", "im", "dont", "cant", "thats", "whats", "r",
    "happy", "love", "miss", "night", "morning", "congrats", "birthday", "late", "home", "soon", "again", "all",
  ]

  static let otherLatinWords: Set<String> = [
    "el", "la", "los", "las", "que", "y", "es", "por", "con", "para", "una", "pero", "muy", "gracias", "hola",
    "le", "les", "des", "et", "est", "je", "tu", "vous", "nous", "avec", "pour", "merci", "bonjour", "oui", "non",
    "der", "die", "das", "und", "ist", "ich", "nicht", "sie", "mit", "ein", "eine", "danke", "ja", "nein",
    "não", "você", "obrigado", "olá", "um", "uma", "il", "che", "di", "per", "sono", "ciao", "grazie", "si", "de",
  ]

  static func detect(_ text: String) -> Detection {
    let text = LinkDetector.removingLinks(text)
    var kana = 0
    var han = 0
    var latin = 0
    var otherScript = 0
    var accented = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3041...0x309F, 0x30A0...0x30FF, 0xFF66...0xFF9D: kana += 1
      case 0x4E00...0x9FFF, 0x3400...0x4DBF: han += 1
      case 0x41...0x5A, 0x61...0x7A: latin += 1
      case 0x00...0x7F: break  // spaces, digits and punctuation: not alphabetic
      case 0xC0...0x24F: accented += 1
      default:
        if scalar.properties.isAlphabetic, !(0x3000...0x303F).contains(scalar.value) { otherScript += 1 }
      }
    }
    if kana > 0, kana + han >= otherScript + latin / 4 { return .language("ja") }
    if han > 0, kana == 0, latin == 0 { return han > 4 ? .other : .undetermined }
    if otherScript > latin + accented { return .other }
    guard latin + accented > 0 else { return .undetermined }
    let words = LetterWords.words(in: Lowercasing.lowercased(text), apostrophes: true).map(String.init)
    let english = words.filter(englishWords.contains).count
    let foreign = words.filter(otherLatinWords.contains).count
    if english > foreign { return .language("en") }
    if foreign > english || accented * 10 > latin { return .other }
    // Three or more words and not one English word: another Latin-script language.
    if words.count >= 3 { return .other }
    return latin > 0 ? .language("en") : .undetermined
  }

  /// The language to answer in: that of the newest message by someone else, else of the other
  /// messages, newest first.
  static func conversationLanguage(_ turns: [PreparedConversation.Turn]) -> Detection {
    let ordered = turns.reversed().filter { !$0.isFromSelf } + turns.reversed().filter(\.isFromSelf)
    for turn in ordered {
      let detection = detect(turn.text)
      if detection != .undetermined { return detection }
    }
    return .undetermined
  }
}
