import SmartReplyModel

/// Words that announce good news ("got the job", 「内定もらった」), a backstop for the message-kind
/// classifier, which learned news from few examples. A message with a word of failure or
/// negation beside them (「不合格」, "didn't get the job") is not good news.
enum NewsCues {
  static let englishGoodNews: [Phrase] = [
    "💍", "got the job", "got the offer", "got an offer", "got in!", "got accepted", "been accepted", "i passed",
    "we passed", "passed my", "passed the", "got engaged", "we're engaged", "were engaged!", "said yes!", "promoted",
    "promotion", "got a raise", "got the raise", "got my raise", "pay rise", "i'm pregnant", "we're pregnant",
    "we're expecting", "it's a boy", "it's a girl",
    "got the apartment", "got the house", "signed the lease", "got the keys", "i won ", "we won ", "i won!", "we won!",
    "i won.", "we won.", "got a scholarship",
    "finally finished", "officially done", "got my license", "got my licence", "signed off on", "signed the contract",
    "closed the deal", "they signed!", "deal's done", "deal is done", "got upgraded", "been upgraded", "upgraded us",
    "upgraded me",
    "got approved", "was approved", "approved my", "approved our", "green light", "offer accepted",
    "offer was accepted", "got the part",
    "got the role", "made the team", "confirmed my place", "got my place",
    // "Daniel's short story has been chosen for the regional anthology".
    "been chosen for", "was chosen for", "been selected for", "was selected for", "finally booked",
    "booked our holiday", "booked our cruise", "booked our trip",
    "booked our honeymoon", "booked the honeymoon", "first place", "i graduated", "bought a house", "getting married",
    "got a puppy",
    "got my visa", "visa came through", "got the grant", "got funded", "nailed it", "aced it", "aced the", "good news",
    "great news", "got selected", "been selected", "was selected for", "got picked for", "made the cut",
    "qualified for",
    "personal best", "new pr", "hit a pr", "new pb", "went well", "went great", "went smoothly",
    "🏅", "🏆", "crossed the finish", "made the final", "into the final", "through to the final", "we're opening",
    // Grades: "got an A on the essay", "full marks".
    "got an a on", "got an a in", "got an a for", "got an a+", "got a+", "full marks", "top marks", "top of the class",
    "best in the class", "highest grade", "highest score", "got a b on", "got a b in", "got a b+", "got a b!",
    "got an a-", "got a 9", "got a 10", "passed my exam", "up from a", "really pleased with", "so pleased with", "満点",
    "学年一位", "学年1位",
    // A place won or a prize: "EMMA GOT INTO THE GRAMMAR SCHOOL!!!", "Lily won the whole school spelling bee".
    "got into the grammar", "got into grammar", "got into uni", "got into university", "got into college",
    "got into her first", "got into his first", "got into my first", "got into our first", "got a place at",
    "got offered a place", "won the whole", "won first", "won a prize", "won the prize", "won the competition",
    "won the spelling", "won the race", "won the tournament", "won the cup",
    // A goal reached and a baby on the way: "DID IT. sub 25 parkrun", "We're having a baby!!!".
    "did it!", "did it.", "i did it", "we did it", "having a baby", "expecting a baby", "im pregnant",
    // A landlord or a repair come good: "finally agreed to fix the boiler AND knock £50 off".
    "agreed to fix", "finally fixed", "off the rent", "off this month's rent", "back on the menu",
    // A pet's class, a show's prize, a gig, a plot at last: "Biscuit only went and PASSED her puppy class!!".
    "went and passed", "passed her test", "passed his test", "passed her exam", "passed his exam", "passed her class",
    "passed his class", "won 2nd", "won second", "won 3rd", "won third", "2nd prize", "second prize", "3rd prize",
    "third prize", "got the gig", "finally got a", "finally got an", "off the waiting list",
    // A ballot place and a game beaten at last: "JUST GOT MY MARATHON BALLOT PLACE 😭😭", "finally cleared
    // vault of glass flawless".
    "ballot place", "got a place in", "got my place", "finally cleared", "finally beat ", "finally beaten",
    // A flat or a venue won over other bidders: "WE GOT IT!!! the one with the bay window", "we got the venue!!!".
    "we got it!", "we got the venue", "got the venue!", "got the flat!", "got the flat.",
    // A thing sold: "sold the old sofa on marketplace!!! £180".
    "sold the old", "sold my old", "sold the sofa", "sold the car", "sold the bike",
    // A time goal beaten: "sub 20!!! 19:47".
    "sub 20!", "sub 25!", "sub 30!", "sub 2!", "sub 3!", "sub 4!",
    // A teased announcement: "guess who got into Edinburgh 🎓".
    "guess who got", "guess who passed", "guess who won",
    // A band's booking and a show brought back: "WE GOT THE SUPPORT SLOT!!!", "SEVERANCE IS RENEWED".
    "got the support slot", "got the slot", "is renewed", "got renewed", "been renewed for",
    // An offer or a loan granted, a record, a post gone viral: "Mortgage offer came through this morning",
    // "Huge news team — we hit 1,200 food parcels this month, a record".
    "came through", "huge news", "big news",
    // A birth, a graduation, a home: "she's here. isla mae, 3.2kg, born 4:17am", "your cousin Priya graduated",
    // "keys collected!!! we officially own a tiny flat".
    "bumped to business", "bumped up to business", "free upgrade",
    "kg, born", "lb, born", "lbs, born", "oz, born", "was born at", "was born this", "was born last", "born at",
    "both doing great",
    "both doing well", "graduated", "keys collected", "officially own", "bursting with pride", "a record for",
    "a new record", "went viral", "isn't it wonderful",
    "isnt it wonderful",
    // A small child's first: "did a wee IN THE POTTY this morning 🎉", "took his first steps".
    "in the potty", "on the potty", "potty trained", "first steps", "first word", "slept through the night",
    "slept through!", "without stabilisers", "without training wheels", "lost her first tooth", "lost his first tooth",
    // A baby told of by a grandmother, an allergy outgrown: "our Margaret had the baby last night…
    // Ted and I are over the moon", "I've outgrown the egg allergy!!!".
    "had the baby", "had her baby", "had their baby", "had a baby girl", "had a baby boy", "both are doing well",
    "both are doing great", "over the moon", "outgrown the allergy", "outgrown her allergy", "outgrown his allergy",
    "outgrown my allergy", "outgrown the egg", "outgrown the nut", "outgrown the milk", "outgrown the dairy",
  ]
  static let japaneseGoodNews: [Phrase] = [
    "💍", "赤ちゃんが生まれる", "生まれる予定", "おばあちゃんになり", "おじいちゃんになり", "おばあちゃんになる", "おじいちゃんになる",
    "内定", "式挙げる", "式を挙げる", "式挙げること", "受かった", "合格した", "家買いました", "家を買いました", "家買った", "マンション買いました", "マンション買った",
    "2人目できました", "2人目できた", "2人目ができ", "３人目", "3人目できました", "合格しました", "合格だった", "合格でした", "昇進", "主任になる", "課長になる", "婚約",
    "結婚する", "結婚式する", "結婚式をする", "結婚式挙げ", "結婚式を挙げ", "式やることにな", "式をやることにな",
    "結婚します", "入籍", "授かり", "妊娠", "生まれました", "産まれました", "生まれた", "産まれた", "決まった！", "決まりました！",
    "当選", "優勝", "受賞", "決勝に進", "決勝進出", "勝ち進", "オープンすることにな", "開店することにな", "開業することにな",
    "引っ越し決まった", "引っ越し先決ま", "決まったー", "決まった〜", "家買った", "免許取れた", "免許とった", "退院でき",
    "退院しました", "退院した", "受かりました", "採用され", "契約取れ", "契約が決ま", "承認され", "採択され", "入賞", "完売", "卒業でき",
    "いい知らせ", "朗報", "嬉しいお知らせ", "うれしいお知らせ", "選ばれた", "選ばれました", "選抜された", "好評",
    "自己ベスト", "自己新", "昇給", "給料上が", "給料が上が", "ボーナス出た", "ボーナスが出た", "思ってたより出た", "臨時収入", "できるようになった", "できるようになりました", "覚えた！",
    "kgいけた",
    "キロいけた", "kg上がった", "キロ上がった",
    // 「赤ちゃんできました👶」, 「二人目ができたの」.
    "赤ちゃんできた", "赤ちゃんができた", "赤ちゃんできました", "赤ちゃんができました", "二人目ができ", "二人目できた",
    // A child's first: 「逆上がりできたんだって！」, 「補助輪なしで自転車乗れたの！！」, 「初めて朝まで一回も起きずに寝た」.
    "できたんだって！", "補助輪なしで", "補助輪外", "乗れるようになった", "歩けるようになった", "初めて歩", "寝返りした",
    "寝返りできた", "つかまり立ち", "一回も起きずに", "朝まで寝てくれ", "成功しました！", "成功した！", "トイレ成功",
    // A score earned: 「80点取れました」, 「単位取れた」, 「赤点回避」.
    "点取れ", "点とれ", "点取った", "点とった", "点も取れ", "単位取れ", "単位とれ", "赤点回避",
    // A permit granted or a record set: 「ビザ下りたーー！！」, 「売上、過去最高だったって」.
    "ビザ下り", "ビザがおり", "ビザおり", "ビザが下り", "ビザ取れ", "許可が下り", "許可下り", "審査通った", "審査に通っ", "審査通過",
    "過去最高", "最高記録",
    // A system gone live: 「会計システムの移行、本日無事に本番稼働しました」.
    "無事に本番", "無事に稼働", "無事稼働", "無事に完了しました", "無事完了しました", "無事に移行", "アップグレードされ", "アップグレードしてもら",
    // 「うちの娘ね、…就職決まったの〜！」.
    "就職決まった", "就職が決まった", "就職決まりました", "就職が決まりました", "就職先決まった", "就職先が決まった",
    // A match won or a goal reached: 「勝ったぞ！！7-4！」, 「サブ4達成した😭」.
    "勝ったぞ", "勝った！", "勝ったー", "勝ちました", "勝てた！", "達成した", "達成しました", "達成できた",
    // Money come back or paid out, a thing sold: 「還付きた！！」, 「修理代ぜんぶ火災保険で出るって」, 「ジモティーで売れた〜！」.
    "値切ってみるもん", "値切れた", "安くなった！", "還付きた", "還付金きた", "還付された", "保険で出る", "保険おりた", "保険が下り", "保険下り", "売れた〜", "売れた！", "売れたー",
    "売れました",
    // A ballot won at last: 「宝塚、やっっっと当たりました〜！」.
    "当たりました", "当たった！", "当たったー", "当たった〜", "チケット取れた", "チケ取れた",
    // A loan granted, a child's first, a test result better: 「開業資金、融資おりた」, 「ピーマン初めて完食してきた」,
    // 「補助輪なしで乗れた」, 「前回より数値よくなってるって」.
    "融資おりた", "融資が下り", "融資下り", "融資がおり", "融資通った", "融資が通った", "初めて完食", "完食してきた",
    "なしで乗れた", "乗れるようになった", "数値よくなって", "数値が良くなって", "数値良くなって", "数値がよくなって",
    "数値が改善", "数値改善",
    // A slot freed by someone else's cancellation: 「キャンセル出て明日の10時取れた✨」.
    "キャンセル出て", "キャンセルが出て", "予約取れた", "予約とれた", "予約が取れた",
    // A prize, a rank or a selection: 「金賞いただきました」, 「B班が1位でした」, 「入選通知きた」, 「レジェンド到達した」.
    "休み取れた", "休みが取れた", "有休取れた", "休暇取れた", "金賞", "銀賞", "銅賞", "入選", "1位でした", "一位でした", "1位になった", "1位になりました", "到達した", "金一封",
  ]
  /// Good news given to the reader ("we're pleased to offer you the role", 「内定をお出ししたく」):
  /// the reader's own, thanked for, never congratulated.
  static let offersToReader: [Phrase] = [
    "pleased to offer you", "delighted to offer you", "happy to offer you", "like to offer you the",
    // A promotion or a child's pass told by an employer or a school: "pleased to confirm your promotion".
    "pleased to confirm your", "delighted to confirm your", "happy to confirm your", "pleased to inform you",
    "delighted to inform you", "happy to inform you", "pleased to let you know", "delighted to let you know",
    "内定をお出し", "採用させていただ", "採用が決定いたしました", "採用することに決定", "内定のご連絡",
    // A claim approved, a rent lowered: 「家賃を月2,000円下げさせていただくことにしました」.
    "your claim has been approved", "your claim was approved", "your application has been approved",
    "下げさせていただ", "減額させていただ", "免除させていただ",
  ]
  /// An illness feared and ruled out ("biopsy came back benign", 「良性だった」): a relief, and an
  /// illness ended (``endsIllness(_:)``).
  static let englishIllnessesRuledOut: [Phrase] = [
    "benign", "all clear", "in remission", "cancer free", "came back negative", "came back normal", "came back clear",
    "came back fine", "results were normal", "results are normal", "tested negative", "nothing to worry about",
    "false alarm", "not malignant", "just a cyst", "only a cyst",
    // "Bloods are back!! GP rang, everything normal, iron levels fine".
    "everything normal", "everything's normal", "everything is normal", "everything came back normal",
    "levels are fine", "levels fine", "levels are normal", "levels normal",
  ]
  static let japaneseIllnessesRuledOut: [Phrase] = [
    "良性", "異常なし", "異常なかった", "異常はなかった", "陰性だった", "陰性でした", "悪性じゃなかった", "大事に至らず", "大事には至らなかった",
    // 「全部基準値内だった」, 「いずれの項目も異常は見られませんでした」.
    "基準値内", "異常は見られませ", "異常はみられませ", "異常は認められませ", "異常はありませ", "異常ありませ",
  ]
  /// A feared result ruled out ("NOT cancer!!", 「良性だった」): good news said with the words of the
  /// bad, and a relief rather than an achievement, so nobody is congratulated on it.
  static let englishReliefs: [Phrase] =
    englishIllnessesRuledOut + [
      "healing nicely", "healing well", "healed nicely", "healed very well", "has healed well", "recovering well",
      "without the cane", "without my cane", "without my stick", "without the walker", "recovery is going well",
      "can drive again",
      "results were fine", "results are fine", "nothing serious", "not cancer", "isn't cancer", "wasn't cancer",
      "not cancerous", "no cancer", "no tumour", "no tumor", "not broken", "isn't broken", "wasn't broken",
      "no fracture", "not fractured", "not serious", "isn't serious", "wasn't serious", "just a fatty",
      "just a sprain", "only a sprain", "just a bruise", "gonna be fine", "going to be fine", "gonna be ok",
      "going to be ok",
      // A scan or a repair that came out well: "baby's healthy", "we'll have heating again".
      "baby's healthy", "baby is healthy", "healthy baby", "everything looks good", "everything looked good",
      "all looks good", "right on track", "working again", "heating again", "hot water again", "heating's back",
      "power's back", "power is back", "made it in time", "wifi's back", "got it fixed", "all fixed", "fixed now",
      "back up and running",
      // A loss or a strike undone: "some legend handed my wallet in", "the rail strike has been called off".
      "handed it in", "handed my wallet in", "handed my phone in", "handed my bag in", "handed in my",
      "found my wallet",
      "found my keys", "found my phone", "wallet turned up", "keys turned up", "phone turned up",
      "strike has been called off", "strike's been called off", "strike was called off", "strike is off",
      // A pet or a lost thing back: "SHE CAME HOME!!", "THE DATA RECOVERY GUY GOT THEM BACK".
      "she came home!", "he came home!", "came home!", "she's home!", "he's home!", "found her!", "found him!",
      "found safe", "got them back", "got them all back", "got it all back", "got it back!",
      // Weather or travel trouble over: "made it!! trains started again", "the house stayed dry".
      "made it!", "made it in!", "stayed dry", "water has gone down", "water's gone down", "waters have gone down",
      "trains started again", "trains are running again", "trains are moving again", "power came back",
      "got rebooked", "rebooked us on", "rebooked me on",
      // A cast off, a sense back, a stain out: "CAST COMES OFF THURSDAY", "I CAN TASTE AGAIN",
      // "they got the red wine out".
      "cast comes off", "cast came off", "cast is off", "cast's off", "off the crutches", "can taste again",
      "can smell again", "fever's broken", "fever broke", "fever's gone", "got the wine out", "got the red wine out",
      "got the stain out", "stain came out", "stain's gone",
    ]
  static let japaneseReliefs: [Phrase] =
    japaneseIllnessesRuledOut + [
      // A day the weather spared: 「運動会、予定通り開催です！雨雲それてくれました」.
      "予定通り開催", "予定どおり開催", "無事開催", "雨雲それ",
      "順調に回復", "経過良好", "経過は良好", "経過も良好", "経過は順調", "経過も順調", "癌じゃなかった", "がんじゃなかった",
      "ガンじゃなかった", "腫瘍じゃなかった", "骨折してなかった", "折れてなかった", "大したことなかった", "たいしたことなかった",
      "何ともなかった", "なんともなかった", "問題なかった", "問題はなかった", "心配なさそう", "ただの風邪", "ただの脂肪",
      // Better than feared: 「思ってたより全然いい」.
      "思ってたより全然いい", "思ってたよりいい", "思ったよりいい", "思ってたより良かった", "思ったより良かった",
      // A rise that did not come: 「来年も家賃据え置きだって！」.
      "据え置き", "値上げなし",
      // An operation over: 「主人の手術、無事に終わりまして」.
      // A visit made possible: 「来月そっちに遊びに行けることになりました」.
      "行けることにな", "来れることにな", "来られることにな", "会えることにな",
      // Made it after all: 「間に合ったー！」.
      "間に合ったー", "間に合った！", "間に合った〜", "間に合いました",
      "手術、無事に終わ", "手術無事に終わ", "手術は無事", "手術も無事", "手術無事終わ", "手術、無事終わ",
      // A loss found, a line running again, a bill smaller than feared: 「みつかったーー！！」, 「来週から再開だって」,
      // 「4万ちょいで済んだ！」.
      "見つかったー", "みつかったー", "見つかった！", "みつかった！", "財布見つかった", "財布が見つかった", "財布みつかった",
      "鍵見つかった", "鍵が見つかった", "無事に見つかりました", "無事見つかりました", "見つかりました！", "スマホ見つかった", "スマホが見つかった", "回避だって", "予定通り走る", "予定通り運行",
      "再開だって", "再開するって", "再開します",
      "再開しました", "運転再開",
      // Stranded no more: 「明日の朝の便に振替できた！！やっと帰れる」, 「水引いた」.
      "振替できた", "振り替えできた", "振替便取れた", "振替便とれた", "やっと帰れる", "帰れることにな", "電気ついた", "電気戻った",
      "停電直った", "水が引いた", "水引いた", "浸水しなかった",
      "復旧した", "復旧しました", "で済んだ", "で済みました", "安く済んだ",
      // 「膝の手術、うまいこといったけん」, 「本審査とおったーー🎉」.
      // Not 「うまくいったら」, a hope.
      "うまくいったよ", "うまくいった！", "うまくいったー", "うまくいったけ", "うまいこといったけ", "うまいこといったよ",
      "うまくいきました", "審査とおった", "審査おりた", "審査下りた", "ローン通った",
      // A fever down, a stain out, a repair that was only a puncture: 「熱下がった！」, 「シミ、完全に落ちたって」,
      // 「ただのパンクだった！」.
      "熱下がった", "熱が下がった", "熱さがった", "熱がさがった", "平熱に戻", "完全に落ちた", "シミ落ちた", "シミが落ちた",
      "ただのパンク",
    ]

