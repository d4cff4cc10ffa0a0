import SmartReplyModel

/// Recognises messages that call for a yes or a no (yes/no questions, requests and invitations)
/// and open questions, which a yes or a no does not answer ("what time?", "fri or sat?").
enum QuestionDetector {
  /// First words of a yes/no question, including texting's elliptic ones ("got a sec?", "you free?").
  static let englishOpeners: WordSet = [
    "are", "is", "do", "does", "did", "can", "could", "will", "would", "should", "have", "has", "want", "shall",
    "may", "wanna", "were", "was", "any", "anyone", "got", "you", "u", "free", "still", "need", "anybody", "fancy",
    // "…$32 each. sound right?", "looks good?"
    "sound", "sounds", "look", "looks",
  ]
  /// Words of when in a verbless plan ("beach after work?", "pho tonight?").
  static let ellipticPlanWords: WordSet = [
    "at", "after", "tonight", "tomorrow", "tmrw", "tmr", "later", "today", "weekend", "sat", "sun", "mon", "tue",
    "tues", "wed", "weds", "thu", "thurs", "fri", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday",
    "friday",
  ]
  static let englishWhWords: WordSet = [
    "what", "what's", "whats", "where", "where's", "when", "when's", "which", "who", "who's", "why", "how", "how's",
  ]
  /// Wh-openers that propose rather than ask ("how about Friday?"): answered yes or no.
  static let englishProposals: [Phrase] = ["how about", "what about", "why not", "how's about"]
  static let englishInvitations: [Phrase] =
    [
      "would you like", "how about", "let's", "join us", "are you coming", "can you", "could you",
      "will you", "up for", "feel like", "interested in", "free to", "can u", "could u", "will u", "would u",
      "can ya", "mind if", "would you mind", "do you mind", "hope that's ok", "hope thats ok", "hope that's fine",
      "hope that's alright", "hope that works", "hope it's ok", "if that's ok", "let me know if", "can someone",
      "could someone", "can anyone", "could anyone",
      // Asked without a question: "hope that's cool", "your nan wants to know if you're coming".
      "hope that's cool", "hope thats cool", "hope that's okay", "if thats ok", "if that's okay", "if that's alright",
      "if that's cool", "wants to know if you", "asked if you", "asking if you", "wondering if you", "wondered if you",
      "checking if", "checking whether", "you in or", "u in or",
      // "Just checking the heating is working now": a check asked as a statement.
      "just checking the", "just checking that", "just checking you", "just checking your",
    ] + englishBareErrands
  /// An errand asked as a bare verb ("order me the soup?", "grab me a coffee?"): a request.
  static let englishBareErrands: [Phrase] = ["order me", "grab me a", "grab me one", "save me a"]
  /// Words texts open with before the question proper ("hey can u …", "ok so are we …").
  static let englishInterjections: WordSet = [
    "hey", "hi", "hello", "yo", "so", "ok", "okay", "oh", "um", "also", "and", "but", "btw", "quick", "question",
    "sorry", "hmm", "hm", "well", "random", "q", "actually", "wait", "lol", "omg", "just",
  ]
  /// Whether `word` is an interjection, drawn out or not ("soooo", "heyyy", "ummm").
  static func isInterjection(_ word: Substring) -> Bool {
    if englishInterjections.contains(word) { return true }
    guard word.count > 2 else { return false }
    var collapsed = ""
    for character in word where character != collapsed.last { collapsed.append(character) }
    return collapsed != word && englishInterjections.contains(collapsed)
  }
  static let japaneseWhWords: [Phrase] = [
    "何", "なに", "なん", "どこ", "いつ", "誰", "だれ", "なぜ", "どれ", "どの", "どちら", "どっち", "いくら", "何時",
  ]
  /// Indefinites built on wh-words (「何か」 "anything", 「いつでも」 "any time"): 「何かいる？」 is a
  /// yes/no question.
  static let japaneseIndefinites: [Phrase] = [
    "何か", "なにか", "なんか", "誰か", "だれか", "どこか", "いつか", "何でも", "なんでも", "何とか", "なんとか", "いつでも", "どこでも",
    "誰でも", "どれでも", "どっちでも", "どちらでも", "何時でも", "何も", "なにも", "誰も", "だれも",
    // Some people (「何人かでランチ」); 「何日から？」 and 「何時間かかる？」 still ask.
    "何人かで", "何人かと", "何人かに",
    // Not wh-words at all: an explanation (「明日締め切りなんだけど」) and "always" (「いつもの店」).
    "なんだけど", "なんですけど", "なんですが", "なんだよ", "なんです", "いつも",
    // "For some reason": 「なぜか決済エラーで買えなくて」.
    "なぜか", "何故か",
  ]
  /// Words of a question about when: answered with a time or "whenever suits you".
  static let timeQuestionWords: [Phrase] = [
    "what time", "when", "what day", "which day", "how early", "how late", "何時", "いつ", "何日", "何曜", "なんじ",
    "なんようび", "なんにち",
  ]
  /// Words that offer a choice: 「AとBどっち？」, 「それとも」.
  static let japaneseChoices: [Phrase] = ["どっち", "それとも", "どちらが", "どちらにしま", "どちらになさ", "どちらの方が"]
  /// "join us" said of the past, in thanks for coming ("It really does make a difference having younger
  /// folk join us"): no invitation.
  static let englishInvitationLookalikes: [Phrase] = [
    "folk join us", "people join us", "having you join us", "for joining us", "that you joined us",
  ]
  /// Words that hold an invitation's letters and invite no one: 「景色さいこう」 (最高), 「こないだ」 (the
  /// other day), 「成功」 and 「傾向」 spelled in kana, and 「どうしよう」 ("what do I do").
  static let japaneseInvitationLookalikes: [Phrase] = [
    "さいこう", "こないだ", "せいこう", "けいこう", "ていこう", "どうしよう",
    // 「遊びに行けることになりました」 tells news; it asks no one.
    "ることにな",
  ]

