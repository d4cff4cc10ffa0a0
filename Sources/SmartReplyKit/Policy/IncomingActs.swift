import SmartReplyModel

/// What the newest incoming messages do, as far as ranking and choosing replies care: do they ask
/// something, call for a yes or a no, ask an open question, invite, ask a favour, offer something,
/// laugh or sound sad, and which acts (thanks, apology,
/// congratulations, "running late") they perform that a reply must not say back.
struct IncomingActs: Sendable, Hashable {
  /// A question mark, or a yes/no question, request or invitation.
  var asks: Bool
  /// A yes/no question, request or invitation.
  var expectsYesOrNo: Bool
  /// An invitation or a question whether someone can come.
  var invites: Bool
  /// A request for a favour ("can you send…", 「〜てくれる？」), not an invitation.
  var requests: Bool = false
  /// An offer ("want anything?", 「何かいる？」): accepted or declined with thanks, not attended.
  var offers: Bool = false
  /// A wh- or choice question and no yes/no question ("what time?", "fri or sat?").
  var asksOpenQuestion: Bool = false
  /// A choice between options ("fri or sat?", 「どっち？」), answered by picking or leaving it open.
  var offersChoice: Bool = false
  /// An open question about when ("what time should we leave?", 「何時集合？」): a time or "up to
  /// you" always answers it.
  var asksWhen: Bool = false
  /// An open question about where ("where should we meet?", 「どこ行く？」).
  var asksWhere: Bool = false
  /// A reminder or an errand asked without a question ("don't forget the charger", 「牛乳買ってきて」):
  /// "On it!" fits.
  var directs: Bool = false
  /// The sender has arrived where the two meet ("I'm outside", 「着いたよ」): "On my way!" fits.
  var arrives: Bool = false
  /// Something sent or attached for the user ("just sent you the file", 「送付いたしました」), or asked
  /// about ("did you get my email?"): "Got it, thanks!" fits, "Sending it now" would say it back.
  var reportsSending: Bool = false
  /// A question of fact put to the reader's memory ("do u know if…", 「何時までだっけ？」).
  var asksFact: Bool = false
  /// Emoji alone, read as a reaction (🎉, 👍, ❤️).
  var reaction: EmojiReaction?
  /// Replies the message is owed, one of which is shown if ranked: "On my way!" to an arrival,
  /// "Got it, thanks!" to something sent, "Not sure" to a question of fact, "Doing well, you?" to
  /// "how've u been?", "Up to you!" to "what do u want to eat?", 👍 to 👍.
  var owedIntents: Set<ReplyIntent> = []
  /// Laughter ("lol", 「ｗｗ」): a laughing reply fits.
  var laughs: Bool = false
  /// A sad face and no happy one: the message is bad news whatever its words.
  var soundsSad: Bool = false
  /// Annoyance or stress ("ugh", 「最悪」, 😤) in a message that asks for nothing: venting.
  var vents: Bool = false
  /// A face of delight or celebration and no sad one ("obsessed 😍", 「受かった🎉」): no "Oh no!".
  var soundsDelighted: Bool = false
  /// Acts and intents the message performs itself, which a reply must not say back.
  var mirroredActs: Set<ReplyAct> = []
  var mirroredIntents: Set<ReplyIntent> = []
  /// Greetings of the other end of the day, which the message's own rules out: no "Good night!"
  /// to "morning!", no 「おはよう！」 to 「おやすみ」.
  var otherTimeOfDay: Set<ReplyIntent> = []
  /// Occasion greetings the message calls for by naming the occasion (``OccasionCues``).
  var occasions: Set<ReplyIntent> = []
  /// The particular occasions named (Christmas, the year's end, New Year), which a greeting that
  /// names one needs.
  var namedOccasions: Set<OccasionCues.Named> = []
  /// A compliment to the reader ("suits you", 「似合ってる」).
  var praisesReader = false
  /// Good news in so many words ("got the job", 「内定もらった」).
  var announcesGoodNews = false
  /// A day, a time or an appointment named (``CalendarCues``).
  var mentionsTime = false
  /// Business keigo that asks something done or gives notice (「ご確認いただけますでしょうか」,
  /// 「ご予約をいただいております」), which 「承知しました」 answers unless it tells news.
  var isBusinessNotice = false
  /// Nothing but an acknowledgement ("cool cool 👌", 「おけ👍」): no news, whatever the classifier hears.
  var acknowledgesOnly = false

