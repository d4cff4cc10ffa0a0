/// Signs that a thread is a group's, read by ``AddresseeCues`` before it trusts a name: a group
/// notification's "[Group] Writer: …" line or a writer's name heading one, an earlier call to everyone ("anyone free Saturday?",
/// 「誰かお願いできますか？」), a member still awaited ("あとはけんただけか"), or a member told they
/// have not replied once the user has.
enum GroupThreadCues {
  /// Whether the newest message (`newestIsHeaded`: it opened with a group's or a writer's name), or
  /// a message of `earlier` from the other side, shows a group's thread: a group's name or a
  /// writer's name heading a line ("[Team] Sam: …", 「みか: …」), or a call to everyone.
  static func isGroupThread(newestIsHeaded: Bool, earlier: ArraySlice<PreparedConversation.Turn>) -> Bool {
    if newestIsHeaded { return true }
    return earlier.contains { turn in
      guard !turn.isFromSelf else { return false }
      return afterGroupName(turn.text) != nil || AddresseeCues.speakerTag(turn.text) != nil
        || SearchableText(Lowercasing.lowercased(String(turn.text.prefix(600)))).contains(any: callsToEveryone)
    }
  }

  /// The rest of a line that opens with a group's name in brackets ("[Sunday Walkers 🐕] Mags: …").
  static func afterGroupName(_ text: String) -> Substring? {
    guard let open = text.first, open == "[" || open == "【",
      let close = text.prefix(48).firstIndex(where: { $0 == "]" || $0 == "】" })
    else { return nil }
    let rest = text[text.index(after: close)...].drop(while: \.isWhitespace)
    // "[Photo]" or 【お知らせ】 alone is an attachment or a heading: a writer's name must follow.
    guard AddresseeCues.speakerTag(String(rest.prefix(24))) != nil else { return nil }
    return rest
  }

  /// Whether `text` tells someone they have not answered yet.
  static func saysNotReplied(_ text: String) -> Bool {
    SearchableText(Lowercasing.lowercased(String(text.prefix(600)))).contains(any: notReplied)
  }

  /// Whether `text` names the one member still awaited ("just waiting on Sam", 「あとは佐藤さんだけ」).
  static func awaitsSomeoneNamed(_ text: String) -> Bool {
    let opening = String(text.prefix(300))
    var searchStart = opening.startIndex
    let mayAwait = SearchableText(opening).contains("あとは")
    while mayAwait, let range = opening[searchStart...].range(of: "あとは") {
      let rest = opening[range.upperBound...].prefix(10)
      if let only = rest.range(of: "だけ") {
        let name = rest[..<only.lowerBound]
        // A bare name must come back as one addressed (「あとはけんただけか。けんた、」): 「あとは待つだけ」 awaits no one.
        let bare = AddresseeCues.withoutHonorific(name)
        if bare.count < name.count ? isPlainName(bare) : isPlainName(name) && opening.contains(name + "、") {
          return true
        }
      }
      searchStart = range.upperBound
    }
    guard SearchableText(Lowercasing.lowercased(opening)).contains(any: awaitedWords) else { return false }
    let words = LetterWords.words(in: opening)
    for (index, word) in words.enumerated() where index + 1 < words.count {
      let next = words[index + 1]
      guard next.first?.isUppercase == true, next.count >= 2, next.dropFirst().allSatisfy(\.isLowercase),
        !nonNames.contains(Lowercasing.lowercased(String(next)))
      else { continue }
      let lowered = Lowercasing.lowercased(String(word))
      if ["on", "for"].contains(lowered), index > 0, Lowercasing.lowercased(String(words[index - 1])) == "waiting" {
        return true
      }
      if ["just", "only"].contains(lowered), index + 2 < words.count,
        ["left", "missing"].contains(Lowercasing.lowercased(String(words[index + 2])))
      {
        return true
      }
    }
    return false
  }

