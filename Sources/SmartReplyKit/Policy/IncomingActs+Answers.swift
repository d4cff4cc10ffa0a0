import SmartReplyModel

extension IncomingActs {
  /// The answers a question calls for: a fact looked up, a view, a time, how it went, a preference, how the
  /// reader is.
  mutating func oweAnswers(_ reading: inout Reading) {
    let lowered = reading.lowered
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
    let asksRecommendation = reading.asksRecommendation
    let asksReadersTime = reading.asksReadersTime
    let asksWhereabouts = reading.asksWhereabouts
    // "whats the wifi password again" asks, question mark or not.
    let asksToRecall = searchable.contains(any: Self.recallQuestions)
    if asksToRecall { asks = true }
    asksFact =
      asksToRecall
      || asks
        && (asksRecommendation
          || searchable.contains(any: language == .japanese ? Self.japaneseFactQuestions : Self.englishFactQuestions))
    if asksFact, !asksAdvice {
      owedIntents.formUnion([.dontKnow, .letMeCheck])
      // "Which terminal are we flying from, 2 or 3?" has one answer: not "Either works for me!".
      ruledOutIntents.formUnion([.eitherWorks, .upToYou])
    }
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
      // 「ベッドの組み立て何時来れる？」 asks when, which 「少し遅れて行くね」 does not say.
      ruledOutIntents.insert(.joinLater)
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
    // "ok going to sleep now… don't work too late ok? 💤": going to bed is said goodnight to, whatever
    // it asks on the way.
    if mirroredIntents.contains(.sleep) { owedIntents.insert(.goodNight) }
    reading.asksHowItWent = asksHowItWent
  }

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

  /// "How did … go": a question about how something went, asked with both parts.
  static let howDidItGo: (asked: [Phrase], verbs: [Phrase]) = (
    ["how did", "how'd", "howd ", "how did ur"], [" go?", " go ", " go!", " go.", "go??"]
  )

  /// Complaints about the reader's dog, music or car ("Your dog has been barking nonstop"): an
  /// apology fits.
  static let readersThingsComplainedOf: [Phrase] = [
    "your dog", "your music", "your car", "your bins", "your kids", "your party", "your tv", "お宅の", "あんたの家の",
    "おたくの",
  ]

  static let nuisances: [Phrase] = [
    "barking", "noise", "noisy", "loud", "blocking", "nonstop", "all night", "うるさ", "騒音", "迷惑", "困って",
  ]

  /// Advice sought against a worry ("is it weird to…?"): "Not really." reassures.
  static let worriedAdvice: [Phrase] = [
    "is it weird", "is it bad", "is it rude", "would it be weird", "would it be rude", "would it be bad",
    "am i overreacting", "変かな", "変？", "おかしいかな", "失礼かな",
  ]

  static let doubtfulOrigins: [Phrase] = [
    "should i click", "should i open", "is that real", "is this real", "is that legit", "is this legit", "a scam?",
    // "my Netflix is suspended and I need to put my card details in on the link", 「「当選しました」ってメール来たけど」.
    "card details", "bank details", "on the link", "click the link", "verify your account", "account is suspended",
    "is suspended", "当選しました", "怪しいメール", "変なメール", "詐欺かな", "本物かな",
  ]

  /// The one asking paying the reader back, which leaves no treat for the reader to offer.
  static let paysBack: [Phrase] = [
    "pay you back", "pay u back", "pay ya back", "send you the money", "send u the money", "transfer you", "返すね", "払うね",
    "後で払う", "あとで払う", "お金渡す", "お金は渡す",
    // The sender's own treat: "come help me unpack… and I'll buy you lunch".
    "i'll buy you", "ill buy you", "i'll buy u", "buy you lunch", "buy u lunch", "lunch is on me", "drinks are on me",
    "it's on me", "my treat",
  ]

  /// What a treat pays for: a meal, a drink, a ticket, a bill.
  static let thingsPaidFor: [Phrase] = [
    "lunch", "dinner", "breakfast", "brunch", "coffee", "drink", "beer", "pint", "wine", "food", "meal", "pizza",
    "curry", "takeaway", "cake", "ice cream", "cinema", "movie", "ticket", "bill", "pay", "treat", "cost",
    "split", "owe", "£", "$", "€", "¥", "円", "ご飯", "ごはん", "飯", "ランチ", "ディナー", "飲み", "一杯", "お茶", "カフェ",
    "コーヒー", "食べ", "食事", "ケーキ", "奢", "おご", "払", "会計", "割り勘", "チケット", "映画", "お礼", "ビール",
  ]

  /// Details of the reader's own asked for ("what's your flight number?", "how many are
  /// coming?"): looked up first.
  static let englishReadersDetails: [Phrase] = [
    "what's your ", "whats your ", "what is your ", "whats ur ", "what's ur ", "what size", "how many are coming",
    "how many people are", "how many of you", "how many guests", "what time does your", "what time is your",
    "what time's your", "when does your", "when is your", "when's your",
  ]

  /// Details that ask the reader's taste or mood, not a fact to look up.
  static let englishTasteWords: [Phrase] = [
    "favourite", "favorite", "fave", "problem", "opinion", "take on", "plan", "mood", "vibe", "excuse", " eta",
    "secret",
  ]

  /// Things asked again from memory, which ask even without a question mark.
  static let recallQuestions: [Phrase] = [
    "password again", "address again", "number again", "name again", "code again", "time again", "again? i forg",
    "again?? i forg", "again? forgot", "again, i forgot",
    // "which one was it again", "what was the name of that lebanese place".
    "was it again", "was that again", "called again", "what was the name of", "what's the name of that",
    "whats the name of that", "what was that place called", "what was it called",
  ]

  static let japaneseFactQuestions: [Phrase] = [
    // What something cost: 「結局ひとりいくらだった？」.
    "いくらだった", "いくらになった", "いくら？", "いくら?",
    "だっけ", "でしたっけ", "たっけ", "るっけ", "っけ？", "知ってる？", "知ってますか", "ご存知", "ご存じ", "わかる？", "分かる？", "わかります？",
    "分かります？",
    // Opening hours, asked of what the reader may know (「日曜って図書館開いてる？」; not 「今何やってる？」).
    "開いてる？", "開いてる?", "開いてますか", "やってますか", "営業してる", "営業してますか",
    // 「ロードサービスの番号わかる？」.
    "番号わかる", "番号分かる", "番号知って",
  ]
}
