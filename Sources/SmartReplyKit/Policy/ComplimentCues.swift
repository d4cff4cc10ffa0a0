import SmartReplyModel

/// Words that pay the reader a compliment ("that colour suits you", 「似合ってる」), answered with
/// thanks: a backstop for the message-kind classifier, which learned compliments from few examples.
enum ComplimentCues {
  static let english: [Phrase] =
    [
      // Wonder at what the reader made: "the costume you made Finn 😍 … how did u even do that".
      "how did you even do that", "how did u even do that", "how do you even do that", "how did you even make",
      "how did u even make",
      "looks good on you", "looks great on you", "look good in", "look great in", "suits you", "you look amazing",
      "you look great", "you look beautiful", "you look gorgeous", "you look so", "love your", "obsessed with your",
      "you're so talented", "ur so talented", "you're so good at", "you're amazing at", "you're a great",
      "your cooking", "you nailed", "you killed it", "proud of you", "absolute legend", "you're a legend",
      "ur a legend", "obsessed with ur", "love ur", "good on you", "great on you", "good on u", "great on u", "suits u",
      "you look stunning", "u look amazing", "u look so", "you did amazing", "you did so well", "u did amazing",
      // Praise of the reader's work: thanked, never praised back.
      "nice job", "great job", "good job", "amazing job", "awesome job", "great work", "nice work", "well done",
      "wonderful job", "fantastic job", "brilliant job", "doing a wonderful", "doing a great", "doing an amazing",
      // The reader's work seen: "the flat has NEVER looked this clean".
      "never looked this clean", "never looked so clean", "never looked this good", "never looked so good",
      "crushed it", "smashed it", "nailed it", "kudos", "bravo", "strong presentation", "great presentation",
      "great pitch", "great talk",
      // Cooking praised by asking how it was made.
      "need that recipe", "need the recipe", "need your recipe", "still dreaming about your",
      "still thinking about your",
      // The reader's skill or look seen: "ur deadlift form is crazy clean", "that looks bakery level".
      "form is crazy", "form is so clean", "bakery level", "restaurant level", "you looked really good",
      "u looked really good", "you looked so good", "u looked so good", "you looked great", "u looked great",
      "sessions paid off", "teach me ur ways", "teach me your ways", "who taught you", "who taught u",
      "genuinely impressed", "seriously impressed",
      // Progress and care seen: "huge improvement from last month", "don't know how you do it".
      "huge improvement", "massive improvement", "big improvement", "keep it up",
      "keep up the good work", "you look so well", "you look really well", "looking so well",
      "don't know how you do it",
      "dont know how you do it", "dunno how you do it", "a work of art", "you were so calm", "you were so patient",
      "the best i've ever heard", "the best i've ever seen", "the best ive ever heard", "the best ive ever seen",
      // A client's records or a flatmate's spreadsheet: "Made my job considerably easier".
      "made my job easier", "made my job so much easier", "made my job a lot easier", "made my job much easier",
      "made my job considerably easier", "made my life easier", "made my life so much easier",
      "made things so much easier",
      // A match's praise: "MOTM today lad 👏 that last-ditch tackle… saved our skin".
      "motm", "man of the match", "player of the match", "saved our skin",
      // Cooking put above the sender's own or a restaurant's: "That roast you did was better than mine!!".
      "you did was better", "you made was better", "better than mine", "better than the restaurant",
      // A performance or a piece seen: "your cello solo… moved me to tears", "the best thing in the room".
      "loved your", "loved ur", "moved me to tears", "best thing in the room", "best thing there",
      "the best on the whole", "the best on our street", "the best in the street",
      // Guests and a career praised: "the best guests we've had all summer", "not one person had a bad word to
      // say about you".
      "best guests", "made our day", "a bad word to say about you",
      // Cooking that went first, a home admired: "your biryani … was the first thing to go!!", "your new place
      // is gorgeous".
      "first thing to go", "asking for the recipe", "asked for the recipe", "everyone loved your", "everyone loved ur",
      "place is gorgeous", "place is beautiful", "place is stunning", "place looks amazing", "place looks gorgeous",
      // A bake asked after, a bike kept well: "everyone kept asking who made it", "a beautifully kept bike".
      "kept asking who made", "asking who made it", "beautifully kept", "so well looked after",
      "don't see many like that", "dont see many like that",
      // A child's kindness told by a teacher: "You should be very proud!".
      "you should be very proud", "you should be so proud", "you should be really proud",
    ] + thanksToPassOn
  /// Thanks to be passed on to the reader's team ("Please pass on our thanks to the developers"):
  /// praise, and a favour that is taken on.
  static let thanksToPassOn: [Phrase] = [
    "pass on our thanks", "pass on my thanks", "pass our thanks", "pass my thanks",
  ]
  static let japanese: [Phrase] = [
    "似合って", "似合う", "上手だね", "上手じゃん", "上手すぎ", "上手です", "お上手", "うますぎ", "センスいい", "センスある",
    "センス良", "さすが！", "さすがだ", "さすがです", "さすがじゃん", "天才", "かっこよかった", "見直した", "尊敬します",
    "上手になった", "うまくなった", "よくやった", "よく頑張った", "よくがんばった", "グッジョブ", "素晴らしい発表", "素晴らしいプレゼン",
    // Work praised by a senior: 「報告書、よくまとまってたよ」, 「この調子で頼むね」.
    "初日とは思えない", "新人とは思えない", "丁寧だったよ", "よくまとまって", "よくできてた", "よくできてる", "よく出来て", "分かりやすかった", "わかりやすかった", "この調子で",
    "レシピ教えて", "作り方教えて", "また作って！", "また作ってね", "また作ってほしい", "また作って〜", "また焼いて！",
    "また焼いてね",
    // The reader's work that paid off: 「お願いしてよかったです」.
    "お願いしてよかった", "頼んでよかった", "相談してよかった",
    // The reader's writing followed: 「先生の学級通信、毎回楽しみに読ませていただいてます！」.
    "楽しみに読ませて", "楽しみに読んで", "楽しみに拝見",
    // A body trained and a kindness noticed: 「背中めっちゃ仕上がってない？」, 「ほんとに気が利く子だね」.
    // 「プロかと思ったわ」, 「今年は殊の外見事に咲きましたね」, 「1v4勝つとかバケモンかよ」.
    "プロかと思った", "プロみたい", "プロ並み", "完璧すぎ", "完璧でしたね", "完璧だったね", "完璧だった！", "立派だった", "感心した", "見事に咲", "拝見するのが楽しみ", "バケモンかよ",
    "化け物かよ",
    "仕上がってる", "仕上がってない？", "仕上がってきた", "気が利く", "普通にすごいって", "すごいって！", "かっこよすぎでしょ",
    // In kana: 「めっちゃにあってる」 (「被害にあってる」 is no compliment).
    "めっちゃにあって", "すごくにあって", "すごいにあって", "超にあって", "よくにあって", "ほんとににあって", "にあってるね",
    "にあってるよ", "にあってる！", "にあうね",
    // A neighbour's roses admired: 「お宅の玄関のバラ、今年も見事ですね〜」; a shared sheet, 「まじ神…見やすすぎる」;
    // an accountant's 「領収書が月別にきちんと整理されていて、作業が大変スムーズでした」.
    "見事ですね", "見事だね", "お見事", "まじ神", "見やすすぎ", "わかりやすすぎ", "分かりやすすぎ", "きちんと整理されて",
    "スムーズでした", "スムーズに進みました",
    // A trainer's 「フォーム、先月と比べて見違えました」; a cook's 「人生で一番うまいローストチキンだった」.
    "見違え", "人生で一番うま", "人生で一番おいし", "今まで食べた中で一番",
    // 「今日のキーマカレー、店のより美味いかも」.
    "店のより美味", "店のよりうま", "店のよりおいし", "お店のより", "店より美味", "店よりうま", "店よりおいし",
    // Speed and progress admired: 「品出し早すぎん？笑」, 「上達早すぎ笑」.
    "上達早", "早すぎん", "速すぎん", "仕事早すぎ", "手際よすぎ", "手際良すぎ",
    // A habit kept, a face looking well, a cook praised in kana: 「ストレッチ毎日続けてるの偉すぎん？」,
    // 「最近顔色いいね…えらいえらい」, 「りょうりが じょうずだな」.
    "偉すぎ", "えらすぎ", "えらいえらい", "偉い偉い", "顔色いい", "顔色良い", "顔色よくなっ", "顔色良くなっ", "じょうずだな",
    "上手だな", "じょうずだね",
    // A judgement, a party, a lunchbox, notes and a parent admired: 「判断も的確だったし、さすがでした」,
    // 「あれ全部手作りってすごすぎる」, 「キャラ弁クラスで大人気でしたよ」, 「議事録、めちゃくちゃ見やすいです！」.
    "さすがでした", "的確だった", "的確でした", "手作りってすご", "大人気でした", "大人気だった", "見やすいです",
    "見やすかった", "いいお母さんになった", "いいお父さんになった",
  ]
  /// The reader's work praised by others or delivered as wished ("the client loved it", 「店長も朝礼で
  /// 褒めてたわよ」, 「社内でも大好評です！」): a compliment, though it reads as good news.
  static let praisePassedOn: [Phrase] = [
    "the board loved", "the client loved", "the clients loved", "everyone loved your", "exactly what we pictured",
    "exactly what i pictured", "exactly what we wanted", "exactly what i wanted", "exactly what we had in mind",
    "exactly what i had in mind", "exactly what we were after", "exactly what i was after",
    "褒めてた", "ほめてた", "褒めてました", "ほめてました", "大好評", "さすがのセンス",
  ]
  /// Advice followed (「その通りに肉じゃが作ったら…」): what was made the reader's way.
  static let japaneseAdviceFollowed: (way: [Phrase], tried: [Phrase]) = (
    ["その通りに", "言われた通りに", "教わった通りに", "教えてもらった通りに", "レシピ通りに", "言う通りに"],
    ["作ったら", "作ってみたら", "やってみたら"]
  )