  /// Small mishaps at home or on the road ("the sink's leaking", 「カレー焦がした」): bad news, met with
  /// "Oh no!" rather than a topical reply, however lightly told.
  static let englishMishaps: [Phrase] = [
    "broke into", "broken into", "break-in", "got burgled", "been burgled", "ripped my", "got scammed", "been scammed",
    "was scammed", "scammed me",
    // A price put up on the reader's side: "rent's going up $200", 「家賃値上げ」.
    "rent's going up", "rent is going up", "raising the rent", "rent increase", "rent went up", "prices are going up",
    "put the rent up", "putting the rent up", "put your rent up", "putting your rent up",
    "price increase", "fees are going up",
    // A machine given out: "our oven has packed in, so no croissants this weekend".
    "packed in", "conked out", "gave up the ghost", "given up the ghost",
    "leaking", "dripping", "flooded", "burst pipe", "pipe's burst", "pipe has burst", "pipe burst", "pipes burst",
    "water coming through", "through the ceiling", "no heating", "heating's broken", "heating is broken",
    "emergency plumber", "burnt the", "burned the", "smashed my phone", "smashed my screen",
    "smashed a ", "smashed the window", "shattered", "cracked my", "won't start", "wont start", "flat tyre",
    "flat tire", "dead battery", "battery died", "battery's dead", "locked out", "locked myself out", "lost my keys",
    "lost my wallet", "spilled", "spilt", "we have mice",
    "there's a mouse", "mould", "power cut", "power's out", "power is out", "no hot water", "boiler's broken",
    "boiler is broken", "clogged", "blocked toilet", "toilet's blocked", "toilet is blocked", "puddle",
    "dropped my phone", "cracked screen", "bike got stolen", "crashed the car", "crashed my car", "car accident",
    "rear-ended", "fender bender", "got a parking ticket", "parking fine", "flight got cancelled",
    "flight got canceled", "flight was cancelled", "flight was canceled", "missed my flight", "missed the last train",
    "lost my luggage", "lost our luggage", "lost my suitcase", "lost our suitcase", "lost my bag", "lost our bags",
    "bag didn't arrive", "bags didn't arrive", "luggage didn't arrive", "suitcase didn't arrive", "lost luggage",
    // Letdowns: "honestly not great, I blanked on the SQL questions".
    "not great", "didn't go well", "didnt go well", "did not go well", "went badly", "went terribly", "i bombed",
    "bombed it", "bombed the", "blanked on", "my mind went blank",
    // A car broken down: "tow truck is 40 min out".
    "tow truck", "broke down", "broken down", "roadside assistance", "on the shoulder",
    // A team's loss: "can't believe we choked again".
    "we lost", "lost again", "choked", "bottled it", "blew the lead", "crashed out", "got knocked out",
    "got relegated", "got thrashed", "got hammered",
  ]
  static let japaneseMishaps: [Phrase] = [
    "空き巣", "車上荒らし", "泥棒に入られ", "裂けた", "破れた", "破けた", "詐欺だった", "詐欺にあ", "詐欺に遭", "詐欺られ",
    "家賃が上が", "家賃上が", "家賃の値上げ", "家賃値上げ", "値上げされ",
    "水漏れ", "漏れてる", "壊れた", "壊れちゃ", "割れた", "割れちゃ", "割っちゃ", "割った", "焦が", "こぼし", "詰まった", "詰まっちゃ", "パンク",
    "バッテリー上が", "鍵なくし", "鍵を無くし", "鍵を失くし", "閉め出", "停電", "ブレーカー落ち", "ゴキブリ", "ゴキ出", "虫が出", "カビ",
    "水浸し", "故障", "画面割れ", "財布なくし", "財布落とし", "スマホ落とし", "駐禁", "盗まれ",
    "事故った", "事故っちゃ", "事故にあ", "事故に遭", "ぶつけちゃ", "ぶつけた", "欠航", "運休", "運転見合わせ", "乗り遅れ",
    "終電逃", "水没", "ロストバゲージ", "荷物が出てこな", "荷物出てこな", "スーツケースが出てこな", "スーツケース出てこな",
    "うまくいかなかった", "上手くいかなかった", "頭が真っ白", "ボロボロだった", "散々だった",
    "負けた", "負けちゃ", "逆転負け", "敗退", "ボロ負け", "完敗",
    // A booking lost with its venue: 「予約してた店が急に閉店しちゃって予約なくなった…」.
    "閉店しちゃ", "急に閉店", "予約なくなっ", "予約がなくなっ", "予約取り消され", "予約が取り消され",
    // 「駐輪場の自転車、撤去されとった」.
    "撤去され", "撤去されとった", "レッカーされ",
    // Money sent astray or a car hit: 「知らない人に7万2千円送っちゃった」, 「コインパで当て逃げされた」.
    "当て逃げ", "ぶつけられ", "傷つけられ", "振込先間違え", "振り込み先間違え", "知らない人に送っちゃ", "番号まちがえて",
    "番号間違えて",
    // Trouble at work or a day out spoiled: 「始末書書くことになった」, 「合わなかった」, 「改装で休業だって」.
    // A test failed: 「数学31点…赤点ギリ回避できずw 追試確定です」.
    "赤点", "追試",
    // Work thrown back or cut, a job interview failed: 「資料、俺がまるごと作り直しになった…」, 「差し戻し来た」,
    // 「冬のボーナス、去年の半分らしい」, 「落ちたー」.
    "作り直しにな", "作り直しだって", "やり直しにな", "やり直しだって", "全面やり直し", "差し戻し", "ボツにな", "ボツだった",
    "ボーナス減", "ボーナスが減", "ボーナス半分", "去年の半分らしい", "去年の半分しか", "去年の半分だって", "給料下が", "給料が下が", "減給", "落ちたー", "落ちた…",
    "落ちちゃった", "落ちました…", "お祈りメール", "お祈りされ", "不採用",
    "こわれた", "こわれちゃ", "お湯でない", "お湯が出ない", "エンスト", "始末書", "合わなかったらしい", "お金が合わな", "改装で休業", "休業だって", "臨時休業", "無駄足",
  ]

