/// The words and phrases ``IncomingActs`` reads a message by, one list per cue.
extension IncomingActs {
  /// Questions after the reader's well-being ("how've u been?", 「元気してる？」): "Doing well, you?"
  /// answers them, "How are you?" would only ask back.
  static let englishWellBeing: [Phrase] = [
    "how are you", "how r u", "how are u", "how've you been", "how've u been", "how have you been", "how have u been",
    "how's it going", "hows it going", "how are things", "how you doing", "how u doing", "how're you",
    // Checks on the reader: "just making sure you're alright", "checking in on you".
    "making sure you're ok", "making sure you're alright", "making sure you are ok", "making sure you are alright",
    "checking in on you", "checking you're ok", "checking you're alright", "check you're ok", "check you're alright",
    // A parent's worry: "are you eating properly?", "haven't heard from you in a while, everything ok?".
    "are you eating properly", "are you eating enough", "are you eating ok", "are you sleeping ok",
    "are you keeping well", "you keeping well", "are you looking after yourself", "haven't heard from you",
    // A new start asked after: "how are you settling in?", "how are you finding the new role?".
    "settling in ok", "how are you settling", "how're you settling", "how are you finding", "how are u finding",
    // A pet or a child asked after: "how is Oscar doing after his dental? Is he eating OK?".
    "how is he doing", "how's he doing", "how is she doing", "how's she doing", "how are they doing", "is he eating",
    "is she eating",
    "havent heard from you", "not heard from you", "are you cooking for yourself", "you cooking for yourself",
    // The reader's life asked after: "how is uni?", "how's the new job going?".
    // A check-in: "you've been quiet in the group chat… you ok?", "Everything alright?".
    "you ok?", "u ok?", "you okay?", "u okay?", "are you ok?", "are you okay?", "r u ok?", "you alright?", "u alright?",
    "everything alright?", "everything ok?", "everything okay?",
    "checking everything is ok", "checking everything's ok", "everything is ok with", "everything ok with",
    "how is uni", "how's uni", "hows uni", "how is school", "how's school", "how is college", "how's college",
    "how's the new job", "how is the new job", "how's the new place", "how is the new place",
  ]
  static let japaneseWellBeing: [Phrase] = [
    "元気？", "元気してる", "元気ですか", "元気でしたか", "最近どう", "いかがお過ごし", "元気にしてる", "変わりない？", "お変わりありませんか",
    // 「ちゃんと食べてる？」: a parent's worry.
    "ちゃんと食べてる", "ちゃんとご飯食べてる", "ご飯食べれてる", "ちゃんと寝てる", "元気にやってる", "元気でやってる",
    // 「体は大丈夫か。」: a grandfather's worry, asked with a full stop.
    "体は大丈夫", "体大丈夫", "からだ大丈夫", "元気か。", "元気か\n",
    // 「在宅勤務になって1週間だけど、どうですか？」: a new start asked after.
    "慣れた？", "慣れましたか", "慣れてきた？", "慣れてきましたか", "だけど、どうですか", "だけど、どう？", "だけどどう？",
    // In a grandparent's kana: 「けんちゃん げんきにしてる？」.
    "げんきにしてる", "げんき？", "げんきですか", "げんきしてる", "げんきでやってる",
  ]

  /// Where a journey ends well ("home safe", 「ホテル着いた」, "landed!").
  static let journeyEnds: [Phrase] = [
    "home", "hotel", "safe", "made it", "landed", "家", "無事", "ホテル", "帰宅", "宿", "空港",
  ]
  /// A return told or asked after, the only place for "Glad you're back!" ("client pushed the
  /// launch back to JANUARY" tells none).
  static let returns: [Phrase] =
    journeyEnds + [
      "i'm back", "im back", "we're back", "were back", "i am back", "got back", "get back", "back home", "back from",
      "back at work", "back to work", "back in the", "back in town", "return", "ただいま", "帰って", "帰った", "帰りました",
      "帰国", "戻った", "戻りました", "戻ってき", "復帰", "着いた",
    ]
  /// A condition ("if it rains the match is cancelled", 「雨なら中止です」): nothing is called off yet.
  static let conditions: [Phrase] = ["if ", "in case", "unless", "なら中止", "の場合", "場合は"]
  static let reciprocalPhrases: [Phrase] = ["こちらこそ", "thank you too", "you too", "thanks to you"]

