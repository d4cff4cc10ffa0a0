import SmartReplyModel

/// Health told and wished: a wish for the reader's health is thanked, someone hurt or ill is wished
/// better, nobody dead is; and the cue words of those and of the reader's health asked after.
extension IncomingActs {
  /// `namesRelief`: the text tells a feared result ruled out (``NewsCues/announcesRelief(_:language:)``).
  mutating func answerHealthNews(_ searchable: SearchableText, namesRelief: Bool) {
    let namesAilment = searchable.contains(any: Self.ailments)
    namesIllness = namesAilment || searchable.contains(any: Self.everydayIllnesses)
    // "feel better soon x", 「今日は気にせずゆっくり休んでください」: a wish for the reader's health is
    // thanked for, not wished back.
    if !asks, searchable.contains(any: Self.healthWishes) {
      owedIntents.insert(.thanks)
      mirroredIntents.formUnion([.getWell, .takeCare])
      if !searchable.contains(any: Self.goodNights) { ruledOutIntents.insert(.goodNight) }
    }
    // "Mia's got chickenpox", 「右腕を骨折してしまって」: someone hurt or ill is wished better.
    if !asks, !namesRelief, namesAilment {
      owedIntents.insert(.getWell)
      ruledOutIntents.formUnion([.goodLuck, .remindMe, .haveFun])
    }
    // 「先週死んじゃったんだ」, "Pickle didn't make it": nobody dead is wished well (「心配だね…」).
    // Nor met with surprise (「うわ、マジか…」 to 「今朝死んじゃった」).
    if searchable.contains(any: Self.deaths) { ruledOutIntents.formUnion([.getWell, .really]) }
  }

  /// Questions after the reader's health (``IncomingActs`` owes them "Much better, thanks!").
  static let healthQuestions: [Phrase] = [
    "feeling better", "feeling any better", "any better today", "how are you feeling", "how r u feeling",
    "how're you feeling", "how you feeling", "still got a temperature", "still got a fever", "temperature gone down",
    "fever gone", "fever broken", "still poorly", "still sick?", "still ill?", "how's the cold", "hows the cold",
    "how's the flu", "hows the flu", "how's the head", "hows the head", "熱ある？", "熱下がった", "熱さがった", "熱は下が",
    "体調どう", "体調は大丈夫", "体調大丈夫", "体調はどう", "具合どう", "具合は", "風邪治った", "風邪大丈夫", "インフルだいじょ",
    "インフル大丈夫", "インフルどう", "よくなった？", "良くなった？", "よくなりました？", "良くなりました？", "治った？",
    // A hurt asked after: "ankle update?", "how's the knee?", 「熱どう？」, 「膝どう？」.
    "ankle update", "knee update", "leg update", "wrist update", "back update", "foot update", "how's the ankle",
    "hows the ankle", "how's your ankle", "how's the knee", "hows the knee", "how's your knee", "how's the wrist",
    "how's your wrist", "how's the leg", "how's your back", "how is your back", "熱どう", "熱はどう", "足どう", "膝どう",
    "腰どう",
  ]

  /// Injuries and everyday illnesses told.
  static let ailments: [Phrase] = [
    "broke her arm", "broke his arm", "broke my arm", "broken arm", "broken leg", "broken wrist", "broke her leg",
    "broke his leg", "broke my leg", "sprained", "chickenpox", "chicken pox", "has the flu", "got the flu",
    "got flu", "tummy bug", "stomach bug", "sickness bug", "got a temperature", "has a temperature", "got a fever",
    "has a fever", "off sick", "twisted his ankle", "twisted her ankle", "twisted my ankle", "hurt his back",
    "hurt her back", "hurt my back", "pulled a muscle", "骨折", "怪我し", "ケガし", "けがし", "熱出", "熱が出", "インフルにな", "インフルエンザにな",
    "胃腸炎", "風邪ひ", "風邪引", "体調崩", "寝込ん",
  ]

  /// Slighter ills, which "Get well soon!" fits when told as bad news (a car in the garage does not).
  static let everydayIllnesses: [Phrase] = [
    "sick", " ill ", " ill.", " ill,", " ill!", "poorly", "unwell", "a cold", "the flu", " flu", "covid", "migraine",
    "headache", "throwing up", "vomit", "fever", "temperature", "under the weather", "hurt", "injur", "in pain",
    "back pain", "painful", "hospital", "surgery", "doctor", "風邪", "うつで", "うつに", "うつ状態", "熱が", "熱出", "熱ある", "熱3", "度の熱",
    "発熱", "体調", "具合",
    "インフル", "コロナ", "頭痛", "吐", "腹痛", "痛", "腰痛", "腰が", "ケガ", "怪我", "病", "入院", "手術",
  ]

  /// Words that tell of a death, of a person or a pet.
  static let deaths: [Phrase] = [
    "died", "passed away", "passed on", "didn't make it", "put down", "put to sleep", "死んじゃった", "死んだ",
    "亡くな", "虹の橋", "息を引き取", "旅立っ", "歳で旅立", "眠らせてあげ", "安楽死",
  ]

  /// Wishes for the reader's health (``IncomingActs`` thanks them).
  static let healthWishes: [Phrase] = [
    "get well soon", "feel better soon", "hope you feel better", "hope you're feeling better", "hope u feel better",
    "take it easy today", "rest up x", "rest up!", "ゆっくり休んで", "休んでください", "お大事に", "ご自愛", "無理しないでね",
    "無理なさらず", "無理しないでください",
  ]
}
