import SmartReplyModel

extension IncomingActs {
  /// Whether the message asks, and what: a yes or no, an open question, an invitation, a favour, an offer,
  /// advice or leave; and what those owe or rule out.
  mutating func readQuestions(_ reading: inout Reading) {
    let lowered = reading.lowered
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
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
    // "Do knock if you ever need anything": help held out for some day offers nothing now.
    let offerText = searchable.without(Self.standingOffers, of: lowered)
    offers =
      !praisesAsking
      && (offerText.contains(any: offerPhrases)
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
        || Self.endsAskingIn(englishWords) || Self.wouldLoveSomeoneToCome(searchable)
        || Self.tellsGuestsWhatToBring(searchable))
        // "we're going to have to cancel christmas dinner at ours" calls a plan off.
        && !searchable.contains(any: Self.plansCalledOff)
    // A link's query ("watch?v=…") asks nothing.
    asks =
      expectsYesOrNo || invitesWithoutAsking || asksOpenQuestion || searchable.contains("？")
      || searchable.contains("?") && !Self.questionMarksAreInLinks(lowered)
    // "What should we have for dinner?" names a meal but invites no one: an open question invites
    // only when it asks who can come.
    // 「迎えに行っていただけませんか」 asks a favour: its ませんか, or a meal it names (「猫にご飯を」),
    // invites no one unless it asks who can come.
    // 「おすすめの焼肉屋ある？来週友達と行く」 asks for a tip, not for company.
    let asksRecommendation =
      searchable.contains(any: Self.recommendationQuestions) && !searchable.contains(any: Self.recommendationsOffered)
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
    // "Have you finished your history homework?": "Done!" says yes to it.
    if asksIfDone, language == .english, searchable.contains(any: Self.finishingWords) { owedIntents.insert(.done) }
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
        : searchable.without(Self.englishNonInvitations, of: lowered)
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
            || language == .japanese && searchable.contains(any: Self.japaneseOutings)
              && !searchable.contains(any: Self.japaneseRequests)
              && !searchable.contains(any: Self.japaneseMealCheckIns)
            // "sushi place in the food court in 10? my treat": a question with a treat in it.
            || searchable.contains(any: Self.treatsInvited)
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
    // 「500円貸して〜財布忘れた😂」, 「帰りに牛乳買ってきて！」: a favour asked without a question mark,
    // or beside one (「文房具屋寄れる？…白の絵の具買ってきて〜」).
    if !asks || expectsYesOrNo && !asksIfDone && !asksAdvice, !offers, !invites, language == .japanese,
      Self.asksFavourImperatively(searchable, lowered)
        || searchable.contains(any: Self.japaneseFavourOpeners) && searchable.contains(any: Self.japaneseWishedFavours)
    {
      (asks, expectsYesOrNo, requests) = (true, true, true)
    }
    // 「議事録ってどこにありますか？ もらえると助かります」: the help wished for after a question is the
    // favour asked, answered yes or no rather than with where the thing is.
    if language == .japanese, !offers, !invites, searchable.contains(any: Self.japaneseFavoursWishedFor) {
      (asks, expectsYesOrNo, requests, asksOpenQuestion) = (true, true, true, false)
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
    // "hbd bestie 🥳 drinks are on me this weekend": nothing to bring to a round the sender buys.
    if invites, searchable.contains(any: Self.treats) {
      owedIntents.insert(.thanks)
      ruledOutIntents.insert(.offerToBring)
    }
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
    // What is asked to be sent is not asked for back (「共有していただけますでしょうか。」 to 「上げていただけますか？」).
    if asksToSend { ruledOutIntents.insert(.canYouSend) }
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
    reading.praisesAsking = praisesAsking
    reading.asksRecommendation = asksRecommendation
    reading.asksTechHelp = asksTechHelp
    reading.asksReadersTime = asksReadersTime
    reading.asksIfDone = asksIfDone
    reading.waitsForReader = waitsForReader
    reading.asksWhereabouts = asksWhereabouts
    reading.namesRelief = namesRelief
  }

  /// 「迎えに来てくれ」 asks; 「迎えに来てくれて本当にありがとう」 thanks for a favour done.
  static func asksFavourImperatively(_ searchable: SearchableText, _ lowered: String) -> Bool {
    searchable.contains(any: japaneseFavourImperatives)
      && searchable.without(japaneseFavoursDone, of: lowered).contains(any: japaneseFavourImperatives)
  }
  /// A favour done, thanked for: 「…てくれて」, 「…てくれた」.
  static let japaneseFavoursDone: [Phrase] = ["てくれて", "てくれた", "でくれて", "でくれた"]

  /// Whether every "?" of `lowered` (which holds one) is inside a link: `removingLinks` leaves a text
  /// without links as it is.
  static func questionMarksAreInLinks(_ lowered: String) -> Bool {
    !LinkDetector.removingLinks(lowered).contains("?")
  }

  /// "coffee before my shift at 4 you in": an invitation's last words, no wh-word before them
  /// ("which section r u in" asks where).
  private static func endsAskingIn(_ words: [Substring]) -> Bool {
    guard words.count >= 3, let last = words.last else { return false }
    return englishAskingEndings.contains { $0 == words[words.count - 2] && $1 == last }
      && !words.contains { QuestionDetector.englishWhWords.contains($0) }
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
          !japanesePlaceWords.contains(where: letters.dropLast(ending.count).hasSuffix),
          !japanesePresenceTimes.contains(where: letters.dropLast(ending.count).hasSuffix)
        {
          return true
        }
      }
      if "。！!？?\n".contains(character) { sentenceStart = lowered.index(after: index) }
    }
    return false
  }
}
