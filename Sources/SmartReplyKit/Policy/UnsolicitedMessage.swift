/// Messages no reply chip should answer although a person could: notices sent by a machine (a
/// one-time code, a delivery or booking update, "Reply STOP to opt out") and money asked for by
/// someone claiming a new number, which a chip such as "Just sent it" would help a fraud along.
enum UnsolicitedMessage: Sendable, Hashable {
  /// Sent by a service, not written to the reader.
  case automatedNotice
  /// The shape of an impersonation scam: a new phone or number, then money.
  case suspectedScam

  /// What `text`, the newest message, is; `threadHasSelfTurns` tells a thread the reader has
  /// written in, where a tagged first line ("Update: …") is more likely a friend's than a service's.
  static func classify(_ text: String, threadHasSelfTurns: Bool) -> UnsolicitedMessage? {
    let lowered = Lowercasing.lowercased(text)
    let searchable = SearchableText(lowered)
    // "Mum, new number… need a favour urgently": money, or an urgent favour, asked from a new number.
    if searchable.contains(any: scamOpenings),
      searchable.contains(any: moneyWords) || searchable.contains(any: urgentFavours)
    {
      return .suspectedScam
    }
    if searchable.contains(any: giftCardRequests) || searchable.contains(any: moneyMakingOffers)
      // Gift cards bought for the sender "to pay back later" (「ギフトカード3万円分買ってきて…後で返す」),
      // wanted urgently or in secret (the boss-impersonation scam: "keep this confidential"), or their
      // number sent back: the card is the money. The card words are looked for once.
      || searchable.contains(any: giftCardWords)
        && (searchable.contains(any: repaymentPromises) || searchable.contains(any: secrecyAndHaste)
          || searchable.contains(any: cardNumberRequests))
      // A job that must be paid for first: "I have to pay $450 for a training kit".
      || searchable.contains(any: jobWords) && searchable.contains(any: upfrontFees)
      // Tickets or goods offered to a stranger against payment first (「先にお振込みいただければ即日発送」).
      || searchable.contains(any: resaleOffers) && searchable.contains(any: prepayments)
      || searchable.contains(any: prizeAnnouncements) && searchable.contains(any: prizeWords)
        && searchable.contains(any: prizeClaims)
      // Bank or card details asked for through a link ("kindly fill your bank details in this link
      // to receive payment"), or a small fee owed for a parcel ("unpaid shipping fee of £1.99. Pay now…").
      || (searchable.contains(any: detailRequests) || searchable.contains(any: feeLures)
        || searchable.contains(any: linkLures)) && searchable.contains(any: linkMarks)
    {
      return .suspectedScam
    }
    // "Reply YES to confirm", 「ご在宅でしょうか？」: a notice that asks for an answer gets one.
    let asksForAnswer = searchable.contains(any: answerRequests)
    if searchable.contains(any: serviceNotices) || isCalendarNotice(text, searchable) {
      return asksForAnswer && !searchable.contains(any: optOuts) ? nil : .automatedNotice
    }
    let speaksForThemselves =
      searchable.contains(any: japaneseFirstPerson) || LetterWords.containsWord(of: firstPersonWords, in: lowered)
    // "Your Uber is arriving now", not "mine's been out for delivery for days".
    if asksForAnswer { return nil }
    // "'proof of delivery' photo is literally someone else's blue door 😤": a person's, machines feel nothing.
    if !speaksForThemselves, !searchable.contains(any: feelings), !searchable.containsWord(ToneMarkers.kneeling),
      searchable.contains(any: deliveryNotices)
        || searchable.contains(any: alerts) && !searchable.contains(any: casualSpeech)
    {
      return .automatedNotice
    }
    // "Reminder: snack duty is you! … 🙏 Thanks!!" is a person's: machines neither plead nor thank so.
    if !threadHasSelfTurns, !speaksForThemselves, hasSenderTag(text), searchable.contains(any: noticeWords),
      !searchable.contains(any: personalTouches)
    {
      return .automatedNotice
    }
    return nil
  }