  /// Thanks for a rescue ("you're a lifesaver", 「命の恩人」).
  static let rescues: [Phrase] = [
    "lifesaver", "life saver", "life-saver", "saved my life", "saved my bacon", "you saved me", "u saved me",
    "couldn't have done it without", "could not have done it without", "couldnt have done it without",
    "couldn't have done the", "couldnt have done the", "wouldn't have managed without",
    // Trouble spared: "thanks for taking my parcel in! I'd have been gutted if it had gone back".
    "i'd have been gutted", "would have been gutted", "would've been gutted", "i'd have been lost",
    "命の恩人", "救世主",
  ]
  /// Thanks are answered with "you're welcome", apologies with "no worries", congratulations
  /// with thanks: never in kind.
  static let mirrorActPhrases: [ReplyAct: [Phrase]] = [
    .thanks: rescues + [
      "thank", "thx", "thnx", "ty!", "appreciate", "cheers mate", "cheers for", "cheers!", "cheers x", "cheers 🙏",
      "ありがと", "感謝", "助かり", "助かった", "お礼", "サンキュ", "さんきゅ",
      // 「神すぎる🙏🙏」: the reader thanked as a god.
      "神すぎる🙏", "神すぎ🙏", "神🙏",
    ],
    .apology: [
      "sorry", "apolog", "my bad", "soz ", "soz,", "sozz", "ごめん", "すみません", "すいません", "申し訳", "すまん", "すまない", "スマン", "悪かった",
      "失礼しました", "失礼いたしました", "失礼致しました", "ご迷惑をおかけ", "ご迷惑をお掛け",
    ],
    .congrats: ["congrat", "happy birthday", "happy bday", "hbd", "おめでと"] + OccasionCues.milestoneWishes,
  ]
  /// Things said about oneself that the user would not say back.
  static let mirrorIntentPhrases: [ReplyIntent: [Phrase]] = [
    .runningLate: ["late", "running behind", "hour behind", "遅れ", "遅刻", "寝坊", "今起きた"],
    // "missed your call!! stuck at Schiphol", 「何回も電話くれたよね、ごめん電池切れてた」.
    .sorryMissedCall: [
      "missed your call", "missed ur call", "missed your calls", "電話くれたよね", "電話出れなくて", "電話出られなくて", "電話気づかなくて",
    ],
    .sleep: [
      "going to bed", "heading to bed", "off to bed", "going to sleep", "passing out now", "寝るね", "寝ます", "寝る！", "もう寝る",
    ],
    .onMyWay: ["on my way", "omw", "heading over", "向かって"],
    .arrived: [
      "i'm here", "im here", "i'm outside", "im outside", "just got here", "just arrived", "we're here", "were here!",
      "i'm downstairs", "im downstairs", "i'm in the lobby", "im in the lobby", "i'm at reception", "im at reception",
      // A journey's end: "home safe x", "just landed!".
      "home safe", "got home", "made it home", "just landed", "landed safe", "we've landed", "i've landed",
      "着いた", "着きました", "到着しました", "ついたよ", "ついた〜", "ついたー", "ついた！",
    ],
    // A reminder is thanked or promised, not asked for back ("Don't let me forget!").
    .remindMe: [
      "don't forget", "dont forget", "remember to", "reminder", "remind you", "忘れないで", "忘れずに", "わすれずに",
      "わすれないで", "リマインド",
    ],
    .declineInvitation: [
      "can't make", "cant make", "can't come", "have to bail", "gotta bail", "have to cancel", "need to cancel",
      "not going to make", "won't make it", "wont make it", "have to miss", "won't be able to come",
      "won't be able to make", "can't be there", "行けなくなった", "行けなくなっちゃ", "行けそうにない", "行けそうもない",
      "行けそうにありません", "参加できそうにない", "参加できなくなっ", "行けなくなりました",
      "参加できなくなり", "欠席させて", "欠席いたし", "欠席します", "式出れない", "式に出れない", "式に出られない",
      "出席できない",
    ],
  ]

  /// Goodnights said to the reader.
  static let goodNights: [Phrase] = [
    "good night", "goodnight", "night night", "nighty night", "gnight", "g'night", "おやすみ", "お休みなさい",
    "night hun", "night x", "night love", "night babe", "night hon", "nite x", "night all", "night everyone",
    // Said on leaving for the night: "logging off. night, don't stay too late".
    "off. night", ". night,", "! night,",
  ]

