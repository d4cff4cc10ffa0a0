import SmartReplyModel

extension IncomingActs {
  /// Arrivals, things sent, lateness and someone waiting for the reader.
  mutating func readLogistics(_ reading: inout Reading) {
    let text = reading.text
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
    let waitsForReader = reading.waitsForReader
    // Home, a hotel or a parcel arrived is no meeting to come to (nor is 「着いたら」, "once there").
    arrives = mirroredIntents.contains(.arrived) && !searchable.contains(any: Self.arrivalsElsewhere)
    reportsSending =
      searchable.contains(any: language == .japanese ? Self.japaneseSendings : Self.englishSendings)
      || asks && searchable.contains(any: language == .japanese ? Self.japaneseReceipts : Self.englishReceipts)
      || !asks && searchable.contains(any: Self.moneySent)
    if reportsSending { mirroredIntents.formUnion([.sendIt, .canYouSend]) }
    // 「来週中に修正案をお送りいたします」: the sender will send it; it is neither asked for nor promised back.
    if !asks, searchable.contains(any: Self.sendingsPromised) { ruledOutIntents.formUnion([.canYouSend, .sendIt]) }
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
    // 「塾着いた」, "at school now": arrived where the sender is due, nobody is coming to meet them.
    if mirroredIntents.contains(.arrived), !asks, searchable.contains(any: Self.placesAttended) {
      ruledOutIntents.formUnion([.onMyWay, .arrived, .home, .giveMeAMinute])
      owedIntents.insert(.okay)
    }
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
    reading.saysDelayed = saysDelayed
  }

  /// Arrivals that call for no one to come: home, a hotel, a parcel, a conditional.
  static let arrivalsElsewhere: [Phrase] =
    [
      "home", "hotel", "safe", "package", "parcel", "delivery", "着いたら", "家", "無事", "ホテル", "帰宅", "荷物", "宅配",
      // A journey's end far away: "landed!", 「ロンドン着いた〜✈️ 時差ボケやばい」.
      "landed", "airport", "jet lag", "jetlag", "✈️", "空港", "時差",
    ] + placesAttended

  /// Places one is due at and dropped off or goes alone to: school, a cram school, work, practice.
  static let placesAttended: [Phrase] = [
    "塾", "学校", "会社", "職場", "バイト先", "部活", "at school", "at work", "at practice", "at training",
  ]
  /// Words of someone waiting for an answer, or not heard from in a while.
  static let chasers: [Phrase] = [
    "forever", "for ages", "in ages", "been ages", "alive?", "haven't heard", "havent heard", "haven't seen",
    "havent seen", "long time", "hello?", "helloo", "you there", "u there", "did you get my", "did u get my",
    "did you see my", "did u see my", "ignoring me", "on read", "earth to", "gone quiet", "gone awol", "awol",
    "been a while", "still waiting",
    "any news?", "any update", "おーい", "既読", "返事", "返信", "生きてる", "久しぶり", "ひさしぶり", "見た？", "見てる？",
    "届いてる", "無視",
  ]

  /// Questions about how a task is coming along.
  static let progressQuestions: [Phrase] = [
    "where are we on", "where are you on", "where r u on", "any update on", "any updates on", "how far along",
    "is it done", "進捗", "進み具合", "どこまで進", "終わりそう", "はかどって",
  ]

  /// Delays told without the word "late" ("bridge is closed, taking the long way, ETA 6:40",
  /// 「電車遅延してる」).
  static let delays: [Phrase] = [
    "taking the long way", "detour", "stuck in traffic", "traffic is awful", "delayed", " eta ", " eta:", "遅延", "渋滞",
    "start without me", "stuck at work", "running behind", "hour behind", "minutes behind", "mins behind",
    "電車止まって", "電車が止まって",
  ]

  /// The hour apologised for ("sorry it's so late"), which is no delay.
  static let lateHours: [Phrase] = [
    "it's so late", "its so late", "it's late", "its late", "this late", "late at night", "so late at night",
    "late text", "texting late", "texting so late", "late night text",
    // The reader told not to work late: "night, don't stay too late 😴".
    "stay too late", "stay up too late", "work too late", "stay late", "stay so late",
  ]

  /// Reports of something sent or attached for the reader.
  static let englishSendings: [Phrase] = [
    "sent you", "just sent", "i've sent", "ive sent", "i sent", "see attached", "attached the", "attached is",
    "i've attached", "emailed you", "sending you", "shared the", "shared it", "forwarded",
  ]

  /// Money sent back ("sent 2500 on GPay, check once", "venmo'd you"), told, not asked for ("can you
  /// send 2000 on gpay?").
  static let moneySent: [Phrase] = [
    "on gpay", "on venmo", "venmo'd", "on paypal", "on paytm", "paid you back", "paid u back",
  ]

  /// The sender's promise to send ("I'll send the slides tonight", 「修正案をお送りいたします」).
  static let sendingsPromised: [Phrase] = [
    "i'll send", "ill send", "i will send", "will send you", "i'll email", "i'll forward", "お送りいたします", "お送りします",
    "送付いたします", "送付します", "送りますね", "送ります。", "送るね", "送っとくね", "送っておくね",
  ]

  static let japaneseSendings: [Phrase] = [
    "送りました", "送付いたしました", "送付しました", "お送りしました", "お送りいたしました", "送信しました", "送信いたしました", "添付いたしました",
    "添付しました", "添付します", "送ったよ", "送っといた", "送っておいた", "共有しました", "共有いたしました", "ご査収",
    "振り込んだ", "振り込みました", "振込しました", "お振込いたしました", "お振込みいたしました", "お振込しました", "送金した", "送金しました",
  ]

  /// Questions whether something sent arrived ("did you get my email?", 「届いた？」).
  static let englishReceipts: [Phrase] = [
    "did you get my", "did u get my", "did you get the", "did u get the", "did you receive", "did it come through",
    "get my email", "get my text", "get my message",
  ]

  static let japaneseReceipts: [Phrase] = [
    "届いた？", "届きましたか", "届いてる？", "届いていますか", "受け取った？", "受け取れました", "見れた？", "見られましたか",
  ]
}
