import Foundation

/// What the newest email asks, in order, so a draft can answer each request and question rather
/// than ignore them: the day and time it proposes (resolved), the place, and every request
/// (bring, share, prepare something; attend) and question.
struct RequestDetails {
  /// One thing the email asks.
  enum Request: Equatable {
    /// Come to the meeting the email proposes ("Can you join…?", 「ご出席いただけますでしょうか」).
    case attend
    /// Bring something ("Could you bring the budget numbers?", 「資料をお持ちください」).
    case bring(String)
    /// Share or send a document ("share the draft contract", 「議事録を共有してください」).
    case share(String)
    /// Prepare something ("prepare the slides", 「資料をご準備ください」).
    case prepare(String)
    /// A yes/no question the short reply does not answer.
    case yesNo(String)
    /// An open question ("What should we cover?", 「何を準備すればよいですか？」).
    case open(String)
  }

  /// What a request about a thing asks the user to do with it.
  enum ThingRequest {
    case bring, share, prepare
  }

  /// The draft's sentences for the requests, in order. Attendance and the email's first yes/no
  /// question are answered by the short reply itself (unless the reply is neutral); every other
  /// question becomes an `[answer: …]` placeholder for the user; `phrase` words, in the writer's
  /// language, what the draft says to a request about a thing.
  func answers(replyPolarity: CandidateReply.Polarity, phrase: (ThingRequest, String) -> String) -> [String] {
    var answeredQuestion = replyPolarity == .neutral
    var sentences = [String]()
    for request in requests {
      switch request {
      case .attend: answeredQuestion = true
      case .bring(let item): sentences.append(phrase(.bring, item))
      case .share(let item): sentences.append(phrase(.share, item))
      case .prepare(let item): sentences.append(phrase(.prepare, item))
      case .yesNo(let question):
        if answeredQuestion { sentences.append("[answer: \(question)]") }
        answeredQuestion = true
      case .open(let question): sentences.append("[answer: \(question)]")
      }
    }
    return sentences
  }

  /// The dates and times the email proposes (not deadlines, not past), in order.
  var dates: [DetectedDateTime] = []
  var place: String?
  var requests: [Request] = []
  var sentDate: Date

  static let attendanceWords = [
    "join", "attend", "make it", "be there", "come", "available", "free", "able to", "work for you", "works for you",
    "still on",
  ]
  static let japaneseAttendanceWords = ["出席", "参加", "来れ", "来られ", "お越し", "ご都合", "空いて", "いかが", "どう", "来る"]
  static let questionWords = ["what", "where", "when", "who", "which", "how", "why"]
  static let japaneseQuestionWords = ["何", "どこ", "いつ", "誰", "どれ", "どの", "なぜ", "いくら", "どちら", "どなた"]

  init(text: String, sentDate: Date, timeZone: TimeZone, japanese: Bool) {
    self.sentDate = sentDate
    let calendar = CalendarDateFormatting.gregorian(in: timeZone)
    let sentDay = calendar.startOfDay(for: sentDate)
    var seen = Set<Date>()
    dates = DateTimeDetector(timeZone: timeZone).matches(in: text, sentDate: sentDate).filter {
      !$0.isDeadline && $0.start >= sentDay && seen.insert($0.start).inserted
    }
    // Near the first date, or the opening lines when there is none.
    let mention = dates.first?.range ?? text.startIndex..<text.startIndex
    place = EventTitleFinder.location(in: text, near: mention, japanese: japanese)
    for sentence in Self.sentences(text) {
      let found = japanese ? Self.japaneseRequests(in: sentence) : Self.englishRequests(in: sentence)
      for request in found where !requests.contains(request) { requests.append(request) }
    }
  }

  /// The requests of one English sentence.
  static func englishRequests(in sentence: String) -> [Request] {
    var found = [Request]()
    let pattern =
      /(?i)\b(bring|send|share|forward|email|prepare)(?: me| us| over)? ((?:the|some|your|a|an|our) [a-z0-9' -]+?)(?=[?.!,;]| and | to | for | with | on | at | by | before | beforehand| in advance| ahead| tomorrow| today|$)/
    for match in sentence.matches(of: pattern) {
      // Said back by the one who replies: "your laptop" is "my laptop".
      var item = String(match.2)
      if item.lowercased().hasPrefix("your ") { item = "my " + item.dropFirst(5) }
      switch match.1.lowercased() {
      case "bring": found.append(.bring(item))
      case "prepare": found.append(.prepare(item))
      default: found.append(.share(item))
      }
    }
    let lowered = sentence.lowercased()
    let isQuestion = sentence.hasSuffix("?")
    let mentionsDate = !DateTimeDetector(timeZone: TimeZone(identifier: "UTC")!).matches(in: sentence, sentDate: Date())
      .isEmpty
    if isQuestion || lowered.hasPrefix("please") || lowered.contains("let me know") {
      if attendanceWords.contains(where: { lowered.contains($0) }) || (isQuestion && mentionsDate && found.isEmpty) {
        found.insert(.attend, at: 0)
      } else if found.isEmpty && isQuestion {
        let first = lowered.split(separator: " ").first.map(String.init) ?? ""
        found.append(questionWords.contains(first) ? .open(sentence) : .yesNo(sentence))
      }
    }
    return found
  }

  /// 「〜を持ってきて」, 「〜をご送付」…: the thing, then the request.
  private static let japaneseRequest = PreparedRegex(
    /([^\s、。はがもを「」]{1,12})を(持ってきて|お持ち|持参|ご持参|送って|送付|ご送付|お送り|共有|ご共有|転送|ご準備|準備|用意|ご用意)/)

  /// The requests of one Japanese sentence.
  static func japaneseRequests(in sentence: String) -> [Request] {
    var found = [Request]()
    for match in sentence.matches(of: japaneseRequest.regex) {
      let item = String(match.1)
      switch match.2 {
      case "持ってきて", "お持ち", "持参", "ご持参": found.append(.bring(item))
      case "ご準備", "準備", "用意", "ご用意": found.append(.prepare(item))
      default: found.append(.share(item))
      }
    }
    let isQuestion =
      sentence.hasSuffix("？") || sentence.hasSuffix("?") || sentence.hasSuffix("か。") || sentence.hasSuffix("か")
    let isRequest = ["ください", "いただけますと幸い", "お願い", "いただけますか", "いただけますでしょうか", "てほしい", "て欲しい"]
      .contains { sentence.contains($0) }
    if japaneseAttendanceWords.contains(where: { sentence.contains($0) }) && (isQuestion || isRequest) && found.isEmpty
    {
      found.insert(.attend, at: 0)
    } else if found.isEmpty && isQuestion {
      found.append(japaneseQuestionWords.contains { sentence.contains($0) } ? .open(sentence) : .yesNo(sentence))
    }
    return found
  }

  /// The sentences of a text: split at ? ! ？ ！ 。, newlines, and a full stop before a space
  /// (not the one of "p.m." or "Dec.").
  static func sentences(_ text: String) -> [String] {
    var result = [String]()
    var current = ""
    func flush() {
      let trimmed = current.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { result.append(trimmed) }
      current = ""
    }
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == "\n" {
        flush()
        continue
      }
      current.append(character)
      if "?!？！。".contains(character) {
        flush()
      } else if character == ".", index + 1 == characters.count || characters[index + 1] == " " {
        let word = current.dropLast().split(separator: " ").last ?? ""
        if word.count > 3 && !word.contains(".") { flush() }
      }
    }
    flush()
    return result
  }
}
