import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 13's cues: a sign-off after the user's own turn closes a thread; thanks with one's own
/// news and delight the classifier took for trouble are good news; favours, permissions and plan
/// changes asked in other shapes are answered; notices, resale scams and deadlines are told apart.
@Suite struct ClosingsOffersAndProposalsTests: CueSuite {
  @Test func aSignOffClosesAThreadAsAnOkDoes() throws {
    #expect(acts("perfect see u then 👍").acknowledgesOnly)
    #expect(acts("Great, see you Thursday at 2 then!").acknowledgesOnly)
    #expect(acts("承知しました。お待ちしております。", .japanese).acknowledgesOnly)
    #expect(!acts("yes! see u there 😊 i'll be the one in the green jacket").acknowledgesOnly)
    #expect(!acts("see you then? or is 8 better", .english).acknowledgesOnly)
    #expect(!acts("田中です。よろしくお願いします。", .japanese).acknowledgesOnly)
    #expect(acts("brill see u at the cafe x").acknowledgesOnly)
    #expect(acts("👍 楽しみにしてる〜", .japanese).acknowledgesOnly)
    let generator = try SmartReplyGenerator()
    let closed = generator.suggestions(
      for: ContextFixtures.message([
        ("sam", "so 7 at the pub then?"), ("me", "yep 7 works, see you there"), ("sam", "perfect see u then 👍"),
      ]))
    #expect(closed.suggestions.isEmpty && closed.reason == .trigger(.acknowledgement))
  }

  @Test func thanksWithOnesOwnNewsAndDelightAreGoodNews() {
    let apartment = acts("THANK YOU. I got the apartment!!!! signing the lease thursday")
    #expect(SuggestionPipeline.kind(classified: .other, acts: apartment) == .goodNews)
    // A relative's news thanked for stays thanks.
    let aunty = acts("Aunty's operation went well, she is out of ICU now. Thank you for all your prayers 🙏")
    #expect(SuggestionPipeline.kind(classified: .other, acts: aunty) == .thanks)
    let concert = acts("my ears are RINGING. 10/10 best night of my life no notes")
    #expect(SuggestionPipeline.kind(classified: .badNews, acts: concert) == .goodNews)
    #expect(acts("GOT THE RAISE 💸💸 drinks on me friday").announcesGoodNews)
    #expect(acts("来月から給料上がるって！", .japanese).announcesGoodNews)
    #expect(acts("Finished Dublin in 4:12 🏅 the legs are gone but I'm buzzing").announcesGoodNews)
    // Praise said as a statement is a compliment, a question about the reader's things is not.
    #expect(acts("ok your haircut is SO cute omg who did it??").praisesReader)
    #expect(!acts("was your trip amazing?").praisesReader)
    #expect(!acts("nope. read it tuesday and just... nothing. third date went great i thought??").announcesGoodNews)
  }

