import SmartReplyModel

extension IncomingActs {
  /// Polite openings, sympathy, the acts and intents a reply must not say back, and thanks returned or
  /// welcomed.
  mutating func readCourtesies(_ reading: Reading) {
    let lowered = reading.lowered
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
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
      // "I am so so sorry but we can't make the wedding after all 😞": forgiven ("No worries!"); an illness
      // behind it (「夫がうつで休職することになって」) is met with care first.
      if mirroredActs.contains(.apology), !namesIllness { owedIntents.insert(.noWorries) }
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
    // An instruction beside it asks no question (a salon's 「しっかり乾かしてくださいね」).
    let asksQuestion = asks && (!requests || searchable.contains("?") || searchable.contains("？"))
    let thanksForVisit =
      mirroredActs.contains(.thanks) && !asksQuestion && searchable.contains(any: Self.thanksForVisits)
      && !searchable.contains(any: Self.reciprocalPhrases) && !searchable.contains(any: Self.liftsThanked)
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
      // 「ハラールのお店調べてくれて本当に助かった！…また4人で行こう」: the favour is welcomed beside the
      // invitation's answer.
      if invites { owedIntents.insert(.youreWelcome) }
    }
    // "ty for carrying me in ranked": thanks alone are welcomed, never apologised for; "ah legend,
    // cheers" names no plan to ask the time or the place of.
    if mirroredActs.contains(.thanks), !mirroredActs.contains(.apology) { ruledOutIntents.insert(.apology) }
    if mirroredActs.contains(.thanks), !asks { ruledOutIntents.formUnion([.askWhere, .askWhen]) }
    // "Kev's gone home sick": home is where someone went; only a journey asked after is told done.
    if !searchable.contains(any: Self.journeysHomeAskedAfter) { ruledOutIntents.insert(.homeSafe) }
    // 「ちゃんと着いた？」, "did you land ok?": the reader's arrival asked after is told (「着いたよ！」); 「落ち着いた？」
    // asks after the reader's nerves.
    if searchable.without(Self.calmingWords, of: lowered).contains(any: Self.arrivalQuestions) {
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
  }

  /// The reader's way home asked after ("home yet?", 「無事帰れた？」).
  static let journeysHomeAskedAfter: [Phrase] = [
    "get home", "got home", "home safe", "home yet", "home ok", "home okay", "home alright", "made it home",
    "make it home", "you home", "u home", "ur home", "back home", "home?", "back safe", "back yet", "back from",
    "get back ok", "get back to the", "got back to the", "arrive home", "get you home", "got you home", "home in time",
    "帰れた", "着いた", "帰った", "帰宅",
    "帰り着",
  ]

  /// The reader's journey wished well, which tells no arrival.
  static let journeyWishes: [Phrase] = [
    "get home safe", "get home ok", "get home okay", "get home safely", "getting home safe", "u get home",
    "you get home",
  ]

  /// A favour received, in thanks for it (「〜てくれて」, 「〜いただき」).
  static let favourPhrases: [Phrase] = [
    "くれて", "もらって", "いただい", "いただき", "頂い", "頂き", "下さって", "くださって",
    // A gift for an occasion: 「結婚祝いのル・クルーゼ届いた！！」 (a sale's 「届いた！」 is thanked back).
    "祝いの", "お祝いありがとう", "お祝いをありがとう",
  ]

  /// Thanks said in a single word ("legend ty"), matched as a whole word.
  static let thanksWords: Set<Substring> = ["ty", "tysm", "tyvm", "thanku", "ta", "jazakallah", "jazakallahu"]

  /// 「落ち着いた？」, which holds 「着いた？」.
  static let calmingWords: [Phrase] = ["落ち着", "おちつ"]
  /// The reader's arrival asked after.
  static let arrivalQuestions: [Phrase] = [
    "着いた？", "着いた?", "ついた？", "ついた?", "着いたの？", "着いたかな", "着きましたか", "着きました？", "到着した？", "到着しましたか",
    "did you get there", "did u get there", "did you arrive", "have you arrived", "did you land", "have you landed",
    "landed yet", "landed ok", "did you make it", "did u make it", "get there ok", "get there safe", "get in ok",
  ]

