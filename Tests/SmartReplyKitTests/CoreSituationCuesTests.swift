import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 16's cues, from the everyday core situations: congratulations need news (or what may be
/// news, to an intent model sure of them), a chip that
/// accepts an invitation brings a way to decline it, a mishap with a sad face is sad whatever
/// laughs beside it, road accidents, closures and partings are sensitive, phishing links and
/// gift-card scams get nothing, and a group member named after the user answered to another name
/// is someone else.
@Suite struct CoreSituationCuesTests: CueSuite {
  @Test func congratulationsNeedNewsNotAnIntentModelsHunch() throws {
    for text in [
      "ok im literally falling asleep mid sentence... night babe love u 😴",
      "heads up, landlord just emailed. rent's going up $200 starting next month",
    ] {
      let shown = try chips([("ana", text)])
      #expect(!shown.contains { $0.lowercased().contains("congrat") }, "\(shown)")
    }
    #expect(acts("heads up, rent's going up $200 next month").tellsMishap)
    // News nothing placed may still be congratulated when the intent model is sure of it.
    #expect(ReplyFilter.mayBeUnplacedNews(acts("Made partner at the firm today."), kind: .other))
    for text in [
      "heads up, rent's going up $200", "thanks so much for the flowers!", "what did u buy lol", "Eid Mubarak!",
    ] {
      #expect(!ReplyFilter.mayBeUnplacedNews(acts(text), kind: .other), "\(text)")
    }
  }

  @Test func aChipAcceptingAnUnreadInvitationBringsADecline() {
    let ranked = ranked([
      ("Count me in!", "accept-invitation", CandidateReply.Polarity.positive),
      ("I'll bring dessert!", "offer-to-bring", .positive),
      ("What should I bring?", "ask-what-to-bring", .positive),
      ("I'll have to pass this time.", "decline-invitation", .negative),
    ])
    let chosen = DiversityPolicy.select(ranked, maxCount: 3, offerBothPolarities: false).map(\.reply.text)
    #expect(chosen == ["Count me in!", "I'll bring dessert!", "I'll have to pass this time."])
    // The acceptance itself is never the chip given up.
    let late = [ranked[1], ranked[2], ranked[0], ranked[3]].enumerated().map { index, item in
      DiversityPolicy.Ranked(reply: item.reply, score: Float(10 - index))
    }
    let kept = DiversityPolicy.select(late, maxCount: 3, offerBothPolarities: false).map(\.reply.text)
    #expect(kept.contains("Count me in!") && kept.contains("I'll have to pass this time."))
  }

  @Test func aMishapWithASadFaceIsSadWhateverLaughsBesideIt() {
    let flight = acts("lol about that... flight got cancelled and the next one isn't til tomorrow 😩 stuck in denver")
    #expect(flight.soundsSad && flight.tellsMishap)
    #expect(SuggestionPipeline.kind(classified: .other, acts: flight) == .badNews)
    // Laughter at a mishap with no sad face stays a joke.
    #expect(!acts("lol my flight got cancelled, free hotel night 😂").soundsSad)
  }

  @Test func accidentsClosuresAndPartingsAreSensitive() {
    #expect(SensitiveTopic.detect(in: "mom said mr whiskers got hit by a car 😭") == .illness)
    #expect(SensitiveTopic.detect(in: "Well, the plant is closing. They told us this afternoon.") == .hardship)
    #expect(SensitiveTopic.detect(in: "派遣の契約、更新されないことになりました") == .hardship)
    #expect(SensitiveTopic.detect(in: "正直に言うね。もう距離置きたい") == .hardship)
    #expect(SensitiveTopic.detect(in: "ハムスター動かなくなってた…") == .grief)
    // The same words about things are everyday.
    #expect(SensitiveTopic.detect(in: "パソコン動かなくなってた…最悪") == nil)
    #expect(SensitiveTopic.detect(in: "the store is closing at 9 tonight") == nil)
  }

