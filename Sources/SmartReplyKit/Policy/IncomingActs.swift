import SmartReplyModel

/// What the newest incoming messages do, as far as ranking and choosing replies care: do they ask
/// something, call for a yes or a no, ask an open question, invite, ask a favour, offer something,
/// laugh or sound sad, and which acts (thanks, apology,
/// congratulations, "running late") they perform that a reply must not say back.
struct IncomingActs: Sendable, Hashable {
  /// A question mark, or a yes/no question, request or invitation.
  var asks = false
  /// A yes/no question, request or invitation.
  var expectsYesOrNo = false
  /// An invitation or a question whether someone can come.
  var invites = false
  /// A request for a favour ("can you send…", 「〜てくれる？」), not an invitation.
  var requests: Bool = false
  /// An offer ("want anything?", 「何かいる？」): accepted or declined with thanks, not attended.
  var offers: Bool = false
  /// A wh- or choice question and no yes/no question ("what time?", "fri or sat?").
  var asksOpenQuestion: Bool = false
  /// A choice between options ("fri or sat?", 「どっち？」), answered by picking or leaving it open.
  var offersChoice: Bool = false
  /// Names options, as a question or not ("shall we do 6 or 7?").
  var namesOptions: Bool = false
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
  /// Tells the reader something to know ("FYI…", "heads up", a plan moved, 「念のため」).
  var givesHeadsUp: Bool = false
  /// Tells a small mishap ("the sink's leaking", 「鍵なくした」) without asking a favour or inviting.
  var tellsMishap: Bool = false
  /// Whether an illness or an injury is told, however slight ("feeling poorly", 「風邪ひいた」).
  var namesIllness = false
  /// A face of delight or celebration and no sad one ("obsessed 😍", 「受かった🎉」): no "Oh no!".
  var soundsDelighted: Bool = false
  /// Acts and intents the message performs itself, which a reply must not say back.
  var mirroredActs: Set<ReplyAct> = []
  var mirroredIntents: Set<ReplyIntent> = []
  /// Intents the message rules out: the greeting of the other end of the day (no "Good night!" to
  /// "morning!", no 「おはよう！」 to 「おやすみ」), a yes to "is that real? should I click it?".
  var ruledOutIntents: Set<ReplyIntent> = []
  /// Occasion greetings the message calls for by naming the occasion (``OccasionCues``).
  var occasions: Set<ReplyIntent> = []
  /// The particular occasions named (Christmas, the year's end, New Year), which a greeting that
  /// names one needs.
  var namedOccasions: Set<OccasionCues.Named> = []
  /// Wishes the reader well for an occasion in so many words ("Happy Birthday Thomas", 「誕生日おめでとう」).
  var wishesOccasion = false
  /// A compliment to the reader ("suits you", 「似合ってる」).
  var praisesReader = false
  /// An apology to the reader for the sender's own words or mood ("sorry I snapped at you earlier",
  /// 「さっきは八つ当たりしてごめん」): forgiven, however tired or sad the excuse beside it.
  var apologisesForConduct = false
  /// Good news in so many words ("got the job", 「内定もらった」).
  var announcesGoodNews = false
  /// Good news of the sender's own ("I got the apartment"), not a relative's ("Aunty's operation
  /// went well"); Japanese names no subject, so its news counts.
  var announcesOwnGoodNews = false
  /// A feared result ruled out ("NOT cancer!!", 「良性だった」): good news whatever the classifier
  /// hears in its words, and no achievement to congratulate.
  var announcesRelief = false
  /// The situations (``SituationCues``) the conversation speaks of, whose replies ("Off to sleep.")
  /// may be shown; nil when not read, and then any may.
  var situationsSpokenOf: SituationSet?
  /// Points out the reader's slip ("you're on mute", 「傘忘れてるよ」): thanks or an apology answers it.
  var pointsOutSlip = false
  /// A day, a time or an appointment named (``CalendarCues``).
  var mentionsTime = false
  /// Names a day other than today or tomorrow ("sat afternoon", 「今週の土曜」) and neither of those:
  /// a reply about today or tomorrow (「今日は遠慮させていただきます。」) answers another plan.
  var namesOtherDay = false
  /// Business keigo that asks something done or gives notice (「ご確認いただけますでしょうか」,
  /// 「ご予約をいただいております」), which 「承知しました」 answers unless it tells news.
  var isBusinessNotice = false
  /// Nothing but an acknowledgement ("cool cool 👌", 「おけ👍」): no news, whatever the classifier hears.
  var acknowledgesOnly = false
  /// Says good morning or asks whether the reader is up: the only messages a "Good morning!"
  /// answers ("dripping all morning" and "one scoop morning and night" greet no one).
  var greetsMorning = false
  /// Enjoyed time just spent with the reader ("had a really good time tonight", 「今日楽しかった！」):
  /// "Me too!" answers it; it is no news.
  var enjoyedTimeTogether = false
  /// Opens with a polite excuse for writing (「夜分にすみません」, "sorry to bother you"), which is no
  /// apology.
  var opensPolitely = false
  /// Sorry for the reader's trouble ("sorry to hear you're poorly"): sympathy, no apology to forgive.
  var sympathises = false
  /// Speaks of the reader or their things ("your rug", 「借りた傘」): a mishap told so may apologise.
  var concernsReader = false
  /// Asks the reader's advice, view or a tip ("should i just get an uber?", 「似合うと思う？」, "any
  /// podcast recs?"): a view or a hedge answers it, not an acceptance or a yes to a favour.
  var asksAdvice = false
  /// Tells the reader the sender will be late ("running 10 min late", 「10分くらい遅れます」): "No
  /// worries!" or "Take your time." answers it.
  var runsLate = false
  /// Sends a photo, as chat exports and notifications show one ("[Photo]", 「[写真]」).
  var sharesPhoto = false
  /// Asks a favour now ("can you call me now?", 「今ちょっといい？」): "I'm busy right now." declines
  /// it; a favour for later is declined otherwise (「ごめん、ちょっと難しいや」).
  var asksNow = false
  /// Asks for something to be sent ("can you send me the deck?", 「資料送ってもらえる？」): "Sending it
  /// now." agrees; to any other favour it would say something else.
  var asksToSend = false
  /// Tells the reader their share of a cost ("$32 each", 「3人で割って6000円」): "Sending it now."
  var splitsCost = false
  /// Asks the reader's leave ("can I stay at Mia's?", 「行っていい？」): granted or refused.
  var asksPermission = false
  /// Asks whether the reader has something ("got jumper cables?", 「ペン持ってる？」, 「時間ある？」).
  var asksPossession = false
  /// Thanks for being rescued ("ur a lifesaver, she'd have been locked out"): the trouble it names
  /// was averted, so it is thanks, not bad news.
  var thanksForRescue = false
  /// Reassures the reader about something they owe or are late with ("no rush", 「気にしないで」):
  /// thanked, whatever the trigger's confidence.
  var reassures = false
  /// Shares a link with a line of its own ("the cabin I was on about 👀 https://…", 「ここどう？
  /// https://…」): what is behind it is admired, or its question answered.
  var sharesLink = false
  /// Calls a gathering or a booking off and asks nothing (「大雪予報のため中止になりました」, "we must
  /// cancel your reservation"): acknowledged, whatever the trigger's confidence.
  var callsOffPlan = false

