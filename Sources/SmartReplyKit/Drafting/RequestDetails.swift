import Foundation

/// What the newest email asks about: its questions, and the day, time, place and things to bring
/// mentioned in them, so a draft can confirm them rather than ignore them.
struct RequestDetails: Equatable {
  var questions: [String] = []
  var day: String?
  var time: String?
  var place: String?
  var items: [String] = []

  static let englishDays = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "tomorrow", "tonight",
  ]

  init(english text: String) {
    questions = Self.sentences(text).filter { $0.hasSuffix("?") }
    let lowered = text.lowercased()
    // Weekdays are names ("Thursday"); today, tomorrow and tonight stay lower case mid-sentence.
    day = Self.englishDays.first { lowered.contains($0) }.map {
      $0.hasSuffix("day") && !["today"].contains($0) ? $0.prefix(1).uppercased() + $0.dropFirst() : $0
    }
    if let match = text.firstMatch(of: /(?i)\b(\d{1,2}(:\d{2})?\s?(am|pm))\b/) {
      time = String(match.1).lowercased().replacingOccurrences(of: " ", with: "")
    } else if let match = text.firstMatch(of: /\b(\d{1,2}:\d{2})\b/) {
      time = String(match.1)
    }
    if let match = text.firstMatch(of: /(?i)\b(?:in|at) (the [A-Za-z0-9 ]+? (?:room|office|cafe|café|hall|lobby))\b/) {
      place = String(match.1)
    }
    for match in text.matches(
      of:
        /(?i)\b(?:bring|send|share|prepare)(?: me| us)? (the [a-z0-9' -]+?|some [a-z0-9' -]+?|your [a-z0-9' -]+?)(?=[?.!,]| to | for | with | on | at | by | before | tomorrow| today|$)/
    ) {
      items.append(String(match.1))
    }
  }

  init(japanese text: String) {
    questions = Self.sentences(text).filter { $0.hasSuffix("？") || $0.hasSuffix("?") || $0.hasSuffix("か。") }
    if let match = text.firstMatch(of: /(\d{1,2}月\d{1,2}日(?:[（(][月火水木金土日][）)])?|明日|明後日|今日|[月火水木金土日]曜日?)/) {
      day = String(match.1)
    }
    if let match = text.firstMatch(of: /(\d{1,2}時(?:\d{1,2}分|半)?|\d{1,2}:\d{2})/) {
      time = String(match.1)
    }
    if let match = text.firstMatch(of: /([^\s、。はがをにでも]{1,10}(?:会議室|階|ホール|カフェ|オフィス|店))/) {
      place = String(match.1)
    }
    for match in text.matches(of: /([^\s、。はがもを]{1,10})を(?:持ってきて|お持ち|ご準備|準備して|用意して|送って|共有して)/) {
      items.append(String(match.1))
    }
  }

  static func sentences(_ text: String) -> [String] {
    var result = [String]()
    var current = ""
    for character in text {
      if character == "\n" {
        if !current.trimmingCharacters(in: .whitespaces).isEmpty {
          result.append(current.trimmingCharacters(in: .whitespaces))
        }
        current = ""
        continue
      }
      current.append(character)
      if "?!.？！。".contains(character) {
        result.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
      result.append(current.trimmingCharacters(in: .whitespaces))
    }
    return result
  }
}
