import SmartReplyModel

/// Whose loss a death is told as. A loss of the reader's own family ("your mother passed away
/// this afternoon", a sibling's 「じいちゃん、さっき亡くなったって」, condolences offered) is not met
/// with condolences the reader would be offering themselves; the sender's own ("my nan died") is.
enum KinshipCues {
  static let englishKin: WordSet = [
    "mum", "mom", "mother", "dad", "father", "nan", "nana", "nanna", "gran", "granny", "grandma", "grandmother",
    "grandad", "granddad", "grandpa", "grandfather", "grandparents", "parents",
  ]
  /// Sympathy the sender offers the reader: the loss is the reader's, whoever it names.
  static let consolations: [Phrase] = [
    "your loss", "sorry to hear about your", "condolence", "thinking of you", "heart goes out", "sincere sympathy",
    "deepest sympathy", "heartfelt sympathy", "お悔やみ", "ご愁傷",
    "ご冥福",
  ]
  static let japaneseKin: [Phrase] = [
    "おばあちゃん", "おじいちゃん", "ばあちゃん", "じいちゃん", "お祖母ちゃん", "お祖父ちゃん", "ばあば", "じいじ", "お父さん",
    "お母さん", "父さん", "母さん", "お父様", "お母様", "おばあさま", "おじいさま", "お祖母様", "お祖父様",
  ]
  /// What owns a Japanese kin word when it comes just before: 「友達の」, and 「友達のお」 before 「ばあちゃん」,
  /// which 「友達のおばあちゃん」 holds too.
  static let japaneseOwners = [Array("の".utf8), Array("のお".utf8)]

  /// Whether `text` (a message that tells of a death) tells of the reader's own family: "your" and
  /// a kin word, or a kin word at the start of a sentence, as family write to each other ("Grandad
  /// died this morning"; "my nan", "Tom's mum" are someone else's), or a Japanese kin word nobody's
  /// の owns (「じいちゃん、さっき亡くなったって」; not 「うちの祖母が」, 「友達のおばあちゃん」); or a consolation
  /// of the reader ("sorry for your loss", 「心よりお悔やみ申し上げます」), whatever it names.
  static func lossIsReaders(_ text: String, language: Language) -> Bool {
    let lowered = Lowercasing.lowercased(text)
    let searchable = SearchableText(lowered)
    if searchable.contains(any: consolations) { return true }
    if language == .japanese { return japaneseLossIsReaders(searchable) }
    var previous: Substring = ""
    var previousEnd = lowered.startIndex
    for word in LetterWords.words(in: lowered, apostrophes: true) {
      // An opening quote is no part of the word ("'Mum died'").
      let word = word.drop { $0 == "'" }
      guard !word.isEmpty else { continue }
      let opensSentence = lowered[previousEnd..<word.startIndex].contains { ".!?\n".contains($0) }
      if englishKin.contains(word), previous == "your" || opensSentence || previous.isEmpty { return true }
      previous = word
      previousEnd = word.endIndex
    }
    return false
  }

  private static func japaneseLossIsReaders(_ text: SearchableText) -> Bool {
    for kin in japaneseKin where text.mayContain(kin) {
      var start = 0
      while let range = text.range(of: kin.bytes, from: start) {
        let before = text.bytes[..<range.lowerBound]
        if !japaneseOwners.contains(where: { before.suffix($0.count).elementsEqual($0) }) { return true }
        start = range.upperBound
      }
    }
    return false
  }
}
