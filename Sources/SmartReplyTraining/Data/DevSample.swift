/// Dev pairs for model selection, drawn the way the evaluation pairs are: up to three replies
/// per dialogue, then shuffled, so 1-of-100 blocks mix dialogues.
public enum DevSample {
  /// Up to `count` pairs from `dialogues`, reproducible for a given `seed`.
  public static func pairs(from dialogues: [Dialogue], count: Int, seed: UInt64) -> [ReplyExample] {
    var generator = SeededGenerator(seed: seed ^ 0xDE5)
    var result = [ReplyExample]()
    for dialogue in dialogues {
      var candidates = ReplyExample.pairs(from: dialogue)
      candidates.shuffle(using: &generator)
      result += candidates.prefix(3)
    }
    result.shuffle(using: &generator)
    return Array(result.prefix(count))
  }
}
