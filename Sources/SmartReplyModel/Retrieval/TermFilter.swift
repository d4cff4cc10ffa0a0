/// The lexical terms of a query as 1,024 bits (a term sets bit `term mod 1024`): a reply term
/// whose bit is clear is not in the query and needs no look-up. Term ids are hashes already, so
/// their low bits spread evenly.
struct TermFilter: Sendable {
  private var words = [UInt64](repeating: 0, count: 16)

  init(_ terms: [LexicalTermCount]) {
    for entry in terms {
      let bit = Int(truncatingIfNeeded: entry.term) & 1023
      words[bit >> 6] |= 1 << UInt64(bit & 63)
    }
  }

  @inline(__always)
  func mayContain(_ term: Int32) -> Bool {
    let bit = Int(truncatingIfNeeded: term) & 1023
    return words[bit >> 6] & 1 << UInt64(bit & 63) != 0
  }
}
