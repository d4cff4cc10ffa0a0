import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 18's cues, from the logistics of ordinary life: thanks for a rescue is thanks whatever
/// trouble it names, reassurance is thanked, a debt recalled is paid, a link shown is admired, a
/// guess after a question is confirmed, a sender running late is not told the time is too late,
/// offers and invitations made with a laugh are answered, not laughed at, and belongings handed
/// on for no reason or a sender who watches the reader are safety cases.
@Suite struct EverydayLogisticsCuesTests: CueSuite {
  @Test func thanksForARescueIsThanksNotBadNews() {
    let key = acts("ur a lifesaver, she'd have been locked out for hours otherwise 🙏")
    #expect(key.thanksForRescue && key.mirroredActs.contains(.thanks))
    #expect(SuggestionPipeline.kind(classified: .badNews, acts: key) == .thanks)
    #expect(acts("just got the £42 for petrol, cheers mate").mirroredActs.contains(.thanks))
    #expect(acts("本当に命の恩人です", .japanese).thanksForRescue)
    // Trouble that is no rescue stays trouble.
    let locked = acts("locked out for hours, landlord isn't answering")
    #expect(!locked.thanksForRescue && !locked.mirroredActs.contains(.thanks))
  }

  @Test func reassuranceIsThankedNotGivenBack() throws {
    let rush = acts("全然急がなくていいよ〜！いつでも大丈夫だから気にしないで笑", .japanese)
    #expect(rush.reassures && rush.owedIntents.contains(.thanks))
    #expect(rush.mirroredIntents.isSuperset(of: [.takeYourTime, .noWorries]))
    #expect(!acts("can you take your time with the report? no rush?").reassures)
    let shown = try chips([("ren", "no rush at all on the £20, whenever suits!")])
    #expect(shown.contains { $0.lowercased().contains("thank") }, "\(shown)")
    #expect(!shown.contains { $0.lowercased().contains("no rush") || $0.lowercased().contains("take your time") })
  }

  @Test func aDebtRecalledIsANudgeNotVenting() {
    let debt = acts("oi don't forget the concert tix 🙃 you owe me £42, no rush tho")
    #expect(!debt.vents && debt.owedIntents.isSuperset(of: [.sendIt, .thanks]))
    #expect(SuggestionPipeline.kind(classified: .other, acts: debt) != .badNews)
    #expect(acts("ugh 🙃 the bus is late again").vents)
  }

  @Test func aLinkShownIsAdmiredAndNeverMournedWhenNothingIsWrong() {
    let cabin = acts("this is the cabin I was on about, sleeps 8 and has a hot tub 👀 https://example.com/rooms/1")
    #expect(cabin.sharesLink && cabin.owedIntents.contains(.loveIt))
    let ryokan = acts("連休の旅行さ、ここどう？露天風呂付き https://example.jp/yad/1", .japanese)
    #expect(ryokan.sharesLink && ryokan.owedIntents.contains(.loveIt))
    // An article to read is no picture to admire.
    let article = acts("that article I mentioned https://example.com/post worth a skim before Thursday")
    #expect(article.sharesLink && !article.owedIntents.contains(.loveIt))
    #expect(!acts("this is the cabin I was on about, sleeps 8 and has a hot tub 👀").sharesLink)
    let filter = filter(cabin)
    #expect(filter.excluding.contains(.sorrowful))
  }

  @Test func aGuessAfterAQuestionIsConfirmedOrCorrected() {
    #expect(QuestionDetector.guessesAnswer("着いた！どこのカフェ？東口のスタバ？", language: .japanese))
    #expect(QuestionDetector.guessesAnswer("which pub? the crown?", language: .english))
    #expect(!QuestionDetector.guessesAnswer("which pub? what time?", language: .english))
    #expect(!QuestionDetector.guessesAnswer("which pub? the crown is nice", language: .english))
    #expect(!QuestionDetector.guessesAnswer("the crown?", language: .english))
    let cafe = acts("着いた！どこのカフェ？東口のスタバ？", .japanese)
    #expect(!cafe.invites && !cafe.asksOpenQuestion && cafe.owedIntents.isSuperset(of: [.yes, .no]))
  }

  @Test func aSenderRunningLateIsNotToldTheTimeIsTooLate() {
    let late = acts("running 15 late, the 38 just didn't turn up 😤 order me a flat white?")
    #expect(late.ruledOutIntents.contains(.timeDoesNotWork))
    #expect(!acts("running late, can we push it to 8?").ruledOutIntents.contains(.timeDoesNotWork))
  }

