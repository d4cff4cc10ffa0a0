import SmartReplyModel

/// Whether the newest message of a group chat is meant for someone else: it opens by naming a
/// person ("Marco did you book it?", "@ゆうた 帰りに…", 「山本さん、議事録を…」) whom the user is
/// known not to be — another participant by the context's names, or someone the user spoke to or
/// of earlier — or it answers a question put to a named person ("Ollie, are you taking Bella?" /
/// "yep, leaving at 2:30"). A reply chip would answer for the wrong person.
enum AddresseeCues {
  /// The participants' names, lowercased (given names, nicknames, family names).
  struct Names: Sendable, Hashable {
    /// The user's own names: a message opening with one is for the user.
    var ofSelf: Set<String> = []
    /// Everyone else's.
    var ofOthers: Set<String> = []
  }

  /// Whether the newest of `turns` (oldest first) from the other side is meant for someone else.
  static func isForSomeoneElse(_ turns: [PreparedConversation.Turn], names: Names, language: Language) -> Bool {
    guard let newestIndex = turns.lastIndex(where: { !$0.isFromSelf }) else { return false }
    let newest = turns[newestIndex].text
    let earlier = turns[..<newestIndex].suffix(TurnLimits.policy)
    if let name = vocative(opening: newest) ?? knownName(opening: newest, names: names.ofOthers) {
      let key = Lowercasing.lowercased(String(name))
      if names.ofSelf.contains(key) { return false }
      // An @-mention is a group chat's, where it is most likely someone else's (the user's own
      // name, when the context gives it, is answered).
      if names.ofOthers.contains(key) || isMention(name, in: newest) && !groupHandles.contains(key) { return true }
      if earlier.contains(where: { $0.isFromSelf && mentions($0.text, name: name) }) { return true }
    }
    guard let previous = earlier.last, !previous.isFromSelf, let name = vocative(opening: previous.text) else {
      return false
    }
    // "Ollie are you…" asks as "are you…" does, once the name is set aside.
    let question = previous.text.replacing(name, with: "", maxReplacements: 1)
    return opensWithAnswer(newest) && QuestionDetector.expectsYesOrNo(question, language: language)
  }

  /// The name `text` opens by addressing, honorific removed: "@Yuta …", "Marco, …",
  /// "Marco did you…", "Perfect. Hannah, can you…" (a later sentence), 「田中さん、…」, 「@ゆうた …」.
  static func vocative(opening text: String) -> Substring? {
    let head = text.prefix(240)
    for sentence in sentenceOpenings(head).prefix(3) {
      if let first = sentence.first, first == "@" || first == "＠" {
        let name = withoutHonorific(sentence.dropFirst().prefix { !isNameEnd($0) })
        if !name.isEmpty { return name }
        continue
      }
      if let name = japaneseVocative(sentence) ?? englishVocative(sentence) { return name }
    }
    return nil
  }

  /// Whether `name` was found as an @-mention.
  private static func isMention(_ name: Substring, in text: String) -> Bool {
    name.startIndex > text.startIndex && "@＠".contains(text[text.index(before: name.startIndex)])
  }

  /// A known participant's name opening `text` in any case ("sam can you…", 「けんた、…」).
  static func knownName(opening text: String, names: Set<String>) -> Substring? {
    guard !names.isEmpty else { return nil }
    let lowered = Lowercasing.lowercased(String(text.prefix(64)))
    for name in names where lowered.hasPrefix(name) {
      let rest = lowered.dropFirst(name.count)
      if rest.first.map({ "、,，:：!！".contains($0) }) ?? false || honorific(prefixing: rest) != nil
        || rest.first == " " && opensRequest(rest.dropFirst())
      {
        return text.prefix(name.count)
      }
    }
    return nil
  }

