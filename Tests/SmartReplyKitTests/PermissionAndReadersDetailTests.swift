import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 14's cues: leave asked is granted or refused, never attended; a detail of the reader's
/// own is looked up; a thanks returned or 「また土曜に」 after the user's turn closes a thread; a
/// place kept for the reader invites, a test result that came back normal is good news.
@Suite struct PermissionAndReadersDetailTests: CueSuite {
  @Test func leaveAskedIsARequestNotAnInvitation() {
    for (text, language) in [
      ("横浜！友達3人で行く。チケット代は自分で出すから行っていい？", Language.japanese),
      ("今日の打ち上げ21時までになりそうなんだけど、門限延ばしてもいい？🙏", .japanese),
      ("今日部活のあとみんなでご飯食べて帰るから夜ごはんいらない！いい？", .japanese),
      ("健康診断で再検査の案内が来ていたので、来週火曜の午前中にお休みをいただいてもよろしいでしょうか。", .japanese),
      ("can i stay at mia's tonight? her mum said its fine", .english),
      ("is it ok if I bring my cousin on saturday?", .english),
    ] {
      let incoming = acts(text, language)
      #expect(incoming.asksPermission, "\(text)")
      #expect(incoming.requests && incoming.expectsYesOrNo && !incoming.invites, "\(text)")
    }
    // A favour asked (「送ってもらっていい？」), a time proposed (「16時でもいい？」), a question that
    // only closes on a request and company asked for are no leave.
    #expect(!acts("資料送ってもらっていい？", .japanese).asksPermission)
    #expect(!acts("明日16時でもいい？", .japanese).asksPermission)
    #expect(!acts("本当ですか！？今から伺ってもいいですか？ご住所教えていただけますか", .japanese).asksPermission)
    #expect(!acts("いい？", .japanese).asksPermission)
    #expect(!acts("can i come too?").asksPermission)
    #expect(!acts("Can I borrow your drill this weekend?").asksPermission)
  }

