/// Occasion greetings ("Happy birthday!", 「あけおめ！」, "Merry Christmas!", "Nice to meet you!") fit
/// only a message that names the occasion: a dentist reminder, a wedding congratulation or a
/// pet's death never gets one, however close the ranker finds them.
enum OccasionCues {
  /// Each occasion greeting's intent, with the words that name its occasion.
  static let occasions: [(intent: ReplyIntent, phrases: [Phrase])] = [
    (
      .happyBirthday,
      [
        "birthday", "bday", "b-day", "hbd", "誕生日", "誕生", "バースデー", "たんおめ",
        // 「実は今日で30になりました〜！大晦日生まれなので」.
        "歳になりました", "歳になった", "生まれなので", "生まれだから", "today i turned",
      ]
    ),
    (.happyNewYear, newYear),
    (
      .niceToMeetYou,
      introductions + [
        "nice meeting", "great to meet", "good to meet", "pleasure to meet", "introduc", "new here", "first day",
        "申します", "よろしく", "紹介", "入社", "担当",
      ]
    ),
    (
      .happyHolidays,
      newYear + Named.christmas.phrases + [
        "holiday", "hanukkah", "chanukah", "thanksgiving", "eid ", "diwali", "festive", "連休", "お盆", "休暇",
      ]
    ),
  ]

  /// Wishes said in so many words, which no trouble told with them turns into bad news.
  static let wishes: [Phrase] =
    [
      "happy birthday", "happy bday", "happy b-day", "hbd", "many happy returns", "merry christmas", "merry xmas",
      "happy new year", "happy holidays", "誕生日おめでとう", "たんおめ", "メリークリスマス", "メリクリ", "あけおめ",
      "あけましておめでとう", "明けましておめでとう",
    ] + milestoneWishes
  /// A birthday or an anniversary wished by its number: "Happy 30th birthday Sam!".
  static let milestoneWishes: [Phrase] = [
    "1st", "2nd", "3rd", "4th", "5th", "10th", "13th", "16th", "18th", "21st", "25th", "30th", "40th", "50th", "60th",
    "65th", "70th", "75th", "80th", "90th", "100th",
  ].map { Phrase("happy \($0)") }

  /// An age reached today, told of a child or oneself: "Can't believe my baby is 2 today 😭🎂" (not
  /// "lunch is 1 today", a time).
  static let agesToday: [Phrase] = (1...21).map(String.init).flatMap { age in
    ["baby is", "she's", "he's", "she is", "he is", "turns", "turned"].map { Phrase("\($0) \(age) today") }
      + [Phrase("\(age) years old today")]
  }

  /// A sender introducing themselves or joining a group, which is owed "Nice to meet you!" (the
  /// occasion's other words only allow it).
  static let introductions: [Phrase] = [
    "nice to meet", "nice meeting", "great meeting", "lovely meeting", "good meeting you", "good meeting u",
    "great to meet", "good to meet", "lovely to meet", "my name is", "i'm the new", "im the new", "just joined",
    "i'm new here", "im new here", "gave me your number", "gave me ur number", "got your number from",
    "got ur number from",
    "はじめまして", "初めまして", "と申します", "グループに入", "グループ入り", "加入しました", "新しく入りました", "入ったばかり",
    "新メンバー",
    // A newcomer to a club or a team: 「今月から入団したアルトの佐伯です」, "just started on the till".
    "入団した", "入部した", "入会した", "から入りました", "から入った", "新入部員", "新入団員", "from today i'm", "joined the team",
    // A new colleague: "Hi! I'm Olly, just started in Finance today 👋".
    "just started in", "just started at", "just started on the",
  ]

  /// The turn of the year, which both the New Year greeting and the year-end wish (「よいお年を」) answer.
  /// New Year's own words and the year-end wish's (the other year-end words, such as 「年内」, call for
  /// no greeting).
  static let newYear: [Phrase] = Named.newYear.phrases + ["よいお年", "良いお年", "年末", "大晦日"]

  /// A particular occasion a greeting may name within its intent: "Merry Christmas!" and 「よいお年を！」
  /// are both holiday greetings, but only one fits 「良いお年を！」; 「今年もよろしく！」 is said after
  /// New Year, never before.
  enum Named: Sendable, CaseIterable {
    case christmas
    case yearEnd
    case newYear

    var phrases: [Phrase] {
      switch self {
      case .christmas: ["christmas", "xmas", "x-mas", "merry", "クリスマス", "メリクリ", "メリー"]
      case .yearEnd:
        [
          "よいお年", "良いお年", "年末", "大晦日", "年内", "本年は", "今年もお世話", "今年は大変お世話", "今年は色々", "end of the year",
          "see you next year",
        ]
      case .newYear:
        ["new year", "new yr", "nye", "あけおめ", "あけまして", "明けまして", "新年", "年賀", "今年もよろしく", "本年も", "ことよろ", "正月"]
      }
    }
  }

  /// The particular occasions `text` names.
  static func named(in text: SearchableText) -> Set<Named> {
    Set(Named.allCases.filter { text.contains(any: $0.phrases) })
  }

  /// The particular occasion a greeting of an occasion intent names, if one.
  static func named(byReply reply: CandidateReply) -> Named? {
    guard intents.contains(reply.intent) else { return nil }
    return named(in: SearchableText(Lowercasing.lowercased(reply.text))).first
  }

  /// The occasion greetings' intents.
  static let intents = Set(occasions.map(\.intent))

  /// The occasion greetings that `text` calls for.
  static func greetings(calledForBy text: SearchableText) -> Set<ReplyIntent> {
    var greetings = Set(occasions.filter { text.contains(any: $0.phrases) }.map(\.intent))
    if !greetings.contains(.happyBirthday), tellsAgeToday(text) { greetings.insert(.happyBirthday) }
    return greetings
  }

  /// Whether `text` tells an age reached today (``agesToday``, a birthday's words too). Every one of
  /// those phrases holds "today": a text without it is spared their 168 tests.
  static func tellsAgeToday(_ text: SearchableText) -> Bool { text.contains(today) && text.contains(any: agesToday) }
  static let today: Phrase = "today"
}
