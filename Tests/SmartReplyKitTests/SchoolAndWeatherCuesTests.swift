import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Cues from round 32's chats about school and teenagers, and weather and travel trouble.
@Suite struct SchoolAndWeatherCuesTests: CueSuite {
  @Test func belongingsLeftAsNeededNoMoreWithThanksForThePastAreSelfHarm() {
    let goodbye =
      "hey i left my sketchbooks in ur locker. u can keep them, i wont need them after this weekend. "
      + "ur the only one who was ever actually nice to me. i wanted u to know that"
    #expect(SensitiveTopic.keywordHit(in: goodbye)?.topic == .selfHarm)
    let revision = "u can keep my notes, i wont need them after the exam. thanks for everything this year!"
    #expect(SensitiveTopic.keywordHit(in: revision) == nil)
  }

  @Test func aHeadKnockedWithAnAmbulanceCalledIsAnEmergency() {
    let hit = SensitiveTopic.keywordHit(in: "体育で頭打ってずっと吐いてる。保健の先生が救急車呼ぶって")
    #expect(hit?.topic == .medicalEmergency)
    #expect(hit?.firmTopic == .medicalEmergency)
  }

  @Test func troubleOverIsRelief() {
    #expect(acts("made it!! trains started again at 8:15, only 40 min late lol").announcesRelief)
    #expect(acts("the water has gone down and the house stayed dry").announcesRelief)
    #expect(acts("明日の朝の便に振替できた！！やっと帰れる😭", .japanese).announcesRelief)
    #expect(!acts("hope the trains are running again by morning").announcesRelief)
    #expect(acts("3 A*s and a B. LEEDS CONFIRMED MY PLACE 😭🎉").announcesGoodNews)
  }

  @Test func aFriendNamingAWarningIsNoBroadcast() {
    let friend = "ごめん、明日の高尾山、大雨警報出てるから中止にしよう。また晴れた日にリベンジしよ！"
    #expect(UnsolicitedMessage.classify(friend, threadHasSelfTurns: false) == nil)
    let broadcast = "【防災速報】大雨警報が発表されました。今後の情報に注意してください。"
    #expect(UnsolicitedMessage.classify(broadcast, threadHasSelfTurns: false) == .automatedNotice)
  }

  @Test func aLinkPassedOnAsUsefulIsThanked() {
    let video = acts("found this vid for electrolysis its actually good https://www.youtube.com/watch?v=q8RdF4zK1pE")
    #expect(video.owedIntents.contains(.thanks))
    #expect(video.ruledOutIntents.contains(.wellDone))
    #expect(!acts("ugh https://www.youtube.com/watch?v=q8RdF4zK1pE").owedIntents.contains(.thanks))
  }

  @Test func arrivingWhereTheSenderIsDueIsAcknowledgedNotMetHalfway() {
    let cramSchool = acts("塾着いた", .japanese)
    #expect(cramSchool.owedIntents.contains(.okay))
    #expect(cramSchool.ruledOutIntents.isSuperset(of: [.onMyWay, .home]))
    #expect(!acts("駅着いた", .japanese).ruledOutIntents.contains(.onMyWay))
  }

  @Test func invitationsByAttendanceATreatOrComingToWatchAreRead() {
    #expect(acts("役員で打ち上げやります！出欠をこちらにお願いします🙏", .japanese).invites)
    #expect(acts("明日10時スタートだから時間あったら応援来て〜", .japanese).invites)
    #expect(!acts("今日わざわざ応援来てくれてありがとね", .japanese).invites)
    #expect(acts("ok sushi place in the food court in 10? my treat").invites)
    #expect(acts("we've moved the party to the Crown, still 7pm. Hope you can still make it 🥳").invites)
  }

  @Test func errandsAndOffersOfTheDayAreRead() {
    #expect(acts("帰りに文房具屋寄れる？絵の具の白、1000円で買ってきて〜", .japanese).requests)
    #expect(acts("電車止まってるならうちに泊まってきなよ", .japanese).offers)
    #expect(acts("スマホの充電ならいつでもどうぞ", .japanese).offers)
    let pickUp = acts("12/26〜30は毎日18時までだから帰りのお迎えよろしくです🙏", .japanese)
    #expect(!pickUp.occasions.contains(.niceToMeetYou))
    #expect(pickUp.owedIntents.contains(.willDo))
  }

  @Test func aFailedTestLaughedOffIsNoGoodNews() {
    let failed = acts("数学31点…赤点ギリ回避できずw 追試確定です", .japanese)
    #expect(failed.tellsMishap)
    #expect(SuggestionPipeline.kind(classified: .goodNews, acts: failed) != .goodNews)
  }

  @Test func aQuestionMarkInsideALinkAsksNothing() {
    #expect(!acts("this one https://www.youtube.com/watch?v=q8RdF4zK1pE").asks)
    #expect(acts("seen this? https://www.youtube.com/watch?v=q8RdF4zK1pE").asks)
    #expect(acts("Have you finished your history homework?").owedIntents.contains(.done))
  }
}