  /// A first line tagged with a sender or subject: "DPD: Your parcel…", "Rota update: …",
  /// 「【ヤマト運輸】お荷物…」.
  static func hasSenderTag(_ text: String) -> Bool {
    if text.hasPrefix("【"), let close = text.firstIndex(of: "】"), text.distance(from: text.startIndex, to: close) <= 20
    {
      return true
    }
    // 「PayPay：ゆうきさんから…」: a full-width colon needs no space after it.
    if let colon = text.prefix(16).firstIndex(of: "："), colon != text.startIndex {
      return !text[..<colon].contains { $0.isNumber || $0.isWhitespace || $0.isPunctuation }
    }
    guard let colon = text.prefix(32).firstIndex(of: ":"), colon != text.startIndex else { return false }
    let tag = text[..<colon].split(separator: " ")
    // A clock ("at 10:30") or a link is no tag, nor is a greeting ("Hi Anna:"); a tag starts with a
    // capital and is a few words.
    return (1...4).contains(tag.count) && tag.first?.first?.isUppercase == true
      && !greetings.contains(tag[0].lowercased())
      && !tag.contains { $0.contains { $0.isNumber } }
      && text[text.index(after: colon)...].first?.isWhitespace == true
  }

  /// A shared calendar's notice: 「田中さんが「定例ミーティング」を12月5日に追加しました」, 「TimeTree：…さんが
  /// 予定「清掃活動」を追加しました（6月1日(日) 8:00〜10:00）」, 「…さんがあなたを予定「懇親会」に招待しました。」,
  /// "Dana Cole has invited you to the event "Offsite"".
  static func isCalendarNotice(_ text: String, _ searchable: SearchableText) -> Bool {
    searchable.contains(any: calendarNoticeOpenings) && searchable.contains(calendarNoticeObject)
      && calendarNoticeEndings.contains { text.hasSuffix($0) || text.contains($0 + "（") || text.contains($0 + "(") }
      || searchable.contains(any: calendarInvitationMarks)
  }

  static let calendarNoticeOpenings: [Phrase] = ["が「", "が予定「"]
  static let calendarNoticeObject: Phrase = "」を"
  static let calendarNoticeEndings = ["追加しました", "変更しました", "削除しました", "キャンセルしました", "更新しました"]
  static let calendarInvitationMarks: [Phrase] = [
    "」に招待しました", "」への招待が届きました", "があなたを予定", "has invited you to the event",
    "invited you to the event", "has invited you to an event", "invited you to an event",
    // A calendar's reminder: 「「週次定例」は15分後に始まります」.
    "」は15分後に始", "」は10分後に始", "」は5分後に始", "」は30分後に始", "」はまもなく始", "」がまもなく始",
    "」が15分後に始", "」が10分後に始", "」が5分後に始", "」が30分後に始", "」は1時間後に始", "」が1時間後に始",
  ]

