import SmartReplyModel

/// Chooses the suggestions shown from replies ranked best first: one per intent, no two that
/// read almost the same, none that repeats a recent message of the conversation, for a yes/no
/// question, request, invitation or offer both answers, and a reply the message calls for (a laugh,
/// "You're welcome").
enum DiversityPolicy {
  struct Ranked {
    var reply: CandidateReply
    var score: Float
    /// The reply's ``TextKey``, when worked out ahead (a response set's replies are fixed).
    var key: TextKey? = nil
  }

  /// Intents that accept or decline an invitation.
  static let invitationAnswers: Set<ReplyIntent> = ActPrior.attendanceIntents.union([
    .sureWhyNot, .letsDoIt, .worksForMe, .timeDoesNotWork,
  ])
  /// Intents that agree to a request or decline it.
  static let requestAnswers: Set<ReplyIntent> = [
    .willDo, .onIt, .ofCourse, .noProblem, .sendIt, .sureWhyNot, .okay, .cantDo, .busyNow,
  ]

  /// Intents that grant leave asked ("can I stay over?", 「行っていい？」) or refuse it; a bare no
  /// reads as "that's wrong" (「違うよ」), not as a refusal.
  static let permissionAnswers: Set<ReplyIntent> = [
    .ofCourse, .sureWhyNot, .okay, .yes, .noProblem, .doesntWork, .cantDo,
  ]

  /// The same for a request in business keigo, which 「承知しました。すぐに対応いたします。」 agrees to.
  static let businessRequestAnswers: Set<ReplyIntent> = [.willDo, .okay, .sendIt, .cantDo, .busyNow]

  /// Intents that put a plan off without a no.
  static let putsOff: Set<ReplyIntent> = [.proposeAnotherTime, .reschedule]

  /// Acts whose polarity is a yes or a no.
  static let answeringActs: Set<ReplyAct> = [.answer, .acknowledge, .offer]