  init(_ text: String, language: Language) {
    let lowered = Lowercasing.lowercased(text)
    let searchable = SearchableText(lowered)
    // English cue words are whole words ("hate" is not in "whatever"): split once for every check.
    let englishWords = language == .english ? LetterWords.words(in: lowered) : []
    let asksYesOrNo = QuestionDetector.expectsYesOrNo(lowered: lowered, searchable: searchable, language: language)
    asksOpenQuestion =
      !asksYesOrNo && QuestionDetector.asksWhOrChoice(lowered: lowered, searchable: searchable, language: language)
    offers =
      !asksOpenQuestion && searchable.contains(any: language == .japanese ? Self.japaneseOffers : Self.englishOffers)
    expectsYesOrNo = offers || asksYesOrNo
    // "bbq at ours sunday, bring a plate" invites without a question mark.
    let invitesWithoutAsking = searchable.contains(
      any: language == .japanese ? Self.japaneseStatementInvitations : Self.englishStatementInvitations)
    asks = expectsYesOrNo || invitesWithoutAsking || searchable.contains("?") || searchable.contains("？")
    // "What should we have for dinner?" names a meal but invites no one: an open question invites
    // only when it asks who can come.
    // 「迎えに行っていただけませんか」 asks a favour: its ませんか, or a meal it names (「猫にご飯を」),
    // invites no one unless it asks who can come.
    // 「おすすめの焼肉屋ある？来週友達と行く」 asks for a tip, not for company.
    let asksRecommendation = searchable.contains(any: Self.recommendationQuestions)
    let asksFavourPolitely =
      language == .japanese && searchable.contains(any: Self.japaneseFavourEndings)
      && !searchable.contains(any: Self.japaneseEventWords)
    // "When can you come?" asks for a time, not for an answer to an invitation.
    let asksReadersTime =
      language == .japanese
      ? asksOpenQuestion && searchable.contains(any: Self.japaneseClockQuestions)
        && searchable.contains(any: Self.japaneseReadersTime)
      : asks && searchable.contains(any: Self.englishReadersTime)
    // Its "can you" asks when, not whether.
    if asksReadersTime { expectsYesOrNo = false }
    // 「猫にご飯あげた？」, "did you feed the cat?": asks whether something was done, not for it or
    // for company.
    let asksIfDone =
      expectsYesOrNo && !offers
      && (language == .japanese
        ? searchable.contains(any: Self.japanesePastQuestions) : searchable.contains(any: Self.englishDoneQuestions))
    if asksIfDone { owedIntents.formUnion([.yes, .notYet]) }
    invites =
      asks && !offers && !asksRecommendation && !asksReadersTime && !asksIfDone
      && (invitesWithoutAsking || searchable.contains(any: ActPrior.attendancePhrases)
        || !asksOpenQuestion && !asksFavourPolitely
          && (searchable.contains(any: language == .japanese ? Self.japaneseInvitations : Self.englishInvitations)
            // 「行かないでって言ったじゃん」 forbids; it invites no one.
            && !(language == .japanese && searchable.contains(any: Self.japaneseProhibitions))
            || language == .japanese && searchable.contains(any: Self.japaneseMealInvitations)
              && !searchable.contains(any: Self.japaneseMealCheckIns)))
    requests =
      expectsYesOrNo && !invites && !offers && !asksIfDone
      && searchable.contains(any: language == .japanese ? Self.japaneseRequests : Self.englishRequests)
    offersChoice =
      asksOpenQuestion
      && (language == .japanese
        ? searchable.contains(any: QuestionDetector.japaneseChoices)
        : QuestionDetector.englishQuestionSentences(lowered).contains { $0.split(separator: " ").contains("or") })
    asksWhen = asksOpenQuestion && searchable.contains(any: QuestionDetector.timeQuestionWords)
    asksWhere = asksOpenQuestion && searchable.contains(any: OpenAnswerCues.placeQuestionWords)
    // A told joke is laughed at, and its words are no news ("…got promoted?").
    let tellsJoke = ToneMarkers.tellsJoke(lowered, searchable)
    let namesGoodNews = NewsCues.announcesGoodNews(searchable, language: language)
    laughs = tellsJoke || ToneMarkers.laughs(searchable, lowered: lowered, language: language)
    soundsSad = ToneMarkers.soundsSad(searchable)
    soundsDelighted = ToneMarkers.soundsDelighted(searchable)
    // 「聞いてください」 and "can I vent" ask only to be heard: venting, not a request.
    let asksToBeHeard = searchable.contains(any: Self.ventOpeners)
    // "Can I vent" says it is venting; 「聞いてください」 only when the rest sounds upset.
    let saysVenting = asksToBeHeard && searchable.contains(any: Self.ventWords)
    vents =
      !invites && (!requests || asksToBeHeard) && !offers && !soundsDelighted
      && (saysVenting || ToneMarkers.soundsUpset(searchable, words: englishWords)
        || searchable.contains(any: ToneMarkers.exasperation) && !namesGoodNews)
    if vents && asksToBeHeard {
      requests = false
      // 「聞いてください」 and "can I vent?" ask nothing to be answered unless another question follows.
      if saysVenting || !searchable.contains("?") && !searchable.contains("？") {
        (asks, expectsYesOrNo, invites) = (false, false, false)
      }
    }
    for (name, phrases) in Self.mirrorActPhrases where searchable.contains(any: phrases) { mirroredActs.insert(name) }
    for (name, phrases) in Self.mirrorIntentPhrases where searchable.contains(any: phrases) {
      mirroredIntents.insert(name)
    }
    // Thanks for a favour done for the sender (「送ってくれてありがとう」) is not returned: 「こちらこそ」
    // fits only thanks for time spent together.
    if mirroredActs.contains(.thanks), searchable.contains(any: Self.favourPhrases) {
      mirroredIntents.insert(.likewise)
    }
    // Home, a hotel or a parcel arrived is no meeting to come to (nor is 「着いたら」, "once there").
    arrives = mirroredIntents.contains(.arrived) && !searchable.contains(any: Self.arrivalsElsewhere)
    reportsSending =
      searchable.contains(any: language == .japanese ? Self.japaneseSendings : Self.englishSendings)
      || asks && searchable.contains(any: language == .japanese ? Self.japaneseReceipts : Self.englishReceipts)
    if reportsSending { mirroredIntents.formUnion([.sendIt, .canYouSend]) }
    reaction = EmojiReaction(text)
    if arrives && !asks { owedIntents.formUnion(ActPrior.arrivalAnswers) }
    if reportsSending { owedIntents.insert(.gotItThanks) }
    // "where are we on the deck?", 「進捗どう？」: a task's progress is told, done or not yet.
    if asks, !requests, searchable.contains(any: Self.progressQuestions) { owedIntents.formUnion([.notYet, .done]) }
    // "how far are you?", 「今どこ？」: someone waiting is told how close the reader is.
    if asks, searchable.contains(any: Self.waitingQuestions) { owedIntents.formUnion([.onMyWay, .runningLate]) }
    // "whats the wifi password again" asks, question mark or not.
    let asksToRecall = searchable.contains(any: Self.recallQuestions)
    if asksToRecall { asks = true }
    asksFact =
      asksToRecall
      || asks
        && (asksRecommendation
          || searchable.contains(any: language == .japanese ? Self.japaneseFactQuestions : Self.englishFactQuestions))
    if asksFact { owedIntents.formUnion([.dontKnow, .letMeCheck]) }
    // "When can you come?", 「ご到着は何時頃のご予定でしょうか？」: the reader's own time, told later
    // if not known yet; "How about tomorrow?" arranges one.
    if asksReadersTime {
      owedIntents.insert(.getBackToYou)
      if language == .english { owedIntents.insert(.howAboutTomorrow) }
    }
    // "how did the dentist go??": told how it went.
    if asks, language == .english, searchable.contains(any: Self.howDidItGo.asked),
      searchable.contains(any: Self.howDidItGo.verbs)
    {
      owedIntents.insert(.wentWell)
    }
    // 「黒って言ったのに白届いたんだけど」, "I told you to shut the gate": the reader is blamed.
    if searchable.contains(any: Self.complaintsToReader) { owedIntents.insert(.apology) }
    if asksOpenQuestion,
      searchable.contains(any: language == .japanese ? Self.japanesePreferences : Self.englishPreferences)
    {
      owedIntents.insert(.upToYou)
    }
    if searchable.contains(any: language == .japanese ? Self.japaneseWellBeing : Self.englishWellBeing) {
      // Asked with or without a question mark.
      asks = true
      owedIntents.insert(.imFine)
      mirroredIntents.insert(.howAreYou)
    }
    if let reaction { owedIntents.formUnion(reaction.answers) }
    occasions = OccasionCues.greetings(calledForBy: searchable)
    // "Sorry I forgot your birthday": the birthday is the reader's, who is not the one to greet.
    if searchable.contains(any: Self.readersBirthday) { occasions.remove(.happyBirthday) }
    directs =
      !asks && occasions.isEmpty
      && searchable.contains(any: language == .japanese ? Self.japaneseDirectives : Self.englishDirectives)
    if !occasions.isEmpty { namedOccasions = OccasionCues.named(in: searchable) }
    // "PayID is my mobile", 「PayPayでよろ」: a task handed over is taken on ("Will do!").
    // A heads-up hands over nothing to do: it is thanked for, not taken on.
    if directs, !searchable.contains(any: Self.headsUps) { owedIntents.formUnion([.okay, .willDo]) }
    // Someone introducing themselves is greeted back: 「グループ入りました、みきです」 → 「よろしくね！」.
    if searchable.contains(any: Self.introductions) { owedIntents.insert(.niceToMeetYou) }
    // Greetings, introductions, thanks and apologies are answered in kind, not acknowledged; the
    // 「よろしくお願いいたします」 that closes a request is no introduction.
    isBusinessNotice =
      language == .japanese && (requests || directs || !asks) && !invites && !offers && !asksOpenQuestion && !vents
      && occasions.subtracting([.niceToMeetYou]).isEmpty
      && mirroredActs.isDisjoint(with: [.thanks, .apology, .congrats])
      && searchable.contains(any: Self.businessKeigo)
      && !searchable.contains(any: Self.greetingsAnsweredInKind)
    acknowledgesOnly =
      language == .english
      ? (1...5).contains(englishWords.count) && englishWords.allSatisfy { Self.englishAcks.contains($0) }
      : lowered.utf8.count <= 40
        && Self.japaneseAcks.contains(
          String(String.UnicodeScalarView(lowered.unicodeScalars.filter(\.properties.isAlphabetic))))
    praisesReader = ComplimentCues.praisesReader(searchable, words: englishWords, asks: asks, language: language)
    announcesGoodNews = !tellsJoke && namesGoodNews
    mentionsTime = CalendarCues.mentionsTime(searchable, lowered: lowered, words: englishWords, language: language)
    // Both named ("see you in the morning, night!"): neither greeting is ruled out.
    let times = Self.timesOfDay.filter { searchable.contains(any: $0.phrases) }
    if times.count == 1 { otherTimeOfDay = [times[0].rulesOut] }
  }

