import SmartReplyModel

/// Picks for a chat question that offers two options ("tea or coffee?", 「新宿と池袋どっち？」): each
/// option becomes a chip of its own ("Tea!", 「新宿がいい！」), shown before the best reply of the set
/// ("Either works!"), and beside a decline when one was suggested. A response set cannot hold the
/// options a message names; like the time chips, these are filled in. Only short options read plainly off the question are used: anything else
/// leaves the suggestions as they are.
enum ChoiceChips {
  /// The intent of a picked option.
  static let pickIntent: ReplyIntent = "pick-option"
  /// The most words (English) or characters (Japanese) an option may have.
  static let maxEnglishWords = 2
  static let maxJapaneseLength = 8

  /// `result` with the two picks first, when the newest message offers two options.
  static func apply(to result: SmartReplyResult, newest: String, maxCount: Int) -> SmartReplyResult {
    guard result.status == .success, result.sensitiveTopic == nil, maxCount >= 2, let language = result.language,
      let (first, second) = options(in: newest, language: language)
    else { return result }
    let picks = [first, second].map { option in
      SmartReplySuggestion(
        smartReply: pick(asWritten(option, in: newest), language: language, polite: isPolite(newest)),
        score: result.suggestions.first?.score ?? 0,
        intent: pickIntent, polarity: .positive, act: .answer)
    }
    var changed = result
    let rest = result.suggestions.filter { chip in !picks.contains { $0.smartReply == chip.smartReply } }
    changed.suggestions = Array((picks + rest).prefix(maxCount))
    // A way to say no stays ("which day can you help me move, sat or sun?": "Sorry, I can't.").
    if maxCount > 2, !changed.suggestions.contains(where: { $0.polarity == .negative }),
      let decline = rest.first(where: { $0.polarity == .negative })
    {
      changed.suggestions[changed.suggestions.count - 1] = decline
    }
    return changed
  }

  /// `option` as the message writes it ("Christmas Eve", read off the lowered text as "christmas eve").
  static func asWritten(_ option: String, in text: String) -> String {
    guard option.utf8.count <= 64, let range = text.range(of: option, options: .caseInsensitive) else { return option }
    return String(text[range])
  }

  static func pick(_ option: String, language: Language, polite: Bool) -> String {
    switch language {
    case .japanese: polite ? option + "でお願いします。" : option + "がいい！"
    case .english: option.prefix(1).uppercased() + option.dropFirst() + "!"
    }
  }

  /// Whether the question is polite: です・ます as ``RegisterDetector`` reads them, or a polite
  /// proposal (「お送りしましょうか」, 「どちらでしょう」), which offers a choice but is no です・ます statement.
  static func isPolite(_ text: String) -> Bool {
    RegisterDetector.isPolite(text) || SearchableText(text).contains(any: politeProposals)
  }

  static let politeProposals: [Phrase] = ["ましょう", "でしょう"]

  /// The two options of a choice question, if it reads plainly as one.
  static func options(in text: String, language: Language) -> (String, String)? {
    guard text.utf8.count <= 2_000 else { return nil }  // a question of choice is short
    // Most messages offer no choice: a byte scan rules them out before any word is read.
    let bytes = SearchableText(text)
    switch language {
    case .english:
      guard bytes.contains(any: englishMarkers) else { return nil }
      return englishOptions(Lowercasing.lowercased(text))
    case .japanese:
      guard bytes.contains(any: japaneseMarkers) else { return nil }
      return japaneseOptions(text)
    }
  }

  static let englishMarkers: [Phrase] = [" or ", " Or ", " OR "]
  /// Options weighed aloud: 「AかBで迷ってる」.
  static let japaneseWeighings = ["で迷", "か迷", "で悩", "か悩"]
  static let japaneseMarkers: [Phrase] = ["どっち", "どちら", "それとも"] + japaneseWeighings.map { Phrase($0) }