  /// Words of praise that, said of something of the reader's ("ur presentation was 🔥"), make a
  /// compliment.
  static let praiseWords: Set<Substring> = [
    "amazing", "incredible", "gorgeous", "stunning", "beautiful", "perfect", "brilliant", "impressive",
    "awesome", "excellent", "lovely", "fantastic", "flawless", "phenomenal", "outstanding", "iconic", "elite",
    "cute", "adorable", "insane", "delicious", "unreal", "immaculate",
  ]
  /// Praise only when said of the thing ("ur deadlift form is crazy clean", not "ur clean clothes").
  static let praiseWordsAfterCopula: Set<Substring> = ["clean", "solid"]
  static let praiseEmoji: [Phrase] = ["🔥", "😍", "🤩", "👏"]
  static let intensifiers: Set<Substring> = ["so", "sooo", "soooo", "really", "too", "super"]
  static let possessives: Set<Substring> = ["your", "ur", "yours"]
  /// Verbs that make "you" the maker of what is praised ("the cake u made was insane").
  static let makingVerbs: Set<Substring> = ["made", "baked", "cooked", "took", "wrote", "drew", "painted", "knitted"]
  /// Pictures of the reader ("this pic of u two is so cute").
  static let pictureWords: Set<Substring> = ["pic", "pics", "photo", "photos", "picture", "pictures", "selfie"]
  static let copulas: Set<Substring> = ["was", "is", "looks", "looked", "were", "are", "sounded", "sounds"]

