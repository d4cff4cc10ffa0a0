import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 20's cues, from households and families: a parent's worry, a bill after thanks, a
/// birthday wish the classifier read as trouble, a pet's death in polite Japanese, invitations
/// said as statements, and a photo or a calendar reminder.
@Suite struct HouseholdCuesTests: CueSuite {
  @Test func aParentsWorryIsAnsweredWithHowTheReaderIs() {
    #expect(acts("Are you eating properly? You looked thin on FaceTime.").owedIntents.contains(.imFine))
    #expect(acts("Haven't heard from you in a while love, everything ok? x").owedIntents.contains(.imFine))
    #expect(acts("ちゃんとご飯食べてる？寒いから気をつけてね", .japanese).owedIntents.contains(.imFine))
    #expect(!acts("Are you eating at ours on Sunday?").owedIntents.contains(.imFine))
  }

  @Test func aBillAfterThanksIsPaidNotWelcomed() {
    let bill = acts("Thanks so much for coming!! your share of the house came to £86, bank details same as before x")
    #expect(bill.splitsCost && bill.owedIntents.contains(.sendIt))
    #expect(SuggestionPipeline.kind(classified: .thanks, acts: bill) == .other)
    #expect(acts("it worked out at £42 each for food + fuel").splitsCost)
    #expect(SuggestionPipeline.kind(classified: .thanks, acts: acts("thanks so much for coming x")) == .thanks)
  }

  @Test func aWishIsNoBadNews() {
    let wish = acts("Happy Birthday Thomas. 25 years old! We have put a little something in the post. Love, Grandad")
    #expect(wish.wishesOccasion && SuggestionPipeline.kind(classified: .badNews, acts: wish) == .other)
    // A birthday named in trouble, or Christmas in hospital, is no wish.
    let lost = acts("ピアスの片方どっかで落とした😭 誕生日に買ってもらったやつなのに", .japanese)
    #expect(!lost.wishesOccasion)
    #expect(!acts("They will probably keep him in over Christmas.").wishesOccasion)
    #expect(SensitiveTopic.detect(in: "Dad is back in hospital with his chest again.") == .illness)
  }

  @Test func deathsIllnessAndHardshipFromFamilies() {
    #expect(SensitiveTopic.detect(in: "チャコ、今朝眠るように逝きました😢🐾 16年、ありがとうね…") == .grief)
    #expect(SensitiveTopic.detect(in: "スマホ逝ったｗ 新しいの買わなきゃ") == nil)
    #expect(SensitiveTopic.detect(in: "The doctor says it's shingles. I'm in quite a lot of pain") == .illness)
    #expect(SensitiveTopic.detect(in: "tom moved the last of his stuff out today. it's properly over") == .hardship)
    #expect(SensitiveTopic.detect(in: "会社から早期退職を勧められた。") == .hardship)
  }

  @Test func invitationsAndOffersSaidAsStatements() {
    #expect(
      acts("housewarming Friday night, 7ish. Would love if you and Sam could pop over, just bring yourselves!").invites)
    #expect(acts("BBQ at my place sat the 14th!!! bring ur own drinks").invites)
    #expect(acts("We've got a roast on Sunday if you're free 😊").invites)
    #expect(acts("お昼まだなら一緒に行きません？", .japanese).invites)
    #expect(acts("want to borrow my spare for the gig fri?").offers)
    #expect(!acts("can I borrow your charger?").offers)
  }

  @Test func checksPraiseAndWaitingAsked() {
    #expect(acts("Hello son. Just checking the heating is working in the new flat now.").expectsYesOrNo)
    #expect(acts("You are doing a wonderful job with them, dear.").praisesReader)
    #expect(acts("the flat has NEVER looked this clean. who are you").praisesReader)
    let mall = acts("いまモールついた〜 どこいる？", .japanese)
    #expect(mall.owedIntents.contains(.onMyWay))
  }

  @Test func aPhotoIsAdmiredAndAReminderIsAMachines() {
    let dog = acts("<image omitted> Here is Biscuit in the new jumper I knitted him.")
    #expect(dog.owedIntents.contains(.loveIt) && dog.ruledOutIntents.isSuperset(of: [.interesting, .iSee]))
    #expect(acts("今朝のお庭🌷チューリップ咲いたよ〜📸✨", .japanese).owedIntents.contains(.loveIt))
    let reminder = "家族カレンダー：予定「ひなた 予防接種」が30分後に始まります"
    #expect(UnsolicitedMessage.isCalendarNotice(reminder, SearchableText(reminder)))
    #expect(
      UnsolicitedMessage.classify(
        "Hi Mum it's me, dropped my phone down the loo, this is my new number. Need help paying a bill urgently",
        threadHasSelfTurns: false) == .suspectedScam)
    #expect(acts("ちょ、大家さんから連絡きて来年も家賃据え置きだって！！", .japanese).announcesRelief)
  }

  @Test func aCommaAfterEveryPhraseIsReadThrough() {
    #expect(BreathCommas.read("年末は、いつ、帰ってくるのか。母さんが、おせちの数を、聞いている。") == "年末はいつ帰ってくるのか。母さんがおせちの数を聞いている。")
    let hardship = BreathCommas.read("会社から、早期退職を、勧められた。母さんには、まだ、言っていない。")
    #expect(SensitiveTopic.detect(in: hardship) == .hardship)
    // Ordinary prose, and a casual chain without a full stop, keep their commas.
    let prose = "お世話になっております。大変申し訳ないのですが、建物の老朽化に伴い、来年3月末をもって契約を終了させていただくことになりました。"
    #expect(BreathCommas.read(prose) == prose)
    #expect(BreathCommas.read("え、うそ、まじ、やば") == "え、うそ、まじ、やば")
    #expect(BreathCommas.read("hi, so, um, ok.") == "hi, so, um, ok.")
  }
}
