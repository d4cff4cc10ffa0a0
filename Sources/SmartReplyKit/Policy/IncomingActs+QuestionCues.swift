import SmartReplyModel

/// The words and phrases ``IncomingActs/readQuestions(_:)`` tells questions, invitations, favours and
/// offers by.
extension IncomingActs {
  /// A plan called off, whose place ("at ours") invites no one.
  static let plansCalledOff: [Phrase] = ["cancel", "call off", "called off", "calling off", "postpone"]

  /// 「夕焼けやばくない？」, 「天才すぎない？」: praise put as a question that asks to be agreed with, not
  /// a yes/no question or an offer.
  static let japaneseRhetoricalPraise: [Phrase] = [
    "やばくない", "ヤバくない", "やばすぎない", "すごくない", "凄くない", "すごすぎない", "かわいくない", "可愛くない", "かわいすぎない",
    "可愛すぎない", "かっこよくない", "カッコよくない", "かっこよすぎない", "えぐくない", "エグくない", "エモくない", "エモすぎない",
    "きれいじゃない", "綺麗じゃない", "キレイじゃない", "きれいすぎない", "綺麗すぎない", "天才すぎない", "天才じゃない", "最高すぎない",
    "神すぎない", "尊すぎない", "うますぎない", "美味しすぎない", "おいしすぎない", "良すぎない", "よすぎない", "似合いすぎない",
  ].flatMap { stem in ["？", "?", "!?", "！？"].map { Phrase(stem + $0) } }

  /// Places a 「いる？」 asks the reader to be in (「こっちいる？」), which no thing offered ends with.
  static let japanesePlaceWords = ["こっち", "そっち", "あっち", "こちら", "そちら", "うち", "家", "地元", "実家", "東京", "会社"]
  /// Times someone is asked to be around at (「今夜いる？」: on line tonight, not wanting a thing).
  static let japanesePresenceTimes = ["今夜", "今晩", "今日", "明日", "週末", "今", "夜"]

  static let japaneseWantedQuestions: [Phrase] = japaneseWantedEndings.flatMap { [Phrase($0 + "？"), Phrase($0 + "?")] }

  /// Chores asked about in the past tense: 「あげた？」, 「取り込んでくれた？」.
  static let japanesePastQuestions: [Phrase] = [
    "てくれた？", "でくれた？", "あげた？", "やった？", "出した？", "送った？", "払った？", "買った？", "予約した？", "連絡した？",
    "返した？", "済んだ？", "済ませた？", "提出した？", "申し込んだ？", "振り込んだ？", "飲んだ？", "持った？",
    "できてる？", "終わった？", "打った？", "受けた？", "行った？",
  ]

