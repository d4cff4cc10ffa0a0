/// What a draft says, whatever its language: who it greets and copies, who signs, the short
/// reply and whether it says yes, what the newest email asked for, and whether to sign off.
struct DraftContent {
  var to: [String]
  var cc: [String]
  var writer: String
  var reply: String
  var polarity: CandidateReply.Polarity
  var details: RequestDetails
  var signs: Bool
  /// The email is formal ("Dear …", "Kind regards"; for Japanese, keigo or 様).
  var formal = false
}
