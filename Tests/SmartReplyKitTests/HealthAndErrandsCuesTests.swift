import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Cues from round 33's chats about health and appointments, and errands and local services.
@Suite struct HealthAndErrandsCuesTests: CueSuite {
  @Test func japaneseSpacedBetweenWordsIsReadJoined() {
    #expect(SpacedKana.read("ポチが　しんだ。　けさ　つめたく　なってた。") == "ポチがしんだ。けさつめたくなってた。")
    #expect(SpacedKana.read("こんど の にちようび おひる たべに いかないか。") == "こんどのにちようびおひるたべにいかないか。")
    // A list of nouns, a sender's tag and ordinary prose keep their spaces; so does English.
    #expect(SpacedKana.read("牛乳　卵　パン　バター") == "牛乳　卵　パン　バター")
    let notice = "【ヘアサロン ミント】明日15:00より、カット＋カラーのご予約を承っております。"
    #expect(SpacedKana.read(notice) == notice)
    let prose = "今日はありがとうございました。　また来週もよろしくお願いします。　楽しみにしています。"
    #expect(SpacedKana.read(prose) == prose)
    #expect(SpacedKana.read("see you at the station at 5") == "see you at the station at 5")
  }

  @Test func bothJapaneseHabitsAreReadTogetherAndOtherTextPassesUnchanged() {
    #expect(WritingHabits.read("ねんまつ は、 いつ、 かえって くるのか。 かあさん が、 きいて いる。") == "ねんまつはいつかえってくるのか。かあさんがきいている。")
    let english = "hi, so, um, ok.   see  you at  the station"
    #expect(WritingHabits.read(english) == english)
    #expect(WritingHabits.read("Café ☕ at 5?") == "Café ☕ at 5?")
  }

  @Test func aTexterWritingInSpacedKanaIsReadForLossAndInvitation() throws {
    #expect(SensitiveTopic.keywordHit(in: WritingHabits.read("ポチが　しんだ。　けさ　つめたく　なってた。"))?.topic == .grief)
    let lunch = WritingHabits.read("ゆうき くん こんど の にちようび みんなで おひる たべに いかないか。 じいちゃん が ごちそう する。")
    #expect(acts(lunch, .japanese).invites)
    #expect(!QuestionDetector.hasJapaneseWhWord(SearchableText("こんどのにちようび")))
    #expect(QuestionDetector.hasJapaneseWhWord(SearchableText("どの日がいい？")))
  }

  @Test func lossesSeparationsAndClosuresToldPlainlyAreRead() {
    #expect(SensitiveTopic.keywordHit(in: "先週、家内を亡くしまして。皆さんにはご迷惑をおかけします。")?.topic == .grief)
    #expect(SensitiveTopic.keywordHit(in: "今朝　チロが　天国へ　いきました。".replacingOccurrences(of: "　", with: ""))?.topic == .grief)
    #expect(SensitiveTopic.keywordHit(in: "Rob moved out at the weekend. We've separated.")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "式場にキャンセルの電話してきた。婚約なくなったの。")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "すいません、会社たたむことになって、来月の外壁の件できなくなりました")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "今日、工場3月末で閉鎖って正式に言われた")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "財布をなくした、最悪") == nil)
  }

  @Test func resultsInTheNormalRangeAndHealingAreReliefs() {
    #expect(acts("Bloods are back!! GP rang, everything normal, iron levels fine.").announcesRelief)
    let cast = acts("CAST COMES OFF THURSDAY 🦵🎉 i'm finally free")
    #expect(cast.announcesRelief)
    // A day named in one's own news is no meeting to confirm or move.
    #expect(cast.ruledOutIntents.isSuperset(of: [.confirmTime, .proposeAnotherDay]))
    #expect(acts("採血の結果きた！！全部基準値内だった😭", .japanese).announcesRelief)
    #expect(acts("例のスーツのワインのシミ、クリーニング屋で完全に落ちたって！！", .japanese).announcesRelief)
    #expect(acts("ただのパンクだった！1200円で即直してくれた", .japanese).announcesRelief)
    #expect(!acts("is everything normal with the bloods?").announcesRelief)
    #expect(acts("キャンセル出て明日の10時取れた✨ずっと空きなかったのに奇跡", .japanese).announcesGoodNews)
  }

  @Test func praiseOfAHabitABakeOrAKeptBikeIsThanked() {
    #expect(acts("ストレッチ毎日続けてるの偉すぎん？姿勢めっちゃ良くなってるよ！", .japanese).praisesReader)
    #expect(acts("あんた最近顔色いいね。ちゃんと寝てるんでしょ？えらいえらい", .japanese).praisesReader)
    #expect(acts("Your lemon drizzle sold out in 20 mins!! everyone kept asking who made it 😋").praisesReader)
    #expect(acts("Mate that's a beautifully kept bike you brought in. Chain's spotless").praisesReader)
    #expect(!acts("the bike shop was beautiful inside").praisesReader)
  }

  @Test func aHurtAskedAfterIsToldNotTicked() {
    let ankle = acts("ankle update?")
    #expect(ankle.owedIntents.contains(.feelingBetter))
    #expect(ankle.ruledOutIntents.isSuperset(of: [.willDo, .done]))
    #expect(acts("熱どう？", .japanese).owedIntents.contains(.feelingBetter))
  }

  @Test func aShiftCoveredIsAnOfferAndAUsefulVideoIsThanked() {
    #expect(
      acts("I can cover your Thursday clinic shift if you need to take Leo to the fracture clinic – just say").offers)
    let video = acts(
      "this physio guy's video is actually really good, try the band ones 👇\nhttps://youtu.be/Xk3pR7aQm2E")
    #expect(video.owedIntents.contains(.thanks))
  }

  @Test func thanksForComingInvitesNoOneAndABirthdayByItsNumberIsAWish() {
    let thanks =
      "Thank you ever so much for coming along to the litter pick this morning, Jamie. It really does make a "
      + "difference having younger folk join us."
    #expect(!acts(thanks).invites)
    #expect(acts("Litter pick again Sunday 10am, come and join us!").invites)
    let wish = acts("Happy 30th birthday Sam! From all of us on the Tuesday litter-pick crew 😄")
    #expect(wish.wishesOccasion)
    #expect(wish.mirroredActs.contains(.congrats))
  }

  @Test func aReminderThatTakesAnswersHereIsAnswered() {
    let salon = "【ヘアサロン ミント】明日15:00より、カット＋カラーのご予約を承っております。変更の際はお電話またはこちらにご連絡ください。"
    #expect(UnsolicitedMessage.classify(salon, threadHasSelfTurns: false) == nil)
    let dentist = "【さくら歯科】明日10:30にご予約を承っております。変更・キャンセルはお電話にてご連絡ください。※本メッセージは送信専用です"
    #expect(UnsolicitedMessage.classify(dentist, threadHasSelfTurns: false) == .automatedNotice)
  }
}
