import SmartReplyModel

extension IncomingActs {
  /// Occasions greeted, tasks handed over, heads-ups, business notices and bare acknowledgements.
  mutating func readOccasions(_ reading: Reading) {
    let lowered = reading.lowered
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
    occasions = OccasionCues.greetings(calledForBy: searchable)
    // "Sorry I forgot your birthday": the birthday is the reader's, who is not the one to greet.
    // Nor is someone else whose birthday a present is sought for ("what should i get mom for her
    // birthday", 「ママの誕生日プレゼント」).
    // Nor is a birthday past whose present is thanked for (one that is today still is greeted).
    if searchable.contains(any: Self.readersBirthday) || searchable.contains(any: Self.othersBirthday)
      || mirroredActs.contains(.thanks) && searchable.contains(any: Self.birthdayGifts)
        && !searchable.contains(any: Self.todayWords)
    {
      occasions.remove(.happyBirthday)
    }
    // 「帰り　牛乳　卵　よろしく」: the よろしく of an errand greets no one.
    let listsErrands = language == .japanese && !asks && ErrandListCues.listsErrands(lowered, searchable)
    // 「帰りのお迎えよろしくです🙏」: nor does a favour left to the reader.
    if listsErrands || language == .japanese && searchable.contains(any: Self.favoursLeftToReader) {
      occasions.remove(.niceToMeetYou)
    }
    directs =
      listsErrands
      || !asks && occasions.isEmpty
        // "I'll make sure it's noted" is the sender's own promise.
        && searchable.without(Self.handingOverNothing, of: lowered)
          .contains(any: language == .japanese ? Self.japaneseDirectives : Self.englishDirectives)
      // 「お盆の写真、共有アルバムにあげといて〜」: a task beside an occasion named, not wished.
      || !asks && searchable.contains(any: language == .japanese ? Self.japaneseTasks : Self.englishTasks)
        && !searchable.contains(any: OccasionCues.wishes)
    if !occasions.isEmpty {
      namedOccasions = OccasionCues.named(in: searchable)
      wishesOccasion = searchable.contains(any: OccasionCues.wishes)
      // 「あけおめ〜🎍ことよろ！引っ越し先で初めての正月どう？」: a season's wish is returned beside the
      // question's answer (a birthday wish is thanked, never returned).
      if wishesOccasion, asks { owedIntents.formUnion(occasions.intersection([.happyNewYear, .happyHolidays])) }
    }
    // "PayID is my mobile", 「PayPayでよろ」: a task handed over is taken on ("Will do!").
    // A heads-up hands over nothing to do: it is thanked for, not taken on.
    givesHeadsUp = searchable.contains(any: Self.headsUps)
    if directs, !givesHeadsUp { owedIntents.formUnion([.okay, .willDo]) }
    // 「割れた植木鉢もついでに出しといて〜」: a task handed over names the mishap only as its object.
    if directs, !givesHeadsUp, !soundsSad { tellsMishap = false }
    // "FYI kick-off is at 8 now": thanked for or acknowledged, not met with sympathy or a plan.
    if givesHeadsUp, !asks { owedIntents.formUnion([.okay, .thanksForLettingMeKnow]) }
    // Someone introducing themselves is greeted back: 「グループ入りました、みきです」 → 「よろしくね！」.
    if searchable.contains(any: OccasionCues.introductions) { owedIntents.insert(.niceToMeetYou) }
    // "my baby is 2 today": a birthday told by its age is wished.
    if occasions.contains(.happyBirthday), OccasionCues.tellsAgeToday(searchable) {
      owedIntents.insert(.happyBirthday)
    }
    // Greetings, introductions, thanks and apologies are answered in kind, not acknowledged; the
    // 「よろしくお願いいたします」 that closes a request is no introduction.
    isBusinessNotice =
      language == .japanese && (requests || directs || !asks) && !invites && !offers && !asksOpenQuestion && !vents
      && occasions.subtracting([.niceToMeetYou]).isEmpty
      && mirroredActs.isDisjoint(with: [.thanks, .apology, .congrats])
      && searchable.contains(any: Self.businessKeigo)
      && !searchable.contains(any: Self.greetingsAnsweredInKind)
    // A thumbs-up alone ("👍", 「👌」) acknowledges as "ok" does.
    acknowledgesOnly =
      reaction == .approval
      || (language == .english
        ? (1...5).contains(englishWords.count)
          && englishWords.indices.allSatisfy { index in
            Self.englishAcks.contains(englishWords[index])
              // "no worries 👍" closes a thread; a bare "no" answers something.
              || englishWords[index] == "no" && index + 1 < englishWords.count
                && Self.englishAcksAfterNo.contains(englishWords[index + 1])
          }
        : lowered.utf8.count <= 40
          && Self.isJapaneseAck(Self.letters(of: lowered)))
      // "perfect see u then 👍", 「承知しました。お待ちしております。」 close a thread as "ok" does.
      || !asks && Self.signsOff(englishWords, lowered: lowered, searchable: searchable, language: language)
      || !asks && language == .japanese && Self.returnsCourtesy(lowered)
  }

