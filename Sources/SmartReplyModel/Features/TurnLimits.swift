/// How many turns of a conversation each stage reads — always the newest — defined once so the
/// validator, the suggestion pipeline, training and model files agree.
package enum TurnLimits {
  /// Entries a conversation is cut to when it is prepared; also the most earlier turns a model
  /// or classifier file may ask to read (more are never given), so a crafted header cannot make
  /// encoding grow.
  package static let preparedEntries = 16
  /// Earlier turns the bundled rankers' context tower reads, the trainer's default and the most
  /// it takes (``FeatureConfiguration/historyTurns``).
  package static let modelHistory = 9
  /// Turns the suggestion pipeline passes the rankers, and the context of a training or
  /// evaluation pair: the newest and ``modelHistory`` before it.
  package static let read = modelHistory + 1
  /// Newest turns the reply policy looks at: the sensitive-topic check reads the other party's
  /// among them, and no suggestion repeats one of them.
  package static let policy = 3
}
