/// A texter's habits of writing Japanese — a comma after nearly every phrase (``BreathCommas``), a
/// space between words (``SpacedKana``) — read away, so that every stage, and the calibration that
/// sets the trigger, sees a text as everyone else writes it.
enum WritingHabits {
  static func read(_ text: String) -> String { BreathCommas.read(SpacedKana.read(text)) }
}
