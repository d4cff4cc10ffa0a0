import SmartReplyModel

extension IncomingActs {
  /// Photos and links shared, and the last rules that weigh everything read before.
  mutating func readSharing(_ reading: Reading) {
    let text = reading.text
    let searchable = reading.searchable
    let language = reading.language
    let praisesAsking = reading.praisesAsking
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
    // 「[写真] パッキンはこれや…買ってこい」 shows what to fetch: a task, not a view.
    if showsFault || sharesPhoto && directs {
      ruledOutIntents.formUnion([.loveIt, .wow, .soundsDelicious])
      // Shown in a photo, it is a report to acknowledge; told ("the sink is leaking 😭"), a mishap.
      if sharesPhoto, showsFault { owedIntents.formUnion([.okay, .thanksForLettingMeKnow]) }
    }
    // 「［画像］新商品のPOP作ってみたんだけど、どうかしら？」: a photo asked about is admired too.
    let photoAskedAbout = sharesPhoto && untroubled && searchable.contains(any: Self.linkShowings)
    if isCheerful || photoAskedAbout, !praisesReader, !showsFault, !directs,
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
    // "what do u think of this one for the cake?? <link>": a view asked of the link is the one open
    // question a link's admiration answers.
    if sharesLink, !soundsSad, !vents, !tellsMishap, !asksOpenQuestion || searchable.contains(any: Self.viewsAsked) {
      // A recipe shared ("the one-pan orzo I was going on about", 「無水カレー…作ってみない？」) looks tasty.
      if searchable.contains(any: Self.recipeWords) {
        owedIntents.formUnion([.soundsDelicious, .thanks])
        // Nothing to forgive, apologise for or be working on: "Don't worry about it." says nothing of a dish.
        ruledOutIntents.formUnion([.noWorries, .notYet, .okay, .apology, .onIt])
      } else if searchable.contains(any: Self.linkShowings) {
        // 「これ見てww」: a link shown laughing is laughed at.
        owedIntents.insert(laughs ? .funny : .loveIt)
        // A cake's picture shown for a view is no bill to pay nor a choice handed back.
        if searchable.contains(any: Self.viewsAsked) { ruledOutIntents.formUnion([.myTreat, .upToYou]) }
      } else if searchable.contains(any: Self.linksRecommended) {
        // "found this vid for electrolysis its actually good <link>": help passed on is thanked.
        owedIntents.insert(.thanks)
        ruledOutIntents.formUnion([.wellDone, .congrats, .really])
      }
    }
    // Thanks for a favour that asks nothing is welcomed, not acknowledged (「届けてくれてサンキュー！」 → not
    // 「了解！」); a shop's 「お問い合わせありがとうございます」 still gets its 「かしこまりました」.
    if mirroredActs.contains(.thanks), !asks, !requests, !invites, !givesHeadsUp,
      searchable.contains(any: Self.favourPhrases) || searchable.contains(any: Self.favoursThanked)
    {
      ruledOutIntents.insert(.okay)
    }
    // "Just checking the new valve has held up with no leaks since Monday?": a check-in, answered yes or
    // all good.
    if expectsYesOrNo, !requests, !invites, searchable.contains(any: Self.checkIns) {
      owedIntents.formUnion([.yes, .imFine])
    }
    // "Good question!" answers a question only.
    if !asks { ruledOutIntents.insert(.goodQuestion) }
    // "Which phone did you end up getting?" asks which, not whether.
    if asks, !asksOpenQuestion, searchable.contains(any: Self.doneYetAsked) {
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
    let callsOff = searchable.contains(any: Self.gatheringsCalledOff) && !searchable.contains(any: Self.conditions)
    callsOffPlan = callsOff && !asks
    if callsOffPlan {
      // "That's a shame." (Japanese's set says it as 「お気の毒です。」 too, too grave for a book club.)
      owedIntents.formUnion(language == .english ? [.okay, .thatsTooBad] : [.okay])
    }
    // Called off, the plan is not kept ("we must cancel your reservation… Please reply" → not "Sure, see
    // you at 7:30pm!"), whatever else the message asks.
    if callsOff {
      ruledOutIntents.formUnion(LanguageEngine.calendarIntents.union(LanguageEngine.gatheringIntents))
      // Nor called off back ("Sorry, I have to cancel."), nor moved when the next one is named
      // ("See you all Thursday").
      ruledOutIntents.formUnion([
        .saveASeat, .acceptInvitation, .declineInvitation, .timeDoesNotWork, .doesntWork, .confirmTime, .cancelPlan,
        .soundsFun,
      ])
      if searchable.contains(any: Self.nextMeetingNamed) {
        ruledOutIntents.formUnion([.howAboutTomorrow, .howAboutWeekend])
      }
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

  /// Time the sender just spent with the reader, enjoyed; "had fun with my cousins" is no time
  /// together.
  private static func enjoyedTimeTogether(_ searchable: SearchableText, language: Language) -> Bool {
    guard !searchable.contains(any: thirdParties) else { return false }
    return language == .japanese
      ? searchable.contains(any: japaneseEnjoyedTogether) && searchable.contains(any: japaneseTogetherWords)
      : searchable.contains(any: englishEnjoyedTogether) && searchable.contains(any: englishTogetherWords)
  }

  /// A decision or a deed of the reader's asked after (「結局受けることにしたの？」, 「『地面師たち』もう見た？」,
  /// "did you end up taking it?"): answered yes or not yet, never agreed with.
  static let doneYetAsked: [Phrase] = [
    "ことにしたの？", "ことにしたの?", "ことにした？", "ことにしたん？", "決めたの？", "決めた？", "決まったの？", "決まった？",
    "did you decide", "have you decided", "did you end up", "did u end up", "did u decide",
    "もう見た？", "もう観た？", "もうみた？", "もう読んだ？", "もう行った？", "もう聴いた？", "もう見ました？", "もうご覧になり",
    "have you seen it yet", "have you watched", "have u watched", "did you watch it", "seen it yet",
    // The reader's side asked after: "we have LIGHTS. yours back yet?".
    "yours back yet", "urs back yet", "yours on yet", "back on yet", "back yet?",
  ]

  /// A message checking it arrives ("Testing my new phone… Can you see this?", 「届いてる？」): yes.
  static let receptionChecks: [Phrase] = [
    "can you see this", "can u see this", "did you get this", "did u get this", "is this working",
    "did this come through", "did this work", "届いてる？", "届いてますか", "届いていますか", "見えてる？", "見えますか",
    "読めますか", "読める？",
    // A grandparent's 「写真 ちゃんと 送れて いますか」.
    "送れていますか", "送れてますか", "送れてる？", "ちゃんと届いて",
  ]

  /// A call the reader missed, told ("we tried to call you", 「先ほどお電話いたしましたが」): called back.
  static let missedCallsTold: [Phrase] = [
    "tried to call you", "tried calling you", "tried to ring you", "tried ringing you", "ring us back", "call us back",
    "ring me back", "call me back", "お電話いたしましたが", "お電話しましたが", "電話したんだけど", "電話したけど", "電話したのに",
    "着信あった", "折り返しお電話", "折り返し電話",
  ]

  /// The next meeting named after one called off: "see you all Thursday", 「また来週」.
  static let nextMeetingNamed: [Phrase] = ["see you all", "see you next", "see everyone", "また来週", "来週また"]
  /// A gathering called off ("our spring concert … is cancelled", 「雨予報なので中止にしまーす」):
  /// no date to save, no seat to keep.
  static let gatheringsCalledOff: [Phrase] = [
    "is cancelled", "is canceled", "has been cancelled", "has been canceled", "are cancelled", "are canceled",
    "have been cancelled", "cancelled tonight", "cancelled today", "cancelled tomorrow", "canceled tonight",
    "canceled today", "need to cancel", "have to cancel", "having to cancel", "中止になりました", "中止となりました", "中止にしま", "中止になった",
    "中止です",
    // A business's booking called off: "we must cancel your reservation for 6", 「お休みさせてください」.
    "must cancel", "cancel your reservation", "cancel your booking", "cancel your appointment", "お休みさせてください",
    "お休みさせていただきます", "休業させていただきます", "中止とさせていただきます", "中止させていただきます",
  ]

  /// A reply the sender promises by a day of their own.
  static let repliesPromised: [Phrase] = [
    "come back to you", "get back to you", "revert to you", "be in touch", "改めてご連絡", "追ってご連絡", "折り返しご連絡いたします",
  ]

  /// A link shown to be looked at and liked ("the cabin 👀 https://…", 「ここどう？ https://…」), not
  /// an article to read.
  static let viewsAsked: [Phrase] = ["what do you think", "what do u think", "wdyt", "thoughts?", "どう思う"]

  static let linkShowings: [Phrase] = [
    "👀", "😍", "🥰", "look at", "check this", "check out", "thoughts?", "what do you think", "wdyt", "how cute",
    "how good", "obsessed", "this one", "what about this", "how about this", "how does it look", "how's it look",
    "satisfying", "watch this", "you'll love this", "u'll love this", "what do u think",
    "どう？", "どう?", "どうかな", "どうかしら", "どうですか", "よさそう", "良さそう",
    "いい感じ", "かわいい", "可愛い", "見て",
    // The thing talked of before: "the one I was going on about", 「この前話してたやつ」.
    "going on about", "telling you about", "the one i mentioned", "話してたやつ", "言ってたやつ",
  ]
  /// A link passed on as useful to the reader ("this might help", 「わかりやすかったよ」).
  static let linksRecommended: [Phrase] = [
    "found this", "this might help", "might help", "this helped", "really helped", "actually good", "really useful",
    "so useful", "super useful", "explains it", "in case you need", "in case u need", "参考に", "わかりやすい", "分かりやすい",
    "わかりやすかった", "分かりやすかった", "役に立", "おすすめ", "オススメ",
    // "this physio guy's video is actually really good, try the band ones", 「家でできる足首のリハビリだって！」.
    "really good", "worth a watch", "worth watching", "try the ", "try these", "give these a try", "家でできる", "試してみて",
    "やってみて",
  ]
  /// A check on how something turned out: "just checking the tap is still ok?".
  static let checkIns: [Phrase] = ["just checking", "just wanted to check", "checking in to see", "checking that the"]

  /// Thanks for something done: "thanks for picking them up", "thank you for doing this".
  static let favoursThanked: [Phrase] = ["thanks for", "thank you for", "thank u for", "thx for", "ty for"]

  /// A recipe or a dish to make, in its words or its address.
  static let recipeWords: [Phrase] = [
    "recipe", "one-pan", "one pan", "traybake", "レシピ", "cookpad", "クックパッド", "作ってみない", "作ってみよ",
  ]

  /// One's own plan told (「銀行行こうと思ってた」) or a worry (「どうしよう」), whose 「行こう」 or 「しよう」
  /// invites no one.
  static let englishEnjoyedTogether: [Phrase] = [
    "had a really good time", "had a good time", "had a great time", "had such a good time", "had such a great time",
    "had so much fun", "had such fun", "had fun", "was so much fun", "was so fun", "so fun chatting",
    "fun catching up", "great catching up", "good catching up", "lovely catching up", "great seeing you",
    "great seeing u", "so good to see you", "so good to see u", "had a really nice time", "had a nice time",
    "had a lovely time", "had a really lovely time", "had such a nice time", "had such a lovely time",
  ]

  static let englishTogetherWords: [Phrase] = [
    "tonight", "today", "last night", "with you", "with u", "chatting", "catching up", "seeing you", "seeing u",
    "to see you", "to see u", "hanging out", "yesterday", "the other night", "this weekend",
  ]

  static let japaneseEnjoyedTogether: [Phrase] = ["楽しかった", "楽しすぎた", "たのしかった"]

  static let japaneseTogetherWords: [Phrase] = ["今日", "昨日", "ありがと", "また", "久しぶり", "会えて", "久々"]

  static let thirdParties: [Phrase] = [
    "with my", "with friends", "with the kids", "with the girls", "with the boys", "友達と", "家族と", "彼氏と", "彼女と",
    "旦那と", "妻と", "子どもと", "子供と",
  ]

  static let photoWords: [Phrase] = ["photo", "pic ", "pic!", "pics", "picture", "selfie", "写真", "📸", "📷"]

  /// A fault a tradesperson or a neighbour shows ("see the corrosion?", 「ここ水漏れしてます」).
  static let faultsShown: [Phrase] = [
    "corrosion", "corroded", "rusted", "needs replacing", "need replacing", "needs replacement", "water damage",
    "damp patch", "mould", "cracked", "leaking", "the leak", "subsidence", "rotten", "rotted", "錆び", "サビて", "腐食",
    "水漏れ", "雨漏り", "ひび割れ", "カビ", "交換が必要", "腐って",
  ]

  static let photoDelight: [Phrase] = ["😍", "🥰", "look at", "check out", "見て", "みて", "📸"]

  /// How a photo appears in a chat's text: exports, notifications and the wire formats of apps.
  static let photoPlaceholders: [Phrase] = [
    "[photo]", "[image]", "[picture]", "[pic]", "[photos]", "<image omitted>", "image omitted", "photo omitted",
    "📷 photo", "sent a photo", "sent an image", "[写真]", "[画像]", "［写真］", "［画像］", "写真を送信しました",
    "画像を送信しました",
  ]
}
