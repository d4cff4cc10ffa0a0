/// The keys of the wire format's contexts (and of ML Kit's messages), each made once: reading a
/// context makes no string for them — a key of 16 bytes or more would be allocated, and read,
/// compared and freed again for every object that holds it. Other keys are read as usual.
enum WireFormatKeys {
  private static let keys = [
    "schemaVersion", "type", "threadIdentifier", "isJunk", "participantNameByIdentifier", "selfIdentifiers",
    "responsePrimaryRecipientIdentifiers", "responseSecondaryRecipientIdentifiers", "responseSubject",
    "responseHasCustomSignature", "entries", "entryIdentifier", "senderIdentifier", "sentDate", "text",
    "primaryRecipientIdentifiers", "replyThreadIdentifier", "dataKind", "wasSentBySelf", "kind", "namePrefix",
    "givenName", "middleName", "familyName", "nameSuffix", "nickname", "timestamp", "userID", "isLocalUser",
  ]

  /// The keys by their length in bytes.
  private static let byLength: [[(bytes: [UInt8], key: String)]] = {
    var table = Array(repeating: [(bytes: [UInt8], key: String)](), count: keys.map(\.utf8.count).max()! + 1)
    for key in keys { table[key.utf8.count].append((Array(key.utf8), key)) }
    return table
  }()

  /// The key spelled by `bytes` (a key's bytes between its quotes, without escapes), if it is one.
  static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.count < byLength.count else { return nil }
    for candidate in byLength[bytes.count] {
      let same = candidate.bytes.withUnsafeBufferPointer { known in
        var index = bytes.count - 1  // from the end: many keys share their first word
        while index >= 0 && known[index] == bytes[index] { index -= 1 }
        return index < 0
      }
      if same { return candidate.key }
    }
    return nil
  }
}
