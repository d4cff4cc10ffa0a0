import SmartReplyModel

extension IncomingActs {
  /// Praise of the reader, and good news or relief: whose it is, and what it is answered with.
  mutating func readPraiseAndNews(_ reading: Reading) {
    let lowered = reading.lowered
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
    let asksIfDone = reading.asksIfDone
    let namesRelief = reading.namesRelief
    let tellsJoke = reading.tellsJoke
    let namesGoodNews = reading.namesGoodNews
    let asksHowItWent = reading.asksHowItWent
    praisesReader = ComplimentCues.praisesReader(searchable, words: englishWords, asks: asks, language: language)
    // "Please pass on our thanks to the developers": thanked for, and promised, not questioned.
    if searchable.contains(any: ComplimentCues.thanksToPassOn) {
      owedIntents.formUnion([.thanks, .willDo])
      ruledOutIntents.formUnion([.needHelp, .whatDoYouNeed, .cantDo])
    }
    // An invitation, praise or thanks ("That roast… Don't tell your father") is not remembered ("Oh
    // no, I forgot!") unless it says the reader forgot something (an invitation never asks if done).
    // Thanks that asks nothing owns any forgetting it names (「届けてくれてサンキュー！…完全に忘れてたわ」).
    if invites || praisesReader || mirroredActs.contains(.thanks), !asksIfDone,
      !searchable.contains(any: Self.forgettingWords) || mirroredActs.contains(.thanks) && !asks
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
      // "it really suits you!! very Monday-meeting-ready" names a day, not a plan to meet on it.
      if !invites, !asksWhen, !searchable.contains(any: Self.meetingsAhead) {
        ruledOutIntents.formUnion([.seeYouThen, .confirmTime, .proposeAnotherDay])
      }
    }
    announcesGoodNews =
      !tellsJoke && namesGoodNews && !(praisesReader && searchable.contains(any: ComplimentCues.praisePassedOn))
    announcesRelief = announcesGoodNews && namesRelief
    // Home, at the hotel, landed: a journey's safe end is a relief (「よかったね！」), not congratulated;
    // home from the reader's ("just got home from yours — your new place is gorgeous") it is praise.
    if mirroredIntents.contains(.arrived), !arrives, !asks, !soundsSad, !vents, !tellsMishap, !praisesReader,
      searchable.contains(any: Self.journeyEnds), !searchable.contains(any: Self.arrivalConditions)
    {
      (announcesGoodNews, announcesRelief) = (true, true)
      // The journey is over: no "Safe travels!" or 「気をつけてね！」, nothing to bring to it, and the
      // sender's own news ("Made it home.") is not told back.
      owedIntents.insert(.welcomeBack)
      ruledOutIntents.formUnion([.safeTravels, .takeCare, .beCareful, .offerToBring, .homeSafe, .home])
    }
    if !searchable.contains(any: Self.returns) || searchable.contains(any: Self.readersPlaceLeft) {
      ruledOutIntents.insert(.welcomeBack)
    }
    // Asked how it went and telling no news, the sender is not congratulating anyone.
    if asksHowItWent, !announcesGoodNews { ruledOutIntents.formUnion([.congrats, .wellDone, .proud]) }
    // Relief is met with gladness, neither congratulated nor doubted ("Are you sure?").
    // Cried over in the car park ("all clear!!! 😭❤️"), it is still no trouble to ask after or wish luck on.
    if announcesRelief {
      ruledOutIntents.formUnion([
        .congrats, .proud, .wellDone, .wow, .really, .areYouOK, .goodLuck, .interesting, .wentWell,
      ])
      // "made it!! … only 40 min late lol": the relief is met, not the joke; the outcome told is not
      // asked after, and nothing is brought to it nor helped with.
      ruledOutIntents.formUnion([.funny, .emojiLaugh, .howWasIt])
      if !invites, !requests { ruledOutIntents.formUnion([.offerToBring, .askWhatToBring, .needHelp]) }
    }
    // 「山本様に内定をお出ししたく」: news given to the reader is the reader's, thanked for (the
    // interview's thanks beside it is no thanks to mirror), never congratulated.
    let offersToReader = searchable.contains(any: NewsCues.offersToReader)
    announcesOwnGoodNews =
      !offersToReader && announcesGoodNews
      && (language == .japanese || englishWords.contains { Self.englishFirstPerson.contains($0) }
        // "GOT THE RAISE 💸💸 drinks on me friday": news told without its "I".
        || englishWords.first == "got" || englishWords.starts(with: ["just", "got"]))
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
    // 「フォトコンの入選通知きた…！！」: the sender's own news, told and nothing more, is congratulated,
    // not found interesting (「知らなかった！」).
    if announcesOwnGoodNews, !offersToReader, !asks, mirroredActs.isEmpty {
      owedIntents.insert(.congrats)
      ruledOutIntents.insert(.interesting)
    }
    // "LEEDS CONFIRMED MY PLACE 🎉" names a place to be, not a meeting: nobody is seen there, and
    // "CAST COMES OFF THURSDAY" names no time to confirm or move.
    if announcesOwnGoodNews, !invites, !requests {
      ruledOutIntents.formUnion([.seeYouThen, .confirmTime, .proposeAnotherDay])
    }
    // 「そっちもう朝だよね？…ビザ下りたーー！！」: a question on the way in, then the news, which is
    // what gets answered.
    if announcesOwnGoodNews, asks, !invites, !requests, !offers,
      !Self.lastSentence(of: lowered).contains(where: { $0 == "?" || $0 == "？" })
    {
      (asks, expectsYesOrNo, asksOpenQuestion) = (false, false, false)
    }
  }

  /// Forgetting named ("you didn't forget dinner tonight?", 「忘れてない？」).
  static let forgettingWords: [Phrase] = ["forget", "forgot", "忘れ"]

  /// An arrival still to come: 「着いたら電話して」, 「落ち着いたら」, "text me when you get home".
  static let arrivalConditions: [Phrase] = ["着いたら", "ついたら", "when you", "when u", "once you", "if you"]

  /// The sender's own words or mood, apologised for (``IncomingActs/apologisesForConduct``).
  static let conductApologised: [Phrase] = [
    "snapped at you", "snapped at u", "sorry for snapping", "short with you", "short with u", "bit my head off",
    "biting your head off", "sorry i was grumpy", "sorry for being grumpy", "sorry for being a grump",
    "sorry for being moody", "sorry i was moody", "took it out on you", "taking it out on you", "was rude to you",
    "sorry for being rude", "sorry i was rude", "sorry for being off", "sorry i was off with you",
    // Silence or noise: "sorry i left u on read all week", "really sorry about the noise last night".
    "left u on read", "left you on read", "sorry i ghosted", "sorry for ghosting", "about the noise", "for the noise",
    "won't happen again", "wont happen again", "うるさくして", "騒がしくして", "響いてしまっ", "響いてしまい", "既読無視",
    "八つ当たり", "きつい言い方", "キツい言い方", "キツく言って", "きつく言って", "強く言い過ぎ", "言い過ぎた", "言いすぎた",
    "イライラして", "冷たくして", "冷たい態度",
    // A child's doing owned by the parent: "sorry about Otis biting Lily… Mortified", 「トミカ壊しちゃったみたいで」.
    "mortified", "so embarrassed", "biting", "壊しちゃった", "壊してしまっ", "壊しちゃって",
  ]

  /// A meeting ahead named by the sender ("see you Monday", 「また明日」), which praise may close with.
  static let meetingsAhead: [Phrase] = ["see you", "see u", "see ya", "また明日", "また来週", "また月曜"]

  static let englishFirstPerson: Set<Substring> = ["i", "im", "we", "my", "our"]

  /// The reader's home, just left: a guest home from it is not welcomed back.
  static let readersPlaceLeft: [Phrase] = [
    "home from yours", "home from urs", "home from your place", "home from ur place", "home from your house",
    "back from yours", "back from urs",
  ]
}
