import Foundation
import SmartReplyKit
import SmartReplyModel

/// Fixed, authored conversations and 100 candidates per language.
struct BenchmarkSamples {
  var context: [ConversationTurn]
  var candidates: [String]

  static let english = BenchmarkSamples(
    context: [
      "Hey, are you around this weekend?", "Probably, what's up?", "We're planning a picnic on Saturday",
      "Oh nice, where?", "At the park by the river, around noon", "Sounds lovely. Who else is coming?",
      "Mia and Tom, maybe Sara", "Great, I haven't seen Tom in ages", "Can you bring something to drink?",
      "Also, could you let me know by Friday if you can make it?",
    ].enumerated().map { ConversationTurn(text: $0.element, isSelf: $0.offset % 2 == 0) },
    candidates: (0..<100).map {
      englishReplies[$0 % englishReplies.count] + ($0 < englishReplies.count ? "" : " \($0)")
    })

  static let japanese = BenchmarkSamples(
    context: [
      "今週末って空いてる？", "たぶん空いてるよ、どうしたの？", "土曜日にピクニックしようと思って", "いいね、どこで？",
      "川沿いの公園で、お昼ごろから", "楽しそう！他に誰が来るの？", "ミアとトム、たぶんサラも", "トムに会うの久しぶりだな",
      "飲み物持ってきてもらえる？", "あと、来られるかどうか金曜日までに教えてね",
    ].enumerated().map { ConversationTurn(text: $0.element, isSelf: $0.offset % 2 == 0) },
    candidates: (0..<100).map {
      japaneseReplies[$0 % japaneseReplies.count] + ($0 < japaneseReplies.count ? "" : "\($0)")
    })

  /// The sample as a message context whose newest entry is from the other party.
  static func messageContext(_ sample: BenchmarkSamples) -> MessageConversationContext {
    var context = MessageConversationContext(
      threadIdentifier: "bench",
      participantNameByIdentifier: [
        "me": PersonNameComponents(givenName: "Me"), "a": PersonNameComponents(givenName: "A"),
      ],
      selfIdentifiers: ["me"], responsePrimaryRecipientIdentifiers: ["a"])
    context.entries = sample.context.enumerated().map { index, turn in
      MessageConversationContext.MessageEntry(
        text: turn.text, senderIdentifier: turn.isSelf ? "me" : "a",
        sentDate: Date(timeIntervalSince1970: Double(index) * 60),
        entryIdentifier: "e\(index)")
    }
    return context
  }

  static let englishReplies = [
    "Sure, I'll bring drinks!", "Sorry, I can't make it this time.", "Sounds great, count me in.", "What time exactly?",
    "Can I bring a friend?", "I'll let you know by Friday.", "Yes! See you there.", "Maybe, I'll check my schedule.",
    "Thanks for inviting me!", "Should I bring snacks too?",
  ]

  static let japaneseReplies = [
    "いいよ、飲み物持っていくね！", "ごめん、今回は行けないや", "楽しそう、参加します！", "何時ごろ集合？", "友達も連れて行っていい？",
    "金曜日までに連絡するね", "うん、また現地で！", "予定を確認してみるね", "誘ってくれてありがとう！", "お菓子も持っていこうか？",
  ]
}