  /// Whether the message praises the reader; `words` are an English message's words. Praise of
  /// something of the reader's counts in a message that asks only when it is said as a statement
  /// ("your haircut is SO cute omg who did it??"; "was your trip amazing?" is a question).
  static func praisesReader(_ text: SearchableText, words: [Substring], asks: Bool, language: Language) -> Bool {
    if text.contains(any: language == .japanese ? japanese : english) || text.contains(any: praisePassedOn) {
      return true
    }
    if language == .japanese, text.contains(any: japaneseAdviceFollowed.way),
      text.contains(any: japaneseAdviceFollowed.tried)
    {
      return true
    }
    guard language == .english, let owner = words.indices.first(where: { isOwner(at: $0, in: words) }) else {
      return false
    }
    let following = words[(owner + 1)...].prefix(5)
    let said = following.contains { copulas.contains($0) }
    guard !asks || said else { return false }
    // "ur new haircut is SO good": "good" said strongly praises too.
    let stronglyGood = zip(following, following.dropFirst()).contains { intensifiers.contains($0) && $1 == "good" }
    let saidClean = following.firstIndex { copulas.contains($0) }.map {
      following[$0...].contains { praiseWordsAfterCopula.contains($0) }
    }
    // "ur curry 🔥🔥": a thing of the reader's and a praising face, with nothing else said.
    let namedAndPraised = owner == 0 && words.count <= 3 && !asks
    return following.contains { praiseWords.contains($0) }
      || (said || namedAndPraised) && (stronglyGood || text.contains(any: praiseEmoji)) || saidClean == true
  }

  /// "your…", "…u made…", "a pic of you…": the reader as owner, maker or subject.
  private static func isOwner(at index: Int, in words: [Substring]) -> Bool {
    if possessives.contains(words[index]) { return true }
    guard words[index] == "you" || words[index] == "u" else { return false }
    if index + 1 < words.count, makingVerbs.contains(words[index + 1]) { return true }
    return index >= 2 && words[index - 1] == "of" && pictureWords.contains(words[index - 2])
  }
}