  /// Closings that end a settled exchange (punctuation and emoji dropped).
  static let japaneseSignOffs: [String] =
    [
      "お待ちしております", "お待ちしてます", "お待ちしています", "よろしくお願いします", "よろしくお願いいたします", "よろしくお願い致します",
      "またね", "じゃあね", "また明日", "楽しみにしてる", "楽しみにしてるね", "楽しみにしてます", "楽しみにしています", "いえいえ",
      "また明日ね", "またあした", "またあしたね", "またあとで", "また後で", "またあとでね", "また後でね", "また来週", "また来週ね",
      "じゃあまた", "ではまた",
    ]
  /// Endings that ask whether a thing is wanted (「苗いる？」), longest first.
  static let japaneseWantedEndings = ["いりますか", "いらない", "いります", "要らない", "いらん", "いる", "要る"]
  /// How a parting that names the next meeting opens (「じゃあ土曜に」, 「ではまた明日」), longest first.
  static let japanesePartingOpeners: [String] = [
    "それじゃあまた", "じゃあまた", "ではまた", "じゃまた", "ほなまた", "それじゃあ", "それでは", "じゃあ", "では", "じゃ", "ほな", "また",
  ]
  /// Thanks that close a thread after an acknowledgement (「受領いたしました。ご対応ありがとうございました。」),
  /// though alone they may thank for a favour still to be answered.
  static let japaneseThanksAfterAck: [String] = [
    "ありがとうございました", "ありがとうございます", "ご対応ありがとうございました", "ご対応ありがとうございます", "ありがとう",
  ]
  static let japaneseAcks: Set<String> = [
    "おけ", "おっけ", "おっけー", "オッケー", "オッケ", "りょ", "りょー", "りょうかい", "りょーかい", "りょーかいです", "りょうかいです", "了解", "了解です", "はーい", "はい",
    "うん", "ok", "おk",
    "承知しました", "承知いたしました", "承知です", "かしこまりました", "了解しました", "了解いたしました", "わかりました", "分かりました",
    "受領いたしました", "受領しました", "拝受いたしました", "拝受しました", "確認いたしました", "確認しました", "受け取りました",
  ]
  /// Wishes for the way that close an acknowledgement: 「了解〜気をつけてね」.
  static let japaneseWayWishes = ["気をつけてね", "気をつけて", "気を付けてね", "気を付けて"]

  /// Blame for something the reader did or failed to do.
  static let complaintsToReader: [Phrase] = [
    "i told you", "i did tell you", "i asked you to", "you said you'd", "you said you would", "you were supposed to",
    "u were supposed to", "you forgot to", "u forgot to", "you promised", "って言ったじゃん", "って言ったのに", "って言ったよね",
    "言ったのに", "頼んだのに", "合ってなかった", "違くない？", "違うじゃん", "約束したのに",
    // A neighbour's noise or parking complaint put as a question: 「お宅の方からだった気がするんですけど」.
    "お宅の方から", "お宅からだ", "お宅の車", "うちの前に停め", "was that you last night", "coming from your flat",
    "coming from your place", "coming from yours", "your car is blocking", "ur car is blocking", "blocking my drive",
    "blocking our drive",
  ]
  static let politeOpeners: [Phrase] = [
    "夜分にすみません", "夜分遅くにすみません", "夜分遅くに失礼", "夜分に失礼", "突然すみません", "突然のご連絡失礼", "突然のご連絡すみません",
    "突然のご連絡申し訳", "お忙しいところすみません", "お忙しいところ申し訳", "お忙しいところ恐れ入", "朝早くにすみません", "朝早くから失礼",
    "sorry to bother you", "sorry to bug you", "sorry to disturb you",
  ]
  /// Sorries that sympathise (``IncomingActs/sympathises``).
  static let sympathySorries: [Phrase] = [
    "sorry to hear", "sorry you're", "sorry youre", "sorry ur ", "sorry u r ", "sorry you are", "sorry about your",
    "sorry about ur", "sorry for your loss", "sorry you've been", "sorry you have been",
  ]
  /// A view asked for without a question ("talk me out of it or into it 😂").
  static let englishViewRequests: [Phrase] = [
    "talk me out of", "talk me into", "yay or nay", "do i respond", "do i reply", "do i text",
  ]
  /// Tips asked for ("any ideas for…", "need a show to binge").
  static let englishTipRequests: [Phrase] = [
    "what do i wear", "what should i wear", "what to wear",
    "any ideas", "any suggestions", "any tips", "any advice", "need a show", "need a book", "need a podcast",
    "need a new show", "what should i ", "what do i get", "what should we get",
  ]
  /// Words of a request to send something.
  static let sendWords: [Phrase] = [
    "send", "forward", "share", "email me", "e-mail me", "text me the", "attach", "upload", "link",
    "送って", "送付", "送信", "共有", "転送", "添付", "メールして", "ちょうだい", "アップ",
  ]
  /// Words of a favour wanted now.
  static let nowWords: [Phrase] = [
    " now", "right now", " rn", "asap", "a sec", "a minute", "今すぐ", "今から", "いま", "今ちょっと", "今って", "今いい", "今大丈夫",
    "今お時間", "ただいま",
  ]
  /// "we'd love Leo to come", "she'd really like you and Sam to come": a guest named between the
  /// wish and its "to come" ("I'd love to come" names none, and accepts).
  /// Whether a gathering is announced with what to bring ("my bday lan party sat!! bring ur
  /// controller"): the reader is a guest.
  static func tellsGuestsWhatToBring(_ text: SearchableText) -> Bool {
    text.contains(any: thingsToBring) && text.contains(any: gatherings)
  }

