/// The words ``LanguageDetector`` tells English from other Latin-script languages by: frequent
/// English words of everyday texting (function words, common verbs, time words, texting
/// shorthand), and function words of the Latin-script languages most often met instead.
/// A short English message with none of the function words ("gnight! sleep well", "we're getting
/// divorced") must still read as English, so the list reaches past function words.
enum LanguageWords {
  static let english: WordSet = [
    // Function words and pronouns.
    "the", "a", "an", "i", "you", "to", "and", "is", "are", "it", "that", "of", "in", "for", "on", "with", "be",
    "have", "has", "had", "do", "does", "did", "we", "my", "your", "me", "can", "will", "would", "should", "could",
    "what", "how", "this", "these", "those", "they", "them", "their", "he", "she", "him", "her", "his", "our", "us",
    "so", "just", "at", "was", "were", "been", "if", "but", "or", "up", "out", "from", "about", "by", "as", "into",
    "there", "here", "when", "where", "who", "why", "which", "all", "some", "any", "no", "not", "too", "very",
    "really", "still", "already", "also", "never", "ever", "always", "again", "more", "much", "many", "over",
    "after", "before", "than", "then", "now", "off", "down", "back", "only", "one", "two", "got", "yet", "maybe",
    // Everyday verbs and nouns.
    "get", "go", "going", "went", "gone", "want", "like", "see", "saw", "know", "think", "make", "take", "took",
    "come", "coming", "came", "call", "tell", "told", "say", "said", "let", "need", "feel", "look", "looks",
    "give", "gave", "keep", "bring", "leave", "left", "meet", "sleep", "eat", "ate", "work", "working", "try",
    "pick", "send", "sent", "wait", "talk", "start", "finish", "finished", "done", "made", "buy", "bought", "pay",
    "time", "meeting", "lunch", "dinner", "breakfast", "party", "day", "week", "weekend", "night", "morning",
    "tomorrow", "today", "tonight", "yesterday", "home", "house", "place", "car", "train", "office", "school",
    "thing", "things", "stuff", "mom", "mum", "dad", "friend", "friends", "kids", "baby", "job", "boss", "phone",
    "people", "guys",
    // Adjectives, replies and greetings.
    "good", "great", "well", "bad", "nice", "cool", "fine", "sure", "sorry", "please", "thanks", "thank", "hi",
    "hey", "hello", "bye", "free", "busy", "late", "soon", "happy", "love", "miss", "sounds", "right", "ready",
    "best", "last", "next", "new", "old", "long", "little", "big", "sweet", "tired", "sick", "ok", "okay", "yes",
    "yeah", "yep", "nope", "congrats", "birthday", "welcome", "anyway", "pretty", "totally", "literally",
    // Contractions written without an apostrophe, and texting shorthand.
    "im", "dont", "cant", "wont", "didnt", "isnt", "thats", "whats", "ive", "youre", "lets", "ill",
    "u", "ur", "r", "k", "kk", "lol", "lmao", "omg", "haha", "hahaha", "bruh", "pls", "plz", "thx", "ty", "np",
    "btw", "tbh", "ngl", "idk", "imo", "gonna", "wanna", "gotta", "yay", "nah", "wow", "oh", "tmrw", "omw",
    "gn", "gm", "gnight", "nite", "brb", "rn", "lmk", "hbd", "ily", "ah", "aw", "aww", "cheers", "legend", "mate",
    "bro", "dude", "lads", "gg", "ggs",
    // Times and addresses ("8pm, 14 Elm Grove").
    "am", "pm", "st", "nd", "rd", "th", "street", "road", "lane", "avenue", "grove", "close",
  ]

  /// Endings English gives a word after an apostrophe ("we're", "didn't", "i'll"), and the
  /// inflections its verbs take that the other languages' words rarely end in ("ended", "telling").
  static let contractionEndings = ["'re", "'ll", "'ve", "n't", "'m", "'d", "’re", "’ll", "’ve", "n’t", "’m", "’d"]

  static let inflectionEndings = ["ed", "ing"]

  static func hasEnglishEnding(_ word: String) -> Bool {
    if let found = word.utf8.withContiguousStorageIfAvailable(hasEnglishEnding(utf8:)) { return found }
    func ends(_ ending: String) -> Bool { word.hasSuffix(ending) }
    return contractionEndings.contains(where: ends) || word.utf8.count >= 5 && inflectionEndings.contains(where: ends)
  }

  /// The same for the UTF-8 of a word. An ASCII word's characters are its bytes (no ending starts
  /// with a line feed, the one byte a character may share): its endings are compared byte by byte.
  static func hasEnglishEnding(utf8 word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.allSatisfy({ $0 < 0x80 }) else {
      let text = String(decoding: word, as: UTF8.self)
      func ends(_ ending: String) -> Bool { text.hasSuffix(ending) }
      return contractionEndings.contains(where: ends) || word.count >= 5 && inflectionEndings.contains(where: ends)
    }
    func ends(_ ending: [UInt8]) -> Bool {
      word.count >= ending.count && word.suffix(ending.count).elementsEqual(ending)
    }
    return contractionEndingBytes.contains(where: ends)
      || word.count >= 5 && inflectionEndingBytes.contains(where: ends)
  }

  static let contractionEndingBytes = contractionEndings.map { Array($0.utf8) }
  static let inflectionEndingBytes = inflectionEndings.map { Array($0.utf8) }

  static let otherLatin: WordSet = [
    "el", "la", "los", "las", "que", "y", "es", "por", "con", "para", "una", "pero", "muy", "gracias", "hola",
    "le", "les", "des", "et", "est", "je", "tu", "vous", "nous", "avec", "pour", "merci", "bonjour", "oui", "non",
    "der", "die", "das", "und", "ist", "ich", "nicht", "sie", "mit", "ein", "eine", "danke", "ja", "nein",
    "não", "você", "obrigado", "olá", "um", "uma", "il", "che", "di", "per", "sono", "ciao", "grazie", "si", "de",
    "del", "lo", "mi", "te", "se", "su", "al", "estoy", "eres", "vamos", "mañana", "noche", "bien", "qué",
    "du", "au", "ce", "ne", "pas", "mais", "suis", "moi", "toi", "ça", "demain", "soir", "très",
    "den", "dem", "auf", "zu", "wir", "bist", "morgen", "heute", "auch", "noch", "nur", "wie",
    "het", "een", "ik", "niet", "maar", "wel", "dat", "voor", "ook", "bedankt", "em", "eu", "com", "está",
    "oye", "cuando", "casa", "donde", "dónde", "cómo", "quieres", "puedes", "tienes", "hoy", "ahora", "nos", "vemos",
    "también", "todo", "bueno", "amigo", "amiga", "llegaste", "avísame",
    "vai", "na", "hoje", "bom", "beijos", "obrigada", "nie", "się", "jest", "dobrze", "dzięki", "cześć",
    // German of everyday texting: 「Bin gerade angekommen, warte unten. Bis gleich!」 ("am" is English too).
    "gerade", "warte", "unten", "oben", "bis", "gleich", "jetzt", "schon", "bitte", "komme", "kommst", "habe",
    "hast", "dich", "mich", "dir", "euch", "alles", "nochmal", "angekommen", "tschüss", "vielleicht",
  ]
}
