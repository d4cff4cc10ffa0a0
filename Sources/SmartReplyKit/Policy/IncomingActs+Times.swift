import SmartReplyModel

extension IncomingActs {
  /// Times and days named, lifts asked for, and the time of day greeted.
  mutating func readTimes(_ reading: Reading) {
    let lowered = reading.lowered
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
    let saysDelayed = reading.saysDelayed
    // A time told as past ("SHE CAME HOME!! sitting on the doorstep at 6am") puts nothing on the calendar.
    mentionsTime =
      CalendarCues.mentionsTime(searchable, lowered: lowered, words: englishWords, language: language)
      && !(PastTenseDetector.mayTellThePast(searchable, words: englishWords, language: language)
        && DateTimeDetector.namesOnlyThePast(reading.text))
    namesOtherDay =
      mentionsTime && searchable.contains(any: Self.otherDays) && !searchable.contains(any: Self.nearDays)
    // 「おわった　むかえきて」, "can you come get me?": a lift asked for now is set out on ("On my way!");
    // 「お母さんが迎えに来るから」 tells of someone else's.
    if !mentionsTime, !offers, !mirroredActs.contains(.thanks),
      searchable.contains(any: asks ? Self.liftsAsked : Self.liftImperatives)
    {
      owedIntents.insert(.onMyWay)
    }
    // "running 15 late, order me a flat white?" proposes no time to turn down ("That's too late for
    // me"); "running late, push it to 8?" and "now landing 11:40, still ok?" do.
    if saysDelayed, !mentionsTime, !asksPermission, !searchable.contains(any: Self.planChanges) {
      ruledOutIntents.insert(.timeDoesNotWork)
    }
    // 「10時の1on1、15分だけ遅らせてもらえる？」: the time named is the one moved from, not to confirm.
    if searchable.contains(any: Self.shiftsByMinutes) { ruledOutIntents.insert(.confirmTime) }
    // "could you have Poppy on Thursday? I've got a dentist appt at 3:45", "is your VPN working? … I've
    // got a client call at 2": the time is the sender's own engagement, nobody's plan to confirm, turn
    // down, move or note (a slot held out, "I have a space at 3", is one; "Can you make the 3pm? I've
    // got a clash" names the reader's).
    if Self.namesOwnEngagementTime(searchable), !searchable.contains(any: Self.openings), !invites, !offers,
      !searchable.contains(any: Self.planChanges)
    {
      ruledOutIntents.formUnion([.confirmTime, .timeDoesNotWork, .reschedule, .proposeAnotherTime, .addedToCalendar])
    }
    // Both named ("see you in the morning, night!"): neither greeting is ruled out.
    let times = Self.timesOfDay.filter { searchable.contains(any: $0.phrases) }
    if times.count == 1 { ruledOutIntents.insert(times[0].rulesOut) }
    // "ty for carrying me last night", "you coming tonight?": a night spoken of is no goodnight
    // ("off to bed early tonight" is one).
    if searchable.contains(any: Self.nightsSpokenOf), !searchable.contains(any: Self.goodNights),
      !englishWords.contains("gn"), !mirroredIntents.contains(.sleep)
    {
      ruledOutIntents.insert(.goodNight)
    }
    greetsMorning =
      searchable.contains(any: Self.morningGreetings)
      || englishWords.first.map { Self.englishMorningOpeners.contains($0) } ?? false
      || Self.greetsMorningDrawnOut(englishWords)
    // A morning greeting and nothing more is greeted back.
    if greetsMorning, !asks, language == .english ? englishWords.count <= 3 : lowered.unicodeScalars.count <= 12 {
      owedIntents.insert(.goodMorning)
    }
  }

  /// A time moved by a number of minutes ("push it back 15 mins", 「15分遅らせて」).
  static let shiftsByMinutes: [Phrase] = [
    "分遅らせ", "分だけ遅らせ", "分後ろ倒し", "分ずらし", "分だけずらし", "分ずらせ", "分遅くして", "分遅めに", "分早めて",
    "分だけ早め", "mins later", "min later", "minutes later", "push it back by", "push back by", "push it back 15",
    "push it back 30", "push it back 10", "push it back half",
  ]

