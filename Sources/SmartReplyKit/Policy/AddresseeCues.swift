import SmartReplyModel

/// Whether the newest message of a group chat is meant for someone else: it @-mentions someone
/// the context does not name as the user ("@priya can u…", 「@佐藤さん …」), or opens by naming a
/// person ("Marco did you book it?", 「山本さん、議事録を…」) whom the user is known not to be —
/// another participant by the context's names, or someone the user spoke to or of earlier — or it
/// answers a question put to a named person ("Ollie, are you taking Bella?" / "yep, leaving at
/// 2:30"). A reply chip would answer for the wrong person; a bare name alone decides nothing, as in
/// a one-to-one chat it is the user's.
enum AddresseeCues {
  /// The participants' names, lowercased (given names, nicknames, family names).
  struct Names: Sendable, Hashable {
    /// The user's own names: a message opening with one is for the user.
    var ofSelf: Set<String> = []
    /// Everyone else's.
    var ofOthers: Set<String> = []
  }

  /// Whether the newest of `turns` (oldest first) from the other side is meant for someone else.
  /// `names` is read only when the message may open with a name.
  static func isForSomeoneElse(
    _ turns: [PreparedConversation.Turn], names readNames: () -> Names, language: Language
  ) -> Bool {
    guard let newestIndex = turns.lastIndex(where: { !$0.isFromSelf }) else { return false }
    let newest = turns[newestIndex].text
    let earlier = turns[..<newestIndex].suffix(TurnLimits.policy)
    // Lines that carry their writers' names (「母：お父さん、牛乳買ってきて」 / 「父：了解、卵もいる？」), the
    // newest naming the writer before it or named by them: two others talking to each other.
    if let tag = speakerTag(newest), let previous = earlier.last, !previous.isFromSelf,
      let other = speakerTag(previous.text), other != tag,
      newest.dropFirst(tag.count + 1).contains(other) || previous.text.dropFirst(other.count + 1).contains(tag)
    {
      return true
    }
    let body = withoutGroupTag(newest)
    // Read only once a name is found: most messages open with none.
    var groupThread: Bool?
    func isGroup() -> Bool {
      if let groupThread { return groupThread }
      // A stripped heading ("[Team] Sam: …", 「みか: …」) is the newest message's own sign of a group.
      let found = GroupThreadCues.isGroupThread(newestIsHeaded: body.utf8.count != newest.utf8.count, earlier: earlier)
      groupThread = found
      return found
    }
    let vocativeName =
      vocative(opening: body) ?? mention(afterInterjection: body)
      ?? GroupThreadCues.plainJapaneseVocative(body).flatMap {
        isGroup() || GroupThreadCues.saysNotReplied(newest) ? $0 : nil
      } ?? lowercaseVocative(body).flatMap { isGroup() ? $0 : nil }
    let names = vocativeName != nil || mayOpenWithName(body) ? readNames() : Names()
    if let name = vocativeName ?? knownName(opening: body, names: names.ofOthers) {
      let key = Lowercasing.lowercased(String(name))
      if names.ofSelf.contains(key) { return false }
      // An @-mention is a group chat's, where it is most likely someone else's (the user's own
      // name, when the context gives it, is answered).
      if names.ofOthers.contains(key) || isMention(name, in: body) && !groupHandles.contains(key) { return true }
      // A group's thread ("[Climbing club] Priya: Tom can you…", a call to everyone earlier) turning
      // to a named person; or, just after the user's own turn, a name the reply turns to ("brilliant
      // thanks! Priya can you do Thursday?", 「たくみ、まだ返事してないよ！」 once the user has answered).
      if isGroup()
        || earlier.last?.isFromSelf == true
          && (language == .english && asksDirectly(after: name, in: body) || GroupThreadCues.saysNotReplied(newest))
      {
        return true
      }
      if earlier.contains(where: { $0.isFromSelf && mentions($0.text, name: name) }) { return true }
      // The user answered a message that named them: another name is someone else's
      // (「中村さん、資料ありがとう」 / 「とんでもないです！」 / 「佐藤さん、請求書の件…」).
      if let answered = nameAnswered(in: earlier),
        Lowercasing.lowercased(String(withoutHonorific(answered)))
          != Lowercasing.lowercased(String(withoutHonorific(name)))
      {
        return true
      }
      // The user has just said they cannot ("I can't do pickup today"): a request that now opens
      // with a name turns to someone else ("Grandpa can you get the kids at 3:15 then?").
      if let own = earlier.last, own.isFromSelf,
        SearchableText(Lowercasing.lowercased(own.text)).contains(any: userCannot)
      {
        return true
      }
    }
    // "あとはけんただけか" / "just waiting on Sam": once the user has spoken, the one awaited is another.
    if earlier.contains(where: \.isFromSelf), GroupThreadCues.awaitsSomeoneNamed(newest) { return true }
    guard opensWithAnswer(newest), let previous = earlier.last, !previous.isFromSelf,
      let name = vocative(opening: previous.text)
    else { return false }
    // "Ollie are you…" asks as "are you…" does, once the name is set aside.
    let question = previous.text.replacing(name, with: "", maxReplacements: 1)
    return QuestionDetector.expectsYesOrNo(question, language: language)
  }

