import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 21's cues, from neighbours, groups and the services of a home: a group's message turning
/// to another member, a pet put to sleep and a loss said gently, a guest named in an invitation,
/// a tradesperson moving the reader's slot, and "are you in?" asked about a parcel.
@Suite struct NeighboursAndGroupsCuesTests: CueSuite {
  private func isForSomeoneElse(_ texts: [String], language: Language = .english) -> Bool {
    let turns = texts.map { text in
      let isSelf = text.hasPrefix("me: ")
      return PreparedConversation.Turn(
        turn: ConversationTurn(text: isSelf ? String(text.dropFirst(4)) : text, isSelf: isSelf))
    }
    return AddresseeCues.isForSomeoneElse(turns, names: { .init() }, language: language)
  }

  @Test func aGroupsThreadTurningToAMemberIsTheirs() {
    // A call to everyone, answered by the user, then a named member asked.
    #expect(
      isForSomeoneElse([
        "When is everyone getting in for Christmas?", "me: driving up on the 23rd",
        "Ben, can you please put your flight times in the family calendar?",
      ]))
    #expect(
      isForSomeoneElse(
        ["来週土曜の送り迎え、誰かお願いできますか？", "me: ごめん、私その日仕事で…", "わかりました。じゃあ健太、車で頼めるかな？"],
        language: .japanese))
    // A group notification's line.
    #expect(isForSomeoneElse(["[Crag Rats 🧗] Priya: Tom can you stick the trip on the club calendar?"]))
    // The user's own turn answered, then a name asked directly.
    #expect(isForSomeoneElse(["me: I've got Tuesday covered 👍", "brilliant thanks! Priya can you do Thursday then?"]))
    #expect(isForSomeoneElse(["we're here, table by the window", "me: same, just got drinks", "Ben where r u??"]))
    // Nothing says who the user is, or the name is no name.
    #expect(!isForSomeoneElse(["Ben, can you please put your flight times in the family calendar?"]))
    #expect(!isForSomeoneElse(["me: can't believe it's november", "I know! Are you coming home this year?"]))
    #expect(!isForSomeoneElse(["me: Hi, is the couch still for sale?", "Yes! When can you come?"]))
    #expect(!isForSomeoneElse(["me: still on for later?", "Legend, can I grab it around 4?"]))
    #expect(!isForSomeoneElse(["[Photo] Mum: look at this view"]))
    // Writers' names heading the lines, or a lowercase name asked in a group's thread.
    #expect(isForSomeoneElse(["みか: 明日の部室の鍵当番、けんたお願いね", "みか: けんた、帰りにちゃんと職員室に返しといて！"], language: .japanese))
    #expect(isForSomeoneElse(["コーチ: @りく 明日ビブス全部持ってきて。洗濯したやつな"], language: .japanese))
    #expect(isForSomeoneElse(["great hustle today everyone 💪", "ben can u bring the extra pinnies and cones sat"]))
    #expect(!isForSomeoneElse(["ben can u bring the extra pinnies and cones sat"]))
    #expect(!isForSomeoneElse(["great hustle today everyone 💪", "so can u bring the cones sat"]))
    #expect(!isForSomeoneElse(["主将: 明日の朝練、雨なら中止ね！7時までに連絡する"], language: .japanese))
    #expect(!isForSomeoneElse(["先輩: 明日の試合、ボール出し頼める？"], language: .japanese))
  }

  @Test func theOneStillAwaitedIsAnotherMember() {
    #expect(
      isForSomeoneElse(["みんな集まってるよー", "me: 今着いた!", "おっけ!あとはけんただけか。けんた、今どのへん?"], language: .japanese))
    #expect(
      isForSomeoneElse(
        ["休暇を入力してください", "me: 入れました！", "ありがとうございます！あとは佐藤さんだけですね。佐藤さん、お願いします🙏"],
        language: .japanese))
    #expect(isForSomeoneElse(["me: on my way", "just waiting on Sam now"]))
    #expect(
      isForSomeoneElse(
        ["今日の飲み会、みさきも来れるって〜", "me: 了解！わたしも19時には着くよ", "たくみ、あんたまだ返事してないよ！来るの来ないの？"],
        language: .japanese))
    // Waiting is no member awaited; nor is the user awaited before they have spoken.
    #expect(!isForSomeoneElse(["me: 生地できた", "あとは焼くだけだね！オーブン何度？"], language: .japanese))
    #expect(!isForSomeoneElse(["あとは佐藤さんだけですね。佐藤さん、お願いします🙏"], language: .japanese))
    #expect(GroupThreadCues.plainJapaneseVocative("今日、何時に来る？") == nil)
    #expect(GroupThreadCues.plainJapaneseVocative("了解。じゃあ健太、頼める？") == "健太")
  }

  @Test func lossesToldGently() {
    #expect(
      SensitiveTopic.detect(in: "We had to have our dog put to sleep this morning and I'm just not up to it.")
        == .grief)
    #expect(SensitiveTopic.detect(in: "We had to have the boiler replaced this morning") == nil)
    #expect(SensitiveTopic.detect(in: "昨日の朝、眠るように旅立ちました。16歳でした。") == .grief)
    #expect(SensitiveTopic.detect(in: "息子が今日ロンドンに旅立ちました") == nil)
    #expect(SensitiveTopic.detect(in: "昨日ビデオ通話で別れ話して、そのまま朝まで眠れなかった") == .hardship)
    #expect(SensitiveTopic.detect(in: "実は工場閉鎖で先月いっぱいで仕事なくなっちゃってさ") == .hardship)
  }

  @Test func aGuestNamedBetweenTheWishAndItsComing() {
    #expect(acts("Maya's having her 7th at soft play on Sat 14th, 2-4pm - we'd love Leo to come!").invites)
    #expect(acts("Our Chloe is getting married and she'd really like you and Sam to come to the evening do.").invites)
    #expect(!IncomingActs.wouldLoveSomeoneToCome(SearchableText("i'd love to come!")))
  }

  @Test func aSlotMovedOrAParcelHeldIsNoInvitation() {
    let moved = acts(
      "Hi its Gary re the boiler service. Part hasnt come in so can we move you from weds to fri morning?")
    #expect(!moved.invites)
    let parcel = acts("hiya are you in? 😊 i've got something here with your name on it")
    #expect(!parcel.invites && parcel.owedIntents.contains(.yes) && parcel.ruledOutIntents.contains(.arrived))
    #expect(acts("few of us are heading to the pub after, you in?").invites)
    let milk = acts("could you get me a pint of milk and a small loaf? I'll pay you back.")
    #expect(!milk.invites && milk.ruledOutIntents.contains(.myTreat))
    #expect(acts("fancy a pint later?").invites)
  }

  @Test func aPermitGrantedAndAnOperationOverAreGoodNews() {
    let visa = acts("夜中にごめん、そっちもう朝だよね？どうしても言いたくて…ビザ下りたーー！！来月からロンドンで働ける🇬🇧", .japanese)
    #expect(visa.announcesGoodNews && !visa.asks)
    #expect(acts("got the job!!! can you believe it?").asks)
    let scan = acts("all clear!!! it's benign, doc says nothing to worry about 😭❤️ i've been crying in the car park")
    #expect(scan.announcesRelief && scan.ruledOutIntents.isSuperset(of: [.areYouOK, .goodLuck]))
    #expect(acts("お隣の佐藤です。おかげさまで主人の手術、無事に終わりまして、来週には退院できそうです。", .japanese).announcesRelief)
    #expect(!acts("来週、主人の手術なんです。無事に終わるといいんですが", .japanese).announcesRelief)
  }

  @Test func aConditionIsNoOption() {
    // What 「だと」 follows is no option (no 「週末だ」); 「土日」 names the weekend's two days.
    let weekend = ChoiceChips.options(in: "週末だと土日どっちがいい?日本の夜に合わせるよ", language: .japanese)
    #expect(weekend?.0 == "土曜" && weekend?.1 == "日曜")
    let days = ChoiceChips.options(in: "13日と14日、どちらか入れそうですか?", language: .japanese)
    #expect(days?.0 == "13日" && days?.1 == "14日")
  }

  @Test func aManagingAgentsNoticeIsAcknowledged() {
    let lift = acts(
      "Dear Resident, we regret to inform you that the lift in Block B will be out of service for 3 weeks.")
    #expect(lift.givesHeadsUp && lift.owedIntents.contains(.thanksForLettingMeKnow))
    #expect(acts("明日9時から12時まで、点検のため断水いたします。ご迷惑をおかけしますが", .japanese).givesHeadsUp)
  }

  @Test func aComplaintPutAsAQuestionIsApologisedFor() {
    let noise = acts("昨日の夜、なんか音聞こえませんでした?2時くらいに…ちょうどお宅の方からだった気がするんですけど", .japanese)
    #expect(noise.owedIntents.contains(.apology))
    #expect(acts("hiya, is that your car blocking my drive? need to get out for work").owedIntents.contains(.apology))
  }

  @Test func aNeighboursGiftIsThankedFor() {
    let pears = acts("実家から梨がたくさん届いたので、よかったらおすそ分けさせてください🍐 夕方お持ちしてもいいですか?", .japanese)
    #expect(pears.offers && pears.owedIntents.contains(.thanks))
    #expect(pears.ruledOutIntents.contains(.myTreat) && pears.mirroredIntents.contains(.offerToBring))
  }

  @Test func praiseOfTheReadersSkillOrLook() {
    let form = acts("dude ur deadlift form is crazy clean now, all those sessions paid off fr")
    #expect(form.praisesReader && form.ruledOutIntents.contains(.apology))
    #expect(acts("you looked really good leaving this morning btw. new jumper?").praisesReader)
    #expect(!acts("the form is on the desk").praisesReader)
  }

  @Test func aFaultShownIsNotAdmired() {
    let flue = acts("📷 [photo] thats the flue off ur boiler. see the corrosion? needs replacing, can quote tmrw")
    #expect(flue.ruledOutIntents.contains(.loveIt) && !flue.owedIntents.contains(.loveIt))
    #expect(flue.owedIntents.contains(.okay))
    #expect(!acts("know a decent plumber?? kitchen sink is leaking everywhere 😭").owedIntents.contains(.okay))
    #expect(acts("[Photo] first tomato of the season!!!").owedIntents.contains(.loveIt))
  }
}