  /// Whether a message only signs off: "see you then" among acknowledgements, the day or time
  /// agreed and a place, or 「お待ちしております」 after at most an acknowledgement.
  private static func signsOff(
    _ words: [Substring], lowered: String, searchable: SearchableText, language: Language
  ) -> Bool {
    if language == .english {
      // One other word may name the place ("brill see u at the cafe x").
      return words.count <= 10 && words.contains("see")
        && words.count { !englishAcks.contains($0) && !englishSignOffWords.contains($0) } <= 1
    }
    // An acknowledgement and a closing, nothing else: 40 kana at most.
    guard lowered.utf8.count <= 120 else { return false }
    let names = searchable.contains(any: japaneseSignOffPhrases)
    guard names || searchable.contains(any: japanesePartingOpenerPhrases) else { return false }
    let letters = letters(of: lowered)
    if partsUntilNextMeeting(letters) { return true }
    guard names else { return false }
    return japaneseSignOffs.contains { closing in
      guard letters.hasSuffix(closing) else { return false }
      let before = String(letters.dropLast(closing.count))
      return before.isEmpty || japaneseAcks.contains(before)
    }
      || japaneseThanksAfterAck.contains { closing in
        letters.hasSuffix(closing) && japaneseAcks.contains(String(letters.dropLast(closing.count)))
      }
  }

