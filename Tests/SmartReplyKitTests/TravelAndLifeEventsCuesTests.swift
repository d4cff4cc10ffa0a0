import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 29's cues from travel and life events: a widower's farewell, a divorce made final, a call
/// missed by the sender, a question with one answer, a coach running behind, a promotion's drinks,
/// a wedding date that cannot be made, a funeral director's sympathy, things welcomed and a way
/// barred that invite no one, a host's offer of tips.
@Suite struct TravelAndLifeEventsCuesTests: CueSuite {
  @Test func aFarewellAndAFinalDivorceAreSensitive() {
    let farewell = "妻のいない家にいても仕方がない。近いうちにあいつのところへ行こうと思う。通帳と印鑑は仏壇の引き出しに入れてある。"
    #expect(SensitiveTopic.keywordHit(in: farewell)?.topic == .selfHarm)
    #expect(
      SensitiveTopic.keywordHit(in: "Decree absolute came through today. 14 years, done by email.")?.topic == .hardship)
    #expect(!acts("Decree absolute came through today. Weirdly numb.").announcesGoodNews)
  }

  @Test func aCallTheSenderMissedIsNotMissedBack() {
    #expect(
      acts("missed your call!! stuck at Schiphol overnight. what's up?").mirroredIntents.contains(.sorryMissedCall))
    #expect(acts("何回も電話くれたよね、ごめん電池切れてた", .japanese).mirroredIntents.contains(.sorryMissedCall))
  }

  @Test func aQuestionWithOneAnswerIsLookedUp() {
    let terminal = acts("Which terminal are we flying from, 2 or 3? Aunty's asking so she can drop us")
    #expect(terminal.asksFact && terminal.ruledOutIntents.contains(.eitherWorks))
    #expect(!acts("Thai or pizza tonight?").ruledOutIntents.contains(.eitherWorks))
  }

  @Test func aCoachRunningBehindAndAPromotionsDrinks() {
    let coach = acts("we're running about an hour behind. Don't wait at the station in the cold love")
    #expect(coach.runsLate && coach.mirroredIntents.contains(.runningLate))
    let drinks = acts("GOT THE PROMOTION!!! Drinks on me at The Crown tonight from 6, no excuses")
    #expect(drinks.invites && drinks.announcesGoodNews)
  }

  @Test func aWeddingDateThatCannotBeMadeIsNoTimeToConfirm() throws {
    let chips = try chips([("mio", "ほんっとにごめん！！9/21、どうしても出張ずらせなくて式出れない…😭 二次会だけでも行っていい？")])
    #expect(!chips.isEmpty && !chips.contains { $0.contains("9月21日") })
  }

  @Test func aFuneralDirectorsSympathyMarksTheLossAsTheReaders() {
    let note =
      "the service for the late Mr Arthur Whitcombe will take place on Tuesday. With sincere sympathy, J. Pryce"
    #expect(KinshipCues.lossIsReaders(note, language: .english))
  }

  @Test func thingsWelcomedAndAWayBarredInviteNoOne() {
    let photos = acts("高校のときの写真ある？データで送ってほしい！恥ずかしいやつも大歓迎笑", .japanese)
    #expect(photos.requests && !photos.invites)
    let errand = acts("商品券を買ってきてほしいのです。おばあちゃんは膝が悪くて、あそこまで行けないので。", .japanese)
    #expect(errand.requests && !errand.invites)
    #expect(acts("野菜の持ち寄り大歓迎、ご家族もぜひどうぞ", .japanese).invites)
  }

  @Test func someoneElsesWishAsksNothing() {
    #expect(!acts("They've double booked our date (14 June) and want to move us to the 21st.").invites)
    #expect(acts("want to grab lunch at 1?").invites)
    let sorry = acts("I am so so sorry but we can't make the wedding after all 😞 I'll make it up to you")
    #expect(sorry.mirroredIntents.contains(.declineInvitation) && sorry.owedIntents.contains(.noWorries))
  }

  @Test func aHostsTipsHeldOutLeaveTheInvitation() {
    let host = acts("チェックインのあと、よかったら1階のカフェでコーヒーでもいかがですか？近所のおすすめもご案内しますね😊", .japanese)
    #expect(host.invites && !host.asksAdvice)
  }
}
