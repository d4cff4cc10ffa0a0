import Foundation

/// Something the app can offer to do besides inserting a reply, such as putting the event the
/// newest message proposes in the calendar.
public enum SuggestedAction: Sendable, Hashable {
  /// Add an event to the calendar.
  case addEvent(CalendarEvent)

  /// The action's wire name (`"addEvent"`).
  package var type: String {
    switch self {
    case .addEvent: "addEvent"
    }
  }
}

/// An event found in a message, ready for a calendar (an `EKEvent`'s essentials).
public struct CalendarEvent: Sendable, Hashable {
  /// What it is: from the message ("Planning meeting", 「打ち合わせ」), else the mail subject.
  public var title: String
  /// When it starts; for an all-day event, midnight at the start of the day in ``timeZone``.
  public var start: Date
  /// When it ends: as the message says, else an hour after the start; for an all-day event,
  /// midnight at the start of the next day.
  public var end: Date
  /// Whether it lasts all day.
  public var isAllDay: Bool
  /// Where, when the message says.
  public var location: String?
  /// The entry it was found in.
  public var entryIdentifier: String
  /// The time zone it was resolved in.
  public var timeZone: TimeZone

  /// Creates an event.
  public init(
    title: String, start: Date, end: Date, isAllDay: Bool, location: String? = nil, entryIdentifier: String,
    timeZone: TimeZone
  ) {
    self.title = title
    self.start = start
    self.end = end
    self.isAllDay = isAllDay
    self.location = location
    self.entryIdentifier = entryIdentifier
    self.timeZone = timeZone
  }
}
