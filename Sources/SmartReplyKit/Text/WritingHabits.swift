/// A texter's habits of writing Japanese — a comma after nearly every phrase (``BreathCommas``), a
/// space between words (``SpacedKana``) — read away, so that every stage, and the calibration that
/// sets the trigger, sees a text as everyone else writes it.
enum WritingHabits {
  static func read(_ text: String) -> String {
    // Both habits are Japanese: a text without a lead byte of a Japanese letter (E3 to E9) is passed
    // on one scan.
    guard text.utf8.contains(where: { $0 >= 0xE3 && $0 <= 0xE9 }) else { return text }
    return BreathCommas.read(SpacedKana.read(text))
  }
}
