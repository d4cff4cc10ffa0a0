/// The words and phrases ``IncomingActs`` reads a message by, one list per cue.
extension IncomingActs {
  /// Reminders and errands asked without a question.
  static let englishDirectives: [Phrase] = [
    "don't forget", "dont forget", "remember to", "make sure", "pls ", "reminder", "heads up", "payid is",
    "venmo me", "paypal me", "zelle me", "pay me back", "transfer it to",
  ]
  /// The sender's own promise, which hands the reader nothing to do.
  static let sendersPromises: [Phrase] = ["i'll make sure", "ill make sure", "i will make sure", "we'll make sure"]
  static let japaneseDirectives: [Phrase] = [
    "てきて", "といて", "忘れずに", "忘れないで", "忘れんな", "送って〜", "送って！", "送ってー", "よろしくね", "お願いね", "リマインド", "返してね", "出してね", "送ってね",
    "連絡してね",
    "をお願いします", "をお願いいたします", "お願いいたします。", "ようお願い", "でよろ", "払ってね", "振り込んで",
    // Asked as a wish: 「アルバムにあげてくれると嬉しい」, 「持たせてくださいね」.
    "くれると嬉しい", "くれたら嬉しい", "くれると助かる", "くれたら助かる", "もらえると嬉しい", "もらえると助かる",
    "てくださいね", "でくださいね",
    // A lift asked for: 「じゅくおわった　むかえにきて」.
    "むかえにきて", "迎えにきて", "迎えに来て", "むかえきて", "迎えきて", "迎え来て",
  ]
  /// Directives that hand over a task and never greet (unlike 「よろしくね」).
  static let japaneseTasks: [Phrase] = ["てきて", "といて", "出してね", "送ってね", "返してね", "払ってね", "振り込んで"]
  /// The same in English ("Don't forget to post Grandma's card TODAY!!", beside Christmas).
  static let englishTasks: [Phrase] = ["don't forget", "dont forget", "remember to"]

  /// Humble and formal forms that only business keigo uses.
  static let businessKeigo: [Phrase] = [
    "いたします", "いたしました", "しております", "ますでしょうか", "いただけますと", "恐れ入", "のほど", "申し上げ", "存じ",
  ]
  static let greetingsAnsweredInKind: [Phrase] = [
    "はじめまして", "初めまして", "と申します", "おはよう", "こんにちは", "こんばんは", "お悔やみ", "ご冥福", "お見舞い申し上げ", "お祝い申し上げ",
    "お慶び申し上げ",
  ]

  /// Openers that ask to be listened to.
  static let ventOpeners: [Phrase] = [
    "聞いてください", "聞いてよ", "聞いて！", "聞いて〜", "ちょっと聞いて", "きいてよ", "愚痴", "can i vent", "need to vent",
    "let me vent", "quick rant", "rant incoming", "rant:", "話していい？", "話聞いて", "話きいて",
  ]

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

  /// Arrivals that call for no one to come: home, a hotel, a parcel, a conditional.
  static let arrivalsElsewhere: [Phrase] = [
    "home", "hotel", "safe", "package", "parcel", "delivery", "着いたら", "家", "無事", "ホテル", "帰宅", "荷物", "宅配",
    // A journey's end far away: "landed!", 「ロンドン着いた〜✈️ 時差ボケやばい」.
    "landed", "airport", "jet lag", "jetlag", "✈️", "空港", "時差",
  ]

