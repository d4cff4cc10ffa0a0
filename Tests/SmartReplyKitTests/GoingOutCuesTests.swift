import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyKit

/// Round 28's cues from arts, entertainment and going out: a weekday that disagrees with its date,
/// a crush at a gig, tickets lost to a scam, a ballot won, a performance praised, a theatre's and a
/// band's invitations, and a favour's cost asked after.
@Suite struct GoingOutCuesTests: CueSuite {
  @Test func aWeekdayThatDisagreesWithItsDateIsNotRestated() throws {
    let detector = DateTimeDetector(timeZone: TimeZone(identifier: "Europe/London")!)
    // Monday 1 December 2025: 8 February 2026 is a Sunday.
    let sent = try #require(ISO8601DateFormatter().date(from: "2025-12-01T10:00:00Z"))
    let clash = try #require(detector.matches(in: "Hamilton, 2:30pm Sat 8 Feb", sentDate: sent).first)
    #expect(clash.dayNaming == .omitted)
    let agrees = try #require(detector.matches(in: "Hamilton, 2:30pm Sun 8 Feb", sentDate: sent).first)
    #expect(agrees.dayNaming == .date)
    let japanese = try #require(detector.matches(in: "2月8日（土）14時から", sentDate: sent).first)
    #expect(japanese.dayNaming == .omitted)
  }

  @Test func belongingsGivenAwayACrushAndAJobCutAreNamed() {
    let vinyl = "you can have all my vinyl and the tickets. i won't be needing any of it"
    #expect(SensitiveTopic.keywordHit(in: vinyl)?.topic == .selfHarm)
    let crush = "ライブハウスで将棋倒しになって友だちが下敷き、足が変な方向に曲がってる"
    #expect(SensitiveTopic.keywordHit(in: crush)?.topic == .medicalEmergency)
    #expect(SensitiveTopic.keywordHit(in: "all 14 of us are being let go, me included")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "劇団の制作の仕事の契約を打ち切られてしまいまして…")?.topic == .hardship)
    #expect(SensitiveTopic.keywordHit(in: "Stable now but they're keeping him in for a few days")?.topic == .illness)
  }

  @Test func ticketsLostToAScamAreAMishapAndABallotWonIsGoodNews() {
    #expect(acts("so i think i got scammed. paid £180 for 2 tix and the guy's blocked me").tellsMishap)
    #expect(acts("Xで譲ってもらう約束してたチケ、完全に詐欺だったわ", .japanese).tellsMishap)
    #expect(acts("宝塚、やっっっと当たりました〜！", .japanese).announcesGoodNews)
    #expect(acts("WE GOT THE SUPPORT SLOT!!! opening for the lathums").announcesGoodNews)
    #expect(acts("SEVERANCE IS RENEWED i'm actually screaming").announcesGoodNews)
    #expect(!acts("my contract isn't being renewed").announcesGoodNews)
  }

  @Test func aPerformanceOrACostumeSeenIsPraise() {
    #expect(acts("Loved your costume at the con!! so detailed").praisesReader)
    #expect(acts("your cello solo in the Elgar on Sunday moved me to tears").praisesReader)
    #expect(acts("saw your linocut in Gallery 3, honestly the best thing in the room").praisesReader)
  }

  @Test func aTheatresAndABandsInvitationsInvite() {
    #expect(acts("終演後に打ち上げをします。もしよければご一緒にいかがですか？", .japanese).invites)
    #expect(acts("カラオケでサプライズやらん？ケーキ持ち込めるとこ探すわ", .japanese).invites)
    #expect(acts("そう10-13。終わったら昼飯いく？ラーメンでも", .japanese).invites)
  }

  @Test func forSomeReasonAsksNothing() {
    let favour = acts("なぜか決済エラーで買えなくて😭\n代わりに買ってもらえない？", .japanese)
    #expect(favour.requests && !favour.asksOpenQuestion)
    #expect(acts("なぜ来なかったの？", .japanese).asksOpenQuestion)
  }

  @Test func aFavoursCostAskedWithThanksIsWaivedAndABillIsNot() {
    #expect(acts("legend. thank you!! what do I owe you?").owedIntents.contains(.noWorries))
    #expect(!acts("how much do i owe you for wifi and council tax this month?").owedIntents.contains(.noWorries))
    #expect(acts("明日チケ発券日だからね！！忘れんなよ🎫", .japanese).directs)
  }
}