  /// Whether a reply with `act` and `intent`, whose words voice `voicedActs`, would say what the
  /// message already says: the same act, or its words ("Sorry, I forgot!" to an apology).
  func saysAlready(act: ReplyAct, intent: ReplyIntent, voicedActs: Set<ReplyAct>) -> Bool {
    mirroredActs.contains(act) || mirroredIntents.contains(intent) || !mirroredActs.isDisjoint(with: voicedActs)
  }

  /// The mirrorable acts whose words `text` uses (worked out once per reply of a set); a
  /// reciprocal reply (「こちらこそ」, "thank *you*") answers rather than mirrors.
  static func voicedActs(in text: String) -> Set<ReplyAct> {
    let searchable = SearchableText(Lowercasing.lowercased(text))
    guard !searchable.contains(any: reciprocalPhrases) else { return [] }
    return Set(mirrorActPhrases.filter { searchable.contains(any: $0.value) }.keys)
  }

  /// Reminders and errands asked without a question.
  static let englishDirectives: [Phrase] = [
    "don't forget", "dont forget", "remember to", "make sure", "pls ", "reminder", "heads up", "payid is",
    "venmo me", "paypal me", "zelle me", "pay me back", "transfer it to",
  ]
  static let japaneseDirectives: [Phrase] = [
    "てきて", "といて", "忘れずに", "忘れないで", "よろしくね", "お願いね", "リマインド", "返してね", "出してね", "送ってね", "連絡してね",
    "をお願いします", "をお願いいたします", "お願いいたします。", "ようお願い", "でよろ", "払ってね", "振り込んで",
  ]

