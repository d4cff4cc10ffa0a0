import SmartReplyModel

extension IncomingActs {
  /// Favours and debts between the two: money owed or split, rescues, reassurance, slips pointed out, health
  /// and tech questions.
  mutating func readFavoursAndDebts(_ reading: Reading) {
    let searchable = reading.searchable
    let asksTechHelp = reading.asksTechHelp
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
    if asksAfterHealth {
      owedIntents.insert(.feelingBetter)
      // "ankle update?" asks how the ankle is, not how a task stands ("On it!", "All done.").
      ruledOutIntents.formUnion([.willDo, .done, .onIt])
    }
    // Parents' phone questions: looked into, or a call.
    if asksTechHelp {
      asks = true
      owedIntents.formUnion([.letMeCheck, .callLater])
    }
  }

  /// Reassurance about something the reader owes or is late with ("no rush", 「急がなくていいよ」).
  static let reassurances: [Phrase] = [
    "no rush", "take your time", "take ur time", "no hurry", "whenever suits", "whenever is fine",
    "急がなくていい", "急がなくて大丈夫", "急がないで", "気にしないで", "気にしなくていい", "いつでもいい", "いつでも大丈夫",
    "ゆっくりでいい", "ゆっくりで大丈夫",
  ]

  /// Money the reader owes the sender ("u still owe me 30 for the uber"): paid, with an apology.
  static let debtsToSender: [Phrase] = ["you still owe me", "u still owe me", "you owe me", "u owe me"]

  /// Something made ready for the reader to collect ("your order is ready to collect",
  /// 「お受け取りいただけます」): thanked for, or set out for; nothing put off or cancelled.
  static let readyForReader: [Phrase] = [
    "ready to collect", "ready for collection", "ready for pickup", "ready for pick up", "ready for pick-up",
    "ready to pick up", "ready to be picked up", "ready to be collected",
    // Someone come for the reader: "van's here 🚚".
    "van's here", "van is here", "taxi's here", "taxi is here", "cab's here", "cab is here", "uber's here",
    "uber is here", "movers are here", "food's here", "pizza's here",
    "お受け取りいただけます", "受け取りいただけます", "お渡しできます", "お渡し可能", "仕上がりました", "出来上がりました", "できあがりました",
    "入荷しました", "入荷いたしました", "ご用意できました", "準備できました",
  ]

  /// The reader's slip pointed out ("you're on mute", 「傘忘れてるよ」): thanked for, or apologised for.
  static let readersSlips: [Phrase] = [
    "you're on mute", "you are on mute", "you're muted", "you are muted", "your mic is off", "your mic's off",
    "your camera is off", "your camera's off", "can't hear you", "cannot hear you", "you left your", "you forgot your",
    "you dropped your", "your fly is down", "your lights are on", "your headlights are on",
    "ミュートになって", "ミュートですよ", "ミュートだよ", "ミュートのまま", "声が聞こえない", "声聞こえない", "声が聞こえてない",
    "声聞こえてない", "忘れてるよ", "忘れてますよ", "忘れていますよ", "忘れていかれ", "落としましたよ", "落としたよ", "ライトつけっぱなし",
  ]

  /// Something booked or got for both ("got us a table", 「予約取れたよ」): thanked for.
  static let doneForBoth: [Phrase] = [
    "booked us", "got us a table", "got us tickets", "got the tickets", "booked the table", "booked a table",
    "予約取れた", "予約とれた", "で取れたよ", "で取れた！", "切符取れた", "チケット取れた", "チケットとれた", "席取れた", "予約しといた", "取っといた", "取っておいた", "とっといた",
    "予約しておいた",
    // A favour done for the reader: 「洗濯物…ドアノブにかけておきました」.
    "かけておきました", "置いておきました", "預かっておきました", "入れておきました",
  ]

  /// A shared cost split ("$32 each for the 3 of us", 「3人で割って6000円」): paid or agreed to.
  static let costSplits: [Phrase] = [
    "each for the", "each for us", "per person", "your share", "split it", "split three ways", "split 3 ways",
    "0 each", "1 each", "2 each", "3 each", "4 each", "5 each", "6 each", "7 each", "8 each", "9 each", "0 a head",
    "5 a head",
    "割り勘", "で割って", "で割ると", "一人あたり", "1人あたり", "一人4", "一人3", "一人2", "一人1", "一人5", "ひとりあたり",
    "ひとり4", "ひとり3", "ひとり2", "ひとり1", "ひとり5",
  ]

  /// Marks of an amount of money.
  static let amounts: [Phrase] = ["$", "£", "€", "円", "ドル", "bucks", "dollars"]

  /// Asking whether the reader has something ("got jumper cables?", 「ブースターケーブル持ってる？」).
  static let possessionQuestions: [Phrase] = [
    "do you have", "do u have", "you got a", "u got a", "got any", "you have a", "u have a", "持ってる？", "持ってる?",
    "持ってない？", "ある？", "持って帰ってない", "持ってってない", "持ってかなかった", "持って帰らなかった",
    "did you take my", "did u take my", "did you grab my", "did u grab my",
  ]

  /// The reader asked what a favour cost them.
  static let costAsked: [Phrase] = [
    "what do i owe you", "what do i owe u", "how much do i owe you", "how much do i owe u", "how much was it",
    "いくらだった？", "いくら払えば", "いくら渡せば",
  ]
}