  /// A task's end asked after: "have you finished…", "is it done".
  static let finishingWords: [Phrase] = ["finish", "done", "complete"]
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
    // A host's 「今日のチェックイン、何時ごろになりそうですか？」.
    "ごろになりそう", "頃になりそう", "時になりそう",
  ]

  /// Forbidding a visit: 「行かないで」, which the invitation cue 「行かない」 is part of.
  static let japaneseProhibitions: [Phrase] = ["行かないで", "いかないで", "来ないで", "こないで"]

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

  /// Coming over to do something for the sender ("can someone come pick her up?", 「取りに来て」):
  /// a favour, not an invitation.
  static let errandsToCome: [Phrase] = [
    "come pick", "come get", "come grab", "come collect", "come help", "come fix", "come look", "迎えに来", "取りに来",
  ]

  static let japaneseIntentions: [Phrase] = [
    "こうと思", "ようと思", "ろうと思", "こうかな", "ようかな", "こうか迷", "ようか迷", "こうと考え", "ようと考え", "どうしよう",
    "どうしよっ",
  ]

  /// Asking for a tip: a place, a product, a show.
  static let recommendationQuestions: [Phrase] = [
    "recommend", "any recs", " recs", "recs?", "any good places", "know any good", "know a good", "suggestions for",
    "know anywhere", "know any place", "know someone who",
    "おすすめ", "オススメ", "お勧め", "お薦め",
  ]
  /// Recommendations held out, not asked for: a host's 「近所のおすすめもご案内しますね」.
  static let recommendationsOffered: [Phrase] = ["おすすめもご案内", "おすすめをご案内", "おすすめも教え", "おすすめ教えるね"]

  /// Asking the reader's advice or view on the sender's own choice ("should i…", 「〜べき？」,
  /// 「似合うと思う？」); offers ("should i bring…") are read first.
  static let englishAdvice: [Phrase] =
    [
      "should i ", "should u ", "do you think i should", "do u think i should", "do you think it's", "do u think it's",
      "is it weird", "is it bad if", "is it bad to", "is it rude", "would it be weird", "would it be rude",
      "would it be bad", "worth it?", "is it worth", "worth it or", "am i crazy", "am i being", "am i overreacting",
      "is that crazy",
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

  /// Questions about the reader's coming, which ask for company, not advice ("can u make it or
  /// should i go on my own?"); "the bus hasn't come, should i get an uber?" asks advice.
  static let attendanceQuestions: [Phrase] = ActPrior.attendancePhrases.filter {
    !["come", "coming"].contains(String(decoding: $0.bytes, as: UTF8.self))
  }

  /// Favours asked of the reader, which no advice question asks ("could you look at my CV?").
  static let englishFavours: [Phrase] = Array(englishRequests.prefix(6))

  /// Advice questions as they open, question mark or not; tip requests too ("need a show to binge").
  static let englishAdviceOpeners: [Phrase] =
    [
      "should i ", "is it weird", "is it bad", "is it rude", "would it be weird", "would it be rude",
      "do you think i should", "do u think i should", "any recs", "any recommendations",
    ] + englishTipRequests

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

  /// How an invitation without a question mark ends: "coffee before my shift at 4 you in".
  static let englishAskingEndings: [(Substring, Substring)] = [
    ("you", "in"), ("u", "in"), ("you", "down"), ("u", "down"), ("you", "keen"), ("u", "keen"), ("you", "game"),
    ("u", "game"), ("ya", "in"), ("ya", "down"),
  ]

  /// Invitations said as statements ("you're invited", 「遊びに来てね」).
  static let englishStatementInvitations: [Phrase] = [
    // "Would be nice if you came. No pressure though."
    "would be nice if you came", "be nice if you came", "would be nice if you could come", "would love it if you came",
    "would love it if you could come", "would be lovely if you came", "would be lovely if you could come",
    "would mean a lot if you came", "would mean a lot if you could come",
    "you're invited", "you are invited", "ur invited", "you should come", "u should come", "you should join",
    "hope you can come", "hope u can come", "hope you can make it", "hope u can make it", "if you can make it",
    "hope you can still make it", "hope u can still make it", "hope you can still come", "hope to see you there",
    "if u can make it", "bring a plate", "at ours", "come to ours", "come to mine",
    "come round ours", "come over", "come round", "come join us", "come along",
    // "Pop over for a glass of fizz later if you fancy x".
    "pop over for", "pop round for", "pop over later", "pop round later", "pop by for",
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
    // "LAN party at mine sat!!", "Im having a small do for your Mum's 60th".
    "party at mine", "at mine sat", "at mine sun", "at mine fri", "at mine tonight", "at mine tomorrow",
    "at mine this", "at mine on", "at mine after", "at mine later", "at mine?",
    // "GOT THE PROMOTION!!! Drinks on me at The Crown tonight from 6, no excuses".
    "drinks on me", "drinks are on me", "no excuses",
    // "Leaving do for Jonas… Sat 14th, ours, 8pm", "housewarming in Berlin on the 22nd!! ur coming right",
    // "Aisha and Karim would be honoured by your presence… Kindly RSVP", "flights to Porto £38 … we going??".
    "leaving do for", "leaving drinks for", "housewarming on", "housewarming in", "housewarming at", "ur coming right",
    "you're coming right", "youre coming right", "honoured by your presence", "honored by your presence",
    "kindly rsvp", "we going?", "having a small do", "having a do",
    "throwing a party", "surprise party for",
  ]

  /// Errands that end like an invitation: 「持ってきてね」, 「買ってきてね」; and things welcomed, not people
  /// (「恥ずかしいやつも大歓迎笑」, of photos asked for).
  static let japaneseErrandEndings: [Phrase] = ["ってきてね", "ってきて", "てきてね", "やつも大歓迎", "写真も大歓迎", "ネタも大歓迎"]

  static let japaneseStatementInvitations: [Phrase] = [
    "来てね", "きてね", "おいでよ", "遊びに来て", "あそびにきて", "においで", "うちおいで", "りに来い",
    // 「WEB招待状送ったよ〜💌…9月中に回答してね」: an invitation card sent.
    "招待状送った", "招待状を送", "招待状送りました", "招待状届",
    // 「打ち上げやります！…出欠をこちらにお願いします🙏」: attendance asked for.
    "出欠を", "出欠の", "出欠お願い", "出欠確認",
    // 「明日10時スタートだから時間あったら応援来て〜」: come and watch.
    // Not 「応援来てくれてありがとね」, thanks for coming.
    "応援来て〜", "応援来て！", "応援きて〜", "応援に来て〜", "応援に来て！", "見に来て〜", "見に来て！", "見にきて〜",
    "応援来てほしい", "応援に来てほしい", "見に来てほしい",
    // 「送別会とか大げさなのいらんから、金曜サシで飲も🍺」.
    "サシで飲", "飲も！", "飲も〜", "飲もー", "飲も🍺",
    // 「今度お茶しながら詳しく聞かせて☕」: the news told over a meeting proposed.
    "お茶しながら", "ご飯しながら", "ごはんしながら", "飲みながら詳しく", "食べながら詳しく",
    // 「ケーキ予約しといたから、土曜うちで食べよ!」.
    "食べよ!", "食べよ！", "食べよー", "食べよ〜",
    // 「週末なんかおいしいもの食べいこ」: 行こう said short after a verb stem.
    "食べいこ", "飲みいこ", "遊びいこ", "見にいこ", "食べ行こ", "飲み行こ", "遊び行こ",
    // 「下のドトールでお茶しよっか」: 〜しようか said short.
    "お茶しよっか", "ご飯しよっか", "ごはんしよっか", "ランチしよっか", "飲みに行こっか", "食べに行こっか",
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
  /// Invitation words that invite no one: a settling let's, a "join us" of the past.
  static let englishNonInvitations = englishSettlingLets + QuestionDetector.englishInvitationLookalikes

  /// A venue or service regretting a booking it cannot keep ("we regret to inform you… we are unable
  /// to host your party… alternative date or a refund?"): the options it offers invite no one.
  static let regretNotices: [Phrase] = [
    "we regret to inform", "regret to inform you", "we are unable to host", "we're unable to host",
  ]

  /// Things done together, which a question names to propose them ("gym at 6am tmrw?"), unless it
  /// asks a fact about them ("is the gym open on sundays?").
  static let englishActivities: [Phrase] = [
    "gym", "hike", "brunch", "movie", "beers", "bowling", "karaoke", "picnic", "bbq", "game night",
    "pints", "a pint", "pub", "footy", "5-a-side", "five-a-side", "bouldering", "parkrun", "park run",
    "pint ", "pint?",
  ]

  /// Shopping that names an activity's word: "could you get me a pint of milk?".
  static let groceryPints: [Phrase] = ["pint of milk", "pint of semi", "pint of skimmed", "pints of milk"]

  /// Offers of something the sender can get, bring or do for the user.
  static let englishOffers: [Phrase] = [
    "want anything", "need anything", "want something", "need something", "want me to", "want us to", "should i get",
    // "doing the big shop at aldi after work, anything u need?".
    "anything you need?", "anything u need?", "anything you want?", "anything u want?",
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
    // "Can give you a lift to the away game Saturday if you need one".
    "if you need one", "if u need one", "give you a lift", "give u a lift", "give you a ride", "give u a ride",
    // A shift covered: "I can cover your Thursday clinic shift if you need to take Leo… – just say".
    "i can cover your", "i could cover your", "i can cover for you", "i can cover for u", "happy to cover",
  ]

  /// Words that hold "come" and ask no one to ("welcome to the Year 3 class chat!"), and the sender's
  /// own way barred (「膝が悪くて、あそこまで行けないので」), which asks no one to go.
  static let comeLookalikes: [Phrase] = [
    "welcome", "become", "outcome", "income", "overcome", "行けないので", "行けないから", "行けなくて", "行けなくなって",
  ]

  /// Favours asked as a bare て-form, with the ending that makes them a plea.
  static let japaneseFavourImperatives: [Phrase] = {
    let verbs = [
      "貸して", "買ってきて", "買って来て", "取ってきて", "持ってきて", "持って来て", "立て替えて", "借りてきて", "迎えにきて", "迎えに来て",
      "迎えきて", "むかえきて", "迎え来て",
      "買っといて", "取っといて", "予約しといて",
    ]
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

  /// Help wished for (「送ってもらえると助かります」): a favour asked without asking.
  static let japaneseFavoursWishedFor: [Phrase] = [
    "もらえると助か", "もらえたら助か", "いただけると助か", "いただけたら助か", "頂けると助か", "くれると助か", "くれたら助か",
  ]

  static let japaneseWishedFavours: [Phrase] = [
    "てほしく", "でほしく", "て欲しく", "で欲しく", "てほしい", "でほしい", "てもらいたく", "てもらえたら", "てくれたら",
  ]

  /// A business's standing offer to help, which asks the reader nothing.
  /// Help held out for whenever it is needed ("do knock if you ever need anything").
  static let standingOffers: [Phrase] = [
    "if you ever need anything", "if u ever need anything", "if you ever need a hand", "if you ever need help",
    "if you ever need owt",
  ]

  static let courtesyLines: [Phrase] =
    standingOffers + [
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

  /// An errand asked as a whereabouts ("r u passing the shops? we're out of milk").
  static let errandWhereabouts: [Phrase] = [
    "are you passing", "r u passing", "u passing the", "you passing the", "passing the shops", "passing tesco",
    "near tesco", "near the shops",
    // 「帰りに文房具屋さん寄れる？」 (「今日うち寄れる？」 invites).
    "屋さん寄れる", "屋さんに寄れる", "コンビニ寄れる", "コンビニに寄れる", "スーパー寄れる", "スーパーに寄れる", "薬局寄れる",
    "薬局に寄れる",
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
  /// Outings proposed with a question mark and no favour asked (「金曜 焼き鳥？」; 「焼肉のタレ買ってきてくれる？」
  /// is an errand).
  static let japaneseOutings: [Phrase] = ["焼き鳥", "焼肉", "ラーメン", "カラオケ", "たこパ", "鍋パ"]

  static let japaneseMealCheckIns: [Phrase] = [
    "食べてる", "たべてる", "食べれてる", "食べられてる", "食べた？", "食べた?", "食べました", "食べたの", "食べれた",
    "食べられた", "食べてない",
    // 「コロ、最近ご飯食べないらしいよ」: someone's appetite told, no meal proposed.
    "食べないらしい", "食べないみたい", "食べなくな",
  ]

  /// Asked whether the reader is at home ("hey are you home? got something of yours", 「今家にいる？」;
  /// a polite 「ご在宅でしょうか」 is a visit to agree a time for, not a yes or no),
  /// answered yes or no rather than with where they are going.
  static let whereaboutsQuestions: [Phrase] = [
    "are you home", "are u home", "r u home", "you home?", "u home?", "are you in?", "are you in at the moment",
    "you in at the moment", "are you in today", "are you around?", "are u around", "r u around",
    "家にいる？", "家いる？", "今家？", "いま家？", "おうちにいる",
  ]
}