  /// Humble and formal forms that only business keigo uses.
  static let businessKeigo: [Phrase] = [
    "いたします", "いたしました", "しております", "ますでしょうか", "いただけますと", "恐れ入", "のほど", "申し上げ", "存じ",
  ]
  static let greetingsAnsweredInKind: [Phrase] = [
    "はじめまして", "初めまして", "と申します", "おはよう", "こんにちは", "こんばんは", "お悔やみ", "ご冥福", "お見舞い申し上げ", "お祝い申し上げ",
    "お慶び申し上げ",
  ]

  /// Openers that ask to be listened to.
  static let ventOpeners: [Phrase] = [
    "聞いてください", "聞いてよ", "聞いて！", "聞いて〜", "ちょっと聞いて", "きいてよ", "愚痴", "can i vent", "need to vent",
    "let me vent", "quick rant", "rant incoming", "rant:",
  ]

  /// Open questions after the reader's wishes ("what do u feel like eating?", 「何食べたい？」), which
  /// "Up to you!" answers.
  static let englishPreferences: [Phrase] = [
    "do you want", "do u want", "do you feel like", "do u feel like", "should we", "shall we", "wanna",
    "would you like",
    "do you prefer", "do u prefer",
  ]
  static let japanesePreferences: [Phrase] = [
    "たい？", "たい?", "たいの？", "たいですか", "にする？", "にしよっか", "にしようか", "がいい？", "がいいですか", "がよろしい", "どうする？",
  ]

