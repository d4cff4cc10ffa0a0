/// Topics where a cheerful canned reply would hurt. Grief, illness and hardship get sympathetic replies
/// only; the others get no suggestion at all, so that a person answers in their own words.
public enum SensitiveTopic: String, Sendable, Hashable, Codable, CaseIterable {
  /// Hashes the case rather than its raw name (the default for raw-value enums): sets of topics are
  /// looked up for many replies in every request.
  public func hash(into hasher: inout Hasher) {
    withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }  // a case without payload is its tag
  }

  /// A death or loss.
  case grief
  /// Serious illness, hospital, surgery.
  case illness
  /// Self-harm or suicide.
  case selfHarm = "self-harm"
  /// A medical emergency happening now.
  case medicalEmergency = "medical-emergency"
  /// Violence or abuse.
  case violence
  /// Harassment, stalking, bullying.
  case harassment
  /// A breakup, a divorce, losing a job or a home: sympathy fits, cheer does not.
  case hardship

  /// Lower is more serious; the most serious topic of several messages wins.
  var seriousness: Int { Self.bySeriousness.firstIndex(of: self)! }
  static let bySeriousness: [SensitiveTopic] = [
    .selfHarm, .medicalEmergency, .violence, .harassment, .grief, .illness, .hardship,
  ]

  /// Whether only sympathetic replies may be suggested (otherwise none).
  public var allowsSympathy: Bool { self == .grief || self == .illness || self == .hardship }

  static let phrases: [SensitiveTopic: [Phrase]] = [
    .selfHarm: [
      "kill myself", "killing myself", "suicide", "suicidal", "end my life", "take my own life", "end myself",
      "want to die", "why can't i just die", "wish i was dead", "wish i were dead", "better off dead", "self harm",
      "self-harm", "cut myself", "hurt myself", "slit my wrists", "tied a noose", "no reason to live",
      "better off without me", "better off if i was gone", "better off if i wasn't", "not wake up", "never wake up",
      "end it all", "don't want to be here anymore", "don't want to exist",
      "want to disappear", "no point in living", "can't go on", "say goodbye to everyone", "done with living",
      "tired of living", "tired of being alive", "unalive", "won't be needing them anymore",
      "won't be needing it anymore",
      "wont be needing them anymore", "wont be needing it anymore",
      // Belongings given up for a journey of no return: "won't be needing them where i'm going".
      "needing them where i'm going", "needing it where i'm going", "need them where i'm going",
      "need it where i'm going", "needing them where im going",
      "いなくなりたい", "生きてる意味", "生きる意味", "生きてる価値", "終わりにしたい", "目が覚めなければ", "楽になりたい",
      "死にたい", "しにたい", "死にてぇ", "死のうと思", "死ねばいい", "自殺", "消えたい",
      // The wish told as a recurring feeling (「最近ほんとに消えたくなる時がある」), not an old photo's cringe.
      "消えたくなる時", "消えたくなる日", "消えたくなることが", "自傷", "リストカット", "リスカ", "アムカ",
      "首吊", "飛び降りたい", "遺書", "練炭", "生きていたくない", "生きるのがつらい",
      "命を絶", "odした", "odする", "社会に必要ない", "誰にも必要とされ", "自分なんていない方が", "私なんていない方が",
      "俺なんていない方が", "いない方がみんな", "いないほうがみんな", "いなくなったところで", "いなくなっても誰も",
      // 「わたし一人消えても、誰も気づかないよね？」: gone, and unmissed.
      // 「妻のいない家にいても仕方がない。近いうちにあいつのところへ行こうと思う。通帳と印鑑は仏壇の引き出しに…」:
      // joining the dead, and affairs put in order.
      "あいつのところへ行", "あいつのところに行", "妻のところへ行", "妻のところに行", "女房のところへ行", "主人のところへ行",
      "夫のところへ行", "いても仕方がない", "生きていても仕方", "生きてても仕方", "通帳と印鑑は", "仏壇の引き出しに",
      "一人消えても", "ひとり消えても", "私が消えても", "わたしが消えても", "俺が消えても", "僕が消えても", "私消えても",
      "わたし消えても",
      // In dialect: 「俺がおらんくなっても誰も困らんやろ」.
      "おらんくなっても", "おらんようになっても", "おらんなっても", "おらんでも誰も", "いなくなっても困らん", "誰も困らんやろ",
      "いなくなっても何も変わ", "いなくなっても世の中",
      // The children, the family fine without the writer: 「俺がいなくなってもこいつら普通に育つよな？」.
      "いなくなってもこいつら", "いなくなってもこの子", "いなくなっても子ども", "いなくなっても子供", "いなくなっても家族",
      "いなくなっても普通に", "nobody needs me", "no one needs me", "no one would miss me",
      "nobody would miss me",
      // 「私がいなくなった方がチームもうまく回る」: the team, the family better without the writer.
      "私がいなくなった方が", "私がいなくなったほうが", "僕がいなくなった方が", "僕がいなくなったほうが", "俺がいなくなった方が",
      "俺がいなくなったほうが", "自分がいなくなった方が", "自分がいなくなったほうが", "私がいない方が", "私がいないほうが",
      "僕がいない方が", "僕がいないほうが", "俺がいない方が", "俺がいないほうが", "自分がいない方が", "自分がいないほうが",
      "run better without me", "be better without me", "easier for everyone without me",
      // Gone and unnoticed: "would anyone actually notice if I just wasn't around any more?".
      "would anyone notice if i", "would anyone actually notice", "would anyone even notice", "would anyone care if i",
      "would anyone miss me", "wasn't around any more", "wasn't around anymore", "weren't around any more",
      "weren't around anymore",
      // 「…もう俺いなくてもよくない？チームも、それ以外も」.
      "いなくてもよくない", "いなくても良くない", "いなくてもいいよね", "いなくてもいいんじゃない",
    ],
    .medicalEmergency: [
      "heart attack", "stroke", "can't breathe", "cannot breathe", "not breathing", "isn't breathing",
      "stopped breathing", "overdose", "overdosed", "unconscious", "unresponsive", "collapsed", "call 911", "ambulance",
      "paramedics", "doing cpr", "emergency room", "seizure", "won't stop bleeding", "choking on", "anaphylactic",
      "epipen", "od'd", "swallowed a button", "swallowed a battery", "swallowed a magnet", "swallowed bleach",
      "drank bleach", "swallowed a load of", "swallowed a bunch of", "swallowed a whole", "took a whole bottle",
      "whole packet of pills", "a load of pills", "a bunch of pills", "too many pills", "took all my pills",
      "took all the pills", "薬を大量に", "大量に飲んだ", "まとめて飲んだ", "一瓶全部", "薬いっぱい飲", "薬たくさん飲",
      "薬を全部飲", "薬全部飲", "睡眠薬を大量", "睡眠薬全部",
      "救急車", "救急", "救急車呼んでる", "救急車呼んだ", "救急車を呼んで", "下敷きに", "下敷き、", "変な方向に曲が", "心臓発作", "脳卒中", "息ができない", "息してない",
      "息をしてない", "呼吸してない", "息が止ま", "意識がない",
      "倒れた", "倒れました", "倒れて意識", "心肺停止", "心停止", "心臓マッサージ", "危篤", "けいれん", "痙攣", "アナフィラキシー",
      "血が止まらない", "破水", "頭を打ちました", "頭を打って", "頭を強く打", "頭打って", "頭打った", "息が苦しい", "息が苦しくて", "息が苦しくな", "胸が痛い", "胸が痛くて",
      "反応がない", "反応がありません",
      "呼んでも反応", "呼びかけても反応", "arm is numb", "arm went numb", "arm's numb", "arm's gone numb", "arm has gone numb",
      "arm gone numb", "chest pain", "chest pains", "chest is tight",
      "胸が苦しい", "ヒューヒュー", "胸めっちゃ痛", "胸がめっちゃ痛", "胸がすごく痛", "胸がずっと痛",
      "頭から血", "足が動かな", "足が動きません", "head is bleeding", "bleeding from my head", "can't move my legs",
      "can't feel my legs",
      // Rescue called to a fall: "called 999 for mountain rescue… bleeding loads".
      "called 999", "calling 999", "call 999", "ring 999", "rang 999", "mountain rescue", "bleeding loads",
      // Help on the line, and a face losing its colour: "on the phone to 999 now… her lips look blue".
      "phone to 999", "phone with 999", "999 on the other", "911 on the other", "phone to 911", "phone with 911",
      "calling 911", "called 911", "dialled 999",
      "dialed 911", "lips look blue", "lips are blue", "lips are going blue", "lips went blue", "lips turning blue",
      "lips have gone blue", "唇が紫", "唇が青", "顔が真っ青で",
      "bleeding a lot", "bleeding badly", "119番",
      // Evacuations and missing people.
      "evacuation order", "evacuate", "evacuating", "evacuated", "wildfire", "避難指示", "避難勧告", "避難して", "避難所",
      "went missing", "gone missing", "has been missing", "hasn't come home", "hasn't been home", "行方不明", "捜索願",
      "帰ってこない", "帰って来ない", "警察に連絡", "警察には連絡", "警察に届け", "house is on fire", "house fire",
      "building is on fire", "火事",
      // Allergic reactions, seizures, asthma attacks, strokes told plainly.
      "had a seizure during", "having a seizure", "rushed to hospital", "rushed to the hospital", "taken to hospital",
      "taken to the hospital",
      "allergic reaction", "throat is swelling", "throat's swelling", "throat is closing", "lips are swelling",
      "tongue is swelling", "唇腫れ", "唇が腫れ", "喉がかゆ", "喉もかゆ", "のどがかゆ", "喉が腫れ", "のどが腫れ", "喘息の発作", "発作出",
      "発作が出", "吸入器", "息くるしい", "息苦しい", "息苦しそう", "エピペン打", "エピペンを打", "エピペン使", "脳梗塞", "くも膜下", "で運ばれ", "救急搬送",
      // Told by someone beside it: 「部長が胸押さえてうずくまってる、息できてないみたい」.
      "息できてない", "息できない", "息ができてない", "胸押さえて", "胸を押さえて", "胸をおさえて",
    ],
    .violence: [
      "attacked", "assaulted", "abuse", "abused", "beat me", "hit me", "hits me", "hit me again", "punched me",
      "choked me", "strangled me", "threatened", "stabbed", "got shot", "rape", "raped", "knife to my", "gun to my",
      "kill you", "at gunpoint", "knifepoint", "you'll regret this", "watch your back", "i know where you live",
      "殴られ", "蹴られ", "暴力", "襲われ", "刺され", "撃たれ", "首絞め", "首を絞め", "レイプ", "虐待", "殺す", "ぶっ殺", "脅され", "殺害予告",
      "ぶん殴る", "ぶん殴っ", "殴るからな", "殴りに行く", "ボコボコにする", "ボコるぞ", "しばくぞ", "しばくからな",
      "どうなっても知らない", "どうなっても知りません", "ただじゃおかない", "覚えとけよ", "お覚悟", "覚悟しとけ", "覚悟しろ", "覚悟しておけ",
    ],
    .harassment: [
      "harass", "stalking", "stalker", "bullying", "bullied", "cyberbullied", "doxxed", "restraining order",
      "you should smile more", "keep messaging you until", "i'll keep messaging", "unblock me", "close your blinds",
      "been watching you", "i have your pics", "i have your photos", "i've got your pics", "i've got your photos",
      "everyone on your contacts", "everyone in your contacts", "nobody can stand you", "no one can stand you",
      "can stand you", "always watching you", "i'm always watching", "im always watching", "i'm watching you",
      "im watching you", "saw you at the", "saw u at the", "when you think nobody's watching",
      "when you think no one's watching", "you're pathetic", "you are pathetic", "ur pathetic", "before i make you",
      "ハラスメント", "セクハラ", "パワハラ", "ストーカー", "いじめ", "嫌がらせ", "つきまと", "付きまと", "待ち伏せ", "晒された", "盗撮",
      "痴漢",
      "後をつけ", "あとをつけ", "後つけた", "後つけて", "ばらまか", "後ろ歩いてた", "ブロックされても", "アカウント作り直", "ばらまく", "ばら撒", "晒してやる", "晒すから",
      "調子乗んな", "調子に乗るな", "断ったらどうなる", "断ったら評価", "評価どうなるか", "評価がどうなるか", "leak your", "post your pics", "post your photos",
      "send your photos to",
      "send everyone your", "expose you", "or i'll send", "or i'm sending", "or i'll post",
      "or i'm posting", "or everyone sees", "or everyone will see", "or everyone sees your",
      "or everyone will see your", "or everyone sees the ones", "or everyone sees the pics", "恥かかせ", "恥をかかせ",
      // A date demanded with the reader's job held over them: 「二人で食事に行けないなら、今期の評価に響く…」
      // (a deadline's 「出さないと評価に響く」 is no harassment).
      "食事に行けないなら", "二人で会えないなら", "デートしてくれないなら", "付き合ってくれないなら", "dinner with me or",
      "drinks with me or", "go out with me or",
      // Answers demanded with a threat: 「返事しないなら今から家まで行くから」.
      "なら今から家まで", "なら家まで行く", "家まで行くから", "or i'm coming over", "or im coming over",
      "or i'll come to your house", "i'm coming to your house if",
      // Bullying and incitement said to the reader.
      "kill yourself", "kys", "go die", "nobody likes you", "no one likes you", "everyone hates you",
      "laughing at you", "you're so ugly", "your so ugly", "you are so ugly", "you're worthless", "your worthless",
      "you are worthless", "nobody talks to you", "no one talks to you", "ブロックしても送り続け", "返事するまで送り続け",
      "返信するまで何回でも", "返事くるまで何回でも", "返事来るまで何回でも",
    ],
    .grief: [
      "passed away", "died", "death", "funeral", "lost my mom", "lost my dad", "lost my mother", "lost my father",
      "lost my grandma", "lost my grandpa", "lost my husband", "lost my wife", "lost my son", "lost my daughter",
      "lost my brother", "lost my sister", "lost my friend", "lost my dog", "lost my cat", "lost our baby",
      "lost the baby", "vet says it's time", "vet said it's time", "vet says its time", "vet said its time",
      "put to sleep tomorrow", "put down tomorrow", "put to sleep today", "put down today", "had to put her down",
      "had to put him down", "had to have her put down", "had to have him put down", "安楽死",
      "we had to say goodbye to", "had to say goodbye to our", "had to say goodbye to him", "had to say goodbye to her",
      "miscarriage", "rest in peace", "condolence", "crossed the rainbow bridge", "crossed over the rainbow bridge",
      "亡くな", "虹の橋を渡", "虹の橋渡", "虹の橋をわた", "虹の橋わた", "息を引き取", "他界", "逝去", "葬儀", "お葬式", "通夜", "死んだ", "死んじゃ", "訃報", "喪中",
      // A pet kept for years (「15年飼ってた犬のコタロウが死んじゃって」): idiom-prone, borne out by a death.
      "飼ってた", "飼っていた",
      "永眠", "急逝", "忌引", "身内に不幸", "不幸がありまして", "不幸があり、",
      // 「眠るように逝きました」 (「スマホ逝った」 is slang for a broken phone).
      "逝きまし", "眠るように逝", "安らかに逝", "眠るように旅立", "息を引き取りました", "息を引き取った", "歳で旅立", "安らかに旅立", "天国に旅立", "天国へ旅立", "お空に旅立",
      // 「くるみ、しんじゃった」 in kana; 「楽しんじゃった」 is no death.
      "、しんじゃった", "がしんじゃった", "がしんだ", "、しんだ",
      // 「家内を亡くしまして」: a loss told in the sender's own words.
      "を亡くし", "天国へいきま", "天国にいきま", "天国へ行きま", "天国に行きま", "天国へいっちゃ", "天国に行っちゃ",
      "心拍が止ま", "心拍止ま", "心拍が確認でき", "no heartbeat", "heartbeat stopped",
    ],
    .illness: [
      "multiple sclerosis", "it's ms", "parkinson's", "lupus", "leukemia", "leukaemia", "motor neurone",
      "in the hospital", "hospitalized", "is in hospital", "he's in hospital", "she's in hospital", "are in hospital",
      "back in hospital",
      "in hospital with", "taken to hospital", "taken into hospital", "admitted to hospital",
      // A hospital by its name and a heart named as the trouble: "Brian was taken into the Royal last night
      // with his heart".
      "taken into the royal", "taken into the infirmary", "with his heart", "with her heart",
      "admitted to the hospital", "'s in hospital after", "in hospital after a",
      "been admitted", "had a stroke", "was a stroke",
      "rushed to hospital", "cancer", "diagnosed", "surgery", "chemo", "icu", "入院", "手術", "がん", "癌",
      "重い病気", "闘病", "病気療養", "biopsy", "found a lump", "tumour", "tumor", "生検", "しこりが見つか", "腫瘍",
      // Mental health and injuries.
      "心療内科", "精神科", "うつ病", "鬱病", "適応障害", "panic attacks", "diagnosed with depression", "clinically depressed",
      "herniated", "slipped disc", "threw my back out", "threw out my back", "ヘルニア", "ぎっくり腰", "骨折",
      "dementia", "alzheimer", "didn't recognize me", "didn't recognise me", "doesn't recognize me",
      "doesn't recognise me", "認知症", "私のこと分からな", "私のことがわからな", "私のこと忘れ",
      // Road accidents, to a person or a pet.
      "shingles", "pneumonia", "in a lot of pain", "in quite a lot of pain", "帯状疱疹", "肺炎",
      "appendicitis", "operating tonight", "operate tonight", "operating on him", "operating on her", "operating on me",
      "虫垂炎", "盲腸", "病院にいる", "病院にいます", "病院に運ばれ", "父が倒れ", "母が倒れ", "親父が倒れ", "夫が倒れ", "妻が倒れ",
      "主人が倒れ", "おじいちゃんが倒れ", "おばあちゃんが倒れ", "倒れて入院", "倒れて病院", "心臓の病気", "病気が見つか",
      // "Sadly Pepper was found on the main road yesterday. At least we know now."
      "found on the main road", "found on the road", "found by the road", "found dead", "at least we know now",
      "hit by a car", "run over by a car", "got run over", "been run over", "車にひかれ", "車に轢かれ", "車にはねられ",
      // A fall ("Dad had a fall last night and we're at the Royal Berkshire"), and a chronic or
      // terminal illness, a person's or a pet's ("Bella's got kidney disease… months rather than years").
      "had a fall", "had a bad fall", "転倒して入院", "転んで入院", "kidney disease", "kidney failure", "renal failure",
      "heart failure", "liver disease", "terminally ill", "heatstroke", "keeping him in", "keeping her in",
      "keeping them in", "熱中症で搬送", "熱中症で入院",
      "is terminal", "it's terminal", "months to live", "months rather than years", "腎臓病", "腎不全", "心不全", "余命",
    ],
    .hardship: [
      "laid off", "got fired", "been fired", "lost my job", "broke up", "dumped me", "divorce", "divorced", "divorcing",
      "evicted", "made redundant", "got let go", "been let go", "was let go", "they let me go", "ended things",
      "婚約破棄", "別れた", "振られた", "フラれた", "振られました", "フラれました", "ふられました", "別れました", "クビになった", "同棲解消",
      "解雇", "倒産", "会社つぶれた", "会社潰れた", "会社がつぶれ", "会社が潰れ", "リストラ", "人員削減", "離婚", "失業", "不合格", "内定取り消", "雇い止め", "派遣切り",
      "退職勧奨",
      // Years together ended: "Lauren moved out on Sunday. 6 years and it's just over."
      "years and it's over", "years and it's just over", "years and its over", "years and its just over",
      // A shop closing with its staff let go: 「来月末で閉店だって。全員契約終了…」.
      "全員契約終了", "契約終了だって", "契約終了になっ",
      "希望退職の対象", "早期退職の対象", "肩たたき", "肩叩き", "being made redundant", "redundancy",
      // A contract ended by the employer: 「来月で更新なしって言われた」, "they're not renewing my contract".
      "更新なしって", "更新しないって", "契約更新なし", "契約を更新しない", "契約打ち切", "not renewing my contract",
      "contract isn't being renewed", "contract wasn't renewed", "contract won't be renewed", "更新されないことに",
      "契約終了って", "契約終了と言われ", "契約終了になった", "店たたむ", "店をたたむ", "お店たたむ",
      "更新されなくな", "契約が切られ", "契約切られ",
      // A workplace closing, a job about to go, a partner who left.
      "plant is closing", "plant's closing", "factory is closing", "factory's closing", "closing the plant",
      "closing the factory", "out of a job", "lost our jobs", "losing my job", "losing our jobs", "we split up",
      "we separated", "we're separating", "cheated on me", "left me for", "called it quits", "moving his stuff out",
      "moving her stuff out", "moved the last of his stuff", "moved the last of her stuff", "moved his stuff out",
      "moved her stuff out", "早期退職を勧め", "退職を勧められ", "立ち退き",
      "moving their stuff out", "packing up his stuff", "packing up her stuff", "ふられた", "別れることになった", "浮気された", "工場が閉鎖",
      "閉鎖されることに", "工場閉鎖", "閉鎖で仕事", "職を失", "仕事を失", "別れ話して", "別れ話をし", "別れ話になっ", "別れ話され",
      "距離置きたい", "距離を置きたい", "別れよう", "別れたい", "別れてほしい", "別れて欲しい",
      // A team cut, a post abolished, an engagement called off.
      "cut my whole team", "cut my team", "cut our whole team", "cut our team", "my position was eliminated",
      "eliminated my position", "called off the engagement", "called off our engagement", "called off the wedding",
      "called off our wedding", "the wedding is off", "wedding's off", "engagement's off", "engagement is off",
      "cutting my role", "cut my role", "my role is being cut",
      "my role was cut", "eliminating my role", "派遣切られ", "婚約解消", "結婚の話はなくな",
      // "he ended it at the restaurant": a partner who ended it.
      "he ended it", "she ended it", "they ended it", "ended it with me", "broke it off",
      // "Jake ended it / by text. after 4 years": a partner named, or the news told online.
      "decree absolute", "decree nisi", "divorce came through", "divorce is final",
      // "After 27 years they're closing the Bristol office. I'm out at the end of the month."
      "closing the office", "closing our office", "closing the bristol", "office is closing", "branch is closing",
      "i'm out at the end of", "im out at the end of", "whole team's gone", "whole team is gone",
      "whole department's gone",
      "ended it by text", "ended it over text", "ended it after", "ended it last night", "ended things with me",
      "insta to single", "status to single", "relationship status",
      // "they made my whole team redundant", "They've let me go", 「事業所閉鎖だって。俺も対象」,
      // 「契約を打ち切られてしまいまして」, 「業績悪化により12月末で退職することになりました」; a wedding off.
      "made me redundant", "made us redundant", "team redundant", "being let go", "they've let me go", "事業所閉鎖",
      // 「工場、来月いっぱいで閉めるらしい。父さんもそこで終わりや」.
      "で閉めるらしい", "閉鎖になる", "閉鎖が決ま", "そこで終わりや", "そこで終わりだ",
      "店舗閉鎖", "契約を打ち切", "打ち切られてしま", "業績悪化により", "業績悪化で退職", "結婚やめることに",
      "結婚をやめることに", "結婚はやめることに", "結婚はなしに",
      // "Rob moved out at the weekend. We've separated.", 「婚約なくなったの」, 「会社たたむことになって」,
      // 「工場3月末で閉鎖って正式に言われた」.
      "we've separated", "weve separated", "we have separated", "婚約なくなっ", "婚約がなくなっ", "会社たたむ",
      "会社をたたむ", "会社を畳", "会社畳", "末で閉鎖",
    ],
  ]

  /// ``phrases``, topic after topic in the order of ``bySeriousness``.
  static let phraseIndex = PhraseIndex(bySeriousness.flatMap { phrases[$0]! })
  /// The range of each topic's phrases in ``phraseIndex``, in the order of ``bySeriousness``.
  static let topicRanges: [(topic: SensitiveTopic, range: Range<Int>)] = {
    var start = 0
    return bySeriousness.map { topic in
      defer { start += phrases[topic]!.count }
      return (topic, start..<start + phrases[topic]!.count)
    }
  }()

  /// Everyday idioms built from the keywords' words; they are blanked out before matching.
  static let idioms: [Phrase] = [
    "phone died", "battery died", "laptop died", "car died", "battery is dead", "phone is dead", "i died",
    "i'm dead", "died laughing", "killing me", "killing it", "killed it", "dying to", "to die for",
    "dead tired", "sick of", "attacked by mosquitoes", "hit me up", "fired up", "broke up the",
    "die of embarrassment", "died of embarrassment", "die of cringe", "disappear under", "had a heart attack when",
    "nearly had a heart attack", "almost had a heart attack", "nearly had a stroke", "almost had a stroke",
    "gave me a heart attack", "give me a heart attack",
    "caffeine overdose", "don't kill yourself", "kill yourself laughing", "baby weight", "baby monitor", "baby's",
    "baby tooth", "baby teeth", "baby shower",
    "充電死", "電池死", "死ぬほど", "死ぬかと思った", "死んだｗ", "死んだ笑",
    // Embarrassment, not despair; and 「がんばる」「がんがん」 are not cancer (がん).
    "恥ずかしすぎて消えたい", "恥ずかしくて消えたい", "消えたいくらい恥ずかし", "がんば", "がんがん",
    // Sympathy with news and laughing for breath are not an emergency; a rejected part is no failed exam.
    "胸が痛い話", "胸が痛いニュース", "息が苦しいくらい", "笑いすぎて息が苦し", "不合格品",
    // A feared illness ruled out (``NewsCues/englishReliefs``).
    "not cancer", "isn't cancer", "wasn't cancer", "not cancerous", "no cancer", "cancer free", "no tumour", "no tumor",
    "not broken", "no fracture", "癌じゃなかった", "がんじゃなかった", "ガンじゃなかった", "腫瘍じゃなかった", "骨折してなかった",
  ]

  /// Keywords common in hyperbole, games and films ("the printer died", "i nearly had a heart
  /// attack", "the seagulls are bullying us", 「蚊に刺された」, "dad's knee surgery went well"): a hit
  /// made of these alone may be overruled by the classifier. The others ("passed away", "not
  /// breathing", "raped", 「亡くな」) and every self-harm and hardship phrase are never overruled.
  static let idiomPronePhrases: Set<Phrase> = [
    // Lips gone blue in the cold ("the kids' lips are blue, get them out of the pool"), a heart told of in love.
    "lips look blue", "lips are blue", "lips are going blue", "lips went blue", "lips turning blue",
    "lips have gone blue", "唇が紫", "唇が青", "顔が真っ青で", "with his heart", "with her heart",
    "i'm always watching", "im always watching", "saw you at the", "saw u at the", "when you think nobody's watching",
    "when you think no one's watching",
    "died", "death", "heart attack", "can't breathe", "cannot breathe", "overdose", "overdosed", "collapsed", "stroke",
    "seizure", "ambulance", "emergency room", "attacked", "abuse", "abused", "beat me", "hit me", "hits me",
    "hit me again", "threatened", "kill you", "stabbed", "harass", "stalking", "stalker", "bullying", "bullied",
    "surgery", "diagnosed", "in the hospital", "icu",
    "死んだ", "死んじゃ", "飼ってた", "飼っていた", "殺す", "ぶっ殺", "救急", "救急車", "倒れた", "けいれん", "痙攣", "殴られ", "蹴られ", "刺され", "撃たれ", "襲われ",
    "暴力",
    "脅され", "いじめ", "嫌がらせ", "待ち伏せ", "ストーカー", "入院", "手術",
    "evacuate", "evacuating", "evacuated", "避難して", "went missing", "gone missing", "行方不明", "帰ってこない", "帰って来ない",
    "骨折", "house fire", "火事", "家まで行くから", "頭打って", "頭打った",
    "you should smile more", "i know where you live", "laughing at you", "kill yourself", "go die", "or everyone sees",
    "or everyone will see", "nobody talks to you", "no one talks to you", "you're so ugly",
    "your so ugly", "胸めっちゃ痛",
    "胸がめっちゃ痛",
    "胸がすごく痛", "胸がずっと痛", "息が苦しい", "息が苦しくて", "息が苦しくな", "胸が痛い", "胸が痛くて", "息を引き取", "息苦しそう",
  ]

  /// The most serious topic `text` touches, if any.
  static func detect(in text: String) -> SensitiveTopic? {
    keywordHit(in: text)?.topic
  }

  /// The most serious topic `text` touches, and whether all its phrases found are idiom-prone.
  static func keywordHit(in text: String) -> (topic: SensitiveTopic, isIdiomProne: Bool, firmTopic: SensitiveTopic?)? {
    // Shorthand spelled out: "watch ur back" is "watch your back".
    var bytes = Array(TextingShorthand.expanded(Lowercasing.lowercased(text)).utf8)
    var lowered = SearchableText(bytes: bytes)
    if FarewellCues.saysLastGoodbye(lowered) || FarewellCues.handsOnBelongings(lowered) {
      return (.selfHarm, false, .selfHarm)
    }
    for idiom in idioms where lowered.mayContain(idiom) {
      var start = 0
      while let range = lowered.range(of: idiom.bytes, from: start) {
        for index in range { bytes[index] = UInt8(ascii: " ") }
        start = range.upperBound
        lowered = SearchableText(bytes: bytes)
      }
    }
    // The most serious topic hit, and the most serious one hit by a phrase the classifier may not
    // overrule ("had a stroke, he's in the hospital": an idiom-prone emergency, a firm illness).
    // Two idiom-prone phrases bear each other out ("in ICU after a stroke"): the least serious
    // topic they name stands.
    var hit: (topic: SensitiveTopic, isIdiomProne: Bool, firmTopic: SensitiveTopic?)?
    var idiomProneFound = 0
    // Only the phrases whose every byte pair the text holds can match (most texts: none).
    let candidates = phraseIndex.candidates(in: lowered)
    var next = 0
    for (topic, range) in topicRanges {
      var found = [Phrase]()
      while next < candidates.count, candidates[next] < range.upperBound {
        let phrase = phraseIndex.phrases[candidates[next]]
        if matches(phrase, in: lowered) { found.append(phrase) }
        next += 1
      }
      guard !found.isEmpty else { continue }
      let isIdiomProne = topic != .selfHarm && topic != .hardship && found.allSatisfy(idiomPronePhrases.contains)
      if hit == nil { hit = (topic, isIdiomProne, nil) }
      if !isIdiomProne {
        hit?.firmTopic = topic
        break
      }
      // Distinct words: 「救急車」 holds 「救急」.
      let words = found.map { String(decoding: $0.bytes, as: UTF8.self) }
      idiomProneFound += words.filter { word in !words.contains { $0 != word && $0.contains(word) } }.count
      if idiomProneFound >= 2 { hit?.firmTopic = topic }
    }
    if hit.map({ $0.topic.seriousness > SensitiveTopic.grief.seriousness }) ?? true,
      putsAPetDown(lowered) || findsAPetStill(lowered) || PassingCues.tellsOfPassing(lowered)
    {
      return (.grief, false, .grief)
    }
    return hit
  }

  /// "had to put Biscuit down", "having to put our old boy to sleep": a pet put down, its name
  /// between the phrase's words (not "had to put the phone down", "put Mum down as my contact").
  static func putsAPetDown(_ text: SearchableText) -> Bool {
    for opener in petPutDownOpeners where text.mayContain(opener) {
      var start = 0
      while let range = text.range(of: opener.bytes, from: start) {
        start = range.upperBound
        let rest = text.bytes[range.upperBound..<min(text.bytes.count, range.upperBound + 48)]
        let words = String(decoding: rest, as: UTF8.self).split { !$0.isLetter && $0 != "'" }.prefix(6).map(String.init)
        guard let end = words.firstIndex(where: { $0 == "down" || $0 == "sleep" }), (1...4).contains(end),
          words[end] == "down" || end >= 2 && words[end - 1] == "to",
          !words[..<end].contains(where: notPets.contains),
          end + 1 == words.count || !["as", "for", "on", "in", "to"].contains(words[end + 1])
        else { continue }
        return true
      }
    }
    return false
  }

  /// 「ハムスター動かなくなってた…」: a pet found still, told without the word death.
  static func findsAPetStill(_ text: SearchableText) -> Bool {
    text.contains(any: stillPetPhrases) && text.contains(any: petWords)
  }
  static let stillPetPhrases: [Phrase] = [
    "動かなくなって", "動かなくなっちゃ", "うごかなくなっ", "動かない", "うごかない", "冷たくなって", "冷たくなっちゃ",
  ]
  static let petWords: [Phrase] = [
    "ハムスター", "ハムちゃん", "うさぎ", "ウサギ", "インコ", "文鳥", "金魚", "メダカ", "猫", "ねこ", "ネコ", "犬", "いぬ", "わんこ",
    "にゃんこ", "亀", "カメ", "ペット",
  ]

  /// How "had to put Biscuit down" opens.
  static let petPutDownOpeners: [Phrase] = [
    "had to put ", "have to put ", "having to put ", "going to put ", "gonna put ", "decided to put ", "we put ",
    "had to have ", "having to have ",
  ]
  /// Words that name a thing put down, not a pet.
  static let notPets: Set<String> = [
    "the", "it", "that", "this", "a", "your", "foot", "feet", "phone", "everything", "pen", "book", "bags", "bag",
    "money", "name", "names", "deposit", "kids", "baby",
  ]

  /// ASCII phrases must start and end at word boundaries ("died" but not "studied").
  private static func matches(_ phrase: Phrase, in text: SearchableText) -> Bool {
    phrase.isASCII ? text.containsWord(phrase, isLetter: isLetterOrNonASCII) : text.contains(phrase)
  }

  private static func isLetterOrNonASCII(_ byte: UInt8) -> Bool { SearchableText.isASCIILetter(byte) || byte >= 0x80 }
}