  /// `searchable` (made of `lowered`) with the invitation lookalikes taken out, when it has any.
  static func invitationWords(of lowered: String, _ searchable: SearchableText) -> SearchableText {
    searchable.without(japaneseInvitationLookalikes, of: lowered)
  }

  /// A favour wondered aloud, as grandmothers ask: 「写真を送ってもらえないかしら」.
  static let japaneseWonderingAsks: [Phrase] = ["ないかしら", "ないかな。", "ませんかね"]

  static let japaneseInvitations: [Phrase] = [
    "ませんか", "ましょう", "しよう", "行こう", "いこう", "行こ", "いこ〜", "いこ～", "いこー", "行こー", "しよ〜", "しよー", "来てほしい",
    "来て欲しい", "いかん？", "行かん？", "来ない", "こない", "どう？", "どう?", "いかが", "できる？", "行ける", "来れる",
    "来られ", "参加でき", "大丈夫？", "いい？", "くれる？", "くれない？", "くれます", "もらえる", "もらえない", "もらえます", "いただけ",
    "頂け", "お願いでき",
    // A favour asked with a full stop (「薬もらってきてくれるか。」), as fathers write.
    "くれるか。", "くれるか\n", "くれんか", "もらえるか。", "もらえんか",
    // 「おひる たべに いかないか。」: an outing put to the reader with a full stop (not 「いいじゃないか。」).
    "かないか。", "べないか。", "しないか。", "来ないか。", "こないか。",
    // 「体は大丈夫か。」: after someone, as grandfathers ask.
    "大丈夫か。", "大丈夫か\n", "元気か。", "元気か\n",
    // 「えびせん買ってきてほしいな〜」: a thing to bring back, wished for.
    "ってきてほしい", "ってきて欲しい",
  ]

  /// Wishes said with ください, which ask nothing: 「ゆっくり休んでください」, 「ご自愛ください」.
  static let japaneseWishes: [Phrase] = [
    "休んでください", "お休みください", "自愛ください", "大事にしてください", "大事になさってください", "気をつけてください", "お気をつけください",
    "楽しんでください", "お過ごしください", "ご安心ください", "頑張ってください", "がんばってください", "無理なさらないでください",
    "無理しないでください",
  ]

  /// Whether a ください asks something of the reader, not only wishes them well.
  static func asksWithKudasai(_ searchable: SearchableText) -> Bool {
    let asked = searchable.occurrences(of: kudasai)
    guard asked > 0 else { return false }
    return asked > japaneseWishes.reduce(0) { $0 + searchable.occurrences(of: $1) }
  }
  static let kudasai: Phrase = "ください"

  static func expectsYesOrNo(_ text: String, language: Language) -> Bool {
    let lowered = Lowercasing.lowercased(text)
    return expectsYesOrNo(lowered: lowered, searchable: SearchableText(lowered), language: language)
  }

