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
    "風", "気温", "傘", "minus", "hail", "grey", "gray", "drizzl", "soaked", "fog", "gorgeous", "spring", "cloud", "🌞",
    "🌸", "picnic", "冷え", "雷", "さむ", "湿気", "凍え", "🥶", "気持ちいい", "日和", "雲", "暖か", "ぽかぽか", "空気",
  ]
  static let food: [Phrase] = [
    "eat", "food", "hungry", "dinner", "lunch", "breakfast", "brunch", "snack", "starv", "pizza", "burger", "takeaway",
    "腹", "ご飯", "ごはん", "飯", "食べ", "ランチ", "ディナー", "夕飯", "お昼", "🍕", "🍔", "🍜", "🍣", "🍝", "cook", "making",
    "bakery", "sandwich", "leftover", "curry", "toast", "roast", "taco", "bbq", "焼いて", "召し上が", "弁当", "お菓子", "ケーキ", "鍋",
  ]

  /// The intents that state a situation, with the words that speak of it; each has a bit of a
  /// ``SituationSet`` by its place here.
  static let situations: [(intent: ReplyIntent, cues: [Phrase])] = [
    (
      .sleep,
      [
        "bed", "sleep", "night", "tired", "nap", "late", "still up", "awake", "up?", "episode", "early", "gaming", "寝",
        "おやすみ",
        "眠", "夜", "布団", "起きてる", "こんな時間", "早い", "時だよ", "夜更かし",
      ]
    ),
    ("hungry", food),
    (
      .arrived,
      [
        "where", "here", "arriv", "there", "outside", "door", "i'm at", "im at", "reach", "着", "どこ", "到着", "前", "入口",
        "いる", "get to", "make it", "made it", "inside", "table", "airport", "how close", "hotel", "office", "ついた",
        "待って",
        "入れた", "駐車場", "まだかな", "バス停",
      ]
    ),
    (
      "home",
      [
        "home", "back", "house", "where", "in?", "anyone in", "land", "get in", "flat", "at the door", "家", "帰", "ただいま",
        "着いた",
        "どこ", "戻", "自宅", "電車", "終電", "外", "遅い",
      ]
    ),
    (
      "tired",
      [
        "tired", "exhaust", "long day", "your day", "ur day", "work", "shift", "busy", "done", "疲れ", "つかれ", "しんど", "眠",
        "どうだった", "awake", "holding up", "worn out", "move", "flight", "meetings", "party", "newborn", "バイト", "残業",
        "終わった", "大変", "歩き", "忙し", "テスト",
      ]
    ),
    (
      "sorry-late-reply",
      [
        "reply", "text", "message", "ignor", "ghost", "answer", "read", "??", "alive", "heard from", "返信", "既読", "無視",
        "返事", "連絡", "生きてる", "？？", "hello", "earth to", "following up", "follow up", "waiting to hear", "nudge",
        "any news", "die", "見てる", "見た", "見てくれた", "確認", "その後", "再送", "おーい",
      ]
    ),
    (
      "sorry-missed-call",
      [
        // Not "phone", "mobile" or "ring" alone: a phone bought or a ring worn ("bring", "during") is no call.
        "call", "rang", "ring me", "ring you", "ring u", "a ring", "ringing", "phoned", "phone me", "phone you",
        "phone u", "on the phone", "voicemail", "missed you", "tried to reach", "facetime", "get hold", "tried your",
        "電話", "着信", "かけ", "出ない", "通話", "留守電", "鳴らし",
      ]
    ),
    (.weatherBad, weather),
    ("weather-nice", weather),
    (
      "safe-travels",
      [
        "flight", "fly", "trip", "travel", "drive", "airport", "train", "holiday", "vacation", "leaving", "road",
        "heading", "off to", "on my way", "旅行", "出発", "空港", "新幹線", "運転", "帰省", "旅", "行ってくる", "いってくる", "行ってきます",
        "帰るね", "今から", "行ってきて", "気をつけ", "出かけ", "向かう", "driving", "coach", "boarding", "ferry", "plane", "bus",
        "overnight", "出張", "赴任", "滞在", "ワーホリ", "一周", "参ります",
      ]
    ),
    (
      "welcome-back",
      [
        "back", "home", "return", "landed", "arrived", "rejoin", "帰", "ただいま", "戻", "着いた", "我が家", "ついた", "今家", "出勤",
      ]
    ),
    (
      "sounds-delicious",
      food + [
        "cook", "recipe", "bake", "made", "tast", "yum", "photo", "pic", "料理", "作", "美味", "おいし", "焼", "写真", "見て",
        "🍰", "🎂", "🍪", "🥘", "🍲", "ribs", "smoker", "dumpling", "fondue", "桃", "羊羹", "和菓子", "湯豆腐", "唐揚げ", "揚げ",
      ]
    ),
    (
      "long-time",
      [
        "long time", "while", "ages", "years", "months", "stranger", "how've", "how have you been", "heard from",
        "forever", "still your number", "remember me", "from uni", "from school", "old neighbour", "haven't talked",
        "photo of us", "so long", "still you", "久しぶり", "ご無沙汰", "元気", "久々", "長らく", "お久", "覚えてる", "ぶり",
      ]
    ),
    (
      .missYou,
      [
        "miss", "wish you", "without you", "thinking of you", "thought of you", "come back", "see you again",
        "too long",
        "会いたい", "寂し", "さみし", "恋し", "会えて", "遠距離", "一緒にいたい", "いつ会える", "お会いできませ", "懐かし",
      ]
    ),
  ]

  /// The situations that `texts` speak of.
  static func spokenOf(in texts: [String]) -> SituationSet {
    let searchable = texts.map { SearchableText(Lowercasing.lowercased($0)) }
    var spoken = SituationSet()
    for (index, situation) in situations.enumerated()
    where searchable.contains(where: { $0.contains(any: situation.cues) }) {
      spoken.bits |= 1 << index
    }
    return spoken
  }
}

/// Situations of ``SituationCues/situations``, one bit each: a reply's, or those a conversation
/// speaks of.
struct SituationSet: Sendable, Hashable {
  var bits: UInt32 = 0

  /// The situation `intent` states (empty when it states none).
  init(stating intent: ReplyIntent) {
    if let index = SituationCues.situations.firstIndex(where: { $0.intent == intent }) { bits = 1 << index }
  }

  init() {}

  var isEmpty: Bool { bits == 0 }

  /// Whether any situation of `other` is here.
  func intersects(_ other: SituationSet) -> Bool { bits & other.bits != 0 }
}
