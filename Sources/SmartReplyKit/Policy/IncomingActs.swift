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

  init(_ text: String, language: Language) {
    let lowered = Lowercasing.lowercased(text)
    // 「赤ちゃんが　生まれる　そうです」: spaces between Japanese words, as some older people and
    // children text, are read past.
    let searchable = SearchableText(language == .japanese ? Self.joiningJapaneseWords(lowered) : lowered)
    // English cue words are whole words ("hate" is not in "whatever"): split once for every check.
    let englishWords = language == .english ? LetterWords.words(in: lowered) : []
    let praisesAsking = language == .japanese && searchable.contains(any: Self.japaneseRhetoricalPraise)
    var asksYesOrNo =
      !praisesAsking && QuestionDetector.expectsYesOrNo(lowered: lowered, searchable: searchable, language: language)
    asksOpenQuestion =
      !asksYesOrNo && QuestionDetector.asksWhOrChoice(lowered: lowered, searchable: searchable, language: language)
    // "which cafe? the one by the station?": the guess is what is answered, yes or no; it invites
    // no one.
    let guessesAnswer = asksOpenQuestion && QuestionDetector.guessesAnswer(lowered, language: language)
    if guessesAnswer {
      (asksOpenQuestion, asksYesOrNo) = (false, true)
      owedIntents.formUnion([.yes, .no])
    }
    // An offer after an open question ("what time do you land? want a lift?", 「何時に着くの。迎えに
    // 行こうか」) is still made: its sentence comes last.
    let offerPhrases = language == .japanese ? Self.japaneseOffers : Self.englishOffers
    offers =
      !praisesAsking
      && (searchable.contains(any: offerPhrases)
        && (!asksOpenQuestion || SearchableText(String(Self.lastSentence(of: lowered))).contains(any: offerPhrases))
        || language == .japanese && !asksOpenQuestion && searchable.contains(any: Self.japaneseWantedQuestions)
          && Self.offersAThing(lowered))
    expectsYesOrNo = offers || asksYesOrNo
    // "bbq at ours sunday, bring a plate" invites without a question mark.
    // 「プリント持ってきてね」 asks for a thing to be brought: its 「きてね」 invites no one.
    let invitesWithoutAsking =
      language == .japanese
      ? searchable.without(Self.japaneseErrandEndings, of: lowered).contains(any: Self.japaneseStatementInvitations)
      : (searchable.contains(any: Self.englishStatementInvitations)
        || Self.endsAskingIn(englishWords) || Self.wouldLoveSomeoneToCome(searchable))
        // "we're going to have to cancel christmas dinner at ours" calls a plan off.
        && !searchable.contains(any: Self.plansCalledOff)
    asks =
      expectsYesOrNo || invitesWithoutAsking || asksOpenQuestion || searchable.contains("?") || searchable.contains("？")
    // "What should we have for dinner?" names a meal but invites no one: an open question invites
    // only when it asks who can come.
    // 「迎えに行っていただけませんか」 asks a favour: its ませんか, or a meal it names (「猫にご飯を」),
    // invites no one unless it asks who can come.
    // 「おすすめの焼肉屋ある？来週友達と行く」 asks for a tip, not for company.
    let asksRecommendation = searchable.contains(any: Self.recommendationQuestions)
    // "should i just get an uber", "need a show to binge": asked without a question mark too.
    let opensWithAdviceQuestion =
      language == .english && Self.englishAdviceOpeners.contains { lowered.utf8.starts(with: $0.bytes) }
    // A tip asked for ("any ideas for our anniversary?", "what should i watch tonight"), which no
    // yes or no gives.
    let asksForTips = language == .english && searchable.contains(any: Self.englishTipRequests)
    let asksTip = asksRecommendation || asksForTips
    // Parents' phone questions ("how do i send a picture on this thing", 「＋のボタンを押せばいいのかな？」)
    // want the thing looked into, not a view.
    let asksTechHelp = searchable.contains(any: Self.techWords) && searchable.contains(any: Self.helpQuestions)
    asksAdvice =
      !offers && !asksTechHelp
      && (asks || opensWithAdviceQuestion || asksForTips
        || searchable.contains(any: language == .japanese ? Self.japaneseAdviceMusings : Self.englishViewRequests))
      && (asksTip
        || searchable.contains(any: language == .japanese ? Self.japaneseAdvice : Self.englishAdvice))
      // "can u make it or should i go on my own?" asks for company; "can you…" for a favour.
      && !searchable.contains(any: Self.attendanceQuestions)
      && !searchable.contains(any: language == .japanese ? Self.japaneseRequests : Self.englishFavours)
    if asksAdvice { asks = true }
    if asksAdvice, asksTip { (asksOpenQuestion, expectsYesOrNo) = (true, false) }
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
    asksPermission =
      asks && !offers && !asksIfDone
      && PermissionCues.asksPermission(lowered, searchable: searchable, language: language)
    if asksPermission {
      (expectsYesOrNo, asksOpenQuestion) = (true, false)
      // Leave is granted or refused, not attended late (「少し遅れて行くね」 to 「門限延ばしてもいい？」),
      // nor put off ("What day works for you?" to "can I leave at 4?") unless what is asked is to
      // move a plan or to visit (「16時にずらしてもいい？」, 「23日に伺ってもよろしいでしょうか」): another day
      // answers those.
      ruledOutIntents.insert(.joinLater)
      // "could i leave my car on your drive sat?": "Of course!" grants it (Japanese leave is granted
      // in the ranker's own words: 「大丈夫です。」, 「いいよ！」).
      if language == .english { owedIntents.insert(.ofCourse) }
      if !searchable.contains(any: Self.planChanges), !searchable.contains(any: Self.leaveAboutAMeeting) {
        ruledOutIntents.formUnion(Self.puttingOff)
      }
    }
    // 「銀行行こうと思ってた」 tells a plan: its 「行こう」 is read without the plan's words (and 「景色さいこう」
    // without its lookalike of one, ``QuestionDetector/invitationWords(of:_:)``).
    let invitationText =
      language == .japanese && searchable.contains(any: Self.japaneseIntentions)
      ? SearchableText(lowered, without: Self.japaneseIntentions + QuestionDetector.japaneseInvitationLookalikes)
      : language == .japanese
        ? QuestionDetector.invitationWords(of: lowered, searchable)
        // "Could you organise the card? Let's suggest £5-10 each": a let's that settles a detail.
        : searchable.without(Self.englishSettlingLets, of: lowered)
    // "how long til ur home?", 「どこいる？」: someone waiting asks where the reader is, and invites no one.
    // "wya" as a word: "howya" holds its letters.
    let waitsForReader = searchable.contains(any: Self.waitingQuestions) || englishWords.contains("wya")
    let asksWhereabouts = searchable.contains(any: Self.whereaboutsQuestions)
    // 「飲み会でさりげなく隣の席にしてくれない？お願い🙏」: a favour pleaded, whatever event it names.
    let pleadsFavour =
      language == .japanese && searchable.contains(any: Self.japanesePleas)
      && searchable.contains(any: Self.japaneseFavourAsks)
    invites =
      asks && !guessesAnswer && !offers && !asksAdvice && !asksReadersTime && !asksIfDone && !asksPermission
      && !waitsForReader && !pleadsFavour
      && !searchable.contains(any: Self.errandsToCome) && !searchable.contains(any: Self.regretNotices)
      // "are you in? got something of yours", "can we move you from weds to fri?" invite no one.
      && !asksWhereabouts && !searchable.contains(any: Self.slotMoves)
      && (invitesWithoutAsking
        || searchable.without(Self.comeLookalikes, of: lowered).contains(any: ActPrior.attendancePhrases)
        || !asksOpenQuestion && !asksFavourPolitely
          && (invitationText.contains(any: language == .japanese ? Self.japaneseInvitations : Self.englishInvitations)
            // 「行かないでって言ったじゃん」 forbids; it invites no one.
            && !(language == .japanese && searchable.contains(any: Self.japaneseProhibitions))
            || language == .japanese && searchable.contains(any: Self.japaneseMealInvitations)
              && !searchable.contains(any: Self.japaneseMealCheckIns)
            || language == .english && searchable.contains(any: Self.englishActivities)
              && !searchable.contains(any: Self.englishFactQuestions) && !searchable.contains(" open")
              && !searchable.contains(any: Self.groceryPints)
              // A link's "?" asks nothing ("…watch?v=… us at brunch 😂").
              && !searchable.contains("http")
              && QuestionDetector.englishQuestionSentences(lowered).contains {
                SearchableText(String($0)).contains(any: Self.englishActivities)
              }))
    // "If there are any problems, please do let us know", 「お気軽にお知らせください」: a business's
    // courtesy, which asks the reader nothing.
    let courteous = searchable.contains(any: Self.courtesyLines)
    // 「困ってることあったら遠慮なく言ってね」: help held out is not held out back.
    if courteous { mirroredIntents.insert(.hereForYou) }
    let requestText = courteous ? SearchableText(lowered, without: Self.courtesyLines) : searchable
    requests =
      expectsYesOrNo && !invites && !offers && !asksIfDone && !asksAdvice
      && (asksPermission
        || requestText.contains(any: language == .japanese ? Self.japaneseRequests : Self.englishRequests)
        // "please" as a word: "Really pleased with her" asks nothing.
        || (courteous ? requestText.contains(any: Self.pleaseWords) : englishWords.contains("please")))
    // "r u passing the shops? we're out of milk": an errand, said yes or no to.
    // 「500円貸して〜財布忘れた😂」, 「帰りに牛乳買ってきて！」: a favour asked without a question mark.
    if !asks, !offers, !invites, language == .japanese,
      searchable.contains(any: Self.japaneseFavourImperatives)
        || searchable.contains(any: Self.japaneseFavourOpeners) && searchable.contains(any: Self.japaneseWishedFavours)
    {
      (asks, expectsYesOrNo, requests) = (true, true, true)
    }
    // "could you send me the form?", 「事故証明書をお送りいただけますでしょうか」: a thing asked for is sent,
    // and a request's opening thanks (「先日はご来院ありがとうございました」) is no thanks to return.
    if requests {
      if !asksPermission, searchable.contains(any: Self.sendingAsked) { owedIntents.insert(.sendIt) }
      ruledOutIntents.insert(.disagree)
      if searchable.contains(any: Self.customersThanked) { ruledOutIntents.insert(.likewise) }
    }
    let namesRelief = NewsCues.announcesRelief(searchable, language: language)
    answerHealthNews(searchable, namesRelief: namesRelief)
    // 「このあとランチ行かない？プロテインだけじゃ無理ｗ」: an invitation is answered, not agreed with.
    if invites { ruledOutIntents.insert(.agree) }
    // "lunch afterwards, about 12.30? Our treat xx": the treat is thanked beside the answer.
    if invites, searchable.contains(any: Self.treats) { owedIntents.insert(.thanks) }
    // 「ご不明点などございましたらお気軽にお申し付けください」 alone asks nothing: the help offered is thanked.
    if courteous, !requests, !invites, !offers, !requestText.contains("?"), !requestText.contains("？") {
      (asks, expectsYesOrNo) = (false, false)
      owedIntents.insert(.thanks)
    }
    if asks, !requests, !invites, !offers, searchable.contains(any: Self.errandWhereabouts) {
      (requests, expectsYesOrNo) = (true, true)
    }
    asksNow = requests && searchable.contains(any: Self.nowWords)
    asksToSend = requests && searchable.contains(any: Self.sendWords)
    // "do u have jumper cables?" names no options: "Either works!" answers nothing.
    namesOptions =
      language == .japanese ? searchable.contains(any: QuestionDetector.japaneseChoices) : englishWords.contains("or")
    offersChoice =
      asksOpenQuestion && namesOptions
      && (language == .japanese
        || QuestionDetector.englishQuestionSentences(lowered).contains { $0.split(separator: " ").contains("or") }
        // "We have Wed 2pm or Fri 10am open. Which works better?"
        || englishWords.contains("which"))
    asksWhen = asksOpenQuestion && searchable.contains(any: QuestionDetector.timeQuestionWords)
    asksWhere = asksOpenQuestion && searchable.contains(any: OpenAnswerCues.placeQuestionWords)
    // "where did you put the charger", 「ママ体操服どこ？？」: where a thing is, looked for, not where
    // the reader is or the two should meet.
    if asksWhere, ThingLocationCues.asksWhereAThingIs(searchable, language: language) {
      owedIntents.insert(.letMeCheck)
      ruledOutIntents.formUnion([.onMyWay, .arrived, .runningLate, .joinLater])
    }
    // A told joke is laughed at, and its words are no news ("…got promoted?").
    let tellsJoke = ToneMarkers.tellsJoke(lowered, searchable)
    let namesGoodNews = namesRelief || NewsCues.announcesGoodNews(searchable, language: language)
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
    // 「運休してた南北線、再開だって🎉」: a mishap undone is a relief.
    tellsMishap =
      !invites && !requests && !offers && !namesRelief
      && searchable.contains(any: language == .japanese ? NewsCues.japaneseMishaps : NewsCues.englishMishaps)
    // A mishap told with a sad face is sad whatever laughs beside it ("lol… flight got cancelled 😩").
    if tellsMishap, !soundsSad, !soundsDelighted, searchable.contains(any: ToneMarkers.sadMarkers) { soundsSad = true }
    if vents && asksToBeHeard {
      requests = false
      // 「聞いてください」 and "can I vent?" ask nothing to be answered unless another question follows.
      if saysVenting || !searchable.contains("?") && !searchable.contains("？") {
        (asks, expectsYesOrNo, invites) = (false, false, false)
      }
    }
    // 「夜分にすみません」, "sorry to bother you": a polite way in, no apology to answer.
    opensPolitely = searchable.contains(any: Self.politeOpeners)
    concernsReader =
      language == .japanese
      ? searchable.contains(any: Self.japaneseReadersThings)
      : englishWords.contains { Self.englishSecondPerson.contains($0) }
    sympathises = searchable.contains(any: Self.sympathySorries)
    let actText =
      opensPolitely || sympathises
      ? SearchableText(lowered, without: Self.sorriesNotApologies) : searchable
    for (name, phrases) in Self.mirrorActPhrases where actText.contains(any: phrases) { mirroredActs.insert(name) }
    // "legend ty": thanks in a word.
    if englishWords.contains(where: Self.thanksWords.contains) { mirroredActs.insert(.thanks) }
    for (name, phrases) in Self.mirrorIntentPhrases where searchable.contains(any: phrases) {
      mirroredIntents.insert(name)
    }
    // "get home safe x" wishes the reader's journey well: nobody has arrived.
    if mirroredIntents.contains(.arrived), searchable.contains(any: Self.journeyWishes) {
      mirroredIntents.remove(.arrived)
    }
    // Plans the sender cancels are not cancelled back (「急用でいけなくなった」 to 「明日行けなくなった」).
    // Nor are they seen off on the trip they miss (「今週末の旅行はどうしても行けそうにないの」).
    if mirroredIntents.contains(.declineInvitation) {
      mirroredIntents.insert(.cancelPlan)
      ruledOutIntents.formUnion([.safeTravels, .haveFun])
    }
    // Help offered is taken or declined, not offered back (「手伝おっか？」 to 「手伝おうか？」).
    if offers {
      mirroredIntents.formUnion([.needHelp, .offerToBring])
      // "We have one available": the thing is, not the reader ("I'm available now."); "coffee run, want
      // anything?" asks after no one ("Doing well, you?") unless it also asks how the reader is. An
      // offer is taken or declined, not agreed with (「だよね！」 to 「うちの使わない？まだきれいだよ」).
      ruledOutIntents.formUnion([.myTreat, .freeNow, .agree])
      if !searchable.contains(any: language == .japanese ? Self.japaneseWellBeing : Self.englishWellBeing) {
        ruledOutIntents.formUnion([.imFine, .whatAboutYou])
      }
      // 「みかん、おすそ分けさせてください」: a gift is thanked for.
      if searchable.contains(any: Self.giftsShared) { owedIntents.insert(.thanks) }
    }
    // Thanks for a visit (「お越しいただきありがとうございました」) is returned, not welcomed: the visit was the
    // sender's pleasure as much as the reader's; not when it asks something next or returns thanks
    // already (「こちらこそお越しいただき…」).
    let thanksForVisit =
      mirroredActs.contains(.thanks) && !asks && searchable.contains(any: Self.thanksForVisits)
      && !searchable.contains(any: Self.reciprocalPhrases)
    if thanksForVisit {
      owedIntents.insert(.likewise)
      ruledOutIntents.formUnion([.youreWelcome, .noProblem])
    } else if language == .english, mirroredActs.contains(.thanks), !asks,
      searchable.contains(any: Self.thanksForCustom)
    {
      // "Thank you for ordering 40 croissants": a shop's thanks for custom is returned, not welcomed.
      mirroredActs.remove(.thanks)
      owedIntents.insert(.thanks)
      ruledOutIntents.formUnion([.youreWelcome, .noProblem, .noWorries])
    } else if mirroredActs.contains(.thanks), searchable.contains(any: Self.favourPhrases) {
      // Thanks for a favour done for the sender (「送ってくれてありがとう」) is not returned: 「こちらこそ」
      // fits only thanks for time spent together.
      mirroredIntents.insert(.likewise)
    }
    // 「ちゃんと着いた？」, "did you land ok?": the reader's arrival asked after is told (「着いたよ！」).
    if searchable.contains(any: Self.arrivalQuestions) {
      mirroredIntents.remove(.arrived)
      owedIntents.insert(.arrived)
    }
    // 「ホテルの名前って覚えてます？」: a fact asked from memory is looked up or not known, never accepted.
    // 「久しぶり！…覚えてる？」 asks to be remembered, which is a greeting.
    if asks, searchable.contains(any: Self.memoryQuestions), !searchable.contains(any: Self.reunionGreetings) {
      owedIntents.insert(.letMeCheck)
      ruledOutIntents.formUnion([
        .acceptInvitation, .declineInvitation, .maybeNextTime, .notThisTime, .disagree, .interesting, .addedToCalendar,
      ])
    }
    // "We'll have to do chicken. Hope that's alright?": a change checked with the reader is accepted
    // ("No worries!"), not hoped for ("I hope so!").
    if language == .english, searchable.contains(any: Self.alrightChecks) {
      ruledOutIntents.insert(.hopeSo)
      if !invites, !requests, !offers { owedIntents.insert(.noWorries) }
    }
    // "outside but can't work out which door is yours", a courier at the gate: someone at the reader's
    // door who cannot find the way in is met ("Coming down now!"), not offered a choice or a treat.
    if asks, searchable.contains(any: Self.waysInSought), searchable.contains(any: Self.atTheDoor) {
      owedIntents.insert(.onMyWay)
      ruledOutIntents.formUnion([
        .myTreat, .upToYou, .eitherWorks, .freeNow, .thanksForInviting, .runningLate, .arrived, .home, .noThanks,
        .giveMeAMinute, .dontKnow, .loveYou, .imFine,
      ])
    }
    // Home, a hotel or a parcel arrived is no meeting to come to (nor is 「着いたら」, "once there").
    arrives = mirroredIntents.contains(.arrived) && !searchable.contains(any: Self.arrivalsElsewhere)
    reportsSending =
      searchable.contains(any: language == .japanese ? Self.japaneseSendings : Self.englishSendings)
      || asks && searchable.contains(any: language == .japanese ? Self.japaneseReceipts : Self.englishReceipts)
      || !asks && searchable.contains(any: Self.moneySent)
    if reportsSending { mirroredIntents.formUnion([.sendIt, .canYouSend]) }
    // "running 10 min late", 「電車止まってて10分遅れます」: waited for, not asked about.
    // "late" as a word: "chocolate" and "the plate" are no delay.
    // "sorry it's so late" apologises for the hour.
    let saysLate =
      language == .english
      ? englishWords.contains("late") && !searchable.contains(any: Self.lateHours)
      : mirroredIntents.contains(.runningLate)
    let saysDelayed = saysLate || searchable.contains(any: Self.delays)
    // "10 min late for the 8am shift. Should I still come in the back?": late, and asking only a yes
    // or no, the sender is still told "No worries!".
    // "is it too late to add cupcakes?" asks about a deadline, not about being late.
    runsLate =
      saysDelayed && (!asks || expectsYesOrNo && !invites && !requests && !offers && !searchable.contains("too late"))
    if runsLate { owedIntents.formUnion([.noWorries, .takeYourTime]) }
    reaction = EmojiReaction(text)
    if arrives && !asks { owedIntents.formUnion(ActPrior.arrivalAnswers) }
    if reportsSending { owedIntents.insert(.gotItThanks) }
    // "where are we on the deck?", 「進捗どう？」: a task's progress is told, done or not yet.
    if asks, !requests, searchable.contains(any: Self.progressQuestions) { owedIntents.formUnion([.notYet, .done]) }
    // "how far are you?", 「今どこ？」: someone waiting is told how close the reader is.
    // "whats ur eta" asks, question mark or not.
    if waitsForReader {
      asks = true
      owedIntents.formUnion([.onMyWay, .runningLate])
      ruledOutIntents.insert(.disagree)
    }
    // "what did the vet say??" is no chase: a late reply is said sorry for only when the sender has
    // waited for one ("u alive? haven't seen u online all week", 「おーい、既読ついてるよ」).
    if !searchable.contains(any: Self.chasers) { ruledOutIntents.insert(.sorryLateReply) }
    // "whats the wifi password again" asks, question mark or not.
    let asksToRecall = searchable.contains(any: Self.recallQuestions)
    if asksToRecall { asks = true }
    asksFact =
      asksToRecall
      || asks
        && (asksRecommendation
          || searchable.contains(any: language == .japanese ? Self.japaneseFactQuestions : Self.englishFactQuestions))
    if asksFact, !asksAdvice { owedIntents.formUnion([.dontKnow, .letMeCheck]) }
    if language == .english, asksOpenQuestion, !asksAdvice, !offersChoice,
      searchable.contains(any: Self.englishReadersDetails), !searchable.contains(any: Self.englishTasteWords)
    {
      owedIntents.insert(.letMeCheck)
    }
    // "should i just get an uber?" gets a view ("Good idea!", "It depends."); "what should i
    // bring?" or a tip asked for gets time to think ("Good question!"); "is it weird to…?" is
    // reassured ("Not really.").
    if !requests, searchable.contains(any: Self.readersThingsComplainedOf), searchable.contains(any: Self.nuisances) {
      owedIntents.formUnion([.apology, .thanksForLettingMeKnow])
    }
    // A change asked for is agreed to or turned down for its time; the plan is not cancelled back
    // (「急用のため欠席させていただきます。」 to 「13日(木)の同時刻へ変更させていただくことは可能でしょうか」).
    if expectsYesOrNo, searchable.contains(any: Self.planChanges) {
      owedIntents.formUnion([.letsDoIt, .soundsGood])
      ruledOutIntents.insert(.cancelPlan)
    }
    if asks, asksWhereabouts {
      owedIntents.formUnion([.yes, .no])
      ruledOutIntents.formUnion([.arrived, .onMyWay])
    }
    // "…I'll pay you back": the one asking pays; the reader offers no treat.
    // A treat needs something to pay for: a phone call put off is no bill ("cant do our call this sunday").
    if searchable.contains(any: Self.paysBack) || !searchable.contains(any: Self.thingsPaidFor) {
      ruledOutIntents.insert(.myTreat)
    }
    // A link or a text of doubtful origin ("is that real? should I click it?") is told no, or looked into.
    if asksAdvice, searchable.contains(any: Self.doubtfulOrigins) {
      owedIntents.formUnion([.no, .letMeCheck])
      ruledOutIntents.formUnion([.yes, .goodIdea, .definitely, .ofCourse, .sureWhyNot])
    }
    if asksAdvice {
      owedIntents.formUnion(
        asksOpenQuestion
          ? [.goodQuestion, .dontKnow, .letMeCheck]
          : searchable.contains(any: Self.worriedAdvice) ? [.no, .maybe] : [.goodIdea, .definitely, .maybe])
    }
    // "When can you come?", 「ご到着は何時頃のご予定でしょうか？」: the reader's own time, told later
    // if not known yet; "How about tomorrow?" arranges one.
    if asksReadersTime {
      owedIntents.insert(.getBackToYou)
      if language == .english { owedIntents.insert(.howAboutTomorrow) }
    }
    // "how did the dentist go??": told how it went.
    let asksHowItWent =
      asks && language == .english && searchable.contains(any: Self.howDidItGo.asked)
      && (searchable.contains(any: Self.howDidItGo.verbs) || lowered.hasSuffix(" go"))
    if asksHowItWent { owedIntents.insert(.wentWell) }
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
    // "passing out now gn babe 💤", 「おやすみー」: a goodnight is said back.
    if !asks, searchable.contains(any: Self.goodNights) || englishWords.contains("gn") {
      owedIntents.insert(.goodNight)
    }
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
    if listsErrands { occasions.remove(.niceToMeetYou) }
    directs =
      listsErrands
      || !asks && occasions.isEmpty
        // "I'll make sure it's noted" is the sender's own promise.
        && searchable.without(Self.sendersPromises, of: lowered)
          .contains(any: language == .japanese ? Self.japaneseDirectives : Self.englishDirectives)
      // 「お盆の写真、共有アルバムにあげといて〜」: a task beside an occasion named, not wished.
      || !asks && searchable.contains(any: language == .japanese ? Self.japaneseTasks : Self.englishTasks)
        && !searchable.contains(any: OccasionCues.wishes)
    if !occasions.isEmpty {
      namedOccasions = OccasionCues.named(in: searchable)
      wishesOccasion = searchable.contains(any: OccasionCues.wishes)
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
    praisesReader = ComplimentCues.praisesReader(searchable, words: englishWords, asks: asks, language: language)
    // An invitation, praise or thanks ("That roast… Don't tell your father") is not remembered ("Oh
    // no, I forgot!") unless it says the reader forgot something (an invitation never asks if done).
    if invites || praisesReader || mirroredActs.contains(.thanks), !asksIfDone,
      !searchable.contains(any: Self.forgettingWords)
    {
      ruledOutIntents.insert(.iForgot)
    }
    apologisesForConduct = mirroredActs.contains(.apology) && searchable.contains(any: Self.conductApologised)
    // Praise is thanked, never apologised for ("ur deadlift form is crazy clean now" → not "Sorry!").
    if praisesReader, !mirroredActs.contains(.apology), !searchable.contains(any: Self.complaintsToReader) {
      ruledOutIntents.insert(.apology)
    }
    // Nor admired back ("Beautiful!" to "the logo files are perfect… Thank you!"), said not to be
    // done (「まだ終わってない」 to 「髪切った？めっちゃにあってる」) or thanked for an invitation.
    if praisesReader { ruledOutIntents.formUnion([.loveIt, .notYet, .thanksForInviting]) }
    // Nor is it news to thank for or pity ("ur demo was 🔥" → not "Oh no!"), a plan to agree to or a
    // wish to return (「頑張ってね！」).
    if praisesReader, !mirroredActs.contains(.thanks) {
      ruledOutIntents.formUnion([.thanksForHelp, .gotItThanks, .thanksForLettingMeKnow, .remindMe, .goodLuck])
      if !invites { ruledOutIntents.insert(.letsDoIt) }
      if !soundsSad, !vents { ruledOutIntents.formUnion([.thatsTooBad, .areYouOK, .why, .noWorries, .sympathy]) }
      // "you looked really good tonight": thanked, not agreed with ("Totally agree.") nor turned back.
      if !asks {
        owedIntents.insert(.thanks)
        // 「ロゴ、社内でも大好評です！」: the reader's work praised is thanked for, not congratulated.
        ruledOutIntents.formUnion([.agree, .whatAboutYou, .congrats, .proud])
      }
    }
    announcesGoodNews =
      !tellsJoke && namesGoodNews && !(praisesReader && searchable.contains(any: ComplimentCues.praisePassedOn))
    announcesRelief = announcesGoodNews && namesRelief
    // Home, at the hotel, landed: a journey's safe end is a relief (「よかったね！」), not congratulated.
    if mirroredIntents.contains(.arrived), !arrives, !asks, !soundsSad, !vents, !tellsMishap,
      searchable.contains(any: Self.journeyEnds), !searchable.contains(any: Self.arrivalConditions)
    {
      (announcesGoodNews, announcesRelief) = (true, true)
      // The journey is over: no "Safe travels!" or 「気をつけてね！」, nothing to bring to it, and the
      // sender's own news ("Made it home.") is not told back.
      owedIntents.insert(.welcomeBack)
      ruledOutIntents.formUnion([.safeTravels, .takeCare, .beCareful, .offerToBring, .homeSafe, .home])
    }
    if !searchable.contains(any: Self.returns) { ruledOutIntents.insert(.welcomeBack) }
    // Asked how it went and telling no news, the sender is not congratulating anyone.
    if asksHowItWent, !announcesGoodNews { ruledOutIntents.formUnion([.congrats, .wellDone, .proud]) }
    // Relief is met with gladness, neither congratulated nor doubted ("Are you sure?").
    // Cried over in the car park ("all clear!!! 😭❤️"), it is still no trouble to ask after or wish luck on.
    if announcesRelief {
      ruledOutIntents.formUnion([
        .congrats, .proud, .wellDone, .wow, .really, .areYouOK, .goodLuck, .interesting, .wentWell,
      ])
    }
    // 「山本様に内定をお出ししたく」: news given to the reader is the reader's, thanked for (the
    // interview's thanks beside it is no thanks to mirror), never congratulated.
    let offersToReader = searchable.contains(any: NewsCues.offersToReader)
    announcesOwnGoodNews =
      !offersToReader && announcesGoodNews
      && (language == .japanese || englishWords.contains { Self.englishFirstPerson.contains($0) })
    if offersToReader {
      mirroredActs.remove(.thanks)
      owedIntents.insert(.thanks)
      ruledOutIntents.formUnion([.congrats, .proud, .wellDone, .wow, .really])
    }
    // 「来年の5月に結婚式することになりました💍 住所教えてもらえる？」: the news is congratulated
    // beside the favour's answer, not met with surprise (「えっ、マジで？」), which would take its place.
    if announcesOwnGoodNews, requests || invites {
      owedIntents.insert(.congrats)
      ruledOutIntents.formUnion([.wow, .really])
    }
    // 「そっちもう朝だよね？…ビザ下りたーー！！」: a question on the way in, then the news, which is
    // what gets answered.
    if announcesOwnGoodNews, asks, !invites, !requests, !offers,
      !Self.lastSentence(of: lowered).contains(where: { $0 == "?" || $0 == "？" })
    {
      (asks, expectsYesOrNo, asksOpenQuestion) = (false, false, false)
    }
    mentionsTime = CalendarCues.mentionsTime(searchable, lowered: lowered, words: englishWords, language: language)
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
    // Both named ("see you in the morning, night!"): neither greeting is ruled out.
    let times = Self.timesOfDay.filter { searchable.contains(any: $0.phrases) }
    if times.count == 1 { ruledOutIntents.insert(times[0].rulesOut) }
    greetsMorning =
      searchable.contains(any: Self.morningGreetings)
      || englishWords.first.map { Self.englishMorningOpeners.contains($0) } ?? false
      || Self.greetsMorningDrawnOut(englishWords)
    // A morning greeting and nothing more is greeted back.
    if greetsMorning, !asks, language == .english ? englishWords.count <= 3 : lowered.unicodeScalars.count <= 12 {
      owedIntents.insert(.goodMorning)
    }
    // A debt recalled ("you owe me £42 🙃") is a nudge to pay, not venting.
    if searchable.contains(any: Self.debtsToSender) {
      owedIntents.formUnion([.sendIt, .apology])
      vents = false
    }
    if !asks, searchable.contains(any: Self.doneForBoth) { owedIntents.insert(.thanks) }
    thanksForRescue = !asks && searchable.contains(any: Self.rescues)
    // "no rush at all!", 「気にしないで」: reassurance is thanked, not given back.
    if searchable.contains(any: Self.reassurances) {
      mirroredIntents.formUnion([.takeYourTime, .noWorries, .noProblem])
      reassures = !asks
      if reassures { owedIntents.insert(.thanks) }
    }
    if !asks, searchable.contains(any: Self.readyForReader) {
      owedIntents.formUnion([.thanks, .gotItThanks, .onMyWay])
      ruledOutIntents.formUnion([.cancelPlan, .reschedule])
    }
    pointsOutSlip = searchable.contains(any: Self.readersSlips)
    if pointsOutSlip { owedIntents.formUnion([.thanks, .apology]) }
    // "$32 each for the 3 of us", 「一人4500円になりました」: paid, or agreed to.
    splitsCost = searchable.contains(any: Self.costSplits) && searchable.contains(any: Self.amounts)
    if splitsCost { owedIntents.formUnion([.sendIt, .okay]) }
    // "legend. thank you!! what do I owe you?": the favour's cost waived, or named later (a flatmate's
    // "how much do i owe you for wifi" asks for the sum).
    if mirroredActs.contains(.thanks), searchable.contains(any: Self.costAsked) {
      owedIntents.formUnion([.noWorries, .myTreat])
    }
    // "still got a temperature?", 「インフルだいじょぶ？まだ熱ある？」: the reader's health is told,
    // better or not yet, not a fever had or not.
    let asksAfterHealth = asks && !invites && !requests && searchable.contains(any: Self.healthQuestions)
    asksPossession =
      asks && !asksOpenQuestion && !asksAfterHealth && searchable.contains(any: Self.possessionQuestions)
    if asksPossession { owedIntents.formUnion([.yes, .no]) }
    if asksAfterHealth { owedIntents.insert(.feelingBetter) }
    // Parents' phone questions: looked into, or a call.
    if asksTechHelp {
      asks = true
      owedIntents.formUnion([.letMeCheck, .callLater])
    }
    if praisesAsking { owedIntents.formUnion([.agree, .loveIt, .wow]) }
    let untroubled = !soundsSad && !vents && !tellsMishap
    let isCheerful = !asks && untroubled
    // "had a really good time tonight 😊", 「今日楽しかった！ありがとう」: "Me too!", not "What happened?".
    enjoyedTimeTogether = isCheerful && Self.enjoyedTimeTogether(searchable, language: language)
    if enjoyedTimeTogether { owedIntents.formUnion([.meToo, .likewise]) }
    // "look at this photo of the grandkids!! 😍": "So cute!", 「かわいい！」; a photo sent with a line
    // ("[Photo] first tomato of the season!!!", 「[写真] 景色えぐい」) is admired too.
    sharesPhoto = searchable.contains(any: Self.photoPlaceholders)
    // "[photo] thats the flue off ur boiler. see the corrosion?": a fault shown, not admired.
    let showsFault = searchable.contains(any: Self.faultsShown)
    if showsFault {
      ruledOutIntents.formUnion([.loveIt, .wow, .soundsDelicious])
      // Shown in a photo, it is a report to acknowledge; told ("the sink is leaking 😭"), a mishap.
      if sharesPhoto { owedIntents.formUnion([.okay, .thanksForLettingMeKnow]) }
    }
    // 「［画像］新商品のPOP作ってみたんだけど、どうかしら？」: a photo asked about is admired too.
    let photoAskedAbout = sharesPhoto && untroubled && searchable.contains(any: Self.linkShowings)
    if isCheerful || photoAskedAbout, !praisesReader, !showsFault,
      sharesPhoto || searchable.contains(any: Self.photoWords),
      sharesPhoto || searchable.contains(any: Self.photoDelight)
    {
      owedIntents.formUnion(sharesPhoto ? [.loveIt, .wow] : [.loveIt])
      // "[Photo] the cake … it's a filing cabinet 😂" is laughed at.
      if sharesPhoto, laughs { owedIntents.insert(.funny) }
      // "That's interesting." or "I see." to the dog in its new jumper says nothing of the photo.
      ruledOutIntents.formUnion([.interesting, .understood, .iSee, .disagree, .iForgot])
    }
    sharesLink = !requests && !praisesReader && LinkDetector.holdsLinkWithWords(text)
    if sharesLink, !soundsSad, !vents, !tellsMishap, !asksOpenQuestion, searchable.contains(any: Self.linkShowings) {
      // 「これ見てww」: a link shown laughing is laughed at.
      owedIntents.insert(laughs ? .funny : .loveIt)
    }
    // "Good question!" answers a question only.
    if !asks { ruledOutIntents.insert(.goodQuestion) }
    if asks, searchable.contains(any: Self.doneYetAsked) {
      owedIntents.formUnion([.yes, .notYet])
      ruledOutIntents.formUnion([.agree, .disagree])
    }
    // A test message is no favour to turn down: it gets its yes alone.
    if asks, searchable.contains(any: Self.receptionChecks) {
      (requests, expectsYesOrNo) = (false, false)
      owedIntents.insert(.yes)
      ruledOutIntents.formUnion([.cantDo, .no, .declineInvitation, .busyNow])
    }
    if searchable.contains(any: Self.missedCallsTold) { owedIntents.insert(.callLater) }
    if !asks, searchable.contains(any: Self.gatheringsCalledOff), !searchable.contains(any: Self.conditions) {
      // "That's a shame." (Japanese's set says it as 「お気の毒です。」 too, too grave for a book club.)
      owedIntents.formUnion(language == .english ? [.okay, .thatsTooBad] : [.okay])
      ruledOutIntents.formUnion(LanguageEngine.calendarIntents.union(LanguageEngine.gatheringIntents))
      ruledOutIntents.formUnion([.saveASeat, .acceptInvitation, .declineInvitation, .timeDoesNotWork, .doesntWork])
    }
    // A reply promised by a day ("we will review it on Tuesday and come back to you") is no date to save.
    if searchable.contains(any: Self.repliesPromised) { ruledOutIntents.formUnion(LanguageEngine.calendarIntents) }
    // A gift or a house found online ("this one for Jess & Ollie's wedding? £15 each") is no date to save.
    if sharesLink, !mentionsTime { ruledOutIntents.formUnion(LanguageEngine.calendarIntents) }
    // An errand or a favour asked invites nobody and is not done yet: no "Thanks for inviting me!", no
    // 「手伝ってくれてありがとう」.
    if !invites, requests || owedIntents.contains(.willDo) {
      ruledOutIntents.formUnion([.thanksForInviting, .thanksForHelp])
    }
  }

  /// "coffee before my shift at 4 you in": an invitation's last words, no wh-word before them
  /// ("which section r u in" asks where).
  private static func endsAskingIn(_ words: [Substring]) -> Bool {
    guard words.count >= 3, let last = words.last else { return false }
    return englishAskingEndings.contains { $0 == words[words.count - 2] && $1 == last }
      && !words.contains { QuestionDetector.englishWhWords.contains($0) }
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

  /// 「ゴーヤの苗いる？」, 「みかんいらない？」: a thing offered by asking whether it is wanted, not where
  /// someone is (「家にいる？」, 「まだいる？」, 「土曜ってこっちいる？」) or what they are doing (「起きている？」).
  static func offersAThing(_ lowered: String) -> Bool {
    var sentenceStart = lowered.startIndex
    for index in lowered.indices {
      let character = lowered[index]
      if character == "？" || character == "?" {
        let letters = lowered[sentenceStart..<index].filter(\.isLetter)
        if let ending = japaneseWantedEndings.first(where: letters.hasSuffix),
          let before = letters.dropLast(ending.count).last, !"にてでがもはかだ".contains(before),
          !japanesePlaceWords.contains(where: letters.dropLast(ending.count).hasSuffix)
        {
          return true
        }
      }
      if "。！!？?\n".contains(character) { sentenceStart = lowered.index(after: index) }
    }
    return false
  }

  /// `text` without the spaces between two Japanese characters.
  static func joiningJapaneseWords(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == " " || $0 == "\u{3000}" }) else { return text }
    let scalars = Array(text.unicodeScalars)
    var joined = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar == " " || scalar == "\u{3000}", index > 0, index + 1 < scalars.count, !scalars[index - 1].isASCII,
        !scalars[index + 1].isASCII, scalars[index + 1] != " ", scalars[index + 1] != "\u{3000}"
      {
        continue
      }
      joined.append(scalar)
    }
    return String(joined)
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

  /// Time the sender just spent with the reader, enjoyed; "had fun with my cousins" is no time
  /// together.
  private static func enjoyedTimeTogether(_ searchable: SearchableText, language: Language) -> Bool {
    guard !searchable.contains(any: thirdParties) else { return false }
    return language == .japanese
      ? searchable.contains(any: japaneseEnjoyedTogether) && searchable.contains(any: japaneseTogetherWords)
      : searchable.contains(any: englishEnjoyedTogether) && searchable.contains(any: englishTogetherWords)
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