  /// The same for a text lowercased already, with `searchable` made of `lowered`.
  static func expectsYesOrNo(lowered: String, searchable: SearchableText, language: Language) -> Bool {
    if language == .japanese {
      // A wh-word makes the question open, whatever its verb: 「どっちがいい？」, 「何時に来れる？」.
      guard !hasJapaneseWhWord(searchable) else { return false }
      return invitationWords(of: lowered, searchable).contains(any: japaneseInvitations) || asksWithKudasai(searchable)
        || searchable.contains("？") || searchable.contains("?")
        || lowered.hasSuffix("か") || lowered.hasSuffix("か。") || searchable.contains(any: japaneseWonderingAsks)
    }
    if searchable.without(englishInvitationLookalikes, of: lowered).contains(any: englishInvitations)
      || asksWhatTheReaderWants(lowered)
      || saysPlease(lowered, searchable)
    {
      return true
    }
    if asksWithoutQuestionMark(lowered, searchable: searchable) { return true }
    for sentence in englishQuestionSentences(lowered) {
      let words = LetterWords.words(in: String(sentence), apostrophes: true)
      let first = words.first { !isInterjection($0) } ?? ""
      if englishOpeners.contains(first) || first.hasSuffix("n't") { return true }
      // An emoji may end a sentence too ("It's Megan, Tyler's mom 🙂 Any chance you could…?").
      let asked = sentence.unicodeScalars.prefix { $0 != "?" }
      if let emoji = asked.lastIndex(where: { $0.value >= 0x2300 && $0.properties.isEmojiPresentation }),
        let opening = LetterWords.words(in: String(sentence[emoji...]), apostrophes: true).first,
        englishOpeners.contains(opening)
      {
        return true
      }
      // Texting drops the verb of a plan ("beach after work?", "drinks at 8?"): a short question
      // with a when and no wh-word or options is a yes/no one.
      let clause = LetterWords.words(in: String(sentence.split(separator: ",").last ?? sentence), apostrophes: true)
      // A yes/no question after a comma: "huge favour, any chance u could take my sat?" (not the
      // "u pick" after "pizza or sushi??").
      let asking = sentence[..<(sentence.lastIndex(of: "?") ?? sentence.endIndex)]
      let askingClause = LetterWords.words(in: String(asking.split(separator: ",").last ?? asking), apostrophes: true)
      if englishOpeners.contains(askingClause.first { !isInterjection($0) } ?? "") { return true }
      // "…7.30 sat, that ok?", "this work for u?": the verb dropped before an agreement word.
      if (2...5).contains(clause.count), ["that", "this", "thats", "that's"].contains(String(clause[0])),
        clause.contains(where: { agreementWords.contains($0) })
      {
        return true
      }
      // "Need you on goods-in from 1 instead. Ok?": the agreement word alone asks it.
      if clause.count == 1, agreementWords.contains(clause[0]) || clause[0] == "yeah" { return true }
      // "…£15 each if the 4 of us chip in. ok with u?": an agreement asked of the reader.
      if (3...4).contains(clause.count), agreementWords.contains(clause[0]), clause[1] == "with" || clause[1] == "for",
        readerWords.contains(clause[2])
      {
        return true
      }
      if (2...5).contains(clause.count), clause.contains(where: { ellipticPlanWords.contains($0) }),
        !clause.contains(where: { englishWhWords.contains($0) || $0 == "or" })
      {
        return true
      }
    }
    return false
  }

  /// Whether a text with no question mark opens as a yes/no question to the reader ("yo did u see
  /// the new season dropped", "have you tried the new place"); "are you kidding me" asks nothing.
  /// A favour or leave asked the same way counts in any sentence ("…they'll deliver it within 48
  /// hrs. Can I borrow a hoodie tonight lol").
  static func asksWithoutQuestionMark(_ lowered: String, searchable: SearchableText) -> Bool {
    guard !lowered.utf8.contains(UInt8(ascii: "?")) else { return false }
    if opensAsking(lowered, firstSentence: true) { return true }
    guard searchable.contains(any: laterSentenceMarks) else { return false }
    return lowered.split(whereSeparator: { ".!\n".contains($0) }).dropFirst().contains {
      opensAsking(String($0), firstSentence: false)
    }
  }

  /// Whether "please" is said as a word: "Really pleased with her" asks nothing.
  static func saysPlease(_ lowered: String, _ searchable: SearchableText) -> Bool {
    searchable.contains("please") && LetterWords.words(in: lowered).contains("please")
  }

