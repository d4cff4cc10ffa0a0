import Foundation

/// A date or time found in a message and resolved against the message's sent date, like a
/// date match of `NSDataDetector`.
public struct DetectedDateTime: Sendable, Hashable {
  /// Where the expression is in the text it was found in.
  public var range: Range<String.Index>
  /// When it starts; for an all-day mention, midnight at the start of the day.
  public var start: Date
  /// When it ends: the end of a range ("3–5pm", 「14時から16時まで」) or the start plus a duration
  /// ("for an hour", 「1時間」); for an all-day mention, midnight at the start of the next day;
  /// nil when the message gives no end.
  public var end: Date?
  /// Whether it names a day without a time.
  public var isAllDay: Bool
  /// Whether it is given as a deadline ("by Friday", 「金曜までに」) rather than a time to meet.
  public var isDeadline: Bool
  /// The time zone it was resolved in.
  public var timeZone: TimeZone
  /// Whether the text names the day (not only a time).
  var namesDay = true
  /// How it names the day: by its date ("the 3rd", 「来月3日」, 12/5), a weekday, relative to the
  /// sent date (today, 明日), or not at all.
  var dayNaming = EventDateFormatter.DayNaming.relative

  /// Creates a detected date.
  package init(
    range: Range<String.Index>, start: Date, end: Date?, isAllDay: Bool, isDeadline: Bool = false,
    timeZone: TimeZone
  ) {
    self.range = range
    self.start = start
    self.end = end
    self.isAllDay = isAllDay
    self.isDeadline = isDeadline
    self.timeZone = timeZone
  }

  /// How long it lasts, when it has an end.
  public var duration: TimeInterval? { end.map { $0.timeIntervalSince(start) } }
}