  static let thingsToBring: [Phrase] = ["bring ur ", "bring your ", "bring a ", "bring some ", "bring snacks"]
  static let gatherings: [Phrase] = [
    "party", "bbq", "barbecue", "sleepover", "potluck", "picnic", "housewarming", "games night", "movie night",
  ]

  static func wouldLoveSomeoneToCome(_ text: SearchableText) -> Bool {
    let toCome = Array("to come".utf8)
    for opener in wishOpeners where text.mayContain(opener) {
      var start = 0
      while let range = text.range(of: opener.bytes, from: start) {
        start = range.upperBound
        let end = min(text.bytes.count, range.upperBound + 40)
        guard range.upperBound + 2 < end else { break }
        if let found = text.range(of: toCome, from: range.upperBound + 2), found.upperBound <= end {
          return true
        }
      }
    }
    return false
  }
  static let wishOpeners: [Phrase] = [
    "'d love ", "would love ", "'d really love ", "'d really like ", "would really like ", "'d like ", "would like ",
  ]

  static let englishInvitations: [Phrase] = [
    "want to", "wanna", "would you like", "how about", "let's", "lets ", "join", "up for", "feel like", "down for",
    "are you free", "you free", "u free", "come over", "come with", "interested in", "party", "dinner", "lunch",
    "drinks", "coffee", "grab", "hang out", "fancy it", "fancy coming", "fancy joining", "fancy a ", "you in?", "u in?",
    "who's in", "same time next week", "you in or", "u in or",
  ]
  /// A thing given or handed down to the reader, which is offered (``japaneseOffers``) and thanked for
  /// (「よかったらもらってくれませんか？」, 「うちの使わない？」).
  static let japaneseGiftsOffered: [Phrase] = [
    "お裾分け", "おすそわけ", "おすそ分け", "もらってくれ", "もらっていただけ", "うちの使わない", "うちのでよければ",
    "お下がりでよければ", "あげようか", "譲ろうか",
    // 「制服小さくなっちゃって、ゆいちゃんにどうかな？…いらなかったら全然断ってね！」.
    "いらなかったら", "要らなかったら", "よかったら使って", "良かったら使って", "ちゃんにどうかな", "くんにどうかな",
  ]
  static let japaneseOffers: [Phrase] =
    japaneseGiftsOffered + [
      "何かいる", "なんかいる", "なにかいる", "何か要る", "何かいります", "何か欲しい", "何かほしい", "欲しいものある", "ほしいものある", "買ってこようか",
      "買ってくるよ", "買ってこうか", "持ってこうか", "持っていこうか", "迎えに行こうか", "手伝おうか", "しようか？", "しようか?", "食べる？", "飲む？",
      "乗ってく？", "送ってこうか", "迎え行こうか", "迎え行こっか", "迎えに行こっか", "迎えに行きましょうか", "送ろうか", "送っていこうか",
      "貸そうか", "貸してやろうか", "てやろうか", "車出そうか", "貸しましょうか", "お貸ししましょうか", "印刷しましょうか",
      "刷りましょうか", "届けましょうか", "お届けしましょうか",
      // A lift or a thing left behind held out politely: 「車で送りましょうか？」, 「よろしければお使いになりますか？」.
      "送りましょうか", "お送りしましょうか", "お使いになりますか", "お使いになりませんか",
      // A seat or a bed held out: 「はるとくんも一緒に乗せていこうか？」, 「うちに泊まってきなよ」.
      "乗せていこうか", "乗せてこうか", "乗せてくよ", "乗せていくよ", "泊まってきなよ", "泊まっていきなよ",
      // 「スマホの充電ならいつでもどうぞ」, 「傷みそうなら預かることもできますよ」.
      "いつでもどうぞ", "預かることもできます", "預かりましょうか", "預かろうか",
      // 「今夜もうち泊まっていいからね、遠慮しないで」: a bed offered.
      "泊まっていいから", "泊まってっていい", "泊まってっても", "代わろうか", "持ってこっか", "手伝おっか", "手伝おか", "手伝いましょうか", "手伝い行こうか",
      "手伝いに行こうか",
      // 「私も付き合いましょうか？」: company offered.
      "付き合いましょうか", "付き合おうか",
      // 「タオル買っとこうか？」: done for the reader.
      "とこうか", "とこっか", "ておこうか",
      // 「代わりに何か買って帰ろうか？」: bought on the way home for the reader.
      "買って帰ろうか", "買って帰ろっか", "買ってこっか", "買っていこうか",
      // 「夕方お持ちしてもいいですか？」: a neighbour bringing something round.
      "お持ちしてもいい", "お持ちしても大丈夫", "持っていってもいい", "持ってってもいい", "お届けしてもいい",
    ]
  static let englishRequests: [Phrase] =
    [
      "can you", "could you", "can u", "could u", "would you", "will you", "pls", "plz", "mind ",
      // "we wondered if you'd take them on?".
      "wondered if you'd", "wondering if you'd", "wondered if you could", "wondering if you could",
      "wondered if you would", "wondering if you would",
      // "any chance u can drive…", "could i borrow it": a favour asked in other words.
      "chance you can", "chance u can", "chance you could", "chance u could", "think you could", "think u could",
      "can i borrow", "could i borrow", "lend me", "can someone", "could someone", "can anyone", "could anyone",
      // "come help me unpack a few boxes and I'll buy you lunch after?".
      "come help me", "come and help me", "come give me a hand",
      // A shift asked of the reader: "Need you on goods-in from 1 instead of picking. Ok?".
      "need you on ", "need you to ", "need you in ", "need u on ", "need u to ", "need u in ",
    ] + QuestionDetector.englishBareErrands
  /// A treat that makes a question an invitation (not "I'll pay you back", which asks a favour).
  static let treatsInvited: [Phrase] = [
    "our treat", "my treat", "drinks on me", "i'm buying", "im buying", "おごる", "奢る",
  ]
  /// The host paying: "Our treat xx", 「おごるよ」. An invitation with one is thanked as well as answered.
  static let treats: [Phrase] =
    treatsInvited + ["on us", "drinks are on me", "i'll pay", "ill pay", "ごちそうする", "ご馳走する", "ご馳走させて", "ごちそうさせて"]