  /// Whether a text with no question mark asks a wh-question as texts do ("what time works for u",
  /// "who did it and how much 👀"): a sentence opens with a wh-word and a word a question goes on
  /// with, or a contracted wh-word ("whats…"); a clause after a comma counts ("oh nice, whats the
  /// password"). "why" is left out: "why is everything so expensive" vents.
  static func asksWhWithoutQuestionMark(_ lowered: String) -> Bool {
    guard !lowered.utf8.contains(UInt8(ascii: "?")), lowered.utf8.count <= 400 else { return false }
    return lowered.split(whereSeparator: { ".!\n;,".contains($0) }).contains { sentence in
      let words = LetterWords.words(in: String(sentence), apostrophes: true).prefix(6)
      guard let start = words.firstIndex(where: { !isInterjection($0) }), start + 1 < words.endIndex
      else { return false }
      return contractedWhOpeners.contains(words[start])
        || unmarkedWhOpeners.contains(words[start]) && whQuestionFollowers.contains(words[start + 1])
    }
  }

  /// Whether a wh-question is followed by a guess at its answer ("which cafe? the one by the
  /// station?", 「どこのカフェ？東口のスタバ？」): the guess is confirmed or corrected.
  static func guessesAnswer(_ lowered: String, language: Language) -> Bool {
    guard lowered.utf8.count <= 400, let end = lowered.last(where: { !$0.isWhitespace }), end == "?" || end == "？"
    else { return false }
    let questions = lowered.split(whereSeparator: { $0 == "?" || $0 == "？" })
    guard questions.count >= 2 else { return false }
    // The guess is what follows the last sentence end; the question is the sentence before it.
    let sentenceEnds: Set<Character> = ["!", "！", ".", "。", "\n"]
    let guess = questions[questions.count - 1].split(whereSeparator: sentenceEnds.contains).last ?? ""
    let question = questions[questions.count - 2].split(whereSeparator: sentenceEnds.contains).last ?? ""
    func asksWh(_ sentence: Substring) -> Bool {
      guard language == .japanese else {
        return LetterWords.words(in: String(sentence), apostrophes: true).contains { englishWhWords.contains($0) }
      }
      let searchable = SearchableText(String(sentence))
      return searchable.contains(any: japaneseWhWords) && !searchable.contains(any: japaneseIndefinites)
    }
    return !guess.allSatisfy(\.isWhitespace) && asksWh(question) && !asksWh(guess)
  }

  static let unmarkedWhOpeners: WordSet = ["what", "where", "when", "which", "who", "how"]
  /// Wh-words with their verb ("whats the wifi password then"): a question with one more word.
  static let contractedWhOpeners: WordSet = [
    "what's", "whats", "where's", "wheres", "when's", "whens", "who's", "whos", "how's", "hows",
  ]
  /// Words a wh-question goes on with ("what time…", "where are…", "how much…"); "what a day" and
  /// "how about…" are not among them.
  static let whQuestionFollowers: WordSet = [
    "time", "day", "works", "is", "are", "r", "was", "were", "do", "does", "did", "should", "shall", "will", "would",
    "can", "could", "much", "many", "long", "far", "one", "u", "you", "ur", "your",
  ]

  /// "did u see…" opening the text; "can I…", "could you…" opening any sentence.
  private static func opensAsking(_ sentence: String, firstSentence: Bool) -> Bool {
    let words = LetterWords.words(in: sentence, apostrophes: true).prefix(6)
    guard let start = words.firstIndex(where: { !isInterjection($0) }), start + 2 < words.endIndex
    else { return false }
    let (first, second) = (words[start], words[start + 1])
    guard !rhetoricalAfterYou.contains(words[start + 2]) else { return false }
    return firstSentence && auxiliariesBeforeYou.contains(first) && readerWords.contains(second)
      || modalsOfFavour.contains(first) && (second == "i" || readerWords.contains(second))
      || (first == "is" || first == "are") && second == "there"
  }
  /// Words that may open a question in any sentence: a favour or leave ("can I…") or whether
  /// something is there ("is there food").
  static let laterSentenceMarks: [Phrase] = ["can ", "could ", "may ", "is there", "are there"]
  static let modalsOfFavour: WordSet = ["can", "could", "may"]
  static let agreementWords: WordSet = ["ok", "okay", "alright", "cool", "fine", "work", "good"]
  static let auxiliariesBeforeYou: WordSet = ["did", "have", "are", "r", "do", "is", "were", "was", "will", "would"]
  static let readerWords: WordSet = ["you", "u", "ya", "yall", "y'all"]
  static let rhetoricalAfterYou: WordSet = [
    "kidding", "serious", "joking", "insane", "crazy", "mad", "nuts", "dumb", "stupid", "blind", "deaf", "believe",
    "imagine",
  ]