  /// The user saying they cannot do what was asked.
  static let userCannot: [Phrase] = [
    "can't", "cant ", "cannot", "won't be able", "not able to", "stuck at work", "tied up", "in meetings",
    "無理", "行けない", "いけない", "できない", "難しい",
  ]

  /// The name the newest message the user answered opens with, if it opens with one.
  private static func nameAnswered(in turns: ArraySlice<PreparedConversation.Turn>) -> Substring? {
    for index in turns.indices.reversed().dropFirst()
    where !turns[index].isFromSelf && turns[turns.index(after: index)].isFromSelf {
      return vocative(opening: turns[index].text)
    }
    return nil
  }

  /// The writer's name a line opens with, as a bridged or pasted group thread shows it ("Jess: …",
  /// 「けんた：…」): a few letters before a colon, not a headline's word ("Update: …").
  static func speakerTag(_ text: String) -> Substring? {
    // Most lines hold no colon: their bytes say so before any character is read.
    guard holdsColon(text) else { return nil }
    guard let colon = text.prefix(10).firstIndex(where: { $0 == ":" || $0 == "：" }), colon != text.startIndex
    else { return nil }
    let tag = text[..<colon]
    guard tag.allSatisfy(\.isLetter), !headlineWords.contains(Lowercasing.lowercased(String(tag))),
      text[colon] == "：" || text[text.index(after: colon)...].first?.isWhitespace == true
    else { return nil }
    return tag
  }

