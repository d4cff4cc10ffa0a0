import SmartReplyModel

extension IncomingActs {
  /// Laughter, sadness, venting and mishaps, and a plea to be heard that asks nothing.
  mutating func readTone(_ reading: inout Reading) {
    let lowered = reading.lowered
    let searchable = reading.searchable
    let englishWords = reading.englishWords
    let language = reading.language
    let namesRelief = reading.namesRelief
    // A told joke is laughed at, and its words are no news ("…got promoted?").
    let tellsJoke = ToneMarkers.tellsJoke(lowered, searchable)
    let namesGoodNews = namesRelief || NewsCues.announcesGoodNews(searchable, language: language)
    laughs = tellsJoke || ToneMarkers.laughs(searchable, lowered: lowered, language: language)
    soundsSad = ToneMarkers.soundsSad(searchable)
    soundsDelighted = ToneMarkers.soundsDelighted(searchable)
    // 「聞いてください」 and "can I vent" ask only to be heard: venting, not a request.
    let asksToBeHeard = searchable.contains(any: Self.ventOpeners)
    // "Can I vent" says it is venting; 「聞いてください」 only when the rest sounds upset.
    let saysVenting = asksToBeHeard && searchable.contains(any: Self.ventWords)
    vents =
      !invites && (!requests || asksToBeHeard) && !offers && !soundsDelighted
      && (saysVenting || ToneMarkers.soundsUpset(searchable, words: englishWords)
        || searchable.contains(any: ToneMarkers.exasperation) && !namesGoodNews)
    // 「運休してた南北線、再開だって🎉」: a mishap undone is a relief.
    tellsMishap =
      !invites && !requests && !offers && !namesRelief
      && searchable.contains(any: language == .japanese ? NewsCues.japaneseMishaps : NewsCues.englishMishaps)
    // A mishap told with a sad face is sad whatever laughs beside it ("lol… flight got cancelled 😩").
    if tellsMishap, !soundsSad, !soundsDelighted, ToneMarkers.hasSadMarker(searchable) { soundsSad = true }
    if vents && asksToBeHeard {
      requests = false
      // 「聞いてください」 and "can I vent?" ask nothing to be answered unless another question follows.
      if saysVenting || !searchable.contains("?") && !searchable.contains("？") {
        (asks, expectsYesOrNo, invites) = (false, false, false)
      }
    }
    reading.tellsJoke = tellsJoke
    reading.namesGoodNews = namesGoodNews
  }

  /// Openers that ask to be listened to.
  static let ventOpeners: [Phrase] = [
    "聞いてください", "聞いてよ", "聞いて！", "聞いて〜", "ちょっと聞いて", "きいてよ", "愚痴", "can i vent", "need to vent",
    "let me vent", "quick rant", "rant incoming", "rant:", "話していい？", "話聞いて", "話きいて",
  ]

  /// Openers that name venting itself.
  static let ventWords: [Phrase] = ["vent", "rant", "愚痴"]
}