  /// Whether "want to" or "wanna" asks the reader ("want to grab lunch", "do u wanna come") rather
  /// than telling the sender's own wish ("i want to scream", "i just wanna sleep").
  static func asksWhatTheReaderWants(_ lowered: String) -> Bool {
    guard lowered.contains("wan") else { return false }
    let words = LetterWords.words(in: lowered.replacingOccurrences(of: "’", with: "'"), apostrophes: true)
    for index in words.indices
    where words[index] == "wanna" || words[index] == "want" && index + 1 < words.count && words[index + 1] == "to" {
      // "she didn't want to come back inside" tells what someone wished.
      if index > 0, pastNegations.contains(String(words[index - 1])) { continue }
      var subject = index - 1
      while subject >= 0, index - subject <= 3, wordsBetweenIAndWant.contains(String(words[subject])) { subject -= 1 }
      if subject < 0 { return true }
      let said = String(words[subject])
      if !firstPersonSubjects.contains(said), !otherSubjects.contains(said) { return true }
    }
    return false
  }

  static let pastNegations: Set<String> = ["didn't", "didnt", "doesn't", "doesnt", "never"]
  /// Subjects that make "want to" the sender's own wish.
  static let firstPersonSubjects: Set<String> = ["i", "we", "i'd", "we'd"]
  /// Subjects that make it someone else's ("They've double booked our date and want to move us").
  static let otherSubjects: Set<String> = ["he", "she", "they", "and", "who", "he'd", "she'd", "they'd"]
  /// Words between the subject and "want" that keep the wish the sender's ("i just want to", "i
  /// really don't wanna").
  static let wordsBetweenIAndWant: Set<String> = [
    "just", "really", "kinda", "don't", "dont", "do", "not", "still", "only", "so",
  ]

  /// Whether a lowercased text has a wh-question or a choice between options, yes/no questions
  /// aside ("Yes!" answers neither "what time?" nor "fri or sat?"); `searchable` is made of `lowered`.
  static func asksWhOrChoice(lowered: String, searchable: SearchableText, language: Language) -> Bool {
    if language == .japanese {
      let isQuestion =
        searchable.contains("？") || searchable.contains("?") || lowered.hasSuffix("か") || lowered.hasSuffix("か。")
      return isQuestion && (hasJapaneseWhWord(searchable) || searchable.contains(any: japaneseChoices))
        || searchable.contains(any: plainWhPhrases) && asksJapaneseWhWithoutQuestionMark(lowered)
    }
    if asksWhWithoutQuestionMark(lowered) { return true }
    return englishQuestionSentences(lowered).contains { sentence in
      let words = LetterWords.words(in: String(sentence), apostrophes: true)
      let isProposal = SearchableText(String(sentence)).contains(any: englishProposals)
      // An emoji may end what comes before the question ("love it 🎂 which one?"), or stand for a
      // noun inside it ("did you feed the 🐶?"): the words after the last emoji may open it too.
      // An ASCII sentence has no emoji: its tail would be the sentence again.
      let afterEmoji =
        sentence.utf8.contains { $0 >= 0x80 }
        ? sentence.split { $0.unicodeScalars.first!.properties.isEmojiPresentation }.last : nil
      let tail = afterEmoji.map { LetterWords.words(in: String($0), apostrophes: true) } ?? []
      let opensWithWhWord = [words, tail].contains { words in
        englishWhWords.contains(words.first { !isInterjection($0) } ?? "")
      }
      return opensWithWhWord && !isProposal || words.contains("or")
    }
  }