  /// 「おけ！じゃあ土曜に〜👋」, 「ではまた明日」, 「かしこまりました。土曜日11時にお待ちしております」: a
  /// parting that names the next meeting, opened by an acknowledgement or 「じゃあ」.
  private static func partsUntilNextMeeting(_ letters: String) -> Bool {
    var rest = Substring(letters)
    var opened = false
    // 「はーい了解！ほなまた土曜な」: up to two acknowledgements in a row.
    for _ in 0..<2 {
      guard let ack = japaneseAcks.filter({ rest.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { break }
      // 「おけー」, 「了解ー」: a long vowel the acknowledgements are not spelled with.
      rest = rest.dropFirst(ack.count).drop { $0 == "ー" }
      opened = true
    }
    // 「おっけー、11時ね！また土曜に」 says the time back first (its digits are no letters).
    if opened, let restated = ["時ね", "時で", "時に"].first(where: rest.hasPrefix) { rest = rest.dropFirst(restated.count) }
    if let opener = japanesePartingOpeners.first(where: { rest.hasPrefix($0) }) {
      rest = rest.dropFirst(opener.count)
      opened = true
    }
    guard opened, let when = japaneseNextMeetings.first(where: { rest.hasPrefix($0) }) else { return false }
    rest = rest.dropFirst(when.count)
    // 「土曜日11時に」 is 「土曜日時に」 without its digits.
    if rest.hasPrefix("時") { rest = rest.dropFirst() }
    let ending = String(rest)
    return japanesePartingEndings.contains(ending)
      || japanesePartingEndings.contains { particle in
        ending.hasPrefix(particle) && japaneseSignOffs.contains(String(ending.dropFirst(particle.count)))
      }
  }

  /// 「こちらこそありがとうございました。またよろしくお願いいたします。」: the reader's thanks or
  /// greeting returned, and nothing else said.
  private static func returnsCourtesy(_ lowered: String) -> Bool {
    guard lowered.utf8.count <= 180 else { return false }
    let letters = letters(of: lowered)
    return letters.hasPrefix("こちらこそ")
      && (japaneseSignOffs.contains(where: letters.hasSuffix)
        || japaneseReturnedThanks.contains(where: letters.hasSuffix))
  }

  /// Reminders and errands asked without a question.
  static let englishDirectives: [Phrase] = [
    "don't forget", "dont forget", "remember to", "make sure", "pls ", "reminder", "heads up", "payid is",
    // A form to fill in: "vote for the date here 👉 <link>".
    "vote for the", "vote here", "fill in the form", "fill out the form", "sign up here",
    "venmo me", "paypal me", "zelle me", "pay me back", "transfer it to",
  ]

  /// A favour left to the reader with よろしく: a lift, the shopping, minding the house.
  static let favoursLeftToReader: [Phrase] = ["迎えよろしく", "送迎よろしく", "買い物よろしく", "留守番よろしく", "迎え、よろしく"]
  /// The sender's own promise, which hands the reader nothing to do.
  static let sendersPromises: [Phrase] = ["i'll make sure", "ill make sure", "i will make sure", "we'll make sure"]
  /// Words read past before a directive is looked for: the sender's promises and favours already
  /// done (「持ってきてくれてサンキュー」 hands nothing over). Joined once, not on every message.
  static let handingOverNothing = sendersPromises + japaneseFavoursDone

  static let japaneseDirectives: [Phrase] =
    japaneseTasks + [
      "忘れずに", "忘れないで", "忘れんな", "わすれずに", "わすれないで", "送って〜", "送って！", "送ってー", "よろしくね", "お願いね", "おねがい！", "おねがいね", "リマインド",
      "連絡してね",
      "をお願いします", "をお願いいたします", "お願いいたします。", "ようお願い", "でよろ", "でお願いします",
      // Asked as a wish: 「アルバムにあげてくれると嬉しい」, 「持たせてくださいね」.
      "くれると嬉しい", "くれたら嬉しい", "くれると助かる", "くれたら助かる", "もらえると嬉しい", "もらえると助かる",
      "てくださいね", "でくださいね",
      // A lift asked for: 「じゅくおわった　むかえにきて」.
      "むかえにきて", "迎えにきて", "迎えに来て", "むかえきて", "迎えきて", "迎え来て",
      // A parent's 「充電しとときなさいよ」, 「お迎えよろしくです🙏」.
      "ときなさい", "ておきなさい", "とくのよ", "よろしくです",
    ]

  /// Directives that hand over a task and never greet (unlike 「よろしくね」), a father's
  /// 「13mmのやつ買ってこい」 among them.
  static let japaneseTasks: [Phrase] = [
    "てきて", "といて", "出してね", "送ってね", "返してね", "払ってね", "振り込んで", "ってこい", "ってこいよ",
  ]

  /// The same in English ("Don't forget to post Grandma's card TODAY!!", beside Christmas).
  static let englishTasks: [Phrase] = ["don't forget", "dont forget", "remember to"]

  /// Humble and formal forms that only business keigo uses.
  static let businessKeigo: [Phrase] = [
    "いたします", "いたしました", "しております", "ますでしょうか", "いただけますと", "恐れ入", "のほど", "申し上げ", "存じ",
  ]

  static let greetingsAnsweredInKind: [Phrase] = [
    "はじめまして", "初めまして", "と申します", "おはよう", "こんにちは", "こんばんは", "お悔やみ", "ご冥福", "お見舞い申し上げ", "お祝い申し上げ",
    "お慶び申し上げ",
  ]

  static let englishAcks: WordSet = [
    "brill", "ace", "grand", "x", "xx", "ok", "okay", "okie", "k", "kk", "got", "it", "cool", "sure", "noted",
    "alright", "perfect", "great", "sounds",
    "good", "np", "roger", "gotcha", "yep", "yup", "yeah", "ya", "will", "do", "nice", "sweet", "ta", "worries",
    "problem", "prob", "probs", "anytime", "cheers", "sound",
  ]

  /// Words of a sign-off beside acknowledgements: "see you thursday at 2 then".
  static let englishSignOffWords: WordSet = [
    "see", "you", "u", "ya", "then", "there", "soon", "tomorrow", "tmrw", "tmr", "later", "at", "on", "the", "pm", "am",
    "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues",
    "wed", "thu", "thurs", "fri", "sat", "sun",
  ]

  static let japanesePartingOpenerPhrases = japanesePartingOpeners.map { Phrase($0) }

  /// When the two meet next, as a parting names it.
  static let japaneseNextMeetings: [String] =
    "月火水木金土日".flatMap { day in ["\(day)曜日", "\(day)曜"] } + [
      "明日", "あした", "あす", "週末", "来週", "今夜", "今晩", "夜", "あとで", "後で", "のちほど", "後ほど", "当日", "現地",
      "その時", "そのとき", "駅", "お店",
    ]

  /// What may follow the time in a parting: 「土曜に」, 「明日ね」, 「現地でね」.
  static let japanesePartingEndings: Set<String> = [
    "", "ー", "に", "ね", "にね", "で", "でね", "ねー", "にねー", "でねー",
    // Kansai: 「ほなまた土曜な」.
    "な", "にな", "でな",
  ]

  /// Thanks returned that close a thread (「こちらこそありがとうございました。」).
  static let japaneseReturnedThanks: [String] = [
    "ありがとう", "ありがとね", "ありがとうございます", "ありがとうございました", "よろしく", "よろしくね",
  ]

  static let japaneseSignOffPhrases: [Phrase] = (japaneseSignOffs + japaneseThanksAfterAck).map { Phrase($0) }

  /// Words after which "no" closes a thread ("no worries", "no problem") rather than answers.
  static let englishAcksAfterNo: WordSet = ["worries", "problem", "prob", "probs"]

  /// Whether `letters` (a message's letters only) acknowledges and no more, a wish for the way aside.
  static func isJapaneseAck(_ letters: String) -> Bool {
    if japaneseAcks.contains(letters) { return true }
    guard let wish = japaneseWayWishes.first(where: { letters.hasSuffix($0) }) else { return false }
    return japaneseAcks.contains(String(letters.dropLast(wish.count)))
  }

  static let headsUps: [Phrase] = [
    "heads up", "heads-up", "fyi", "just so you know", "jsyk", "just letting you know", "reminder:", "reminder from",
    "wanted to let you know", "want to let you know", "wanted you to know", "thought you should know",
    "thought you'd want to know", "just to let you know", "just letting u know", "just to let u know",
    "お知らせ", "念のため", "見といた方がいい", "見ておいた方がいい", "確認した方がいい", "ご連絡まで", "報告まで", "quick update", "just an update",
    "just to update you",
    // A carer's or a shop's report of what was done: 「入浴は控えさせていただきました」.
    "させていただきました", "させて頂きました",
    // A plan changed and announced: "kick-off's been moved to 8", 「木曜に変更になりました」.
    "has moved to", "has been moved to", "been moved to", "is now on", "now starts at", "rescheduled to",
    "pushed back to", "brought forward to", "に変更", "に変わった", "に変わりました", "に延期",
    // A landlord's or a managing agent's notice: "we regret to inform you that the lift…".
    "regret to inform", "will be out of service", "please be advised", "please be aware that", "ご迷惑をおかけしますが",
    "工事のお知らせ", "点検のため", "停止いたします", "使用できません",
  ]

  /// Someone else's birthday, or a present sought for one: no greeting for the reader.
  static let othersBirthday: [Phrase] = [
    "her birthday", "his birthday", "their birthday", "'s birthday", "’s birthday", "her bday", "his bday", "'s bday",
    "’s bday", "誕生日プレゼント", "誕プレ",
    // A present asked for the sender's own birthday to come: "can I get the new phone for my birthday".
    "for my birthday", "for my bday",
  ]

  /// Things given for a birthday now past, which thanks name (「お誕生日のお花ありがとうね」).
  static let birthdayGifts: [Phrase] = [
    "birthday card", "birthday flowers", "birthday gift", "birthday wishes", "birthday message", "誕生日のお花",
    "誕生日の花", "誕生日のお祝い", "誕生日祝い", "誕生日のメッセージ", "誕生日のカード",
    // A present sent for it: 「誕生日に送ってくれたストール」, "the scarf you sent for my birthday".
    "誕生日に送ってくれた", "誕生日にくれた", "誕生日プレゼント", "birthday present", "sent for my birthday",
    "got me for my birthday",
  ]

  static let todayWords: [Phrase] = ["today", "今日", "本日"]

  /// The reader's own birthday, named by someone else.
  static let readersBirthday: [Phrase] = [
    "your birthday", "ur birthday", "your bday", "ur bday", "your b-day", "あなたの誕生日", "君の誕生日", "きみの誕生日",
  ]
}