  @Test func yesOrNoQuestionsInOtherShapes() {
    #expect(
      QuestionDetector.expectsYesOrNo(
        "Hi! It's Megan, Tyler's mom 🙂 Any chance you could drive Thursday?", language: .english))
    #expect(
      QuestionDetector.expectsYesOrNo("booked us in at the thai place for 7.30 sat, that ok?", language: .english))
    #expect(QuestionDetector.expectsYesOrNo("my sister's on the couch thurs-sun, hope that's cool", language: .english))
    #expect(
      QuestionDetector.expectsYesOrNo("Your nan wants to know if you're coming for Sunday lunch", language: .english))
    #expect(!QuestionDetector.expectsYesOrNo("what time is that ok for you?", language: .english))
    #expect(acts("Hi! It's Megan, Tyler's mom 🙂 Any chance you could take the boys Thursday?").requests)
    let shift = acts("急ですみません、今週土曜のシフト代わってもらえたりしませんか🙏", .japanese)
    #expect(shift.requests && !shift.invites)
    #expect(!acts("実家のコロ、最近あんまりご飯食べないらしいよ。母さんから聞いた？", .japanese).invites)
  }

  @Test func offersAdviceAndHelpAskedInOtherWords() {
    #expect(acts("tomatoes are going mental this year, want a bag?").offers)
    #expect(acts("並んでる！ついでにタオル買っとこうか？", .japanese).offers)
    #expect(acts("よかったらもらってくれませんか？", .japanese).offers)
    #expect(acts("thinking of going short like BOB short. talk me out of it or into it 😂").asksAdvice)
    #expect(acts("上の階また夜中にうるさいんだけど…管理会社に言った方がいいかな", .japanese).asksAdvice)
    // Help with a phone is looked into, not weighed as advice.
    let photo = acts("写真の送り方がわかりません。下の＋のボタンを押せばいいのかな？", .japanese)
    #expect(!photo.asksAdvice && photo.owedIntents.contains(.letMeCheck))
    #expect(acts("HOW DO I SEND A PICTURE ON THIS THING").owedIntents.contains(.letMeCheck))
    #expect(acts("うちの猫がキーボードで寝てて仕事にならんｗ（写真）", .japanese).laughs)
    #expect(!acts("ｗｉｆｉのパスワード教えて", .japanese).laughs)
  }

  @Test func planChangesAreAgreedToAndPostponementsProposeNoTime() throws {
    #expect(acts("雨やばいから今日のピクニック、室内のカフェに変えない？", .japanese).owedIntents.contains(.letsDoIt))
    #expect(acts("wanna push the cottage trip to next weekend?").owedIntents.contains(.letsDoIt))
    #expect(!acts("駐輪場のシール、今月中に貼り替えないと撤去されるらしいよ", .japanese).invites)
    let generator = try SmartReplyGenerator()
    let storm = generator.suggestions(for: ContextFixtures.message([("ken", "明日台風直撃っぽいけどBBQどうする？延期する？")]))
    #expect(!storm.suggestions.isEmpty)
    #expect(storm.suggestions.allSatisfy { $0.intent != .confirmTime }, "\(storm.suggestions.map(\.smartReply))")
    let concert = generator.suggestions(
      for: ContextFixtures.message([("ava", "mom can i go to the concert with ava?? it ends at 10 i swear")]))
    #expect(concert.suggestions.allSatisfy { $0.intent != .confirmTime }, "\(concert.suggestions.map(\.smartReply))")
    #expect(acts("Mumma can I get the new phone for my birthday pls").occasions.isEmpty)
    #expect(acts("set up a kitty for the trip, $150 each for food and petrol. can u chuck yours in by fri?").splitsCost)
    let due = generator.suggestions(
      for: ContextFixtures.message([("jo", "did you finish the stats coursework?? it's due at 5 and i'm only on q3")]))
    #expect(due.suggestions.allSatisfy { $0.intent != .confirmTime }, "\(due.suggestions.map(\.smartReply))")
  }

  @Test func aFavourAskedForADayCanBeDeclined() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(
      for: ContextFixtures.message([
        ("megan", "Hi! It's Megan, Tyler's mom 🙂 Any chance you could take the boys to practice Thursday?")
      ]))
    #expect(result.suggestions.contains { $0.intent == .cantDo }, "\(result.suggestions.map(\.smartReply))")
  }

  @Test func choicesWeighedAloudAreOffered() {
    #expect(ChoiceChips.options(in: "来週の飲み会、店どこがいい？焼肉か居酒屋で迷ってる🤔", language: .japanese)! == ("焼肉", "居酒屋"))
    #expect(ChoiceChips.options(in: "行くか迷ってる", language: .japanese) == nil)
  }

  @Test func linesTaggedWithTwoOtherWritersAreTheirs() throws {
    let generator = try SmartReplyGenerator()
    for thread in [
      [("a", "母：お父さん、帰りに牛乳買ってきてくれる？"), ("a", "父：了解、ついでに卵もいる？")],
      [("a", "けんた：ゆりちゃん、明日何時に迎え行けばいい？"), ("a", "ゆり：けんたくん9時でお願い〜！")],
    ] {
      let result = generator.suggestions(for: ContextFixtures.message(thread))
      #expect(result.reason == .trigger(.addressedToSomeoneElse), "\(thread)")
    }
    // Two writers who do not name each other may be asking the reader.
    let siblings = generator.suggestions(
      for: ContextFixtures.message([
        ("a", "姉: ばあちゃんのお祝い、3人で割り勘にしない？"), ("a", "兄: 俺はいいよ。ひとり1万くらい？"),
      ]))
    #expect(!siblings.suggestions.isEmpty)
    #expect(AddresseeCues.speakerTag("Update: running late") == nil)
    #expect(AddresseeCues.speakerTag("Jess: did you book it?") == "Jess")
  }

  @Test func emergenciesAndLossesToldPlainlyAreSensitive() {
    #expect(SensitiveTopic.detect(in: "さっき食べたやつエビ入ってたっぽい、唇腫れてきて喉もかゆい") == .medicalEmergency)
    #expect(SensitiveTopic.detect(in: "父さん脳梗塞で運ばれた。いま市民病院のICU") == .medicalEmergency)
    #expect(
      SensitiveTopic.detect(in: "Jess had a seizure during class, they're taking her to Mercy") == .medicalEmergency)
    #expect(SensitiveTopic.detect(in: "今日課長に呼ばれて…希望退職の対象だって言われた") == .hardship)
    #expect(SensitiveTopic.detect(in: "Got the results, it's MS. Relapsing remitting.") == .illness)
    #expect(SensitiveTopic.detect(in: "itsms? no its the sms app") == nil)
  }

  @Test func deliveryNoticesAndPrepaidResalesGetNothing() {
    func classify(_ text: String) -> UnsolicitedMessage? {
      UnsolicitedMessage.classify(text, threadHasSelfTurns: false)
    }
    #expect(
      classify("Your DPD parcel from ASOS will be delivered today between 13:12 - 14:12. Track or change your delivery")
        == .automatedNotice)
    #expect(classify("my parcel from asos will be delivered today finally") == nil)
    #expect(classify("チケット譲ります！先にお振込みいただければ即日発送します。") == .suspectedScam)
    #expect(classify("チケット1枚余ってるんだけど譲ろうか？") == nil)
    #expect(classify("PayPay：ゆうきさんから4,200円を受け取りました。") == .automatedNotice)
    #expect(classify("Reminder: snack duty for Saturday's game is you! nut-free please 🙏 Thanks!!") == nil)
    #expect(
      classify("Congratulations! Your mobile number has won a £1,000 voucher. Claim now: x.net/c") == .suspectedScam)
  }
}