  /// Failure anywhere in a message with good-news words: 「不合格」, 「落ちた」, "ghosted".
  static let failures: [Phrase] = [
    // "Decree absolute came through today… Weirdly numb."
    "numb", "failed", "nope", "ghosted", "no longer", "不合格", "落ち", "ダメだった", "だめだった", "残念",
  ]

  /// Negation, which takes back the good news of its own sentence ("didn't get the job") but not
  /// another's ("I got the job!!! Still not sure what to wear").
  static let negations: [Phrase] = [
    "didn't", "didnt", "did not", "not ", "never", "wasn't", "weren't", "なかった", "ません",
  ]

  /// Openings of a sentence that take back the news before it: "Got the offer. Not taking it though."
  static let retractions: [Phrase] = [
    "not ", "didn't", "didnt", "never", "but ", "except ", "でも", "けど", "だけど", "ただ、",
  ]

  /// Replies that ask what happened, which news that says so does not call for.
  static let whatHappened: [Phrase] = ["what happened", "what's wrong", "何かあった", "何かありました", "どうしたの", "何があった"]

  /// Whether `text` names good news with no failure anywhere and no negation in its sentence (nor a
  /// later sentence that opens by taking it back); a relief (``announcesRelief(_:language:)``),
  /// whose negation is the news, is good news too.
  static func announcesGoodNews(_ text: SearchableText, language: Language) -> Bool {
    let news = language == .japanese ? japaneseGoodNews : englishGoodNews
    guard text.contains(any: news) || language == .english && endsWithWin(text) else { return false }
    // "got an A- i was SO sure i failed": a failure feared is no failure.
    let told = text.without(fearedFailures, of: String(decoding: text.bytes, as: UTF8.self))
    guard !told.contains(any: failures) else { return false }
    guard told.contains(any: negations) else { return true }
    // Some sentence tells the news unnegated, and no later one opens by taking it back.
    let sentences = told.sentences
    return sentences.indices.contains { index in
      let sentence = sentences[index]
      return (sentence.contains(any: news) || index == sentences.count - 1 && endsWithWin(sentence))
        && !sentence.contains(any: negations)
        && !sentences[(index + 1)...].contains { later in retractions.contains { later.starts(with: $0) } }
    }
  }