  @Test func offersAndInvitationsMadeWithALaughAreAnswered() {
    let help = acts("うわ地獄笑　今週末なら車出せるし手伝おっか？", .japanese)
    #expect(help.offers && help.laughs)
    #expect(filter(help).excluding.contains(.laughter))
    let pints = acts("pints after 5-a-side next thurs then? few of us heading to the Crown")
    #expect(pints.invites)
    #expect(acts("come to ours sunday then! mum's doing roast lamb 🐣").invites)
  }

  @Test func newsCuesFromEverydayLife() {
    #expect(acts("scan back. all clear. dad fine x").ruledOutIntents.isSuperset(of: [.really, .wow]))
    let hotel = acts("無事着いた〜！ホテルめっちゃいい感じ😆 海見える", .japanese)
    #expect(hotel.announcesRelief && hotel.ruledOutIntents.isSuperset(of: [.takeCare, .safeTravels]))
    #expect(acts("8割戻ってくるって!思ってたより全然いい", .japanese).announcesRelief)
    #expect(acts("OK IT'S OFFICIAL 💍 save the date: 6th Sept").announcesGoodNews)
    #expect(acts("strike's called off so I'm coming up friday after all 🙌").soundsDelighted)
    #expect(SensitiveTopic.detect(in: "今朝ポチが虹の橋わたった。15年いっしょだったよ") == .grief)
    #expect(SensitiveTopic.detect(in: "身内に不幸がありまして、明日のお打ち合わせを延期させてください") == .grief)
    #expect(SensitiveTopic.detect(in: "me and josh are done. he's moving his stuff out this weekend 💔") == .hardship)
  }

  @Test func japaneseWishesAndCostQuestionsAsk() {
    #expect(acts("アルバムにあげてくれると嬉しい〜", .japanese).directs)
    #expect(acts("結局ひとりいくらだった？PayPayで送るわ", .japanese).asksFact)
    let shoes = acts("うちのバッシュ、間違えて持って帰ってない？？", .japanese)
    #expect(shoes.owedIntents.isSuperset(of: [.yes, .no]))
    #expect(acts("ok your lasagne last night?? still thinking about it. i need that recipe").praisesReader)
  }

  @Test func belongingsHandedOnForNoReasonAndWatchingAreSafetyCases() {
    #expect(SensitiveTopic.detect(in: "私の本や服、よかったら全部もらってください。もう使うことはないので") == .selfHarm)
    #expect(SensitiveTopic.detect(in: "you can have my guitar and my books. I won't need them anymore") == .selfHarm)
    // Things handed on for an everyday reason are no warning sign.
    #expect(SensitiveTopic.detect(in: "引っ越すから家具全部もらってくれない？もう使うこともないし") == nil)
    #expect(SensitiveTopic.detect(in: "you can have my old bike, I won't need it after I get the car") == nil)
    let watching = SensitiveTopic.keywordHit(
      in: "saw you at the gym with him tonight. nice red top. I'm always watching x")
    #expect(watching?.topic == .harassment)
    // Alone, "saw you at the…" is idiom-prone: the classifier may overrule it.
    #expect(SensitiveTopic.keywordHit(in: "saw you at the party last night!")?.isIdiomProne == true)
  }

  @Test func endOfYearCues() {
    // Spaces between Japanese words are read past.
    #expect(SpacedKana.joiningEverySpace("赤ちゃんが　生まれる そうです。 ok then") == "赤ちゃんが生まれるそうです。 ok then")
    #expect(acts("健一のところ　来年の夏に　赤ちゃんが　生まれるそうです。", .japanese).announcesGoodNews)
    #expect(acts("おかあさん じゅくおわった むかえにきて", .japanese).directs)
    // A plan called off at someone's home invites no one.
    #expect(!acts("sorry but we have to cancel christmas dinner at ours, grandad's in hospital").invites)
    #expect(acts("christmas dinner at ours this year, 2pm!").invites)
    // Help offered is not offered back; a goodnight's blessing is no news.
    #expect(acts("年末の引っ越し手伝おっか？車出せるよ🚗", .japanese).mirroredIntents.contains(.needHelp))
    let night = acts("Going to bed now. God bless. Nana x")
    #expect(SuggestionPipeline.kind(classified: .goodNews, acts: night) == .other)
    #expect(!ReplyFilter.mayBeUnplacedNews(night, kind: .other))
  }

  private func filter(_ acts: IncomingActs) -> ReplyFilter {
    ReplyFilter(
      register: .casual, topic: nil, acts: acts, kind: .other, hasIntentTerms: true, calledFor: 0, intentNumbering: [:])
  }
}