  static func select<RankedList: RandomAccessCollection<Ranked>>(
    _ ranked: RankedList, maxCount: Int, offerBothPolarities: Bool, leadWithAnswer: Bool = false,
    leadWithYes yesIntents: Set<ReplyIntent> = [],
    preferredAnswers: Set<ReplyIntent> = [], alsoShowing shownIntents: Set<ReplyIntent> = [],
    andShowing moreIntents: Set<ReplyIntent> = [], avoiding recent: [String] = []
  ) -> [Ranked] where RankedList.Index == Int {
    guard maxCount > 0 else { return [] }
    let recentKeys = recent.map(TextKey.init)
    // Clauses of the newest turn only: the sender's own line is the one a chip would say back.
    let clauseKeys = recent.last.map(Self.clauseKeys) ?? []
    // Keys are computed only for the candidates looked at, which is rarely more than a few dozen.
    var keys = [Int: TextKey]()
    func key(_ index: Int) -> TextKey {
      if let key = keys[index] { return key }
      let key = ranked[index].key ?? TextKey(ranked[index].reply.text)
      keys[index] = key
      return key
    }
    func fits(_ index: Int, with chosen: [Int]) -> Bool {
      let candidate = key(index)
      // A greeting or goodbye may be said back in the sender's words (「良いお年を！」 → 「よいお年を！」);
      // any other line may not ("ゆっくり休んでください" to a message that ends with it).
      // 「こちらこそ、お世話になりました」 returns the sender's words on purpose.
      let mayRepeat =
        LanguageEngine.mirroringActs.contains(ranked[index].reply.act) || ranked[index].reply.intent == .likewise
      return
        (mayRepeat
        || !recentKeys.contains { $0.isNearDuplicate(of: candidate) || $0.quotes(candidate) }
          && !clauseKeys.contains { $0.isNearDuplicate(of: candidate) })
        && !chosen.contains {
          // One chip inside another says it twice: 「承知しました。」 and 「承知しました。お送りいたします。」.
          ranked[$0].reply.intent == ranked[index].reply.intent || key($0).isNearDuplicate(of: candidate)
            || key($0).quotes(candidate) || candidate.quotes(key($0))
            // Emoji alone are one kind of answer, shown once: not 😮, 😂 and ❤️ for a photo.
            || ranked[$0].reply.act == .emoji && ranked[index].reply.act == .emoji
        }
    }
    guard var top = ranked.indices.first(where: { fits($0, with: []) }) else { return [] }
    var chosen = [top]
    if offerBothPolarities, maxCount >= 2 {
      // The best reply stays first; then the best yes and the best no, whichever are missing.
      // Only answers count: "Congrats!" is positive and "Stay dry!" negative, but neither says yes or no.
      // A preferred answer counts whatever its act ("Yes, please!" asks, but accepts an offer).
      func answers(_ index: Int, _ polarity: CandidateReply.Polarity) -> Bool {
        ranked[index].reply.polarity == polarity
          && (answeringActs.contains(ranked[index].reply.act) || preferredAnswers.contains(ranked[index].reply.intent))
      }
      // An invitation is accepted or declined, a request agreed to or not: "I'm not sure about that"
      // is a no, but not to "Can you come?"; the slots take `preferredAnswers` first.
      func attends(_ index: Int) -> Bool {
        preferredAnswers.isEmpty || preferredAnswers.contains(ranked[index].reply.intent)
      }
      for polarity in [CandidateReply.Polarity.positive, .negative]
      where chosen.count < maxCount && !chosen.contains(where: { answers($0, polarity) && attends($0) }) {
        let best =
          ranked.indices.first { answers($0, polarity) && attends($0) && fits($0, with: chosen) }
          ?? ranked.indices.first { answers($0, polarity) && fits($0, with: chosen) }
        if let best, !chosen.contains(where: { answers($0, polarity) }) || attends(best) { chosen.append(best) }
      }
      // News or thanks that also invites ("We had the baby! Come see us when you can") is owed its
      // answer ("Congratulations!") before a line that neither accepts nor declines; a laugh is not.
      if chosen.count == maxCount, !answers(top, .positive), !answers(top, .negative),
        !chosen.contains(where: { shownIntents.contains(ranked[$0].reply.intent) }),
        let owed = ranked.indices.first(where: {
          shownIntents.contains(ranked[$0].reply.intent) && !ActPrior.laughterIntents.contains(ranked[$0].reply.intent)
            && fits($0, with: Array(chosen.dropFirst()))
        })
      {
        top = owed
        chosen[0] = owed
      }
    }
    // A reply the message calls for (a laugh for laughter) takes a free slot if none is chosen yet;
    // so does one of `moreIntents` (a view beside a hedge for advice).
    for intents in [shownIntents, moreIntents]
    where !intents.isEmpty && chosen.count < maxCount
      && !chosen.contains(where: { intents.contains(ranked[$0].reply.intent) })
    {
      if let best = ranked.indices.first(where: { intents.contains(ranked[$0].reply.intent) && fits($0, with: chosen) })
      {
        chosen.append(best)
      }
    }
    for index in ranked.indices {
      guard chosen.count < maxCount else { break }
      if !chosen.contains(index), fits(index, with: chosen) { chosen.append(index) }
    }
    // A chip that accepts an invitation the acts did not read as one ("housewarming sat 8pm!!",
    // "we'd be honoured if you could come") makes it one: a way to decline it takes the last slot
    // that is neither the first nor the acceptance.
    if !offerBothPolarities, maxCount >= 3, chosen.count == maxCount,
      chosen.contains(where: { ranked[$0].reply.intent == .acceptInvitation }),
      !chosen.contains(where: { ranked[$0].reply.polarity == .negative }),
      let slot = chosen.indices.dropFirst().last(where: { ranked[chosen[$0]].reply.intent != .acceptInvitation }),
      let decline = ranked.indices.first(where: {
        ranked[$0].reply.polarity == .negative && ActPrior.attendanceIntents.contains(ranked[$0].reply.intent)
          && fits($0, with: chosen.enumerated().filter { $0.offset != slot }.map(\.element))
      })
    {
      chosen[slot] = decline
    }
    return order(
      [ranked[top]] + chosen.dropFirst().sorted().map { ranked[$0] }, leadWithAnswer: leadWithAnswer,
      leadWithYes: yesIntents)
  }

  /// The order shown: for a question or invitation an answer before a question back (for leave
  /// asked, a yes of `yesIntents` before a no), and never two declines first.
  static func order(_ chosen: [Ranked], leadWithAnswer: Bool, leadWithYes yesIntents: Set<ReplyIntent> = []) -> [Ranked]
  {
    var chosen = chosen
    // Another time proposed ("Could we do another time?", 「別の日程でもよろしいでしょうか。」) puts the plan
    // off as a decline does, and asks back: "Sure!" comes before it.
    func declines(_ reply: Ranked) -> Bool {
      reply.reply.polarity == .negative || putsOff.contains(reply.reply.intent)
    }
    if leadWithAnswer, let first = chosen.first,
      !answeringActs.contains(first.reply.act) || putsOff.contains(first.reply.intent),
      let answer = chosen.firstIndex(where: { answeringActs.contains($0.reply.act) && !declines($0) })
    {
      chosen.insert(chosen.remove(at: answer), at: 0)
    }
    if let first = chosen.first, declines(first),
      let yes = chosen.firstIndex(where: { $0.reply.polarity == .positive && yesIntents.contains($0.reply.intent) })
    {
      chosen.insert(chosen.remove(at: yes), at: 0)
    }
    if chosen.count > 2, declines(chosen[0]), declines(chosen[1]),
      let other = chosen.indices.dropFirst(2).first(where: { !declines(chosen[$0]) })
    {
      chosen.insert(chosen.remove(at: other), at: 1)
    }
    return chosen
  }