  /// Questions after the reader's well-being ("how've u been?", 「元気してる？」): "Doing well, you?"
  /// answers them, "How are you?" would only ask back.
  static let englishWellBeing: [Phrase] = [
    "how are you", "how r u", "how are u", "how've you been", "how've u been", "how have you been", "how have u been",
    "how's it going", "hows it going", "how are things", "how you doing", "how u doing", "how're you",
  ]
  static let japaneseWellBeing: [Phrase] = [
    "元気？", "元気してる", "元気ですか", "元気でしたか", "最近どう", "いかがお過ごし", "元気にしてる",
  ]

  /// Arrivals that call for no one to come: home, a hotel, a parcel, a conditional.
  static let arrivalsElsewhere: [Phrase] = [
    "home", "hotel", "safe", "package", "parcel", "delivery", "着いたら", "家", "無事", "ホテル", "帰宅", "荷物", "宅配",
  ]

  /// Openers that name venting itself.
  static let ventWords: [Phrase] = ["vent", "rant", "愚痴"]

  /// A favour received, in thanks for it (「〜てくれて」, 「〜いただき」).
  static let favourPhrases: [Phrase] = ["くれて", "もらって", "いただい", "いただき", "頂い", "頂き", "下さって", "くださって"]

  static let reciprocalPhrases: [Phrase] = ["こちらこそ", "thank you too", "you too", "thanks to you"]

  /// Thanks are answered with "you're welcome", apologies with "no worries", congratulations
  /// with thanks: never in kind.
  static let mirrorActPhrases: [ReplyAct: [Phrase]] = [
    .thanks: ["thank", "thx", "thnx", "ty!", "appreciate", "ありがと", "感謝", "助かり", "助かった", "お礼"],
    .apology: [
      "sorry", "apolog", "my bad", "ごめん", "すみません", "すいません", "申し訳", "失礼しました", "失礼いたしました", "失礼致しました", "ご迷惑をおかけ",
      "ご迷惑をお掛け",
    ],
    .congrats: ["congrat", "happy birthday", "happy bday", "hbd", "おめでと"],
  ]
  /// Things said about oneself that the user would not say back.
  static let mirrorIntentPhrases: [ReplyIntent: [Phrase]] = [
    .runningLate: ["late", "遅れ", "遅刻"],
    .sleep: ["going to bed", "heading to bed", "off to bed", "going to sleep", "寝るね", "寝ます", "寝る！", "もう寝る"],
    .onMyWay: ["on my way", "omw", "heading over", "向かって"],
    .arrived: [
      "i'm here", "im here", "i'm outside", "im outside", "just got here", "just arrived", "we're here", "were here!",
      "着いた", "着きました", "到着しました", "ついたよ", "ついた〜", "ついたー", "ついた！",
    ],
    // A reminder is thanked or promised, not asked for back ("Don't let me forget!").
    .remindMe: [
      "don't forget", "dont forget", "remember to", "reminder", "remind you", "忘れないで", "忘れずに", "リマインド",
    ],
    .declineInvitation: [
      "can't make", "cant make", "can't come", "have to bail", "gotta bail", "行けなくなった", "行けなくなりました",
      "参加できなくなり", "欠席させて", "欠席いたし", "欠席します",
    ],
  ]