  @Test func phishingLinksAndGiftCardsAskedInSecretAreScams() {
    #expect(
      UnsolicitedMessage.classify(
        "You have 1 new voicemail from +44 7700 900312. Listen now: http://vm-inbox.example/l/8f2kq",
        threadHasSelfTurns: false) == .suspectedScam)
    #expect(
      UnsolicitedMessage.classify(
        "Hi, it's Claire (CEO). I need you to buy 5 Apple gift cards for a client urgently. Keep this confidential.",
        threadHasSelfTurns: false) == .suspectedScam)
    #expect(
      UnsolicitedMessage.classify("left you a voicemail about saturday, call me back", threadHasSelfTurns: true) == nil)
    #expect(UnsolicitedMessage.classify("got mum a gift card for her birthday 🎁", threadHasSelfTurns: true) == nil)
  }

  @Test func anotherNameAfterTheUsersOwnIsSomeoneElse() {
    let turns = ["中村さん、資料ありがとうございます！助かりました", "me: とんでもないです！", "佐藤さん、請求書の件は15時までに報告お願いします🙏"]
      .map { text in
        let isSelf = text.hasPrefix("me: ")
        return PreparedConversation.Turn(
          turn: ConversationTurn(text: isSelf ? String(text.dropFirst(4)) : text, isSelf: isSelf))
      }
    #expect(AddresseeCues.isForSomeoneElse(turns, names: { .init() }, language: .japanese))
    // The user's own name again is the user's.
    var again = turns
    again[2] = PreparedConversation.Turn(turn: ConversationTurn(text: "中村さん、請求書の件もお願いできますか？", isSelf: false))
    #expect(!AddresseeCues.isForSomeoneElse(again, names: { .init() }, language: .japanese))
  }

  @Test func praiseOfWorkGreetingsDrawnOutAndJourneysEnded() {
    #expect(acts("Your presentation this morning was the clearest I've heard. Nice job!").praisesReader)
    #expect(acts("届いたぞ。額に入れて飾った。上手になったなあ", .japanese).praisesReader)
    let morning = acts("goood morninggg ☀️☀️")
    #expect(morning.greetsMorning && morning.owedIntents.contains(.goodMorning))
    #expect(!acts("good god, the traffic this morning").greetsMorning)
    let hotel = acts("いまホテル着いた！部屋からの景色さいこう😆", .japanese)
    #expect(!hotel.invites && hotel.announcesRelief)
    #expect(!acts("着いたら連絡してね", .japanese).announcesRelief)
    #expect(acts("授業終わったらスタバいこ〜☕", .japanese).invites)
  }

  @Test func chineseInAJapaneseChatIsAnotherLanguage() {
    let turns = [("来週どっか行く？", true), ("我们周六去看展览怎么样？下午两点在地铁站见。", false)].map {
      PreparedConversation.Turn(turn: ConversationTurn(text: $0.0, isSelf: $0.1))
    }
    #expect(LanguageDetector.conversationLanguage(turns) == .other)
    // Kanji Japanese writes too stays Japanese in a Japanese chat.
    let japanese = [("明日どう？", true), ("明日筋肉痛確定", false)].map {
      PreparedConversation.Turn(turn: ConversationTurn(text: $0.0, isSelf: $0.1))
    }
    #expect(LanguageDetector.conversationLanguage(japanese) == .language(.japanese))
    #expect(SensitiveTopic.detect(in: "ママ ハムちゃんうごかない") == .grief)
    #expect(acts("おつ！スタバいかん？", .japanese).invites)
  }

  @Test func eitherWorksNeedsOptionsAndDaysArePicked() throws {
    let cables = acts("バッテリー上がっちゃった…ブースターケーブルとか持ってたりする？", .japanese)
    #expect(cables.expectsYesOrNo && !cables.namesOptions)
    #expect(acts("shall we do 6 or 7?").namesOptions)
    #expect(
      ChoiceChips.options(in: "ok reunion time 🎉 sat 18th or sun 19th? vote pls", language: .english)?.0 == "sat 18th")
    // Counts are no days: "2 or 3 revisions?" is left to the set.
    #expect(ChoiceChips.options(in: "ones 6 or 7 min?", language: .english) == nil)
  }
}
