import SmartReplyTraining

/// Made-up dialogues where the right reply names the thing the context asked about, so a model
/// that learns anything beats chance by far. Words are invented, so nothing leaks from real data.
enum SyntheticCorpus {
  static let syllables = ["ka", "zo", "ri", "mu", "te", "pa", "lo", "vi", "ne", "su", "do", "fe"]

  static func word(_ index: Int) -> String {
    syllables[index % 12] + syllables[(index / 12) % 12] + syllables[(index / 144 + index) % 12]
  }

  static func dialogues(count: Int, offset: Int = 0) -> [Dialogue] {
    (0..<count).map { index in
      let topic = word((index * 7 + offset) % 130)
      let turns = [
        Dialogue.Turn(speaker: "A", text: "hello there"),
        Dialogue.Turn(speaker: "B", text: "hi, what shall we talk about"),
        Dialogue.Turn(speaker: "A", text: "have you ever tried \(topic)?"),
        Dialogue.Turn(speaker: "B", text: "yes, \(topic) is my favourite"),
      ]
      return Dialogue(id: "synthetic:\(offset)-\(index)", lang: "en", source: "synthetic", turns: turns)
    }
  }

  /// One pair per dialogue: the reply that names the topic.
  static func devPairs(count: Int) -> [ReplyExample] {
    dialogues(count: count, offset: 3).map { ReplyExample.pairs(from: $0).last! }
  }
}