  /// Words that end an option: verbs, pronouns and time words around "A or B" ("still doing it this
  /// year or skipping it?" offers no "Year!").
  static let englishStops: Set<Substring> = [
    "would", "do", "does", "did", "you", "u", "ya", "want", "wanna", "prefer", "should", "we", "i", "get", "is", "it",
    "are", "have", "like", "be", "for", "to", "at", "on", "in", "this", "that", "tonight", "today", "tomorrow", "then",
    "better", "works", "work", "either", "what", "which", "one", "rather", "go", "with", "and", "feel", "fancy", "ok",
    "okay", "so", "hey", "thinking", "think", "of", "about", "can", "could", "shall", "will", "me", "us", "more",
    "year", "week", "month", "weekend", "time", "coming",
  ]
  /// Second options that make "or" no choice ("or not", "or something").
  static let englishNonOptions: Set<Substring> = [
    "not", "no", "something", "anything", "what", "so", "later", "else", "whatever", "nah", "never", "both",
  ]
  static let articles: Set<Substring> = ["a", "an", "the", "some"]

  /// Words only ("thai", "window seat").
  static func isWordOption(_ words: [Substring]) -> Bool {
    words.allSatisfy { $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" } }
  }

  /// A day of the month, after a weekday or not: "sat 18th or sun 19th?" (times are the time
  /// replies' to answer).
  static func isDateOption(_ words: [Substring]) -> Bool {
    guard let day = words.last, day.count <= 4, day.first?.isNumber == true,
      ["st", "nd", "rd", "th"].contains(day.drop { $0.isASCII && $0.isNumber })
    else { return false }
    return words.dropLast().allSatisfy {
      EnglishDateTimeScanner.weekdays[String($0)] != nil
        || EnglishDateTimeScanner.weekdayAbbreviations[String($0)] != nil
        || $0 == "the"
    }
  }

  static func englishOptions(_ lowered: String) -> (String, String)? {
    for sentence in QuestionDetector.englishQuestionSentences(lowered) {
      let words = sentence.split { $0 == " " || $0 == "\n" || $0 == "\t" }
      guard let or = words.firstIndex(of: "or"), or > words.startIndex else { continue }
      var left = [Substring]()
      for word in words[..<or].reversed() {
        let bare = word.trimmingCharacters(in: .punctuationCharacters)[...]
        // An emoji or a dash ends the option as a stop word does ("reunion time 🎉 sat 18th or…").
        if word.hasSuffix(",") && !left.isEmpty || englishStops.contains(bare)
          || !bare.contains(where: { $0.isLetter || $0.isNumber })
        {
          break
        }
        left.insert(bare, at: 0)
        if word != bare && !word.hasSuffix(",") { break }
      }
      var right = [Substring]()
      for word in words[(or + 1)...] {
        let bare = word.trimmingCharacters(in: .punctuationCharacters)[...]
        if englishStops.contains(bare) || bare.isEmpty { break }
        right.append(bare)
        if word != bare { break }  // "coffee?" or "sat," ends the option
      }
      while let first = left.first, articles.contains(first) { left.removeFirst() }
      while let first = right.first, articles.contains(first) { right.removeFirst() }
      guard let head = right.first, !englishNonOptions.contains(head),
        (1...maxEnglishWords).contains(left.count), (1...maxEnglishWords).contains(right.count),
        [left, right].allSatisfy({ isWordOption($0) || isDateOption($0) }), left != right
      else { continue }
      return (left.joined(separator: " "), right.joined(separator: " "))
    }
    return nil
  }

  /// Ends of a Japanese option going back from 「と」: punctuation, spaces and topic particles.
  static let japaneseBoundaries: [String] = ["、", "。", "！", "？", "!", "?", " ", "　", "\n", "は", "って", "も"]

  /// 「AとB(、)どっち」, 「AかBどちら」 or 「AかBで迷ってる」: A and B, each a short run with no punctuation.
  static func japaneseOptions(_ text: String) -> (String, String)? {
    if let or = text.range(of: "それとも") {
      return alternatives(before: text[..<or.lowerBound], after: text[or.upperBound...])
    }
    let which = text.range(of: "どっち") ?? text.range(of: "どちら")
    guard let end = which ?? japaneseWeighings.lazy.compactMap({ text.range(of: $0) }).first else {
      return nil
    }
    var before = text[..<end.lowerBound]
    while let last = before.last, "、, 　の".contains(last) { before = before.dropLast() }
    // 「集まるの土日どっちがいい？」: the weekend's two days.
    if which != nil, before.hasSuffix("土日") { return ("土曜", "日曜") }
    // 「パスタかラーメンどっちがいい？」 joins its options with か as weighing does.
    let joiners = which == nil ? ["か"] : ["と", "か"]
    return joiners.lazy.compactMap { split(before, at: $0) }.first
  }

  /// The two options either side of the last `joiner` of `before`.
  static func split(_ before: Substring, at joiner: String) -> (String, String)? {
    guard let and = before.range(of: joiner, options: .backwards) else { return nil }
    let options = [String(lastRun(of: before[..<and.lowerBound])), String(before[and.upperBound...])]
    // 「週末だと土日どっちがいい？」: 「だと」 sets a condition, and what it follows is no option; nor is a
    // lone kana, the end of a word (「駅から どっちに」 is no choice of 「駅」 or 「ら」).
    guard options.allSatisfy(isShortRun),
      options.allSatisfy({ $0.count > 1 || !isHiragana($0) }), options[0] != options[1], !options[0].hasSuffix("だ")
    else { return nil }
    return (options[0], options[1])
  }

  /// 「渋谷ですか、それとも新宿ですか？」, 「ご飯にする？それともお風呂？」: the nouns either side of
  /// 「それとも」, read past the question's endings. An option that ends in kana is a verb or a clause
  /// (「今日来る？それとも明日？」), which no 「〜がいい！」 picks.
  static func alternatives(before: Substring, after: Substring) -> (String, String)? {
    let second = strippingEndings(after.drop(while: isBreak).prefix { !isBreak($0) })
    let options = [String(lastRun(of: strippingEndings(before))), String(second)]
    guard options.allSatisfy(isShortRun), options.allSatisfy({ !isHiragana(String($0.suffix(1))) }),
      options[0] != options[1]
    else { return nil }
    return (options[0], options[1])
  }

  /// The end of `text` after its last boundary (``japaneseBoundaries``): 「お店は渋谷」 → 「渋谷」.
  static func lastRun(of text: Substring) -> Substring {
    let boundary = japaneseBoundaries.compactMap { text.range(of: $0, options: .backwards)?.upperBound }.max()
    return boundary.map { text[$0...] } ?? text
  }

  /// Whether `option` is one short run (at most ``maxJapaneseLength`` characters, no punctuation).
  static func isShortRun(_ option: String) -> Bool {
    (1...maxJapaneseLength).contains(option.count) && !option.contains(where: isBreak)
  }

  /// Endings a question puts after an option (「新宿ですか」, 「ご飯にする」), read past.
  static let questionEndings = ["か", "です", "でしょう", "にします", "にする", "がいい", "の", "なの"]

  /// `text` without its trailing punctuation and question endings (「新宿ですか？」 → 「新宿」).
  static func strippingEndings(_ text: Substring) -> Substring {
    var text = text
    while true {
      while let last = text.last, isBreak(last) { text = text.dropLast() }
      guard let ending = questionEndings.first(where: { text.hasSuffix($0) }) else { return text }
      text = text.dropLast(ending.count)
    }
  }

  static func isHiragana(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) }
  }

  static func isBreak(_ character: Character) -> Bool {
    character.isPunctuation || character.isWhitespace || character.isSymbol
  }
}