  private static func sentenceOpenings(_ text: Substring) -> [Substring] {
    var openings = [Substring]()
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if ".!?。！？\n".contains(character) {
        let opening = text[start..<index].drop { $0.isWhitespace }
        if !opening.isEmpty { openings.append(opening) }
        start = index
      }
    }
    let last = text[start...].drop { $0.isWhitespace }
    if !last.isEmpty { openings.append(last) }
    return openings.map { $0.drop { $0.isWhitespace || $0 == "." || $0 == "!" || $0 == "?" } }
  }

  /// 「田中さん、」「みかちゃん！」: a name with an honorific, then a pause.
  private static func japaneseVocative(_ sentence: Substring) -> Substring? {
    var end = sentence.startIndex
    while end < sentence.endIndex, !isNameEnd(sentence[end]), honorific(prefixing: sentence[end...]) == nil {
      end = sentence.index(after: end)
    }
    let name = sentence[..<end]
    guard (1...8).contains(name.count), let rest = honorific(prefixing: sentence[end...]),
      rest.first.map({ "、,，!！ 　".contains($0) }) ?? false, !groupWords.contains(String(name)),
      name.unicodeScalars.allSatisfy({ $0.value >= 0x3040 || $0.properties.isAlphabetic })
    else { return nil }
    return name
  }

  /// "Hannah, can you…", "Marco did you…": a capitalised name, then a comma or a question to "you".
  private static func englishVocative(_ sentence: Substring) -> Substring? {
    let name = sentence.prefix { $0.isLetter && $0.isASCII }
    guard (2...12).contains(name.count), name.first!.isUppercase, name.dropFirst().allSatisfy(\.isLowercase),
      !commonOpeners.contains(Lowercasing.lowercased(String(name)))
    else { return nil }
    let rest = sentence.dropFirst(name.count)
    if rest.hasPrefix(",") { return name }
    return rest.first == " " && opensQuestionToReader(rest.dropFirst()) ? name : nil
  }

  private static func opensQuestionToReader(_ text: Substring) -> Bool {
    let lowered = Lowercasing.lowercased(String(text.prefix(24)))
    return questionsToReader.contains { lowered.hasPrefix($0) }
  }

  private static func opensRequest(_ text: Substring) -> Bool {
    opensQuestionToReader(text)
      || ["pls ", "please "].contains { Lowercasing.lowercased(String(text.prefix(8))).hasPrefix($0) }
  }

  /// The text after an honorific that `text` opens with, if it does.
  private static func honorific(prefixing text: Substring) -> Substring? {
    honorifics.first { text.hasPrefix($0) }.map { text.dropFirst($0.count) }
  }

  private static func withoutHonorific(_ name: Substring) -> Substring {
    for suffix in honorifics where name.hasSuffix(suffix) && name.count > suffix.count {
      return name.dropLast(suffix.count)
    }
    return name
  }

  /// Whether the user's `text` names `name`: as a capitalised English word, or anywhere in Japanese.
  private static func mentions(_ text: String, name: Substring) -> Bool {
    guard name.first?.isASCII == true else { return name.count >= 2 && text.contains(name) }
    return LetterWords.words(in: String(text.prefix(2_000))).contains(name)
  }

  /// "yep, leaving at 2:30", 「うん、今出た」: an answer to a yes-or-no question.
  private static func opensWithAnswer(_ text: String) -> Bool {
    let lowered = Lowercasing.lowercased(String(text.prefix(24)))
    let word = lowered.prefix { $0.isLetter }
    if ["yes", "yep", "yeah", "yup", "ya", "nope", "nah", "うん", "はい", "ううん", "いや", "まだ"].contains(word) {
      return true
    }
    guard word == "no" else { return false }
    let next = lowered.dropFirst(2).drop { !$0.isLetter }.prefix { $0.isLetter }
    return !["worries", "rush", "pressure", "problem", "prob", "probs", "way", "stress", "biggie", "hurry"].contains(
      next)
  }

  private static func isNameEnd(_ character: Character) -> Bool {
    character.isWhitespace || character.isPunctuation || "、,，:：!！?？。".contains(character)
  }

  /// Mentions of everyone, the user included.
  private static let groupHandles: Set<String> = ["all", "everyone", "channel", "here", "みんな", "全員", "皆", "みな"]
  private static let honorifics = ["さん", "ちゃん", "くん", "君", "さま", "様", "先輩", "先生", "せんせい", "部長", "課長", "店長"]
  /// 「皆さん」「みなさん」 address everyone, the user included.
  private static let groupWords: Set<String> = ["皆", "みな", "皆様", "お客", "お疲れ", "おつかれ", "ご苦労", "お母", "お父"]
  private static let questionsToReader = [
    "did you", "are you", "can you", "could you", "will you", "would you", "have you", "do you", "r u ", "did u",
    "can u", "are u", "have u",
  ]
  /// Capitalised words that open a sentence without naming anyone ("Great, can you…").
  private static let commonOpeners: Set<String> = [
    "ok", "okay", "sure", "yes", "yeah", "yep", "no", "nope", "hey", "hi", "hello", "thanks", "thank", "sorry",
    "perfect", "great", "cool", "nice", "awesome", "good", "fine", "alright", "right", "well", "so", "also", "and",
    "but", "then", "btw", "oh", "ah", "um", "hmm", "wait", "actually", "honestly", "seriously", "anyway", "please",
    "pls", "listen", "look", "guys", "everyone", "all", "babe", "baby", "honey", "hun", "dude", "bro", "mate", "man",
    "girl", "lol", "omg", "ugh", "wow", "today", "tomorrow", "tonight", "morning", "again", "now", "quick", "question",
    "sweet", "lovely", "brilliant", "amazing", "totally", "exactly", "true", "agreed", "noted", "done", "update",
    "reminder", "friends", "team", "folks", "ladies", "gents", "y'all", "mom", "mum", "dad",
  ]
}