  /// The sentences (split at `.`, `!`, `;`, a dash and line feeds) that hold a question mark. A text without
  /// one has none; ASCII text without a carriage return (one byte a character) is split by byte.
  static func englishQuestionSentences(_ lowered: String) -> [Substring] {
    let utf8 = lowered.utf8
    guard utf8.contains(UInt8(ascii: "?")) else { return [] }
    guard ASCIIText.isASCII(lowered), !utf8.contains(UInt8(ascii: "\r")) else {
      // A dash ends a clause as a full stop does ("… moved it forward — any chance of tuesday?"); an
      // en dash does only between spaces ("wed–fri" is a range).
      let text = lowered.contains(" – ") ? lowered.replacingOccurrences(of: " – ", with: " — ") : lowered
      return text.split { ".!\n;—".contains($0) }.filter { $0.utf8.contains(UInt8(ascii: "?")) }
    }
    var sentences = [Substring]()
    var start = utf8.startIndex
    var asks = false
    for index in utf8.indices {
      switch utf8[index] {
      case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "\n"), UInt8(ascii: ";"):
        if asks { sentences.append(lowered[start..<index]) }
        start = utf8.index(after: index)
        asks = false
      case UInt8(ascii: "?"): asks = true
      // " - " between words is a dash.
      case UInt8(ascii: "-")
      where index > utf8.startIndex && utf8[utf8.index(before: index)] == UInt8(ascii: " ")
        && utf8.index(after: index) < utf8.endIndex && utf8[utf8.index(after: index)] == UInt8(ascii: " "):
        if asks { sentences.append(lowered[start..<index]) }
        start = utf8.index(after: index)
        asks = false
      default: break
      }
    }
    if asks { sentences.append(lowered[start...]) }
    return sentences
  }

  /// Whether a clause asks a wh-question as casual texts do, with no question mark: 「年末いつ帰ってくる」,
  /// 「会費いくらだったっけ」, 「体操服どこ」. The clause ends on the wh-word or a plain ending, with no
  /// 「か」 of an embedded question after the wh-word (「何するか迷ってる」) and no 「も」 of "any" or
  /// "every" (「どこも混んでる」, 「どの店も閉まってる」).
  static func asksJapaneseWhWithoutQuestionMark(_ lowered: String) -> Bool {
    guard lowered.utf8.count <= 400 else { return false }
    return lowered.split { japaneseClauseEnds.contains($0) }.contains { clause in
      let letters = IncomingActs.letters(of: clause)
      let trimmed = letters.hasSuffix("ー") ? String(letters.dropLast()) : letters
      guard let range = plainWhWords.lazy.compactMap({ trimmed.range(of: $0) }).first else { return false }
      let rest = trimmed[range.upperBound...]
      if rest.isEmpty { return true }
      // 「レシピ知りたいくらい」: 「〜たいくらい」 holds 「いくら」 and asks no price.
      if trimmed[range] == "いくら", rest == "い" { return false }
      guard !rest.prefix(3).contains("も"), !rest.contains("ても"), !rest.dropLast().contains("か")
      else { return false }
      return plainQuestionEndings.contains { rest.hasSuffix($0) }
    }
  }
  static let japaneseClauseEnds: Set<Character> = [" ", "　", "。", "！", "!", "\n", "、", "？", "?"]
  /// Wh-words a clause without a question mark asks with; 「なん」 also opens 「なんだ」 and 「なんて」.
  static let plainWhWords = [
    "いつ", "どこ", "誰", "だれ", "何時", "何人", "何日", "何曜", "何個", "いくら", "どれ", "どっち", "どちら", "どの", "何を", "なにを",
    "何が", "なにが", "何食べ", "なに食べ", "何する", "なにする", "何して", "なにして",
  ]
  /// The same, searched for first: most messages hold none, and need no clause split.
  static let plainWhPhrases = plainWhWords.map { Phrase($0) }
  static let plainQuestionEndings = ["る", "た", "い", "の", "ん", "っけ", "か"]

  /// A wh-word that does not start an indefinite (「何か」, 「いつでも」) nor end another word
  /// (「みんなに」 holds 「なに」).
  static func hasJapaneseWhWord(_ text: SearchableText) -> Bool {
    for word in japaneseWhWords where text.mayContain(word) {
      var start = 0
      while let found = text.range(of: word.bytes, from: start) {
        let rest = text.bytes[found.lowerBound...]
        let before = text.bytes[..<found.lowerBound]
        if !japaneseIndefinites.contains(where: { rest.starts(with: $0.bytes) }),
          !japaneseWhWordEndings.contains(where: { before.suffix($0.count).elementsEqual($0) })
        {
          return true
        }
        start = found.lowerBound + 1
      }
    }
    return false
  }
  /// Letters that make a wh-word that follows them the end of another word: 「みん」 + 「なに」, 「先ほ」 + 「どの」.
  static let japaneseWhWordEndings: [[UInt8]] = [
    Array("みん".utf8), Array("ほ".utf8),
    // 「こんどの にちようび」 (今度の) and 「こんなに」, 「そんなん」, 「あんなに」 in kana.
    Array("こん".utf8), Array("そん".utf8), Array("あん".utf8),
  ]
}