  private static func endsWithWin(_ text: SearchableText) -> Bool {
    endingWins.contains { text.bytes.suffix($0.utf8.count).elementsEqual($0.utf8) }
  }

  /// Failures feared and not met, which negate no news.
  static let fearedFailures: [Phrase] = [
    "sure i failed", "sure i'd failed", "sure i had failed", "thought i failed", "thought i'd failed",
    "thought i had failed", "落ちたと思って", "ダメだと思って", "だめだと思って",
    // What was lacking before the news: 「ずっと空きなかったのに奇跡」.
    "なかったのに",
  ]
  /// A win told at the very end ("omg we won"); elsewhere "we won" must be followed by a space or
  /// a stop, or it reads "we wont" and "I won't be in".
  static let endingWins = ["i won", "we won"]

  /// Whether `text` tells a feared result ruled out; its negation is the news.
  static func announcesRelief(_ text: SearchableText, language: Language) -> Bool {
    let reliefs = language == .japanese ? japaneseReliefs : englishReliefs
    guard text.contains(any: reliefs) || endsIllness(text) else { return false }
    guard text.contains(any: hopes) || text.contains(any: questionMarks) else { return true }
    // "Hope the power's back by morning!", "is everything normal with the bloods?": a relief only hoped
    // for or asked after is none.
    return text.sentences.contains {
      !$0.contains(any: hopes) && !$0.contains(any: questionMarks) && ($0.contains(any: reliefs) || endsIllness($0))
    }
  }
  static let questionMarks: [Phrase] = ["?", "？"]
  /// Words that hope for what follows rather than tell it.
  static let hopes: [Phrase] = [
    "hope ", "hoping", "hopefully", "fingers crossed", "🤞", "praying", "といいな", "といいね", "ますように", "ように祈",
  ]

