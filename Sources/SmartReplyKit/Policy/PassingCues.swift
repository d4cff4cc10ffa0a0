/// "my mum passed on Saturday", "Grandad passed last night": a death told with "passed" alone,
/// which also tells of exams ("my mum passed her driving test") and messages ("Dad passed on the
/// message"). A relative or pet just before it and no object or recipient after it tell the death.
enum PassingCues {
  static func tellsOfPassing(_ text: SearchableText) -> Bool {
    // "Mum passed!!" is a test passed.
    guard text.contains(" passed"), !text.contains("passed!") else { return false }
    let words = LetterWords.words(in: String(decoding: text.bytes, as: UTF8.self), apostrophes: true)
    for index in words.indices.dropFirst() where words[index] == "passed" && kin.contains(words[index - 1]) {
      guard index + 1 < words.endIndex else { return true }
      let next = words[index + 1]
      let afterNext = index + 2 < words.endIndex ? words[index + 2] : ""
      switch next {
      case "on": if !objectWords.contains(afterNext) { return true }
      case "this", "last": if timeWords.contains(afterNext) { return true }
      default: if !objectWords.contains(next) { return true }
      }
    }
    return false
  }

  static let kin: Set<Substring> = [
    "mum", "mom", "mother", "dad", "father", "nan", "nana", "gran", "granny", "grandma", "grandmother", "grandad",
    "granddad", "grandpa", "grandfather", "husband", "wife", "brother", "sister", "son", "daughter", "uncle", "aunt",
    "auntie", "aunty", "cousin", "dog", "cat", "mum's", "dad's",
  ]
  /// Words after "passed" (or "passed on") that name what was passed or to whom.
  static let objectWords: Set<Substring> = [
    "her", "his", "the", "my", "a", "an", "their", "your", "it", "me", "him", "them", "us", "our", "its", "that",
    "those", "these", "with", "by", "out", "around", "round", "through", "along", "all", "both", "every", "each",
    "first", "to", "this", "level", "grade", "exam", "test", "theory", "practical", "driving",
  ]
  static let timeWords: Set<Substring> = [
    "morning", "afternoon", "evening", "night", "week", "weekend", "month", "year", "monday", "tuesday", "wednesday",
    "thursday", "friday", "saturday", "sunday",
  ]
}