  /// The sender's own engagement ("I've got a client call at 2").
  static let ownEngagements: [Phrase] = [
    "i've got a ", "ive got a ", "i have a ", "i've got an ", "ive got an ", "i have an ", "i've got my ", "i have my ",
  ]
  /// Whether an engagement of the sender's is told with its time in the same clause ("I've got my
  /// consultant appt at 11."), not only named ("I've got a clash").
  static func namesOwnEngagementTime(_ text: SearchableText) -> Bool {
    ownEngagements.contains { phrase in
      guard text.mayContain(phrase), let found = text.range(of: phrase.bytes) else { return false }
      let clause = text.bytes[found.upperBound...].prefix { !clauseEnds.contains($0) }
      return clause.contains { (0x30...0x39).contains($0) }
    }
  }
  static let clauseEnds: Set<UInt8> = [
    UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: "!"), 0x0A,
  ]

  /// A time held out as free ("I have a slot at 3pm, does that work?"), which is proposed.
  static let openings: [Phrase] = ["slot", "space", "gap", "opening", "free", "spare", "availab", "table for"]

  /// Greetings of a time of day, with the greeting intent they rule out.
  static let timesOfDay: [(phrases: [Phrase], rulesOut: ReplyIntent)] = [
    (["morning", "おはよ", "お早う"], .goodNight),
    // Every goodnight said to the reader ("Hope the power's back by morning! Night all x" names both).
    (goodNights + ["nighty", "night!", "お休み"], .goodMorning),
  ]

  /// A night named as a time of something ("last night", 「今夜」), not said goodnight to.
  static let nightsSpokenOf: [Phrase] = [
    "last night", "tonight", "tomorrow night", "2nite", "2night", "friday night", "saturday night", "昨日の夜", "昨夜",
    "今夜", "今晩", "明日の夜",
  ]

  /// Morning greetings and wake-up checks, anywhere in a message (「おはよ」, "good morning", "you up?").
  static let morningGreetings: [Phrase] = [
    "good morning", "gd morning", "おはよ", "お早う", "おはー", "起きた？", "起きてる？", "起きてる?", "起きた?", "are you up",
    "you up?", "u up?", "you awake", "u awake",
  ]

  /// First words that greet the morning ("morning all", "gm!").
  static let englishMorningOpeners: WordSet = ["morning", "mornin", "morninggg", "gm", "mornings"]

  /// Whether the first words greet the morning drawn out ("goood morninggg", "mooorning"): letters
  /// doubled or more read as one.
  static func greetsMorningDrawnOut(_ words: [Substring]) -> Bool {
    guard let first = words.first.map(LetterWords.singleLetters) else { return false }
    if first == "morning" || first == "mornin" { return true }
    guard first == "god", words.count > 1 else { return false }
    let second = LetterWords.singleLetters(words[1])
    return second == "morning" || second == "mornin"
  }

  /// Days other than today and tomorrow, and those two (``namesOtherDay``).
  static let otherDays: [Phrase] = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "next week",
    "月曜", "火曜", "水曜", "木曜", "金曜", "土曜", "日曜", "週末", "来週", "土日",
  ]

  static let nearDays: [Phrase] = [
    "today", "tomorrow", "tonight", "tmrw", "tmr", "tonite", "2nite", "this morning", "this afternoon",
    "this evening", "今日", "明日", "今夜", "今晩", "きょう", "あした", "あす", "今朝", "今から", "このあと", "この後",
  ]

  /// A lift asked for without a question mark; each holds one of ``liftsAsked``.
  static let liftImperatives: [Phrase] = [
    "迎えに来て", "迎え来て", "迎えきて", "むかえきて", "むかえにきて", "come get me", "come and get me", "pick me up",
  ]
}