  static let japaneseRequests: [Phrase] =
    [
      "くれる", "くれない", "もらえ", "いただけ", "頂け", "ください", "お願い", "おねがい", "ほしい", "欲しい", "いただくこと",
      "頂くこと",
      "可能でしょうか", "可能ですか", "できますでしょうか", "もらってもいい", "もらっていい", "くんない", "くれん？",
      // 「ノートの写真送ってもらうことってできる？」, 「友人代表スピーチ頼めない？」.
      "てもらうこと", "でもらうこと", "頼めない", "頼める？", "頼めるかな",
    ] + liftsAsked
  /// A lift asked of the reader ("can you come get me?", 「迎えに来れたりする？」, 「むかえきて」).
  static let liftsAsked: [Phrase] = [
    "迎えに来", "迎え来", "迎えきて", "むかえきて", "むかえに来", "むかえにきて", "pick me up", "come get me",
    "come and get me", "come pick me up",
  ]
  static let japaneseInvitations: [Phrase] = [
    "ませんか", "ましょう", "しよう", "しない？", "行こう", "いこう", "行かない", "いかない", "いかん？", "行かん？", "来ない", "こない",
    "空いて", "参加", "行ける", "来れる", "来られ", "いこー", "行こー", "ひま？", "暇？", "ヒマ？", "行こ", "いこ〜", "いこ～", "しよ〜",
    "しよー", "来てほしい", "来て欲しい",
    // 「スタバ寄らん？」, 「締め終わったら一杯いく？」.
    "寄らん？", "寄らない？", "寄ってかない", "寄ってかね", "寄ってかん？", "寄ってく？", "寄ってこ？", "一杯いく", "一杯行く", "飲みいく？", "飲み行く？",
    // 「気分転換にコメダ行かね？」, a father's 「今夜ビールでも飲みに来るか。」.
    "行かね？", "行かね?", "いかね？", "いかね?", "に来るか。", "に来るか？", "に来るか\n",
    // 「完走記念に一杯どう？🍺」, 「お茶つきあってくれない？」.
    "一杯どう", "一杯いかが", "でもいかがですか", "でもいかがでしょう", "飲みにどう", "お茶どう", "ランチどう", "ご飯どう", "ごはんどう", "つきあってくれない", "付き合ってくれない",
    // 「お昼一緒に行きません？」: ませんか without its か.
    "行きません？", "いきません？", "しません？", "食べません？", "飲みません？", "来ません？", "行きません?", "しません?",
    // 「二次会来てくれる？」, 「土曜来れそう？」.
    "来てくれる", "来れそう", "来られそう",
    // 「みんなで来てくれんかのう」, as grandfathers in the west ask; 「サプライズやらん？」, 「昼飯いく？」.
    "来てくれんか", "来てくれん？", "やらん？", "やらない？", "飯いく？", "飯行く？", "ご飯いく？", "飲まん？", "食べん？",
  ]
  /// A plan changed by proposal (「カフェに変えない？」, 「延期する？」, "wanna push it to next weekend?"):
  /// "Let's do it!" agrees.
  static let planChanges: [Phrase] =
    [
      "に変えない", "に替えない", "に変更しない", "にしない？", "延期する？", "延期しない", "延期にする", "ずらさない", "ずらす？",
      "中止にする？", "push it to", "push the", "move it to", "reschedule",
      // Asked politely: 「同時刻へ変更させていただくことは可能でしょうか」.
      "変更させていただくことは", "変更していただくことは", "変更は可能でしょうか", "変更することは可能", "変更させていただけ",
      "変更していただけ", "could we push", "can we push", "could we move", "can we move",
    ] + slotMoves
  /// A tradesperson or a clinic moving the reader's slot ("can we move you from weds to fri?"): a
  /// change to agree to, not an invitation.
  static let slotMoves: [Phrase] = [
    "move you from", "move you to", "push you to", "bump you to", "move your appointment", "move ur appointment",
  ]
  /// Leave asked about a meeting: a plan moved (「16時にずらしてもいい？」, "can I move it to 5?") or a
  /// visit to the reader (「お部屋へ伺ってもよろしいでしょうか」, "can I come by at 4?").
  static let leaveAboutAMeeting: [Phrase] = [
    "ずらし", "変更し", "日程", "move it", "move our", "push it", "push back", "swap",
    "伺って", "お伺い", "お邪魔", "訪問", "寄っても", "行ってもいい", "来てもいい", "come by", "come over", "come round",
    "stop by", "drop by", "swing by", "pop over", "pop round", "visit",
  ]
  /// Replies that put off a plan or ask for another time: the order's ``DiversityPolicy/putsOff``
  /// and more.
  static let puttingOff: Set<ReplyIntent> = DiversityPolicy.putsOff.union([
    .askWhen, .proposeAnotherDay, .howAboutTomorrow, .cancelPlan,
  ])
  /// Questions of fact put to the reader's memory or knowledge ("do u know if…", 「何時までだっけ？」):
  /// "Not sure" and "Let me check" answer them.
  static let englishFactQuestions: [Phrase] = [
    "do you know", "do u know", "any idea", "you know if", "you know when", "you know where", "u know if",
    "which terminal", "what terminal", "which gate", "which platform",
    "does anyone know", "anyone know", "remind me", "open on sunday", "open on saturday", "open on sundays",
    "open on saturdays", "open on bank holiday", "open on the weekend", "open at the weekend", "open late",
    "still open", "open today", "open tomorrow", "is it open", "are they open", "is it allowed", "are we allowed",
    "allowed to bring", "can you take bikes", "can you bring dogs", "do we have any", "do we have a ",
    "do we still have", "have we got any", "is there any",
  ]
}