  /// Whether `text` tells an illness ruled out or a stay in hospital over ("biopsy came back benign",
  /// "Grandad is home from the hospital", 「良性だったって」, 「無事に退院しました」): the hospital and the
  /// biopsy it names are no illness to sympathise with. Vaguer comfort ("she's going to be ok") is not.
  static func endsIllness(_ text: SearchableText) -> Bool {
    text.contains(any: illnessesEnded) && !text.contains(any: illnessesNotEnded)
  }

  /// The same words denied: "it wasn't benign", 「良性じゃなかった」, 「退院できない」.
  static let illnessesNotEnded: [Phrase] = [
    "not benign", "wasn't benign", "isn't benign", "not all clear", "wasn't all clear", "not out of hospital",
    "won't be discharged", "not been discharged", "良性じゃな", "良性ではな", "退院できな", "退院はまだ", "退院延期",
    // "nothing broken thank god. But the hospital won't discharge her…": a stay that goes on.
    "won't discharge", "won't let her home", "won't let him home", "still in hospital", "could be weeks",
  ]

  /// Words that tell an illness ruled out, or treatment or a stay in hospital over.
  static let illnessesEnded: [Phrase] =
    englishIllnessesRuledOut + japaneseIllnessesRuledOut + [
      // A fall that broke nothing ("had a fall on the slopes… nothing is broken"), unless the stay
      // goes on (``illnessesNotEnded``).
      "nothing is broken", "nothing's broken", "nothing broken", "骨折はしてない", "骨折はしていない", "骨は折れてない",
      "cancer-free", "home from hospital", "home from the hospital", "out of hospital", "out of the hospital",
      "been discharged", "got discharged", "was discharged", "is discharged", "discharged today",
      "discharged this morning", "discharged yesterday", "chemo finished", "finished chemo", "finished her chemo",
      "finished his chemo", "finished my chemo", "last round of chemo", "last chemo", "rang the bell", "悪性ではなかった",
      "手術もしなくていい", "手術しなくていい", "手術はしなくていい", "退院した", "退院しました", "退院できた", "退院できました", "退院できる",
      "退院が決ま", "退院することにな", "無事退院", "無事に退院", "抗がん剤が終わ", "抗がん剤終わ", "治療が終わ", "治療終わった", "寛解",
    ]
}