  /// The way in asked by someone at the reader's door.
  static let waysInSought: [Phrase] = [
    "which door", "which building", "which block", "which entrance", "which house", "which flat", "which way",
    "which gate", "which one is yours", "which buzzer", "what buzzer", "can't find", "cant find", "can't see it",
    "cant see it", "can't work out", "whereabouts is it", "whereabouts are you", "where do i go in", "how do i get in",
    "where's the entrance", "where is the entrance", "which one is", "見当たらな", "搬入口",
    "どの建物", "どの入口", "どこから入", "入口どこ", "入り口どこ", "何号棟", "見つからな", "わからなくて", "分からなくて",
  ]

  /// Someone at the reader's door: a visitor outside, a courier, a rider.
  static let atTheDoor: [Phrase] = [
    "outside", "i'm at the", "im at the", "at the front", "at the gate", "courier", "rider", "driver here",
    "delivery", "sat nav", "satnav", "google maps", "maps is", "maps keeps", "parcel", "standing outside",
    "前にいる", "前に着", "外にいる", "下にいる", "着いたんだけど", "着いたのですが", "着きましたが", "配達", "マンションの前",
  ]

  /// A fact asked from the reader's memory.
  static let memoryQuestions: [Phrase] = [
    "覚えてる？", "覚えてる?", "覚えてます？", "覚えてます?", "覚えてますか", "覚えていますか", "覚えてない？", "覚えていらっしゃ",
    "do you remember", "do u remember", "can you remember", "can u remember", "you remember the name",
    "remember what it",
    "remember where", "remember which", "remember the name",
  ]

  /// A change checked with the reader, question mark or not ("hope that's alright?").
  static let alrightChecks: [Phrase] = [
    "hope that's ok", "hope thats ok", "hope that's okay", "hope that's fine", "hope that's alright",
    "hope thats alright", "hope that's all right", "hope that's cool", "hope it's ok", "hope its ok",
    "hope you don't mind", "hope you dont mind", "hope u don't mind", "hope u dont mind", "is that ok?",
    "is that okay?", "is that alright?", "that alright?",
  ]

  /// A greeting after long silence, with which 「覚えてる？」 asks after the sender, not a fact.
  static let reunionGreetings: [Phrase] = [
    "久しぶり", "ひさしぶり", "ご無沙汰", "remember me", "long time no", "it's me", "its me", "一緒だった", "もしかして",
    "同級生", "同じクラス",
  ]

  /// 「大宮駅まで迎えに来てくれて本当にありがとう」: a lift is a favour, welcomed, not a visit returned.
  static let liftsThanked: [Phrase] = ["迎えに来てくれ", "迎え来てくれ", "迎えにきてくれ", "むかえにきてくれ"]
  /// Thanks for the reader's visit or stay (Japanese: the English set has no reply that returns
  /// thanks, as 「こちらこそ」 does).
  static let thanksForVisits: [Phrase] = [
    "お越しいただき", "お越しくださり", "お越しくださいまして", "来ていただき", "来ていただいて",
    "来てくれてありがとう", "遊びに来てくれて", "来てくれて本当に", "お泊まりいただき", "ご宿泊いただき", "ご滞在いただき",
    // A shop's or a salon's thanks for a visit: 「本日はご来店いただき、誠にありがとうございました」.
    "ご来店いただき", "ご来店くださり", "ご来店頂き", "ご来院いただき",
  ]

  /// A shop's or a restaurant's thanks for the reader's custom.
  static let thanksForCustom: [Phrase] = [
    "for ordering", "for your order", "for choosing", "for shopping", "for your review", "for dining with",
    "for dining at", "for your custom", "for your business", "for your purchase", "for staying with us",
    "for your stay", "for visiting us", "for coming in", "for the review", "for the lovely review",
    "for the kind review", "review you left", "for recommending us",
  ]

  static let englishSecondPerson: Set<Substring> = ["you", "your", "yours", "u", "ur"]

  static let japaneseReadersThings: [Phrase] = ["あなた", "お宅", "借りた", "貸してくれた", "もらった", "くれた"]

  /// Sorries that apologise for nothing, taken out before apologies are looked for.
  static let sorriesNotApologies = politeOpeners + sympathySorries

  /// Food or things shared out with a neighbour or a friend.
  static let giftsShared: [Phrase] =
    japaneseGiftsOffered + ["もらってください", "have some of", "brought you some", "made extra"]
}
