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
  static let consolations: [String] = [
    "your loss", "sorry to hear about your", "condolence", "thinking of you", "heart goes out", "お悔やみ", "ご愁傷",
    "ご冥福",
  ]
  static let japaneseKin = [
    "おばあちゃん", "おじいちゃん", "ばあちゃん", "じいちゃん", "お祖母ちゃん", "お祖父ちゃん", "ばあば", "じいじ", "お父さん",
    "お母さん", "父さん", "母さん", "お父様", "お母様", "おばあさま", "おじいさま", "お祖母様", "お祖父様",
  ]

  /// Whether `text` (a message that tells of a death) tells of the reader's own family: "your" and
  /// a kin word, or a kin word at the start of a sentence, as family write to each other ("Grandad
  /// died this morning"; "my nan", "Tom's mum" are someone else's), or a Japanese kin word nobody's
  /// の owns (「じいちゃん、さっき亡くなったって」; not 「うちの祖母が」, 「友達のおばあちゃん」); or a consolation
  /// of the reader ("sorry for your loss", 「心よりお悔やみ申し上げます」), whatever it names.
  static func lossIsReaders(_ text: String, language: Language) -> Bool {
    let lowered = Lowercasing.lowercased(text)
    if consolations.contains(where: lowered.contains) { return true }
    if language == .japanese { return japaneseLossIsReaders(lowered) }
    var previous: Substring = ""
    var sentenceStart = true
    var index = lowered.startIndex
    while index < lowered.endIndex {
      let character = lowered[index]
      guard character.isLetter else {
        if ".!?\n".contains(character) { sentenceStart = true }
        index = lowered.index(after: index)
        continue
      }
      var end = index
      while end < lowered.endIndex, lowered[end].isLetter || lowered[end] == "'" { end = lowered.index(after: end) }
      let word = lowered[index..<end]
      if englishKin.contains(word), previous == "your" || sentenceStart { return true }
      sentenceStart = false
      previous = word
      index = end
    }
    return false
  }

  private static func japaneseLossIsReaders(_ text: String) -> Bool {
    for kin in japaneseKin {
      var searchStart = text.startIndex
      while let range = text.range(of: kin, range: searchStart..<text.endIndex) {
        // 「ばあちゃん」 is found inside 「友達のおばあちゃん」 too.
        let before = text[text.startIndex..<range.lowerBound]
        if !before.hasSuffix("の") && !before.hasSuffix("のお") { return true }
        searchStart = range.upperBound
      }
    }
    return false
  }
}