  /// Whether `text` holds ":" or "：" (EF BC 9A) anywhere.
  private static func holdsColon(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      bytes.indices.contains { index in
        bytes[index] == 0x3A
          || bytes[index] == 0x9A && index >= 2 && bytes[index - 1] == 0xBC && bytes[index - 2] == 0xEF
      }
    }
  }

  static let headlineWords: Set<String> = [
    "update", "reminder", "note", "fyi", "ps", "re", "fwd", "fw", "edit", "psa", "btw", "news", "alert", "question",
    "reply", "subject", "from", "to", "important", "urgent", "notice", "warning", "tip", "http", "https", "お知らせ",
    "連絡", "追記", "重要", "注意", "件名",
  ]

  /// `text` without the group's name and the writer's a group notification opens with
  /// ("[Crag Rats] Priya: Tom can you…" → "Tom can you…", 「コーチ: @りく 明日ビブス…」 → 「@りく 明日…」).
  static func withoutGroupTag(_ text: String) -> String {
    let line = GroupThreadCues.afterGroupName(text).map(String.init) ?? text
    guard let tag = speakerTag(line) else { return line }
    return String(line.dropFirst(tag.count + 1).drop(while: \.isWhitespace))
  }

  /// "ben can u bring the cones sat": a lowercase name asking "you", trusted only in a group's thread.
  static func lowercaseVocative(_ text: String) -> Substring? {
    let name = text.prefix { $0.isASCII && $0.isLowercase && $0.isLetter }
    guard (2...12).contains(name.count), !commonOpeners.contains(String(name)), !familyTitles.contains(String(name)),
      text[name.endIndex...].first == " ", opensQuestionToReader(text[name.endIndex...].dropFirst())
    else { return nil }
    return name
  }

  /// The name `text` opens by addressing, honorific removed: "@Yuta …", "Marco, …",
  /// "Marco did you…", "Perfect. Hannah, can you…" (a later sentence), 「田中さん、…」, 「@ゆうた …」.
  /// Read by scalars, on every request: the first three sentences within 240 scalars.
  static func vocative(opening text: String) -> Substring? {
    SentenceOpenings.firstMatch(in: text, sentences: 3, budget: 240, isGap: isGap, isEnd: isSentenceEnd) {
      vocative(at: $0, in: text)
    }
  }

  /// An @-mention after a word of assent ("ok @Jake you're on it then").
  static func mention(afterInterjection text: String) -> Substring? {
    guard text.utf8.contains(0x40) else { return nil }
    let words = text.prefix(40).split(separator: " ", maxSplits: 2)
    guard words.count >= 2, words[1].first == "@",
      mentionOpeners.contains(Lowercasing.lowercased(String(words[0].filter(\.isLetter))))
    else { return nil }
    return vocative(at: words[1].startIndex, in: text)
  }
  static let mentionOpeners: Set<String> = ["ok", "okay", "k", "so", "right", "alright", "cool", "great", "then"]

  /// The name a sentence starting at `start` opens by addressing.
  private static func vocative(at start: String.Index, in text: String) -> Substring? {
    let scalars = text.unicodeScalars
    let first = scalars[start]
    if first == "@" || first == "＠" {
      let nameStart = scalars.index(after: start)
      let name = Substring(scalars[nameStart...].prefix { !isNameEnd($0) }.prefix(32))
      return name.isEmpty ? nil : withoutHonorific(name)
    }
    if (0x41...0x5A).contains(first.value) { return englishVocative(Substring(scalars[start...].prefix(64))) }
    return first.value >= 0x3040 ? japaneseVocative(scalars[start...]) : nil
  }

  /// 「田中さん、」「みかちゃん！」: a name of one to eight scalars with an honorific, then a pause.
  private static func japaneseVocative(_ sentence: Substring.UnicodeScalarView) -> Substring? {
    var end = sentence.startIndex
    var length = 0
    while end < sentence.endIndex, length <= 8, !isNameEnd(sentence[end]) {
      if isHonorificStart(sentence[end]), let rest = honorific(prefixing: sentence[end...]) {
        let name = Substring(sentence[..<end])
        guard length > 0, let pause = rest.first, "、,，!！ 　".unicodeScalars.contains(pause),
          !groupWords.contains(String(name))
        else { return nil }
        return name
      }
      end = sentence.index(after: end)
      length += 1
    }
    return nil
  }

  /// Whether `text` may open with a name a participant list could hold: a pause, an honorific or a
  /// request follows its first word ("sam, …", 「けんた、…」, "lee can you…").
  private static func mayOpenWithName(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var count = 0
    while index < scalars.endIndex, count < 24 {
      let scalar = scalars[index]
      if isHonorificStart(scalar) { return true }
      switch scalar.value {
      case 0x3001, 0x2C, 0xFF0C, 0x3A, 0xFF1A, 0x21, 0xFF01: return true
      case 0x20: return opensRequest(Substring(scalars[scalars.index(after: index)...]))
      default: break
      }
      index = scalars.index(after: index)
      count += 1
    }
    return false
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

  /// "Hannah, can you…", "Marco did you…": a capitalised name, then a comma or a question to "you".
  private static func englishVocative(_ sentence: Substring) -> Substring? {
    let name = Substring(sentence.unicodeScalars.prefix { $0.isASCII && $0.properties.isAlphabetic })
    guard (2...12).contains(name.unicodeScalars.count),
      name.unicodeScalars.dropFirst().allSatisfy({ $0.properties.isLowercase })
    else { return nil }
    let rest = sentence[name.endIndex...]
    guard rest.hasPrefix(",") || rest.first == " " && opensQuestionToReader(rest.dropFirst()) else { return nil }
    return commonOpeners.contains(Lowercasing.lowercased(String(name))) ? nil : name
  }

  /// "Priya can you…", "Pete, did you…": a question to "you" straight after the name. A family
  /// title may be the user's own ("sure, I can do pickup" / "ok great. Grandpa can you get them at 3:15?").
  private static func asksDirectly(after name: Substring, in text: String) -> Bool {
    guard name.first?.isASCII == true, name.endIndex <= text.endIndex,
      !familyTitles.contains(Lowercasing.lowercased(String(name)))
    else { return false }
    return opensQuestionToReader(text[name.endIndex...].drop { $0 == "," || $0 == " " })
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
  private static func honorific(prefixing text: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView? {
    for honorific in honorifics where text.starts(with: honorific.unicodeScalars) {
      return text.dropFirst(honorific.unicodeScalars.count)
    }
    return nil
  }

  private static func honorific(prefixing text: Substring) -> Substring? {
    honorific(prefixing: text.unicodeScalars).map(Substring.init)
  }

  static func withoutHonorific(_ name: Substring) -> Substring {
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
    guard let first = text.unicodeScalars.first, "yYnNうはいま".unicodeScalars.contains(first) else { return false }
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

  /// Spaces, controls and punctuation: ASCII, the CJK symbols block and the full-width forms'.
  private static func isNameEnd(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7F, 0xA0, 0x2000...0x206F, 0x3000...0x3003, 0x3008...0x301F,
      0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
      true
    default: false
    }
  }

  /// . ! ? 。 ！ ？ and a line break.
  private static func isSentenceEnd(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2E, 0x21, 0x3F, 0x3002, 0xFF01, 0xFF1F, 0x0A: true
    default: false
    }
  }

  private static func isGap(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || isSentenceEnd(scalar)
  }

  /// Mentions of everyone, the user included.
  private static let groupHandles: Set<String> = ["all", "everyone", "channel", "here", "みんな", "全員", "皆", "みな"]
  /// Whether `scalar` starts one of the ``honorifics`` (さ ち く 君 様 先 せ 部 課 店), checked before a
  /// whole honorific is; a switch, as it runs for every scalar of a message's opening.
  private static func isHonorificStart(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3055, 0x3061, 0x304F, 0x541B, 0x69D8, 0x5148, 0x305B, 0x90E8, 0x8AB2, 0x5E97: true
    default: false
    }
  }

  private static let honorifics = ["さん", "ちゃん", "くん", "君", "さま", "様", "先輩", "先生", "せんせい", "部長", "課長", "店長"]
  /// 「皆さん」「みなさん」 address everyone, the user included.
  private static let groupWords: Set<String> = ["皆", "みな", "皆様", "お客", "お疲れ", "おつかれ", "ご苦労", "お母", "お父"]
  private static let questionsToReader = [
    "did you", "are you", "can you", "could you", "will you", "would you", "have you", "do you", "r u ", "did u",
    "can u", "are u", "have u", "where r u", "where are you", "where u at", "when r u",
  ]
  private static let familyTitles: Set<String> = [
    "grandpa", "grandma", "granddad", "grandad", "gramps", "nan", "nana", "nanna", "gran", "granny", "auntie", "aunty",
    "aunt", "uncle", "papa", "mama", "mummy", "mumma", "daddy", "sis", "bro", "son",
  ]
  /// Capitalised words that open a sentence without naming anyone ("Great, can you…").
  private static let commonOpeners: Set<String> = [
    "ok", "okay", "sure", "yes", "yeah", "yep", "no", "nope", "hey", "hi", "hello", "thanks", "thank", "sorry",
    "perfect", "great", "cool", "nice", "awesome", "good", "fine", "alright", "right", "well", "so", "also", "and",
    "but", "then", "btw", "oh", "ah", "um", "hmm", "wait", "actually", "honestly", "seriously", "anyway", "please",
    "pls", "listen", "look", "guys", "everyone", "all", "babe", "baby", "honey", "hun", "dude", "bro", "mate", "man",
    "girl", "lol", "omg", "ugh", "wow", "today", "tomorrow", "tonight", "morning", "again", "now", "quick", "question",
    "sweet", "lovely", "brilliant", "amazing", "totally", "exactly", "true", "agreed", "noted", "done", "update",
    "reminder", "friends", "team", "folks", "ladies", "gents", "y'all", "mom", "mum", "dad", "what", "when", "where",
    "why", "how", "who", "which", "are", "is", "do", "does", "did", "can", "could", "will", "would", "should", "have",
    "has", "next", "first", "legend", "apologies", "darling", "sweetheart", "sweetie", "love", "son", "kiddo",
    "buddy", "pal", "yup", "ya", "hiya", "you", "we", "i",
  ]
}
