import SmartReplyModel

/// Replies that state the user's own situation ("Off to sleep.", "I'm starving!", "It's raining so
/// hard.", "Sorry I missed your call."): true of a moment, not an answer to what was said, so they
/// fit only a conversation that speaks of it. The ranker ranks them by the message's topic and mood,
/// and shows "Off to sleep." to a dad asking about a shelf; a cue word in the newest incoming
/// messages or the user's turn before them is asked of each. Reads lower-cased text.
enum SituationCues {
  static let weather: [Phrase] = [
    "rain", "sun", "snow", "weather", "hot", "cold", "storm", "wind", "degree", "freez", "warm", "pouring", "chucking",
    "bucketing", "umbrella", "heat", "humid", "icy", "☔", "☀", "🌧", "❄", "☂", "雨", "晴", "天気", "暑", "寒", "雪", "台風",
    "風", "気温", "傘",
  ]
  static let food: [Phrase] = [
    "eat", "food", "hungry", "dinner", "lunch", "breakfast", "brunch", "snack", "starv", "pizza", "burger", "takeaway",
    "腹", "ご飯", "ごはん", "飯", "食べ", "ランチ", "ディナー", "夕飯", "お昼", "🍕", "🍔", "🍜", "🍣", "🍝",
  ]

  /// The intents that state a situation, with the words that speak of it.
  static let cues: [ReplyIntent: [Phrase]] = [
    .sleep: ["bed", "sleep", "night", "tired", "nap", "late", "寝", "おやすみ", "眠", "夜", "布団"],
    "hungry": food,
    .arrived: [
      "where", "here", "arriv", "there", "outside", "door", "i'm at", "im at", "reach", "着", "どこ", "到着", "前", "入口",
      "いる",
    ],
    "home": ["home", "back", "house", "where", "家", "帰", "ただいま", "着いた", "どこ"],
    "tired": [
      "tired", "exhaust", "long day", "your day", "ur day", "work", "shift", "busy", "done", "疲れ", "つかれ", "しんど", "眠",
      "どうだった",
    ],
    "sorry-late-reply": [
      "reply", "text", "message", "ignor", "ghost", "answer", "read", "??", "alive", "heard from", "返信", "既読", "無視",
      "返事", "連絡", "生きてる", "？？",
    ],
    "sorry-missed-call": ["call", "rang", "ring", "phone", "voicemail", "missed you", "電話", "着信"],
    .weatherBad: weather,
    "weather-nice": weather,
    "safe-travels": [
      "flight", "fly", "trip", "travel", "drive", "airport", "train", "holiday", "vacation", "leaving", "road",
      "heading", "off to", "on my way", "旅行", "出発", "空港", "新幹線", "運転", "帰省", "旅", "行ってくる", "いってくる", "行ってきます",
      "帰るね", "今から", "行ってきて", "気をつけ", "出かけ", "向かう",
    ],
    "welcome-back": ["back", "home", "return", "landed", "arrived", "帰", "ただいま", "戻", "着いた"],
    "sounds-delicious": food + [
      "cook", "recipe", "bake", "made", "tast", "yum", "photo", "pic", "料理", "作", "美味", "おいし", "焼", "写真", "見て",
      "🍰", "🎂", "🍪", "🥘", "🍲",
    ],
    "long-time": [
      "long time", "while", "ages", "years", "months", "stranger", "how've", "how have you been", "heard from",
      "forever", "still your number", "久しぶり", "ご無沙汰", "元気",
    ],
    .missYou: ["miss", "wish you", "会いたい", "寂し", "さみし", "恋し"],
  ]

  /// The intents of ``cues`` that `texts` speak of.
  static func spokenOf(in texts: [String]) -> Set<ReplyIntent> {
    let searchable = texts.map { SearchableText(Lowercasing.lowercased($0)) }
    return Set(cues.filter { _, phrases in searchable.contains { $0.contains(any: phrases) } }.keys)
  }
}