  /// The keys of a recent message's clauses that a reply may not say again (「全然いいよ〜！それより
  /// 今週末ひま？」 holds 「全然いいよ」): those of five to thirty letters, as long as a reply is; the
  /// whole message is checked on its own.
  static func clauseKeys(_ text: String) -> [TextKey] {
    guard text.utf8.count <= TextKey.quotingMessageLength else { return [] }
    var keys = [TextKey]()
    var start = text.unicodeScalars.startIndex
    var length = 0
    var sawBoundary = false
    func close(at end: String.Index) {
      if (5...30).contains(length) {
        let key = TextKey(String(Substring(text.unicodeScalars[start..<end])))
        if key.scalars.count >= 5 { keys.append(key) }
      }
    }
    var index = start
    while index < text.unicodeScalars.endIndex {
      let next = text.unicodeScalars.index(after: index)
      // 。！？!?\n、,
      switch text.unicodeScalars[index].value {
      case 0x3002, 0xFF01, 0xFF1F, 0x21, 0x3F, 0x0A, 0x3001, 0x2C:
        close(at: index)
        sawBoundary = true
        start = next
        length = 0
      default: length += 1
      }
      index = next
    }
    guard sawBoundary else { return [] }
    close(at: text.unicodeScalars.endIndex)
    return keys
  }

  /// Same letters once case and punctuation are ignored, or character-bigram overlap (Dice) of 0.7 or more.
  static func nearDuplicates(_ first: String, _ second: String) -> Bool {
    TextKey(first).isNearDuplicate(of: TextKey(second))
  }

  /// A text reduced to what near-duplicate checks compare.
  struct TextKey {
    /// The letters, digits and emoji of the lower-cased text.
    let scalars: [UInt32]
    /// Its distinct scalar bigrams, sorted.
    let bigrams: [UInt64]

    init(_ text: String) {
      let scalars = Self.plainKeyScalars(text) ?? Self.keyScalars(text)
      self.scalars = scalars
      var bigrams = [UInt64]()
      bigrams.reserveCapacity(max(0, scalars.count - 1))
      for index in scalars.indices.dropLast() {
        bigrams.append(UInt64(scalars[index]) << 32 | UInt64(scalars[index + 1]))
      }
      bigrams.sortAndRemoveDuplicates()
      self.bigrams = bigrams
    }

    /// The key's scalars by Unicode properties.
    static func keyScalars(_ text: String) -> [UInt32] {
      var scalars = [UInt32]()
      for scalar in Lowercasing.lowercased(text).unicodeScalars {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil || properties.isEmojiPresentation {
          scalars.append(scalar.value)
        }
      }
      return scalars
    }

    /// The same without property look-ups for a text of ASCII, kana, common kanji and Japanese
    /// punctuation (whose case and properties are known: see the tests), else nil.
    static func plainKeyScalars(_ text: String) -> [UInt32]? {
      var scalars = [UInt32]()
      scalars.reserveCapacity(text.utf8.count)
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x41...0x5A: scalars.append(scalar.value + 0x20)
        case 0x30...0x39, 0x61...0x7A, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF:
          scalars.append(scalar.value)
        case 0x00...0x7F, 0x3000...0x3003, 0x300C...0x300F, 0x301C, 0x30FB, 0xFF01, 0xFF1F: break
        default: return nil
        }
      }
      return scalars
    }

    /// The fewest letters a reply must have for ``quotes(_:)`` to count it: shorter ones ("ok",
    /// 「了解」) are common words, not a line.
    static let quotedLength = 6
    /// A message longer than this is not a chat line a reply could echo (and is not searched).
    static let quotingMessageLength = 2_000

    /// Whether `other`, a reply of at least ``quotedLength`` letters, appears whole in this text.
    func quotes(_ other: TextKey) -> Bool {
      guard other.scalars.count >= Self.quotedLength, scalars.count >= other.scalars.count,
        scalars.count <= Self.quotingMessageLength
      else { return false }
      return scalars.withUnsafeBufferPointer { text in
        other.scalars.withUnsafeBufferPointer { part in
          (0...(text.count - part.count)).contains { start in
            text[start] == part[0] && (1..<part.count).allSatisfy { text[start + $0] == part[$0] }
          }
        }
      }
    }

    func isNearDuplicate(of other: TextKey) -> Bool {
      if scalars == other.scalars { return true }
      guard !bigrams.isEmpty, !other.bigrams.isEmpty,
        // They cannot share enough when one has far fewer bigrams than the other.
        Double(2 * min(bigrams.count, other.bigrams.count)) / Double(bigrams.count + other.bigrams.count) >= 0.7
      else { return false }
      // Both sorted and distinct: one walk counts the bigrams they share.
      var shared = 0
      var index = 0
      var otherIndex = 0
      while index < bigrams.count, otherIndex < other.bigrams.count {
        if bigrams[index] < other.bigrams[otherIndex] {
          index += 1
        } else if other.bigrams[otherIndex] < bigrams[index] {
          otherIndex += 1
        } else {
          shared += 1
          index += 1
          otherIndex += 1
        }
      }
      return Double(2 * shared) / Double(bigrams.count + other.bigrams.count) >= 0.7
    }
  }
}