  static let greetings: Set<String> = ["hi", "hey", "hello", "dear", "morning", "good", "yo", "hiya", "evening"]
  /// Lines only services send.
  static let serviceNotices: [Phrase] = [
    "verification code", "security code is", "login code", "one-time code", "one time code", "your code is",
    "otp is", "your otp", "otp for", "do not share with anyone", "do not share this code", "don't share this code",
    "never share this code", "reply stop",
    "text stop", "txt stop", "to opt out", "to unsubscribe", "this is an automated", "automated message",
    "do not reply to this", "no action needed", "no action is required", "no action required", "dear guest",
    "dear customer", "dear valued",
    // A tracking service's footer: "You are receiving this because you are tracking this flight".
    "you are receiving this", "you're receiving this", "you received this because", "you have received this because",
    "flight alert", "for your saved trip",
    "認証コード", "確認コード", "ワンタイムパスワード", "セキュリティコード", "配信停止", "自動送信", "送信専用", "返信できません", "返信いただけません", "お客様各位",
    "ご不在のため", "不在連絡票", "配達予定", "お届け予定", "不在の為持ち帰", "不在のため持ち帰", "下記よりご確認", "お客様宛",
    "拡散希望",
    // Chain letters, which no one wrote to the reader: a count of people to pass them on to ("can you
    // forward this to Sam?" and 「このメッセージ見たら連絡して」 are a friend's).
    "forward this to 10", "forward this to ten", "forward this to 5", "forward this to five", "send this to 10",
    "send this to ten", "send this to 5", "send this to five", "share this with 10", "if you don't forward",
    "if you do not forward", "人に送ると", "人に回さ", "人に転送", "チェーンメール",
    // Told there is nothing to answer, and a company's receipt of an application or order.
    "返信不要", "返信は不要", "do not reply", "please don't reply", "no need to reply", "does not accept replies",
    "doesn't accept replies", "cannot accept replies", "can't accept replies", "cannot receive replies",
    "can't receive replies", "number is not monitored", "inbox is not monitored", "mailbox is not monitored",
    "thank you for applying",
    "thanks for applying", "received your application", "thank you for your application", "thank you for your order",
    "thanks for your order", "ご応募いただき", "ご注文いただき",
  ]
  /// A notice that asks for an answer the reader can give in a word.
  static let answerRequests: [Phrase] = [
    "reply yes", "text yes", "respond yes", "reply y to", "reply 'y'", "reply \"y\"", "are you available",
    "would you be available", "ご在宅でしょうか",
    "ご在宅ですか", "ご都合の良い日時", "ご都合のよい日時", "ご都合のいい日時", "ご都合の良い日時をお知らせ",
    "はいかがでしょうか", "お願いできますでしょうか", "ご都合をお知らせ", "ご返信ください", "ご返信をお願い", "お選びいただけますでしょうか",
    "ご希望でしょうか", "ご希望されますか", "ご希望をお知らせ", "お知らせいただけますでしょうか", "ご連絡いただけますでしょうか",
    "let us know which", "let us know whether you",
    // A recruiter's interview offered after the application's thanks: "please let me know if this time suits".
    "if this time suits", "if the time suits", "if that time suits", "whether this time suits",
    "let me know your availability", "confirm your availability", "confirm whether you can attend",
    // A club's or a class's call for attendance: 「出欠を10日までにお知らせください」, 「参加できる人この投稿に
    // リアクションかメッセください〜」.
    "出欠を", "ご出欠", "参加できる人", "参加希望の方", "来れる人", "行ける人",
    // A residents' association's: 「参加できる方は土曜までに吉村までご連絡ください」, 「出欠は17日までにご返信願います」.
    "参加できる方", "出欠は", "ご返信願います", "返信願います",
    // A salon's or a pharmacy's reminder that takes answers here: 「変更の際はお電話またはこちらにご連絡ください」,
    // 「ご都合が悪い場合はお知らせください」 (「お電話にてご連絡ください」 does not).
    "こちらにご連絡", "こちらへご連絡", "場合はお知らせください",
    // 「参加可否を15日までにこのグループで教えてください！」.
    "可否を",
  ]
  /// Opt-outs and codes, which make a notice a machine's whatever it asks.
  static let optOuts: [Phrase] = [
    "reply stop", "text stop", "txt stop", "to opt out", "to unsubscribe", "code", "配信停止", "コード", "パスワード",
  ]
  /// Plain talk no broadcast uses: 「大雨警報出てるから中止にしよう」 is a friend's.
  static let casualSpeech: [Phrase] = [
    "ごめん", "しよう", "しよ！", "しよー", "だって", "らしい", "っぽい", "じゃん", "だよ", "かな", "だね", "よね", "やばい", "ヤバ",
    "まじ", "マジ",
  ]
  /// Broadcast warnings (weather, missing children), which a friend's "tornado warning here, we're in
  /// the basement" speaks for themselves.
  static let alerts: [Phrase] = [
    "flash flood warning", "tornado warning", "severe thunderstorm warning", "winter storm warning", "heat advisory",
    "amber alert", "emergency alert", "大雨警報", "洪水警報", "暴風警報", "大雪警報", "緊急地震速報", "土砂災害警戒",
  ]
  static let repaymentPromises: [Phrase] = [
    "pay you back", "pay u back", "後で返す", "あとで返す", "後で払う", "あとで払う", "すぐ返す", "必ず返す", "絶対返す",
    "ちゃんと返す", "後で必ず", "あとで必ず",
  ]
  static let resaleOffers: [Phrase] = [
    "譲ります", "お譲り", "チケット譲", "tickets for sale", "selling my tickets", "selling tickets", "spare tickets",
  ]
  static let prepayments: [Phrase] = [
    "先にお振込", "先に振込", "先払い", "前払い", "お振込み確認後", "入金確認後", "pay first", "payment first",
    "payment upfront", "pay upfront", "send the money first", "once payment is received",
  ]
  static let detailRequests: [Phrase] = [
    "bank details", "banking details", "card details", "account details", "login details", "口座情報", "カード情報",
    "暗証番号",
  ]
  static let linkMarks: [Phrase] = ["http", "www.", ".co/", ".com/"]
  /// What a phishing text says to get its link opened: a voicemail waiting, an account in trouble.
  static let linkLures: [Phrase] = [
    "new voicemail", "voice message waiting", "listen now:", "your account has been", "account suspended",
    "account is suspended", "account locked", "account has been locked", "verify your account", "verify your identity",
    "confirm your identity", "unusual activity", "unusual sign-in", "suspicious activity", "suspicious login",
    "update your payment", "payment was declined", "payment failed", "アカウントが停止", "アカウントを停止", "不正アクセス",
    "不正なログイン", "本人確認が必要", "お支払い方法の更新", "利用停止",
  ]
  /// Fees a delivery scam says are owed.
  static let feeLures: [Phrase] = [
    "unpaid shipping fee", "unpaid fee", "unpaid delivery fee", "shipping fee of", "redelivery fee", "customs fee",
    "pay now to", "on hold due to", "未払い", "再配達料", "再配達手数料", "関税", "送料不足",
  ]
  static let jobWords: [Phrase] = ["recruiter", "job offer", "the job", "employer", "hiring", "採用", "求人", "内定"]
  static let upfrontFees: [Phrase] = [
    "training kit", "starter kit", "upfront fee", "registration fee", "pay for the training", "pay for training",
    "研修費", "登録料", "教材費", "前払い",
  ]
  /// Delivery and ride updates, which a friend may also write about their own order.
  static let deliveryNotices: [Phrase] = [
    "your uber is", "your driver is", "your driver ", "share your trip", "your lyft", "out for delivery",
    "tracking number", "track your parcel",
    "track your order", "your order #", "was delivered to", "has been delivered", "has been dispatched",
    "has been shipped", "your parcel from", "your package from", "your safe place", "proof of delivery",
    "photo proof", "your package was delivered", "your parcel was delivered", "your order was delivered",
    "left at the front door", "track:", "meet at the pickup", "at the pickup spot", "will be delivered today",
    "will be delivered tomorrow", "delivered today between", "change your delivery", "manage your delivery",
  ]
  /// Words that make a tagged line a notice to the reader rather than a friend's headline.
  static let noticeWords: [Phrase] = [
    "your ", "has been", "view in", "please ", "click", "tap to", "http", "www.", ".com", ".co.uk", "the app", " app.",
    "お客様", "ご利用", "お届け", "配達", "ご予約", "お知らせ", "ください", "ご協力", "実施", "メール】", "転送】", "クーポン", "%off",
    "％off", "配布中", "セール",
    // Payment apps: 「【ペイポ】山田さんから1,250円を受け取りました。」
    "を受け取りました", "入金がありました", "sent you $", "you received",
  ]
  /// Marks of a person writing a tagged line.
  /// A volunteer's role in the tag (「【親子クッキング係より】」) is a parent's, not a service's.
  static let personalTouches: [Phrase] = ["🙏", "thanks!", "thank you!", "cheers", "よろしくね", "ありがとう！", "係より"]
  /// Faces and words of feeling, which no service's notice shows.
  static let feelings: [Phrase] = ToneMarkers.sadMarkers + ToneMarkers.happyMarkers + ["😤", "🙄", "😡", "🤬", "literally"]
  /// A friend's tagged headline speaks for themselves ("Update: I'm running late").
  static let firstPersonWords: WordSet = ["i", "im", "me", "my", "mine", "we", "us", "our"]
  /// The sender in person, or leave asked in their own name (「大雨警報が出ているためお休みさせてください」).
  static let japaneseFirstPerson: [Phrase] = ["私", "僕", "俺", "うち", "させてください"]
  static let scamOpenings: [Phrase] = [
    "new number", "new phone number", "lost my phone", "dropped my phone", "broke my phone", "broken my phone",
    "phone is broken",
    "changed my number", "this is my new", "番号変えた", "番号が変わ", "携帯変えた", "スマホ壊れ", "スマホが壊れ",
    "携帯壊れ", "携帯が壊れ", "新しい番号", "lineを変えた", "アカウント変えた",
  ]
  static let urgentFavours: [Phrase] = [
    "急ぎで頼みたい", "急ぎでお願いしたい", "急ぎのお願い", "頼みたいことがある", "お願いしたいことがある", "urgent favour", "urgent favor",
    "need a favour", "need a favor", "need your help urgently", "need help urgently", "help urgently",
  ]
  static let moneyWords: [Phrase] = [
    "transfer", "payment", "money", "bank", "pay a bill", "pay the bill", "pay for", "paying a bill", "paying the bill",
    "help paying", "£", "$", "€", "振り込", "振込", "送金",
    "お金", "立て替え",
    "払って", "貸して", "電子マネー", "ギフトカード",
  ]
  /// Easy money offered to strangers, with a call to sign up.
  static let moneyMakingOffers: [Phrase] = [
    "誰でも簡単に稼", "誰でも簡単に月", "誰でも簡単にできる副業", "誰でもできる副業", "スマホだけで月", "スマホだけで稼",
    "guaranteed returns", "risk-free investment", "risk free investment", "make money from home", "earn from home",
    "earn up to", "claim your prize", "claim your reward",
  ]
  /// A prize "won" by a stranger, with a link or a claim to make: spam, however cheerful.
  static let prizeAnnouncements: [Phrase] = [
    "you've been selected", "you have been selected", "you've won", "you have won", "you are our lucky",
    "you're our lucky", "you are a winner", "you're a winner", "number has won", "has been selected to win", "当選しました",
    "当選されました", "ご当選", "当選者に選ばれ",
  ]
  static let prizeWords: [Phrase] = [
    "gift card", "giftcard", "prize", "reward", "voucher", "cash", "$", "£", "€", "ギフト券", "ギフトカード", "賞金", "万円",
    "ポイント", "商品券",
  ]
  static let prizeClaims: [Phrase] = [
    "claim", "redeem", "http", "www.", ".com", ".info", ".click", "受け取り", "受取", "こちら", "クリック",
  ]
  static let giftCardWords: [Phrase] = ["gift card", "giftcard", "ギフトカード", "ギフト券", "プリペイドカード"]
  static let cardNumberRequests: [Phrase] = [
    "send me the code", "send the code", "the numbers on the back", "photo of the back", "pic of the back",
    "番号だけ", "番号を送", "番号送", "番号を写", "コードを", "コード送", "写メで送", "裏の番号",
  ]
  static let secrecyAndHaste: [Phrase] = [
    "urgent", "confidential", "keep this between us", "don't tell anyone", "asap", "right away", "至急", "内密", "内緒で",
    "急ぎで",
  ]
  static let giftCardRequests: [Phrase] = [
    "buy gift cards", "buy some gift cards", "buy me gift cards", "itunes cards", "google play cards",
    "steam cards", "scratch off the back", "ギフトカードを買って", "ギフトカード買って", "コードを送って",
  ]
}