  /// 「けんた、今どのへん？」「じゃあ健太、車で頼めるかな？」: a name without an honorific opening one of
  /// the first three sentences. Trusted only where the thread is a group's, as a bare word and a
  /// pause open many Japanese sentences (「今日、」「それ、」). Read by scalars, on every request: a
  /// sentence is left at its first scalar that no name holds.
  static func plainJapaneseVocative(_ text: String) -> Substring? {
    let scalars = text.unicodeScalars
    return SentenceOpenings.firstMatch(
      in: text, sentences: 3, budget: 160, isGap: isSentenceGap, isEnd: isSentenceGap
    ) { start in
      let nameStart = afterOpener(scalars, at: start)
      // A name is five scalars at most: a longer run of kana or kanji is none.
      let run = scalars[nameStart...].prefix(6).prefix(while: isKanaOrKanji)
      guard run.endIndex < scalars.endIndex, scalars[run.endIndex] == "、" || scalars[run.endIndex] == ","
      else { return nil }
      let name = Substring(run)
      return isPlainName(name) ? name : nil
    }
  }

  /// Where a sentence's name would start, after 「じゃあ」「では」「なら」「で、」.
  private static func afterOpener(_ scalars: String.UnicodeScalarView, at index: String.Index) -> String.Index {
    guard [0x3058, 0x3067, 0x305D, 0x306A].contains(scalars[index].value) else { return index }
    for opener in openers where scalars[index...].starts(with: opener.unicodeScalars) {
      return scalars.index(index, offsetBy: opener.unicodeScalars.count)
    }
    return index
  }
  private static let openers = ["じゃあ", "じゃ", "では", "それなら", "なら", "で、"]

  private static func isKanaOrKanji(_ scalar: Unicode.Scalar) -> Bool {
    (0x3041...0x30FA).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
  }

  /// 。！？ ! ? (not ".", which a time or an abbreviation holds), spaces and line breaks.
  private static func isSentenceGap(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x20, 0x21, 0x3F, 0x3000, 0x3002, 0xFF01, 0xFF1F: true
    default: false
    }
  }

  /// Two to five kana or kanji that are not a common opening word, a person speaking of themself,
  /// or a phrase (「明日の朝練、」「今日の試合、」).
  private static func isPlainName(_ name: Substring) -> Bool {
    (2...5).contains(name.count)
      && name.unicodeScalars.allSatisfy(isKanaOrKanji)
      && !commonOpenings.contains(String(name)) && !name.dropFirst().contains("の")
      && !timeWords.contains { name.hasPrefix($0) }
  }
  private static let timeWords = [
    "今日", "明日", "昨日", "今週", "来週", "先週", "今月", "来月", "今度", "今夜", "今朝", "週末", "午前", "午後", "毎日", "毎週",
  ]

  /// Calls to everyone in a thread, which only a group's messages make.
  static let callsToEveryone: [Phrase] = [
    "everyone", "everybody", "anyone", "anybody", "you guys", "y'all", "all of you", "hey all", "hi all",
    "who's in", "who's coming", "みなさん", "皆さん", "皆様", "みんなー", "みんな、", "誰か", "だれか", "行く人", "来る人",
    "全員",
  ]
  /// What "waiting on Sam" and "just Sam left" need before their words are read.
  private static let awaitedWords: [Phrase] = ["waiting on ", "waiting for ", " left", " missing"]
  private static let notReplied: [Phrase] = [
    "haven't replied", "havent replied", "not replied", "haven't answered", "still waiting on your",
    "まだ返事してない", "返事まだ", "まだ返信", "返事してないの",
  ]
  /// Capitalised words after "waiting on" or "just" that name no one.
  private static let nonNames: Set<String> = [
    "the", "a", "an", "my", "your", "our", "his", "her", "their", "it", "this", "that", "you", "me", "us", "them",
    "mum", "mom", "dad", "everyone", "food", "drinks", "pizza", "confirmation", "approval", "payment",
  ]
  /// Words a sentence opens with before a pause that name no one (time words: ``timeWords``).
  private static let commonOpenings: Set<String> = [
    "今", "いま", "あと", "それ", "これ", "あれ", "でも", "ねえ", "ねぇ", "あの", "えっと", "まあ", "実は", "ちなみに", "ごめん",
    "ありがとう", "了解", "おつかれ", "お疲れ", "もし", "一応", "とりあえず", "さっき", "最近", "ほんと", "本当", "なんか", "ところで",
    "そういえば", "ただ", "あ", "あっ", "はい", "うん", "ううん", "いや", "そう", "そっか", "なるほど", "確かに", "私", "わたし", "俺",
    "僕", "自分", "うち", "あなた", "あんた", "君", "みんな", "皆さん", "みなさん", "夜", "朝", "昼", "帰り", "さて", "まず", "次",
    "最後",
  ]
}