  /// Greetings of a time of day, with the greeting intent they rule out.
  static let timesOfDay: [(phrases: [Phrase], rulesOut: ReplyIntent)] = [
    (["morning", "おはよ", "お早う"], .goodNight),
    (["good night", "goodnight", "night night", "nighty", "night!", "おやすみ", "お休み"], .goodMorning),
  ]

  static let englishAcks: WordSet = [
    "ok", "okay", "okie", "k", "kk", "got", "it", "cool", "sure", "noted", "alright", "perfect", "great", "sounds",
    "good", "np", "roger", "gotcha", "yep", "yup", "yeah", "ya", "will", "do", "nice", "sweet", "ta",
  ]
  static let japaneseAcks: Set<String> = [
    "おけ", "おっけ", "おっけー", "オッケー", "オッケ", "りょ", "りょー", "りょうかい", "了解", "了解です", "はーい", "はい", "うん", "ok", "おk",
  ]
  /// Chores asked about in the past tense: 「あげた？」, 「取り込んでくれた？」.
  static let japanesePastQuestions: [Phrase] = [
    "てくれた？", "でくれた？", "あげた？", "やった？", "出した？", "送った？", "払った？", "買った？", "予約した？", "連絡した？",
    "返した？", "済んだ？", "済ませた？", "提出した？", "申し込んだ？", "振り込んだ？",
  ]
  /// "did you feed…", "have you paid…": a chore asked about.
  static let englishDoneQuestions: [Phrase] = {
    let asked = ["did you ", "did u ", "have you ", "have u ", "you remember to ", "u remember to "]
    let chores = [
      "feed", "fed", "send", "sent", "pay", "paid", "lock", "locked", "book", "booked", "call", "called", "email",
      "emailed", "buy", "bought", "pick up", "picked up", "sign", "signed", "finish", "finished", "submit", "submitted",
      "order", "ordered", "water", "watered", "walk the", "walked", "charge", "charged", "post", "posted", "renew",
      "renewed", "cancel", "cancelled", "take out", "taken out", "turn off", "turned off", "reply", "replied",
      "eat", "eaten",
    ]
    return asked.flatMap { opening in chores.map { Phrase(stringLiteral: opening + $0) } }
  }()
  /// When-questions about the reader's coming, arriving or collecting.
  static let englishReadersTime: [Phrase] = [
    "when can you", "when can u", "what time can you", "what time can u", "when will you", "what time will you",
    "when are you coming", "what time are you coming", "when r u coming", "when do you get here",
    "what time do you get here", "when would suit you", "when suits you", "what time suits you",
  ]
  /// 「何時」, 「いつ頃」: not the 「いつ」 of 「いつも」.
  static let japaneseClockQuestions: [Phrase] = [
    "何時", "なんじ", "いつ頃", "いつごろ", "いつ来", "いつ着", "いつ取り", "いつお越し", "いつになり", "何曜", "何日",
  ]
  static let japaneseReadersTime: [Phrase] = [
    "ご到着", "到着", "お迎え", "来れる", "来られ", "来る？", "着く", "着き", "伺えば", "取りに", "いらっしゃ", "お越し",
  ]
  /// "How did … go": a question about how something went, asked with both parts.
  static let howDidItGo: (asked: [Phrase], verbs: [Phrase]) = (
    ["how did", "how'd", "howd ", "how did ur"], [" go?", " go ", " go!", " go.", "go??"]
  )
  /// Blame for something the reader did or failed to do.
  static let complaintsToReader: [Phrase] = [
    "i told you", "i did tell you", "i asked you to", "you said you'd", "you said you would", "you were supposed to",
    "u were supposed to", "you forgot to", "u forgot to", "you promised", "って言ったじゃん", "って言ったのに", "って言ったよね",
    "言ったのに", "頼んだのに", "合ってなかった", "違くない？", "違うじゃん", "約束したのに",
  ]
  static let headsUps: [Phrase] = ["heads up", "heads-up", "fyi", "お知らせ"]
  /// Forbidding a visit: 「行かないで」, which the invitation cue 「行かない」 is part of.
  static let japaneseProhibitions: [Phrase] = ["行かないで", "いかないで", "来ないで", "こないで"]
  /// The reader's own birthday, named by someone else.
  static let readersBirthday: [Phrase] = [
    "your birthday", "ur birthday", "your bday", "ur bday", "your b-day", "あなたの誕生日", "君の誕生日", "きみの誕生日",
  ]
  /// Questions about how a task is coming along.
  static let progressQuestions: [Phrase] = [
    "where are we on", "where are you on", "where r u on", "any update on", "any updates on", "how far along",
    "is it done", "進捗", "進み具合", "どこまで進", "終わりそう", "はかどって",
  ]
  /// Asking for a tip: a place, a product, a show.
  static let recommendationQuestions: [Phrase] = [
    "recommend", "any recs", "any good places", "know any good", "know a good", "おすすめ", "オススメ", "お勧め", "お薦め",
  ]
  /// Questions of someone waiting for the reader to arrive.
  static let waitingQuestions: [Phrase] = [
    "how far away are you", "how far are you", "how far away r u", "how far r u", "how far away are u", "how far are u",
    "your eta", "ur eta", "how long till you", "how long until you", "how long will you be",
    "how long are you gonna be",
    "are you close", "r u close", "are u close", "almost here?", "nearly here?", "今どこ", "いまどこ", "あとどれくらい", "あとどのくらい",
    "何分くらいで着", "何分で着", "もう着く", "どのへん？", "どの辺？", "今どのあたり",
  ]
  /// A sender introducing themselves or joining a group.
  static let introductions: [Phrase] = [
    "nice to meet", "my name is", "i'm the new", "im the new", "just joined", "i'm new here", "im new here",
    "はじめまして", "初めまして", "と申します", "グループに入", "グループ入り", "加入しました", "新しく入りました", "入ったばかり",
    "新メンバー",
  ]
  /// Invitations said as statements ("you're invited", 「遊びに来てね」).
  static let englishStatementInvitations: [Phrase] = [
    "you're invited", "you are invited", "ur invited", "you should come", "u should come", "you should join",
    "hope you can come", "hope u can come", "hope you can make it", "hope u can make it", "if you can make it",
    "if u can make it", "bring a plate", "at ours", "come over", "come round", "come join us", "come along",
    "who's in", "whos in", "who is in", "who's keen", "whos keen", "who's down", "whos down",
  ]
  static let japaneseStatementInvitations: [Phrase] = ["来てね", "きてね", "おいでよ", "遊びに来て", "あそびにきて"]
  static let englishInvitations: [Phrase] = [
    "want to", "wanna", "would you like", "how about", "let's", "lets ", "join", "up for", "feel like", "down for",
    "are you free", "you free", "u free", "come over", "come with", "interested in", "party", "dinner", "lunch",
    "drinks", "coffee", "grab", "hang out",
  ]
  /// Reports of something sent or attached for the reader.
  static let englishSendings: [Phrase] = [
    "sent you", "just sent", "i've sent", "ive sent", "i sent", "see attached", "attached the", "attached is",
    "i've attached", "emailed you", "sending you", "shared the", "shared it", "forwarded",
  ]
  static let japaneseSendings: [Phrase] = [
    "送りました", "送付いたしました", "送付しました", "お送りしました", "お送りいたしました", "送信しました", "送信いたしました", "添付いたしました",
    "添付しました", "添付します", "送ったよ", "送っといた", "送っておいた", "共有しました", "共有いたしました", "ご査収",
  ]
  /// Questions whether something sent arrived ("did you get my email?", 「届いた？」).
  static let englishReceipts: [Phrase] = [
    "did you get my", "did u get my", "did you get the", "did u get the", "did you receive", "did it come through",
    "get my email", "get my text", "get my message",
  ]
  static let japaneseReceipts: [Phrase] = [
    "届いた？", "届きましたか", "届いてる？", "届いていますか", "受け取った？", "受け取れました", "見れた？", "見られましたか",
  ]
  /// Offers of something the sender can get, bring or do for the user.
  static let englishOffers: [Phrase] = [
    "want anything", "need anything", "want something", "need something", "want me to", "want us to", "should i get",
    "would you like me to", "would you like us to", "will you be requiring", "will you require", "would you like a ",
    "should i grab", "should i pick", "should i bring", "can i get you", "can i grab you", "get you anything",
    "get you something", "grab you anything", "grab you something", "shall i", "want some", "anything from",
  ]
  static let japaneseOffers: [Phrase] = [
    "何かいる", "なんかいる", "なにかいる", "何か要る", "何かいります", "何か欲しい", "何かほしい", "欲しいものある", "ほしいものある", "買ってこようか",
    "買ってくるよ", "買ってこうか", "持ってこうか", "持っていこうか", "迎えに行こうか", "手伝おうか", "しようか？", "しようか?",
  ]
  static let englishRequests: [Phrase] = [
    "can you", "could you", "can u", "could u", "would you", "will you", "please", "pls", "plz", "mind ",
  ]
  static let japaneseRequests: [Phrase] = [
    "くれる", "くれない", "もらえ", "いただけ", "頂け", "ください", "お願い", "ほしい", "欲しい", "いただくこと", "頂くこと",
    "可能でしょうか", "可能ですか", "できますでしょうか",
  ]
  /// Negative requests that ask a favour, not company (「〜ていただけませんか」, 「お願いできませんか」).
  static let japaneseFavourEndings: [Phrase] = [
    "ていただけませんか", "でいただけませんか", "て頂けませんか", "てもらえませんか", "でもらえませんか", "てくれませんか",
    "でくれませんか", "お願いできませんか", "お願いできないでしょうか", "ていただけないでしょうか", "てもらえないかな",
    "てくれないかな",
  ]
  /// Words of a gathering that make 「来ていただけませんか」 an invitation after all.
  static let japaneseEventWords: [Phrase] = [
    "ぜひ", "是非", "結婚式", "披露宴", "パーティ", "飲み会", "食事会", "遊びに", "会に", "式に", "イベント", "お祝い",
  ]
  /// Meals and drinks, which invite unless the sender asks how the reader is eating (「ちゃんとご飯食べてる？」).
  static let japaneseMealInvitations: [Phrase] = ["飲み", "ご飯", "ごはん", "ランチ", "お茶"]
  static let japaneseMealCheckIns: [Phrase] = ["食べてる", "たべてる", "食べれてる", "食べられてる", "食べた？", "食べた?", "食べました"]
  static let japaneseInvitations: [Phrase] = [
    "ませんか", "ましょう", "しよう", "しない？", "行こう", "いこう", "行かない", "いかない", "来ない", "こない", "空いて", "参加", "行ける",
    "来れる", "来られ", "いこー", "行こー", "ひま？", "暇？", "ヒマ？",
  ]
  /// Questions of fact put to the reader's memory or knowledge ("do u know if…", 「何時までだっけ？」):
  /// "Not sure" and "Let me check" answer them.
  static let englishFactQuestions: [Phrase] = [
    "do you know", "do u know", "any idea", "you know if", "you know when", "you know where", "u know if",
    "does anyone know", "anyone know", "remind me",
  ]
  /// Things asked again from memory, which ask even without a question mark.
  static let recallQuestions: [Phrase] = [
    "password again", "address again", "number again", "name again", "code again", "time again", "again? i forg",
    "again?? i forg", "again? forgot", "again, i forgot",
  ]
  static let japaneseFactQuestions: [Phrase] = [
    "だっけ", "でしたっけ", "知ってる？", "知ってますか", "ご存知", "ご存じ", "わかる？", "分かる？", "わかります？", "分かります？",
  ]
}
