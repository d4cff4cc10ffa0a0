/// Where a text sits relative to the reply; each role hashes into its own features, so "thanks"
/// said by the other party and "thanks" said by the user earlier mean different things.
package enum FeatureRole: UInt64, Sendable, Hashable, CaseIterable {
  /// The newest message, which the reply answers.
  case newest = 0
  /// An earlier message by the replying user.
  case historySelf = 0x5E1F
  /// An earlier message by anyone else.
  case historyOther = 0x07E4
  /// A candidate reply.
  case reply = 0x4E91
}