  /// The reader's journey wished well, which tells no arrival.
  static let journeyWishes: [Phrase] = [
    "get home safe", "get home ok", "get home okay", "get home safely", "getting home safe", "u get home",
    "you get home",
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
  /// A decision or a deed of the reader's asked after (「結局受けることにしたの？」, 「『地面師たち』もう見た？」,
  /// "did you end up taking it?"): answered yes or not yet, never agreed with.
  static let doneYetAsked: [Phrase] = [
    "ことにしたの？", "ことにしたの?", "ことにした？", "ことにしたん？", "決めたの？", "決めた？", "決まったの？", "決まった？",
    "did you decide", "have you decided", "did you end up", "did u end up", "did u decide",
    "もう見た？", "もう観た？", "もうみた？", "もう読んだ？", "もう行った？", "もう聴いた？", "もう見ました？", "もうご覧になり",
    "have you seen it yet", "have you watched", "have u watched", "did you watch it", "seen it yet",
  ]
  /// A message checking it arrives ("Testing my new phone… Can you see this?", 「届いてる？」): yes.
  static let receptionChecks: [Phrase] = [
    "can you see this", "can u see this", "did you get this", "did u get this", "is this working",
    "did this come through", "did this work", "届いてる？", "届いてますか", "届いていますか", "見えてる？", "見えますか",
    "読めますか", "読める？",
  ]
  /// A call the reader missed, told ("we tried to call you", 「先ほどお電話いたしましたが」): called back.
  static let missedCallsTold: [Phrase] = [
    "tried to call you", "tried calling you", "tried to ring you", "tried ringing you", "ring us back", "call us back",
    "ring me back", "call me back", "お電話いたしましたが", "お電話しましたが", "電話したんだけど", "電話したけど", "電話したのに",
    "着信あった", "折り返しお電話", "折り返し電話",
  ]
  /// A gathering called off ("our spring concert … is cancelled", 「雨予報なので中止にしまーす」):
  /// no date to save, no seat to keep.
  static let gatheringsCalledOff: [Phrase] = [
    "is cancelled", "is canceled", "has been cancelled", "has been canceled", "are cancelled", "are canceled",
    "have been cancelled", "cancelled tonight", "cancelled today", "cancelled tomorrow", "canceled tonight",
    "canceled today", "中止になりました", "中止となりました", "中止にしま", "中止になった", "中止です",
  ]
  /// Forgetting named ("you didn't forget dinner tonight?", 「忘れてない？」).
  static let forgettingWords: [Phrase] = ["forget", "forgot", "忘れ"]
  /// A condition ("if it rains the match is cancelled", 「雨なら中止です」): nothing is called off yet.
  static let conditions: [Phrase] = ["if ", "in case", "unless", "なら中止", "の場合", "場合は"]
  /// A reply the sender promises by a day of their own.
  static let repliesPromised: [Phrase] = [
    "come back to you", "get back to you", "revert to you", "be in touch", "改めてご連絡", "追ってご連絡", "折り返しご連絡いたします",
  ]
  /// An arrival still to come: 「着いたら電話して」, 「落ち着いたら」, "text me when you get home".
  static let arrivalConditions: [Phrase] = ["着いたら", "ついたら", "when you", "when u", "once you", "if you"]

  /// Openers that name venting itself.
  static let ventWords: [Phrase] = ["vent", "rant", "愚痴"]

  /// A favour received, in thanks for it (「〜てくれて」, 「〜いただき」).
  static let favourPhrases: [Phrase] = ["くれて", "もらって", "いただい", "いただき", "頂い", "頂き", "下さって", "くださって"]

  static let reciprocalPhrases: [Phrase] = ["こちらこそ", "thank you too", "you too", "thanks to you"]

  /// A link shown to be looked at and liked ("the cabin 👀 https://…", 「ここどう？ https://…」), not
  /// an article to read.
  static let linkShowings: [Phrase] = [
    "👀", "😍", "🥰", "look at", "check this", "check out", "thoughts?", "what do you think", "wdyt", "how cute",
    "how good", "obsessed", "this one", "what about this", "how about this", "how does it look", "how's it look",
    "satisfying", "watch this", "you'll love this", "u'll love this",
    "どう？", "どう?", "どうかな", "どうかしら", "どうですか", "よさそう", "良さそう",
    "いい感じ", "かわいい", "可愛い", "見て",
  ]

  /// A plan called off, whose place ("at ours") invites no one.
  static let plansCalledOff: [Phrase] = ["cancel", "call off", "called off", "calling off", "postpone"]

  /// The sender's own words or mood, apologised for (``IncomingActs/apologisesForConduct``).
  static let conductApologised: [Phrase] = [
    "snapped at you", "snapped at u", "sorry for snapping", "short with you", "short with u", "bit my head off",
    "biting your head off", "sorry i was grumpy", "sorry for being grumpy", "sorry for being a grump",
    "sorry for being moody", "sorry i was moody", "took it out on you", "taking it out on you", "was rude to you",
    "sorry for being rude", "sorry i was rude", "sorry for being off", "sorry i was off with you",
    "八つ当たり", "きつい言い方", "キツい言い方", "キツく言って", "きつく言って", "強く言い過ぎ", "言い過ぎた", "言いすぎた",
    "イライラして", "冷たくして", "冷たい態度",
  ]

  /// Thanks for a rescue ("you're a lifesaver", 「命の恩人」).
  static let rescues: [Phrase] = [
    "lifesaver", "life saver", "life-saver", "saved my life", "saved my bacon", "you saved me", "u saved me",
    "couldn't have done it without", "could not have done it without", "couldnt have done it without",
    "couldn't have done the", "couldnt have done the", "wouldn't have managed without",
    // Trouble spared: "thanks for taking my parcel in! I'd have been gutted if it had gone back".
    "i'd have been gutted", "would have been gutted", "would've been gutted", "i'd have been lost",
    "命の恩人", "救世主",
  ]
  /// Reassurance about something the reader owes or is late with ("no rush", 「急がなくていいよ」).
  static let reassurances: [Phrase] = [
    "no rush", "take your time", "take ur time", "no hurry", "whenever suits", "whenever is fine",
    "急がなくていい", "急がなくて大丈夫", "急がないで", "気にしないで", "気にしなくていい", "いつでもいい", "いつでも大丈夫",
    "ゆっくりでいい", "ゆっくりで大丈夫",
  ]

  /// Thanks said in a single word ("legend ty"), matched as a whole word.
  static let thanksWords: Set<Substring> = ["ty", "tysm", "tyvm", "thanku", "ta", "jazakallah", "jazakallahu"]
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
    .congrats: ["congrat", "happy birthday", "happy bday", "hbd", "おめでと"],
  ]
  /// Things said about oneself that the user would not say back.
  static let mirrorIntentPhrases: [ReplyIntent: [Phrase]] = [
    .runningLate: ["late", "遅れ", "遅刻", "寝坊", "今起きた"],
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
      "don't forget", "dont forget", "remember to", "reminder", "remind you", "忘れないで", "忘れずに", "リマインド",
    ],
    .declineInvitation: [
      "can't make", "cant make", "can't come", "have to bail", "gotta bail", "have to cancel", "need to cancel",
      "not going to make", "won't make it", "wont make it", "have to miss", "won't be able to come",
      "won't be able to make", "can't be there", "行けなくなった", "行けなくなっちゃ", "行けそうにない", "行けそうもない",
      "行けそうにありません", "参加できそうにない", "参加できなくなっ", "行けなくなりました",
      "参加できなくなり", "欠席させて", "欠席いたし", "欠席します",
    ],
  ]

  /// Greetings of a time of day, with the greeting intent they rule out.
  static let timesOfDay: [(phrases: [Phrase], rulesOut: ReplyIntent)] = [
    (["morning", "おはよ", "お早う"], .goodNight),
    (["good night", "goodnight", "night night", "nighty", "night!", "おやすみ", "お休み"], .goodMorning),
  ]

  /// Goodnights said to the reader.
  static let goodNights: [Phrase] = [
    "good night", "goodnight", "night night", "nighty night", "gnight", "g'night", "おやすみ", "お休みなさい",
    "night hun", "night x", "night love", "night babe", "night hon", "nite x", "night all", "night everyone",
  ]

  /// Morning greetings and wake-up checks, anywhere in a message (「おはよ」, "good morning", "you up?").
  static let morningGreetings: [Phrase] = [
    "good morning", "gd morning", "おはよ", "お早う", "おはー", "起きた？", "起きてる？", "起きてる?", "起きた?", "are you up",
    "you up?", "u up?", "you awake", "u awake",
  ]
  /// First words that greet the morning ("morning all", "gm!").
  static let englishMorningOpeners: WordSet = ["morning", "mornin", "morninggg", "gm", "mornings"]

  /// Whether the first words greet the morning drawn out ("goood morninggg", "mooorning"): letters
  /// doubled or more read as one.
  static func greetsMorningDrawnOut(_ words: [Substring]) -> Bool {
    guard let first = words.first.map(LetterWords.singleLetters) else { return false }
    if first == "morning" || first == "mornin" { return true }
    guard first == "god", words.count > 1 else { return false }
    let second = LetterWords.singleLetters(words[1])
    return second == "morning" || second == "mornin"
  }

  static let englishAcks: WordSet = [
    "brill", "ace", "grand", "x", "xx", "ok", "okay", "okie", "k", "kk", "got", "it", "cool", "sure", "noted",
    "alright", "perfect", "great", "sounds",
    "good", "np", "roger", "gotcha", "yep", "yup", "yeah", "ya", "will", "do", "nice", "sweet", "ta", "worries",
    "problem", "prob", "probs", "anytime", "cheers", "sound",
  ]
  /// Words of a sign-off beside acknowledgements: "see you thursday at 2 then".
  static let englishSignOffWords: WordSet = [
    "see", "you", "u", "ya", "then", "there", "soon", "tomorrow", "tmrw", "tmr", "later", "at", "on", "the", "pm", "am",
    "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues",
    "wed", "thu", "thurs", "fri", "sat", "sun",
  ]
  /// Closings that end a settled exchange (punctuation and emoji dropped).
  static let japaneseSignOffs: [String] =
    [
      "お待ちしております", "お待ちしてます", "お待ちしています", "よろしくお願いします", "よろしくお願いいたします", "よろしくお願い致します",
      "またね", "じゃあね", "また明日", "楽しみにしてる", "楽しみにしてるね", "楽しみにしてます", "楽しみにしています", "いえいえ",
      "また明日ね", "またあした", "またあしたね", "またあとで", "また後で", "またあとでね", "また後でね", "また来週", "また来週ね",
      "じゃあまた", "ではまた",
    ]
  /// 「夕焼けやばくない？」, 「天才すぎない？」: praise put as a question that asks to be agreed with, not
  /// a yes/no question or an offer.
  static let japaneseRhetoricalPraise: [Phrase] = [
    "やばくない", "ヤバくない", "やばすぎない", "すごくない", "凄くない", "すごすぎない", "かわいくない", "可愛くない", "かわいすぎない",
    "可愛すぎない", "かっこよくない", "カッコよくない", "かっこよすぎない", "えぐくない", "エグくない", "エモくない", "エモすぎない",
    "きれいじゃない", "綺麗じゃない", "キレイじゃない", "きれいすぎない", "綺麗すぎない", "天才すぎない", "天才じゃない", "最高すぎない",
    "神すぎない", "尊すぎない", "うますぎない", "美味しすぎない", "おいしすぎない", "良すぎない", "よすぎない", "似合いすぎない",
  ].flatMap { stem in ["？", "?", "!?", "！？"].map { Phrase(stem + $0) } }
  /// Endings that ask whether a thing is wanted (「苗いる？」), longest first.
  static let japaneseWantedEndings = ["いりますか", "いらない", "いります", "要らない", "いらん", "いる", "要る"]
  /// Places a 「いる？」 asks the reader to be in (「こっちいる？」), which no thing offered ends with.
  static let japanesePlaceWords = ["こっち", "そっち", "あっち", "こちら", "そちら", "うち", "家", "地元", "実家", "東京", "会社"]
  static let japaneseWantedQuestions: [Phrase] = japaneseWantedEndings.flatMap { [Phrase($0 + "？"), Phrase($0 + "?")] }
  /// How a parting that names the next meeting opens (「じゃあ土曜に」, 「ではまた明日」), longest first.
  static let japanesePartingOpeners: [String] = [
    "それじゃあまた", "じゃあまた", "ではまた", "じゃまた", "ほなまた", "それじゃあ", "それでは", "じゃあ", "では", "じゃ", "ほな", "また",
  ]
  static let japanesePartingOpenerPhrases = japanesePartingOpeners.map { Phrase($0) }
  /// When the two meet next, as a parting names it.
  static let japaneseNextMeetings: [String] =
    "月火水木金土日".flatMap { day in ["\(day)曜日", "\(day)曜"] } + [
      "明日", "あした", "あす", "週末", "来週", "今夜", "今晩", "夜", "あとで", "後で", "のちほど", "後ほど", "当日", "現地",
      "その時", "そのとき", "駅", "お店",
    ]
  /// What may follow the time in a parting: 「土曜に」, 「明日ね」, 「現地でね」.
  static let japanesePartingEndings: Set<String> = [
    "", "ー", "に", "ね", "にね", "で", "でね", "ねー", "にねー", "でねー",
    // Kansai: 「ほなまた土曜な」.
    "な", "にな", "でな",
  ]
  /// Thanks returned that close a thread (「こちらこそありがとうございました。」).
  static let japaneseReturnedThanks: [String] = [
    "ありがとう", "ありがとね", "ありがとうございます", "ありがとうございました", "よろしく", "よろしくね",
  ]
  /// Thanks that close a thread after an acknowledgement (「受領いたしました。ご対応ありがとうございました。」),
  /// though alone they may thank for a favour still to be answered.
  static let japaneseThanksAfterAck: [String] = [
    "ありがとうございました", "ありがとうございます", "ご対応ありがとうございました", "ご対応ありがとうございます", "ありがとう",
  ]
  static let japaneseSignOffPhrases: [Phrase] = (japaneseSignOffs + japaneseThanksAfterAck).map { Phrase($0) }
  /// Words after which "no" closes a thread ("no worries", "no problem") rather than answers.
  static let englishAcksAfterNo: WordSet = ["worries", "problem", "prob", "probs"]
  static let japaneseAcks: Set<String> = [
    "おけ", "おっけ", "おっけー", "オッケー", "オッケ", "りょ", "りょー", "りょうかい", "りょーかい", "りょーかいです", "りょうかいです", "了解", "了解です", "はーい", "はい",
    "うん", "ok", "おk",
    "承知しました", "承知いたしました", "承知です", "かしこまりました", "了解しました", "了解いたしました", "わかりました", "分かりました",
    "受領いたしました", "受領しました", "拝受いたしました", "拝受しました", "確認いたしました", "確認しました", "受け取りました",
  ]
  /// Wishes for the way that close an acknowledgement: 「了解〜気をつけてね」.
  static let japaneseWayWishes = ["気をつけてね", "気をつけて", "気を付けてね", "気を付けて"]

  /// Whether `letters` (a message's letters only) acknowledges and no more, a wish for the way aside.
  static func isJapaneseAck(_ letters: String) -> Bool {
    if japaneseAcks.contains(letters) { return true }
    guard let wish = japaneseWayWishes.first(where: { letters.hasSuffix($0) }) else { return false }
    return japaneseAcks.contains(String(letters.dropLast(wish.count)))
  }
  /// Chores asked about in the past tense: 「あげた？」, 「取り込んでくれた？」.
  static let japanesePastQuestions: [Phrase] = [
    "てくれた？", "でくれた？", "あげた？", "やった？", "出した？", "送った？", "払った？", "買った？", "予約した？", "連絡した？",
    "返した？", "済んだ？", "済ませた？", "提出した？", "申し込んだ？", "振り込んだ？", "飲んだ？", "持った？",
    "できてる？", "終わった？", "打った？", "受けた？", "行った？",
  ]
  /// "did you feed…", "have you paid…": a chore asked about.
  static let englishDoneQuestions: [Phrase] = {
    let asked = ["did you ", "did u ", "have you ", "have u ", "you remember to ", "u remember to "]
    let chores = [
      "feed", "fed", "send", "sent", "pay", "paid", "lock", "locked", "book", "booked", "call", "called", "email",
      "emailed", "buy", "bought", "pick up", "picked up", "sign", "signed", "finish", "finished", "submit", "submitted",
      "order", "ordered", "water", "watered", "walk the", "walked", "charge", "charged", "post", "posted", "renew",
      "renewed", "cancel", "cancelled", "take out", "taken out", "turn off", "turned off", "reply", "replied",
      "eat", "eaten",
    ]
    return asked.flatMap { opening in chores.map { Phrase(stringLiteral: opening + $0) } }
  }()
  /// When-questions about the reader's coming, arriving or collecting.
  static let englishReadersTime: [Phrase] = [
    "when can you", "when can u", "what time can you", "what time can u", "when will you", "what time will you",
    "when are you coming", "what time are you coming", "when r u coming", "when do you get here",
    "what time do you get here", "when would suit you", "when suits you", "what time suits you",
    "when do you want to come", "when do u want to come", "what time do you want to come", "when are you getting here",
    "when r u getting here", "when do you want to head", "what time do you want to head",
  ]
  /// 「何時」, 「いつ頃」: not the 「いつ」 of 「いつも」.
  static let japaneseClockQuestions: [Phrase] = [
    "何時", "なんじ", "いつ頃", "いつごろ", "いつ来", "いつ着", "いつ取り", "いつお越し", "いつになり", "何曜", "何日",
    // When the reader comes home: 「年末いつ帰ってくる」, 「お正月いつ実家くる？」.
    "いつ帰", "いつ戻", "いつ実家", "いつこっち", "いつくる",
  ]
  static let japaneseReadersTime: [Phrase] = [
    "ご到着", "到着", "お迎え", "来れる", "来られ", "来る？", "着く", "着き", "伺えば", "取りに", "いらっしゃ", "お越し",
    "帰ってく", "帰って来", "帰ってこ", "帰れ", "戻れ", "戻って", "実家くる", "いつくる",
  ]
  /// "How did … go": a question about how something went, asked with both parts.
  static let howDidItGo: (asked: [Phrase], verbs: [Phrase]) = (
    ["how did", "how'd", "howd ", "how did ur"], [" go?", " go ", " go!", " go.", "go??"]
  )
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
  static let headsUps: [Phrase] = [
    "heads up", "heads-up", "fyi", "just so you know", "jsyk", "just letting you know", "reminder:", "reminder from",
    "wanted to let you know", "want to let you know", "wanted you to know", "thought you should know",
    "thought you'd want to know", "just to let you know", "just letting u know", "just to let u know",
    "お知らせ", "念のため", "ご連絡まで", "報告まで", "quick update", "just an update", "just to update you",
    // A carer's or a shop's report of what was done: 「入浴は控えさせていただきました」.
    "させていただきました", "させて頂きました",
    // A plan changed and announced: "kick-off's been moved to 8", 「木曜に変更になりました」.
    "has moved to", "has been moved to", "been moved to", "is now on", "now starts at", "rescheduled to",
    "pushed back to", "brought forward to", "に変更", "に変わった", "に変わりました", "に延期",
    // A landlord's or a managing agent's notice: "we regret to inform you that the lift…".
    "regret to inform", "will be out of service", "please be advised", "please be aware that", "ご迷惑をおかけしますが",
    "工事のお知らせ", "点検のため", "停止いたします", "使用できません",
  ]
  /// Forbidding a visit: 「行かないで」, which the invitation cue 「行かない」 is part of.
  static let japaneseProhibitions: [Phrase] = ["行かないで", "いかないで", "来ないで", "こないで"]
  /// One's own plan told (「銀行行こうと思ってた」) or a worry (「どうしよう」), whose 「行こう」 or 「しよう」
  /// invites no one.
  static let englishEnjoyedTogether: [Phrase] = [
    "had a really good time", "had a good time", "had a great time", "had such a good time", "had such a great time",
    "had so much fun", "had such fun", "had fun", "was so much fun", "was so fun", "so fun chatting",
    "fun catching up", "great catching up", "good catching up", "lovely catching up", "great seeing you",
    "great seeing u", "so good to see you", "so good to see u",
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
  /// Money the reader owes the sender ("u still owe me 30 for the uber"): paid, with an apology.
  static let debtsToSender: [Phrase] = ["you still owe me", "u still owe me", "you owe me", "u owe me"]
  /// Something made ready for the reader to collect ("your order is ready to collect",
  /// 「お受け取りいただけます」): thanked for, or set out for; nothing put off or cancelled.
  static let readyForReader: [Phrase] = [
    "ready to collect", "ready for collection", "ready for pickup", "ready for pick up", "ready for pick-up",
    "ready to pick up", "ready to be picked up", "ready to be collected",
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
    "cant see it", "can't work out",
    "どの建物", "どの入口", "どこから入", "入口どこ", "入り口どこ", "何号棟", "見つからな", "わからなくて", "分からなくて",
  ]
  /// Someone at the reader's door: a visitor outside, a courier, a rider.
  static let atTheDoor: [Phrase] = [
    "outside", "i'm at the", "im at the", "at the front", "at the gate", "courier", "rider", "driver here",
    "delivery", "sat nav", "satnav", "google maps", "maps is", "maps keeps",
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
  /// Thanks for the reader's visit or stay (Japanese: the English set has no reply that returns
  /// thanks, as 「こちらこそ」 does).
  static let thanksForVisits: [Phrase] = [
    "お越しいただき", "お越しくださり", "お越しくださいまして", "来ていただき", "来ていただいて",
    "来てくれてありがとう", "遊びに来てくれて", "来てくれて本当に", "お泊まりいただき", "ご宿泊いただき",
  ]
  /// A shop's or a restaurant's thanks for the reader's custom.
  static let thanksForCustom: [Phrase] = [
    "for ordering", "for your order", "for choosing", "for shopping", "for your review", "for dining with",
    "for dining at", "for your custom", "for your business", "for your purchase", "for staying with us",
    "for your stay", "for visiting us", "for coming in", "for the review", "for the lovely review",
    "for the kind review", "review you left", "for recommending us",
  ]
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
  /// Help asked with a phone or a computer ("how do i send a photo on whatsapp", 「字が小さくて読めん」).
  static let techWords: [Phrase] = [
    "phone", "whatsapp", "password", "update", "wifi", "wi-fi", "tv", "laptop", "computer", "screen", "button",
    "email", "login", "log in", "the app", " app ", "apps", "スマホ", "アプリ", "lineの", "lineで", "パスワード", "パソコン", "画面",
    "ボタン", "設定", "ストレージ", "スタンプ", "ビデオ通話", "字が小さ", "文字", "picture", "photo", "this thing", "写真の送",
    "送り方", "contacts", "容量", "と出ます", "って出る", "と出て", "表示され",
  ]
  static let helpQuestions: [Phrase] = [
    "how do i", "how do you", "what do i do", "what button", "how can i", "nothing happens", "doesn't work",
    "won't let me", "should i do", "どうやって", "どうすれば", "どうしたら", "教えて", "できない", "わからない", "できるか",
    "消さないと", "いいのかな", "わかりません", "分かりません", "わからん", "分からない", "押せば", "押したら", "いいでしょうか",
    "いいのでしょうか",
  ]
  static let englishSecondPerson: Set<Substring> = ["you", "your", "yours", "u", "ur"]
  static let englishFirstPerson: Set<Substring> = ["i", "im", "we", "my", "our"]
  static let japaneseReadersThings: [Phrase] = ["あなた", "お宅", "借りた", "貸してくれた", "もらった", "くれた"]
  static let politeOpeners: [Phrase] = [
    "夜分にすみません", "夜分遅くにすみません", "夜分遅くに失礼", "夜分に失礼", "突然すみません", "突然のご連絡失礼", "突然のご連絡すみません",
    "突然のご連絡申し訳", "お忙しいところすみません", "お忙しいところ申し訳", "お忙しいところ恐れ入", "朝早くにすみません", "朝早くから失礼",
    "sorry to bother you", "sorry to bug you", "sorry to disturb you",
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

  /// Sorries that sympathise (``IncomingActs/sympathises``).
  static let sympathySorries: [Phrase] = [
    "sorry to hear", "sorry you're", "sorry youre", "sorry ur ", "sorry u r ", "sorry you are", "sorry about your",
    "sorry about ur", "sorry for your loss", "sorry you've been", "sorry you have been",
  ]
  /// Sorries that apologise for nothing, taken out before apologies are looked for.
  static let sorriesNotApologies = politeOpeners + sympathySorries
  /// Coming over to do something for the sender ("can someone come pick her up?", 「取りに来て」):
  /// a favour, not an invitation.
  static let errandsToCome: [Phrase] = [
    "come pick", "come get", "come grab", "come collect", "come help", "come fix", "come look", "迎えに来", "取りに来",
  ]
  static let japaneseIntentions: [Phrase] = [
    "こうと思", "ようと思", "ろうと思", "こうかな", "ようかな", "こうか迷", "ようか迷", "こうと考え", "ようと考え", "どうしよう",
    "どうしよっ",
  ]
  /// Someone else's birthday, or a present sought for one: no greeting for the reader.
  static let othersBirthday: [Phrase] = [
    "her birthday", "his birthday", "their birthday", "'s birthday", "’s birthday", "her bday", "his bday", "'s bday",
    "’s bday", "誕生日プレゼント", "誕プレ",
    // A present asked for the sender's own birthday to come: "can I get the new phone for my birthday".
    "for my birthday", "for my bday",
  ]
  /// Things given for a birthday now past, which thanks name (「お誕生日のお花ありがとうね」).
  static let birthdayGifts: [Phrase] = [
    "birthday card", "birthday flowers", "birthday gift", "birthday wishes", "birthday message", "誕生日のお花",
    "誕生日の花", "誕生日のお祝い", "誕生日祝い", "誕生日のメッセージ", "誕生日のカード",
  ]
  static let todayWords: [Phrase] = ["today", "今日", "本日"]
  /// The reader's own birthday, named by someone else.
  static let readersBirthday: [Phrase] = [
    "your birthday", "ur birthday", "your bday", "ur bday", "your b-day", "あなたの誕生日", "君の誕生日", "きみの誕生日",
  ]
  /// Questions about how a task is coming along.
  static let progressQuestions: [Phrase] = [
    "where are we on", "where are you on", "where r u on", "any update on", "any updates on", "how far along",
    "is it done", "進捗", "進み具合", "どこまで進", "終わりそう", "はかどって",
  ]
  /// Asking for a tip: a place, a product, a show.
  static let recommendationQuestions: [Phrase] = [
    "recommend", "any recs", " recs", "recs?", "any good places", "know any good", "know a good", "suggestions for",
    "know anywhere", "know any place", "know someone who",
    "おすすめ", "オススメ", "お勧め", "お薦め",
  ]
  /// Asking the reader's advice or view on the sender's own choice ("should i…", 「〜べき？」,
  /// 「似合うと思う？」); offers ("should i bring…") are read first.
  static let englishAdvice: [Phrase] =
    [
      "should i ", "should u ", "do you think i should", "do u think i should", "do you think it's", "do u think it's",
      "is it weird", "is it bad if", "is it bad to", "is it rude", "would it be weird", "would it be rude",
      "would it be bad", "worth it", "am i crazy", "am i being", "am i overreacting", "is that crazy",
      "what would you do", "what would u do", "wdyt", "thoughts?",
    ] + englishViewRequests
  static let japaneseAdvice: [Phrase] = [
    "べき？", "べき?", "べきかな", "べきか迷", "べきだと思う", "たほうがいい？", "たほうがいいかな", "た方がいい？", "た方がいいかな",
    "だほうがいい？", "だ方がいい？", "ほうがいいと思う？", "方がいいと思う？", "と思う？", "と思う?", "と思いますか", "どう思う",
    "どう思います", "アドバイス", "どうしたらいい", "どうすればいい", "ばいいと思う", "らいいと思う", "ばいいかな", "らいいかな",
    "ほうがいいよね", "方がいいよね", "ほうがいいかな", "方がいいかな",
  ]
  /// Advice asked of oneself aloud, which asks without a question mark (「管理会社に言った方がいいかな」).
  static let japaneseAdviceMusings: [Phrase] = [
    "ほうがいいかな", "方がいいかな", "べきかな", "べきか迷", "ばいいかな", "らいいかな",
  ]
  /// A view asked for without a question ("talk me out of it or into it 😂").
  static let englishViewRequests: [Phrase] = [
    "talk me out of", "talk me into", "yay or nay", "do i respond", "do i reply", "do i text",
  ]
  /// Complaints about the reader's dog, music or car ("Your dog has been barking nonstop"): an
  /// apology fits.
  static let readersThingsComplainedOf: [Phrase] = [
    "your dog", "your music", "your car", "your bins", "your kids", "your party", "your tv", "お宅の", "あんたの家の",
    "おたくの",
  ]
  static let nuisances: [Phrase] = [
    "barking", "noise", "noisy", "loud", "blocking", "nonstop", "all night", "うるさ", "騒音", "迷惑", "困って",
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
  /// Questions about the reader's coming, which ask for company, not advice ("can u make it or
  /// should i go on my own?"); "the bus hasn't come, should i get an uber?" asks advice.
  static let attendanceQuestions: [Phrase] = ActPrior.attendancePhrases.filter {
    !["come", "coming"].contains(String(decoding: $0.bytes, as: UTF8.self))
  }
  /// Favours asked of the reader, which no advice question asks ("could you look at my CV?").
  static let englishFavours: [Phrase] = Array(englishRequests.prefix(6))
  /// Delays told without the word "late" ("bridge is closed, taking the long way, ETA 6:40",
  /// 「電車遅延してる」).
  static let delays: [Phrase] = [
    "taking the long way", "detour", "stuck in traffic", "traffic is awful", "delayed", " eta ", " eta:", "遅延", "渋滞",
    "start without me", "stuck at work",
    "電車止まって", "電車が止まって",
  ]
  /// The hour apologised for ("sorry it's so late"), which is no delay.
  static let lateHours: [Phrase] = [
    "it's so late", "its so late", "it's late", "its late", "this late", "late at night", "so late at night",
    "late text", "texting late", "texting so late", "late night text",
  ]
  /// Advice questions as they open, question mark or not; tip requests too ("need a show to binge").
  static let englishAdviceOpeners: [Phrase] =
    [
      "should i ", "is it weird", "is it bad", "is it rude", "would it be weird", "would it be rude",
      "do you think i should", "do u think i should", "any recs", "any recommendations",
    ] + englishTipRequests
  /// Advice sought against a worry ("is it weird to…?"): "Not really." reassures.
  static let worriedAdvice: [Phrase] = [
    "is it weird", "is it bad", "is it rude", "would it be weird", "would it be rude", "would it be bad",
    "am i overreacting", "変かな", "変？", "おかしいかな", "失礼かな",
  ]
  static let doubtfulOrigins: [Phrase] = [
    "should i click", "should i open", "is that real", "is this real", "is that legit", "is this legit", "a scam?",
  ]
  /// Questions of someone waiting for the reader to arrive.
  static let waitingQuestions: [Phrase] = [
    "how far away are you", "how far are you", "how far away r u", "how far r u", "how far away are u", "how far are u",
    "your eta", "ur eta", "how long till you", "how long until you", "how long will you be",
    "how long are you gonna be", "how long u gonna be", "how long will u be", "how long till u", "how long til you",
    "how long til u", "how long do you reckon", "how long do u reckon", "how long do you think you'll be",
    "where are you?", "where r u?", "where are u?", "where u at", "where you at",
    "are you close", "r u close", "are u close", "almost here?", "nearly here?", "今どこ", "いまどこ", "あとどれくらい", "あとどのくらい",
    "何分くらいで着", "何分で着", "もう着く", "どのへん？", "どの辺？", "今どのあたり",
    "how long til ur", "how long till ur", "how long until ur",
    // "are you nearly back? (with the ibuprofen I mean)".
    "are you nearly back", "are u nearly back", "r u nearly back", "you nearly back", "are you almost back",
    "are you nearly home", "are u nearly home", "r u nearly home", "are you almost home", "nearly back?",
    "almost back?", "nearly home?", "almost home?", "もうすぐ帰る？", "もうすぐ着く？", "まだ帰ってこない？",
    // "what time do u think you'll get here?", 「何時ごろ着きそう？」.
    "what time do you think you'll get", "what time do u think you'll get", "what time do u think ull get",
    "what time do you reckon", "what time do u reckon",
    "what time will you get here", "what time will u get here", "what time will you be here",
    "what time will u be here", "when will you get here", "when will u get here", "what time are you getting here",
    "what time r u getting here", "what time you getting here", "何時に着く", "何時頃着く", "何時ごろ着く", "何時くらいに着く",
    "何時ごろ着きそう", "何時頃着きそう", "何時に着きそう",
    // 「モールついた〜 どこいる？」: the sender is there and waiting.
    "どこいる？", "どこにいる？", "どこいる?", "どこにいる?", "どこいるー", "どこいる〜", "どこおる？",
  ]
  /// Invitations said as statements ("you're invited", 「遊びに来てね」).
  /// How an invitation without a question mark ends: "coffee before my shift at 4 you in".
  static let englishAskingEndings: [(Substring, Substring)] = [
    ("you", "in"), ("u", "in"), ("you", "down"), ("u", "down"), ("you", "keen"), ("u", "keen"), ("you", "game"),
    ("u", "game"), ("ya", "in"), ("ya", "down"),
  ]
  static let englishStatementInvitations: [Phrase] = [
    // "Would be nice if you came. No pressure though."
    "would be nice if you came", "be nice if you came", "would be nice if you could come", "would love it if you came",
    "would love it if you could come", "would be lovely if you came", "would be lovely if you could come",
    "would mean a lot if you came", "would mean a lot if you could come",
    "you're invited", "you are invited", "ur invited", "you should come", "u should come", "you should join",
    "hope you can come", "hope u can come", "hope you can make it", "hope u can make it", "if you can make it",
    "if u can make it", "bring a plate", "at ours", "come to ours", "come to mine",
    "come round ours", "come over", "come round", "come join us", "come along",
    "who's in", "whos in", "who is in", "who's keen", "whos keen", "who's down", "whos down",
    // A place kept for the reader ("there's room for one more", "got a spare ticket").
    "room for one more", "space for one more", "spot for one more", "seat for one more", "spare ticket",
    // What the guest brings: "bring whatever u drink!! 8ish".
    "bring whatever you", "bring whatever u", "byob", "bring your own drink", "bring your own booze",
    "extra ticket", "spare seat",
    // Insisted on: "you HAVE to come", "you and Sam are obviously invited".
    "you have to come", "u have to come", "you gotta come", "u gotta come", "you've got to come", "obviously invited",
    "you must come", "u must come", "must come!", "must both come", "must all come",
    "love you there", "love to have you there", "love you to come", "love for you to come", "great to have you",
    "love to have you", "if you can swing it", "if u can swing it", "bring whoever", "bring anyone",
    "plus ones welcome",
    // "would love if you and Sam could pop over", "just bring yourselves", "save the date!!".
    "love if you", "love it if you", "could pop over", "could pop round", "bring yourselves", "bring yourself",
    "save the date", "if you're coming", "if youre coming", "if ur coming", "bring ur own",
    "if you're free", "if youre free", "if ur free", "if you are free", "bring a bottle", "bring a friend",
    "bring a mate",
    // The round paid for: "pub quiz at the Fox tonight, im buying".
    ", im buying", ", i'm buying",
    // Drinks announced to a team: "…for Marco's 10 years here 🍻 spread the word".
    "spread the word", "all welcome", "everyone welcome", "everyone's welcome", "all are welcome",
    // A grandparent's "Grandad and I wondered ,if you would like to come for Sunday lunch"; a treat
    // ("we're taking you to lunch on Sunday, our treat"); a round bought ("first round's on Jas").
    "you would like to come", "you'd like to come", "taking you to lunch", "taking you out for", "take you out for",
    "take you to lunch", "first round's on", "first round is on", "first round on",
  ]
  /// "we'd love Leo to come", "she'd really like you and Sam to come": a guest named between the
  /// wish and its "to come" ("I'd love to come" names none, and accepts).
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

  /// Errands that end like an invitation: 「持ってきてね」, 「買ってきてね」.
  static let japaneseErrandEndings: [Phrase] = ["ってきてね", "ってきて", "てきてね"]
  static let japaneseStatementInvitations: [Phrase] = [
    "来てね", "きてね", "おいでよ", "遊びに来て", "あそびにきて", "においで", "うちおいで", "りに来い",
    // 「ケーキ予約しといたから、土曜うちで食べよ!」.
    "食べよ!", "食べよ！", "食べよー", "食べよ〜",
    // 「週末なんかおいしいもの食べいこ」: 行こう said short after a verb stem.
    "食べいこ", "飲みいこ", "遊びいこ", "見にいこ", "食べ行こ", "飲み行こ", "遊び行こ",
    // 「出られる人はコメントお願いします」: who can come, asked of the group.
    "出られる人", "出れる人", "参加できる人", "来れる人", "来られる人", "行ける人",
    // 「皇居ラン行く人〜」: who is going, called out.
    "行く人〜", "行く人ー", "行く人！", "行く人?", "行く人？", "行く人いる", "参加する人", "やる人〜", "やる人いる",
    // 「久々に飯でもどうかなと思って」: proposed as a thought.
    "でもどうかな", "でもどうかと", "でもどうですか",
    // 「帰ってきたら一杯やろうや」, 「よかったら颯太くんも一緒にどうぞ」.
    "やろうや", "やろうよ", "一杯やろ", "一緒にどうぞ", "ご一緒にいかが", "ご一緒しませんか",
    // 「来てくれたらめっちゃ嬉しい」: a wish to be joined; 「食べよーや」: Kansai's let's.
    "来てくれたら", "来てもらえたら", "来てくれると嬉し", "来てもらえると嬉し", "来ていただけたら", "来ていただけると",
    "食べよーや", "行こーや", "行こうや", "飲もーや", "飲もうや", "食べようや", "遊ぼーや", "遊ぼうや",
    // 「じゃあランチしよ！」, 「家飲みしよーぜ」, 「駅前で一杯やって時間つぶさないか？」.
    "ランチしよ！", "ランチしよ!", "ご飯しよ！", "ごはんしよ！", "お茶しよ！", "家飲みしよ", "しよーぜ", "しようぜ", "やろーぜ",
    "やろうぜ", "飲もーぜ", "飲もうぜ", "行こーぜ", "行こうぜ", "いこうぜ", "一杯やって", "一杯やらない", "飲まないか",
    "寄ってかないか",
    // A gathering open to all (「野菜の持ち寄り大歓迎、ご家族もぜひどうぞ」) and a wedding's formal wish
    // (「合唱団の皆さまにもぜひご出席いただきたく」).
    "大歓迎", "もぜひどうぞ", "ぜひお越しください", "ぜひご参加", "ご出席いただきたく", "ご出席いただけ", "ご参加いただきたく",
    "お越しいただきたく",
  ]
  /// A let's that settles a detail of a plan rather than proposing one ("let's suggest £5 each",
  /// "let's go with the blue one"; "let's say 7?" still proposes a time).
  static let englishSettlingLets: [Phrase] = [
    "let's suggest", "lets suggest", "let's hope", "lets hope", "let's ask", "lets ask",
    "let's go with", "lets go with", "let's keep it", "lets keep it",
  ]
  /// A venue or service regretting a booking it cannot keep ("we regret to inform you… we are unable
  /// to host your party… alternative date or a refund?"): the options it offers invite no one.
  static let regretNotices: [Phrase] = [
    "we regret to inform", "regret to inform you", "we are unable to host", "we're unable to host",
  ]
  static let englishInvitations: [Phrase] = [
    "want to", "wanna", "would you like", "how about", "let's", "lets ", "join", "up for", "feel like", "down for",
    "are you free", "you free", "u free", "come over", "come with", "interested in", "party", "dinner", "lunch",
    "drinks", "coffee", "grab", "hang out", "fancy it", "fancy coming", "fancy joining", "fancy a ", "you in?", "u in?",
    "who's in", "same time next week", "you in or", "u in or",
  ]
  /// Things done together, which a question names to propose them ("gym at 6am tmrw?"), unless it
  /// asks a fact about them ("is the gym open on sundays?").
  static let englishActivities: [Phrase] = [
    "gym", "hike", "brunch", "movie", "beers", "bowling", "karaoke", "picnic", "bbq", "game night",
    "pints", "a pint", "pub", "footy", "5-a-side", "five-a-side", "bouldering", "parkrun", "park run",
    "pint at", "pint tonight", "pint later", "pint after", "pint?",
  ]
  /// The one asking paying the reader back, which leaves no treat for the reader to offer.
  static let paysBack: [Phrase] = [
    "pay you back", "pay u back", "pay ya back", "send you the money", "send u the money", "transfer you", "返すね", "払うね",
    "後で払う", "あとで払う", "お金渡す", "お金は渡す",
  ]
  /// The reader asked what a favour cost them.
  static let costAsked: [Phrase] = [
    "what do i owe you", "what do i owe u", "how much do i owe you", "how much do i owe u", "how much was it",
    "いくらだった？", "いくら払えば", "いくら渡せば",
  ]
  /// What a treat pays for: a meal, a drink, a ticket, a bill.
  static let thingsPaidFor: [Phrase] = [
    "lunch", "dinner", "breakfast", "brunch", "coffee", "drink", "beer", "pint", "wine", "food", "meal", "pizza",
    "curry", "takeaway", "cake", "ice cream", "cinema", "movie", "ticket", "bill", "pay", "treat", "cost",
    "split", "owe", "£", "$", "€", "¥", "円", "ご飯", "ごはん", "飯", "ランチ", "ディナー", "飲み", "一杯", "お茶", "カフェ",
    "コーヒー", "食べ", "食事", "ケーキ", "奢", "おご", "払", "会計", "割り勘", "チケット", "映画", "お礼", "ビール",
  ]
  /// Food or things shared out with a neighbour or a friend.
  static let giftsShared: [Phrase] =
    japaneseGiftsOffered + ["もらってください", "have some of", "brought you some", "made extra"]
  /// A thing given or handed down to the reader, which is offered (``japaneseOffers``) and thanked for
  /// (「よかったらもらってくれませんか？」, 「うちの使わない？」).
  static let japaneseGiftsOffered: [Phrase] = [
    "お裾分け", "おすそわけ", "おすそ分け", "もらってくれ", "もらっていただけ", "うちの使わない", "うちのでよければ",
    "お下がりでよければ", "あげようか", "譲ろうか",
    // 「制服小さくなっちゃって、ゆいちゃんにどうかな？…いらなかったら全然断ってね！」.
    "いらなかったら", "要らなかったら", "よかったら使って", "良かったら使って", "ちゃんにどうかな", "くんにどうかな",
  ]
  /// Shopping that names an activity's word: "could you get me a pint of milk?".
  static let groceryPints: [Phrase] = ["pint of milk", "pint of semi", "pint of skimmed", "pints of milk"]
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
  /// Offers of something the sender can get, bring or do for the user.
  static let englishOffers: [Phrase] = [
    "want anything", "need anything", "want something", "need something", "want me to", "want us to", "should i get",
    "want a ride", "want a lift", "need a ride", "need a lift", "want a hand",
    "would you like me to", "would you like us to", "will you be requiring", "will you require", "would you like a ",
    "should i grab", "should i pick", "should i bring", "can i get you", "can i grab you", "get you anything",
    "get you something", "grab you anything", "grab you something", "shall i", "want some", "anything from",
    "want a bag", "want one?", "want any?", "want them?", "d'you want any", "do you want any", "do u want any",
    "you want any", "want any for",
    // "do you need me to drop some soup round", "need a hand?".
    "need me to", "need us to", "need a hand", "happy to drop",
    // "want to borrow my spare for the gig fri?": a thing lent.
    "want to borrow", "wanna borrow", "you can borrow", "u can borrow", "borrow mine",
    // "do you need a cot for the little one? we have one available".
    "do you need a ", "do u need a ", "have one available", "i have a spare", "we have a spare", "i've got a spare",
    // "I've got loads of spare chairs if you need them, just say the word".
    "if you need them", "if u need them", "if you need any", "if u need any", "just say the word", "happy to lend",
  ]
  static let japaneseOffers: [Phrase] =
    japaneseGiftsOffered + [
      "何かいる", "なんかいる", "なにかいる", "何か要る", "何かいります", "何か欲しい", "何かほしい", "欲しいものある", "ほしいものある", "買ってこようか",
      "買ってくるよ", "買ってこうか", "持ってこうか", "持っていこうか", "迎えに行こうか", "手伝おうか", "しようか？", "しようか?", "食べる？", "飲む？",
      "乗ってく？", "送ってこうか", "迎え行こうか", "迎え行こっか", "迎えに行こっか", "迎えに行きましょうか", "送ろうか", "送っていこうか",
      "貸そうか", "車出そうか", "代わろうか", "持ってこっか", "手伝おっか", "手伝おか", "手伝いましょうか", "手伝い行こうか",
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
    ] + QuestionDetector.englishBareErrands
  /// An errand asked as a whereabouts ("r u passing the shops? we're out of milk").
  /// The host paying: "Our treat xx", 「おごるよ」. An invitation with one is thanked as well as answered.
  static let treats: [Phrase] = [
    "our treat", "my treat", "on us", "i'm buying", "im buying", "i'll pay", "ill pay", "おごる", "奢る", "ごちそうする",
    "ご馳走する", "ご馳走させて", "ごちそうさせて",
  ]

  /// Words that hold "come" and ask no one to ("welcome to the Year 3 class chat!").
  static let comeLookalikes: [Phrase] = ["welcome", "become", "outcome", "income", "overcome"]

  /// Favours asked as a bare て-form, with the ending that makes them a plea.
  static let japaneseFavourImperatives: [Phrase] = {
    let verbs = ["貸して", "買ってきて", "買って来て", "取ってきて", "持ってきて", "持って来て", "立て替えて", "借りてきて"]
    return verbs.flatMap { verb in ["〜", "～", "ー", "！", "!", "ほしい", "欲しい", "くれ"].map { Phrase(verb + $0) } }
  }()

  /// A plea (``IncomingActs`` reads a favour asked with one as no invitation).
  static let japanesePleas: [Phrase] = ["お願い🙏", "お願い！", "お願い!", "おねがい", "頼む", "たのむ"]
  static let japaneseFavourAsks: [Phrase] = ["てくれない", "てくれる？", "でくれない", "てもらえない", "てもらえる？"]

  /// Words that ask the reader to send a thing, which is then owed "I'll send it over." (narrower
  /// than ``sendWords``: 「招待状送っていい？」 offers to send, and "share" or "link" ask nothing sent).
  static let sendingAsked: [Phrase] = [
    "send me", "send over", "send it", "send them", "send the", "send a copy", "send us", "email me", "email it",
    "email over", "forward me", "forward it", "forward the", "送ってください", "送ってもらえ", "送ってくれ", "送っていただ",
    "お送りいただ", "お送り頂", "送付いただ", "送付してください", "送付をお願い", "転送してください", "転送してもらえ",
  ]
  /// A business's thanks to its customer (「先日はご来院ありがとうございました」), which is not returned
  /// (「こちらこそ」) when a request follows.
  static let customersThanked: [Phrase] = ["ご来院", "ご来店", "ご利用", "ご購入", "ご来場", "お越しいただ"]

  /// A favour announced, then wished for without a question (「お願いがあって…付き添ってほしくて」).
  static let japaneseFavourOpeners: [Phrase] = ["お願いがあ", "頼みがあ", "頼みたいこと", "お願いしたいこと"]
  static let japaneseWishedFavours: [Phrase] = [
    "てほしく", "でほしく", "て欲しく", "で欲しく", "てほしい", "でほしい", "てもらいたく", "てもらえたら", "てくれたら",
  ]

  /// Days other than today and tomorrow, and those two (``namesOtherDay``).
  static let otherDays: [Phrase] = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "next week",
    "月曜", "火曜", "水曜", "木曜", "金曜", "土曜", "日曜", "週末", "来週", "土日",
  ]
  static let nearDays: [Phrase] = [
    "today", "tomorrow", "tonight", "tmrw", "tmr", "tonite", "2nite", "this morning", "this afternoon",
    "this evening", "今日", "明日", "今夜", "今晩", "きょう", "あした", "あす", "今朝", "今から", "このあと", "この後",
  ]

  /// A business's standing offer to help, which asks the reader nothing.
  static let courtesyLines: [Phrase] = [
    "please do let us know", "please let us know if", "please let me know if", "please do let me know",
    "please don't hesitate", "please do not hesitate", "please feel free", "don't hesitate to", "do not hesitate to",
    // With their ください, which would read as a request if left behind.
    "お気軽にお知らせください", "お気軽にご連絡ください", "お気軽にご相談ください", "お気軽にお問い合わせください", "お気軽にお申し付けください",
    "遠慮なくお知らせください", "遠慮なくご連絡ください", "ございましたらお知らせください", "ございましたら、お知らせください",
    "ございましたらご連絡ください", "ございましたら、ご連絡ください", "遠慮なく言ってください", "遠慮なく言ってね",
    "遠慮なく言って下さい", "いつでも言ってね", "いつでも言ってください",
  ]
  /// "please" as a word, in text whose courtesy lines are taken out.
  static let pleaseWords: [Phrase] = ["please ", "please,", "please.", "please!", "please?"]

  static let errandWhereabouts: [Phrase] = [
    "are you passing", "r u passing", "u passing the", "you passing the", "passing the shops", "passing tesco",
    "near tesco", "near the shops",
    // 「帰りに文房具屋さん寄れる？」 (「今日うち寄れる？」 invites).
    "屋さん寄れる", "屋さんに寄れる", "コンビニ寄れる", "コンビニに寄れる", "スーパー寄れる", "スーパーに寄れる", "薬局寄れる",
    "薬局に寄れる",
  ]
  static let japaneseRequests: [Phrase] =
    [
      "くれる", "くれない", "もらえ", "いただけ", "頂け", "ください", "お願い", "ほしい", "欲しい", "いただくこと", "頂くこと",
      "可能でしょうか", "可能ですか", "できますでしょうか", "もらってもいい", "もらっていい", "くんない", "くれん？",
      // 「ノートの写真送ってもらうことってできる？」.
      "てもらうこと", "でもらうこと",
    ] + liftsAsked
  /// A lift asked for without a question mark; each holds one of ``liftsAsked``.
  static let liftImperatives: [Phrase] = [
    "迎えに来て", "迎え来て", "迎えきて", "むかえきて", "むかえにきて", "come get me", "come and get me", "pick me up",
  ]
  /// A lift asked of the reader ("can you come get me?", 「迎えに来れたりする？」, 「むかえきて」).
  static let liftsAsked: [Phrase] = [
    "迎えに来", "迎え来", "迎えきて", "むかえきて", "むかえに来", "むかえにきて", "pick me up", "come get me",
    "come and get me", "come pick me up",
  ]
  /// Negative requests that ask a favour, not company (「〜ていただけませんか」, 「お願いできませんか」).
  static let japaneseFavourEndings: [Phrase] = [
    "ていただけませんか", "でいただけませんか", "て頂けませんか", "てもらえませんか", "でもらえませんか", "てくれませんか",
    "でくれませんか", "お願いできませんか", "お願いできないでしょうか", "ていただけないでしょうか", "てもらえないかな",
    "てくれないかな", "てもらえたりしませんか", "てもらえたりしない", "ていただけたりしませんか",
  ]
  /// Words of a gathering that make 「来ていただけませんか」 an invitation after all.
  static let japaneseEventWords: [Phrase] = [
    "ぜひ", "是非", "結婚式", "披露宴", "パーティ", "飲み会", "食事会", "遊びに", "会に", "式に", "イベント", "お祝い",
  ]
  /// Meals and drinks, which invite unless the sender asks how the reader is eating (「ちゃんとご飯食べてる？」).
  static let japaneseMealInvitations: [Phrase] = ["飲み", "ご飯", "ごはん", "ランチ", "お茶"]
  static let japaneseMealCheckIns: [Phrase] = [
    "食べてる", "たべてる", "食べれてる", "食べられてる", "食べた？", "食べた?", "食べました", "食べたの", "食べれた",
    "食べられた", "食べてない",
    // 「コロ、最近ご飯食べないらしいよ」: someone's appetite told, no meal proposed.
    "食べないらしい", "食べないみたい", "食べなくな",
  ]
  static let japaneseInvitations: [Phrase] = [
    "ませんか", "ましょう", "しよう", "しない？", "行こう", "いこう", "行かない", "いかない", "いかん？", "行かん？", "来ない", "こない",
    "空いて", "参加", "行ける", "来れる", "来られ", "いこー", "行こー", "ひま？", "暇？", "ヒマ？", "行こ", "いこ〜", "いこ～", "しよ〜",
    "しよー", "来てほしい", "来て欲しい",
    // 「スタバ寄らん？」, 「締め終わったら一杯いく？」.
    "寄らん？", "寄らない？", "寄ってかない", "一杯いく", "一杯行く", "飲みいく？", "飲み行く？",
    // 「完走記念に一杯どう？🍺」, 「お茶つきあってくれない？」.
    "一杯どう", "一杯いかが", "飲みにどう", "お茶どう", "ランチどう", "ご飯どう", "ごはんどう", "つきあってくれない", "付き合ってくれない",
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
  /// Asked whether the reader is at home ("hey are you home? got something of yours", 「今家にいる？」;
  /// a polite 「ご在宅でしょうか」 is a visit to agree a time for, not a yes or no),
  /// answered yes or no rather than with where they are going.
  static let whereaboutsQuestions: [Phrase] = [
    "are you home", "are u home", "r u home", "you home?", "u home?", "are you in?", "are you in at the moment",
    "you in at the moment", "are you in today", "are you around?", "are u around", "r u around",
    "家にいる？", "家いる？", "今家？", "いま家？", "おうちにいる",
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
    "does anyone know", "anyone know", "remind me", "open on sunday", "open on saturday", "open on sundays",
    "open on saturdays", "open on bank holiday", "open on the weekend", "open at the weekend", "open late",
    "still open", "open today", "open tomorrow", "is it open", "are they open", "is it allowed", "are we allowed",
    "allowed to bring", "can you take bikes", "can you bring dogs", "do we have any", "do we have a ",
    "do we still have", "have we got any", "is there any",
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
  ]
}