  @Test func leaveAskedIsGrantedOrRefused() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(
      for: ContextFixtures.message([
        ("kid", "来月ライブ行きたいんだけど"), ("me", "ライブってどこでやるの？"),
        ("kid", "横浜！友達3人で行く。チケット代は自分で出すから行っていい？"),
      ]))
    let intents = Set(result.suggestions.compactMap(\.intent))
    #expect(!intents.isDisjoint(with: DiversityPolicy.permissionAnswers))
    #expect(intents.isDisjoint(with: ActPrior.attendanceIntents), "\(intents)")
    #expect(result.suggestions.contains { $0.polarity == .negative })
  }

  @Test func aDetailOfTheReadersOwnIsLookedUp() {
    #expect(acts("What's your flight number? I'll track it and come to the airport").owedIntents.contains(.letMeCheck))
    #expect(
      acts("How many are coming to your birthday dinner? Need to tell the restaurant").owedIntents.contains(.letMeCheck)
    )
    // Taste, a wait and mood are not looked up.
    #expect(!acts("what's your favourite pizza place?").owedIntents.contains(.letMeCheck))
    #expect(!acts("whats ur eta? they won't seat us till everyone's here").owedIntents.contains(.letMeCheck))
    #expect(!acts("what are you up to tonight?").owedIntents.contains(.letMeCheck))
  }

  @Test func aReturnedThanksOrASeeYouOnADayClosesAThread() throws {
    #expect(acts("了解〜また土曜に！", .japanese).acknowledgesOnly)
    #expect(acts("こちらこそありがとうございました。またご縁がありましたらよろしくお願いいたします。", .japanese).acknowledgesOnly)
    #expect(!acts("こちらこそありがとう！ところで来週空いてる？", .japanese).acknowledgesOnly)
    #expect(!acts("また土曜に詳しく話すけど、引っ越すことになった", .japanese).acknowledgesOnly)
    let generator = try SmartReplyGenerator()
    let closed = generator.suggestions(
      for: ContextFixtures.message([("me", "じゃあ土曜の10時に駅前のロータリーで！"), ("friend", "了解〜また土曜に！")]))
    #expect(closed.suggestions.isEmpty && closed.reason == .trigger(.acknowledgement))
  }

  @Test func aPlaceKeptInvitesAndANormalResultIsGoodNews() {
    #expect(acts("Library tomorrow? I booked a study room on the 3rd floor 1-4, there's room for one more 📚").invites)
    #expect(acts("Vet just called, Mochi's blood test came back normal!! 🥹").announcesGoodNews)
    #expect(!acts("the scan hasn't come back normal, more tests next week").announcesGoodNews)
    #expect(acts("I've got loads of leftover merino, d'you want any for your granny squares?").offers)
  }

  @Test func aLaughIsNoAnswerToAFavour() throws {
    let generator = try SmartReplyGenerator()
    let result = generator.suggestions(for: ContextFixtures.message([("friend", "Can I borrow a hoodie tonight lol")]))
    #expect(!result.suggestions.isEmpty)
    #expect(!result.suggestions.contains { $0.intent == "funny" || $0.intent == "emoji-laugh" })
  }

  @Test func aDoubtfulLinkIsToldNoAndBankDetailsAskedByLinkAreAScam() {
    let doubt = acts(
      "Got a text saying my Medicare account is locked and to click a link, is that real? Should I click it?")
    #expect(doubt.asksAdvice && doubt.owedIntents.contains(.no))
    #expect(doubt.ruledOutIntents.isSuperset(of: [.yes, .goodIdea]))
    #expect(!acts("should i get the red one or the blue one?").ruledOutIntents.contains(.yes))
    #expect(
      UnsolicitedMessage.classify(
        "Hello I am interested in your item. kindly fill your bank details in this link to receive payment: "
          + "http://example.co/claim", threadHasSelfTurns: false) == .suspectedScam)
    #expect(
      UnsolicitedMessage.classify(
        "can you send me your bank details so I can pay you back for dinner", threadHasSelfTurns: true)
        == nil)
  }

  @Test func theSixteenthBatchsCues() {
    // A thanks after the user's turn closes the thread; so does a receipt acknowledged in keigo.
    #expect(acts("got it, cheers!").acknowledgesOnly)
    #expect(acts("受領いたしました。ご対応ありがとうございました。", .japanese).acknowledgesOnly)
    #expect(!acts("ありがとうございました。", .japanese).acknowledgesOnly)
    // Company asked in other shapes.
    #expect(acts("secret santa draw is tmrw, $20 limit, you in or are we doing the grinch thing again 😂").invites)
    #expect(acts("Hi! Just checking if Ava can make it to Noah's 5th on Sunday at the trampoline park 🎈").invites)
    #expect(acts("she was a total angel. same time next week?").invites)
    // Money sent back is a sending; money asked for is not.
    #expect(acts("Bro sent 2500 on GPay for the villa advance, check once").reportsSending)
    #expect(!acts("Papa can you send 2000 on gpay? need to buy a lab manual").reportsSending)
    #expect(acts("この前のチケット代、今振り込んだよ！確認お願い〜", .japanese).reportsSending)
    #expect(acts("failed on the tyres, $400 to replace. know anywhere cheaper?").asksAdvice)
  }

  @Test func aNewNumberAskingAnUrgentFavourIsAScamAndAnOTPANotice() {
    #expect(
      UnsolicitedMessage.classify("お母さん、スマホ壊れて番号変わった。このLINE追加して。急ぎで頼みたいことがある", threadHasSelfTurns: false)
        == .suspectedScam)
    #expect(UnsolicitedMessage.classify("new number! save it 😊", threadHasSelfTurns: false) == nil)
    #expect(
      UnsolicitedMessage.classify(
        "Your OTP for HDFC NetBanking is 482913. Valid for 5 mins. Do not share with anyone.", threadHasSelfTurns: false
      )
        == .automatedNotice)
  }

  @Test func aContractNotRenewedIsAHardship() {
    #expect(SensitiveTopic.detect(in: "派遣の契約、来月で更新なしって言われた…またゼロから職探しだ") == .hardship)
    #expect(SensitiveTopic.detect(in: "they're not renewing my contract after june") == .hardship)
  }

  @Test func leaveIsNotPutOffAndAYesLeadsIt() throws {
    let leave = acts("is it ok if I leave at 4 today? dentist")
    #expect(leave.asksPermission && leave.ruledOutIntents.isSuperset(of: [.askWhen, .proposeAnotherTime]))
    // Leave to move a plan may still be answered with another time.
    #expect(!acts("15時→16時にずらしてもいい？", .japanese).ruledOutIntents.contains(.proposeAnotherTime))
    #expect(acts("PC再起動してもいいですかね？会議あと5分なんですけど", .japanese).asksPermission)
    let generator = try SmartReplyGenerator()
    for text in [
      "is it ok if I leave at 4 today? dentist",
      "can I take half day tomorrow? My sister's engagement is in the evening",
    ] {
      let chips = generator.suggestions(for: ContextFixtures.message([("colleague", text)])).suggestions
      #expect(
        chips.first?.polarity != .negative && chips.contains { $0.polarity == .positive }, "\(chips.map(\.smartReply))")
      #expect(!chips.contains { $0.smartReply.contains("See you") || $0.smartReply.contains("see you") })
      #expect(chips.allSatisfy { !IncomingActs.puttingOff.contains($0.intent ?? "") })
    }
  }

  @Test func aCallOutToTheGroupInvites() {
    #expect(acts("日曜朝6時、皇居ラン行く人〜🏃‍♀️ 1周5kmゆっくりペースです", .japanese).invites)
    #expect(!acts("一緒に行く人がいなくて迷ってる", .japanese).invites)
  }
}