  /// Reads `text` phase by phase (`IncomingActs+<Phase>.swift`); the order matters, since a later
  /// phase weighs what an earlier one set (``asks``, ``invites`` …) and noted in the ``Reading``.
  init(_ text: String, language: Language) {
    var reading = Reading(text, language: language)
    readQuestions(&reading)
    readTone(&reading)
    readCourtesies(reading)
    readLogistics(&reading)
    oweAnswers(&reading)
    readOccasions(reading)
    readPraiseAndNews(reading)
    readTimes(reading)
    readFavoursAndDebts(reading)
    readSharing(reading)
  }

  /// The last sentence of `text` with its closing marks (「…着くの。迎えに行こうか？」 → 「迎えに行こうか？」).
  static func lastSentence(of text: String) -> Substring {
    let ends = sentenceEnds
    var end = text.endIndex
    while end > text.startIndex {
      let previous = text.index(before: end)
      let character = text[previous]
      guard ends.contains(character) || character.isWhitespace || !character.isLetter && !character.isNumber else {
        break
      }
      end = previous
    }
    let start = text[..<end].lastIndex(where: ends.contains).map(text.index(after:)) ?? text.startIndex
    return text[start...]
  }

  private static let sentenceEnds: Set<Character> = ["。", "．", "！", "!", "？", "?", ".", "\n"]

  /// The letters of `text`, punctuation, spaces and emoji dropped (「承知しました。」 → 「承知しました」).
  static func letters(of text: some StringProtocol) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter(\.properties.isAlphabetic)))
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
}
