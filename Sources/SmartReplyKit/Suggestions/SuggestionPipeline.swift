import SmartReplyModel

/// The one chain from prepared turns to scored, chosen replies: links → language → unsolicited
/// messages (automated notices, scams) → safety → group messages meant for someone else →
/// register → message kind and acts → ranking (with the tone, mirror and act rules) → diversity.
/// Serving (`suggestions(for:)`), trigger calibration and the
/// scenario runner all call ``evaluate(_:isMail:maxCount:)``; only serving then applies the
/// trigger threshold, so calibration sees exactly the confidence serving compares.
package struct SuggestionPipeline: Sendable {
  let engines: [Language: LanguageEngine]
  /// The most messages of one sender in a row read together as the newest turn.
  static let burstLength = 3

  /// What the pipeline made of a conversation, before the trigger threshold.
  struct Evaluation: Sendable {
    /// The language answered in, when one was found.
    var language: Language?
    /// Why nothing can be suggested whatever the threshold (nil: `chosen` may be shown).
    var blockingReason: SmartReplyResult.TriggerReason?
    var sensitiveTopic: SensitiveTopic?
    /// The best reply's score in units of the logit scale.
    var confidence: Float = 0
    /// Shown whatever the confidence: yes/no questions, invitations, news, thanks, apologies,
    /// congratulations, compliments, a slip pointed out, a task handed over and sympathy-only topics.
    var bypassesTrigger = false
    var chosen: [DiversityPolicy.Ranked] = []

    /// Whether a trigger at `threshold` shows `chosen`.
    func isShown(threshold: Float) -> Bool {
      blockingReason == nil && !chosen.isEmpty && (bypassesTrigger || confidence >= threshold)
    }
  }

  /// Runs every stage but the trigger on `turns` (oldest first; self turns marked).
  func evaluate(
    _ turns: [PreparedConversation.Turn], isMail: Bool, maxCount: Int,
    names: @autoclosure () -> AddresseeCues.Names = .init()
  ) -> Evaluation {
    var turns = turns
    if isMail {
      for index in turns.indices { turns[index].text = MailTextCleaner.clean(turns[index].text) }
    }
    for index in turns.indices { turns[index].text = WritingHabits.read(turns[index].text) }
    var evaluation = Evaluation()
    let newest = turns.last { !$0.isFromSelf }?.text ?? ""
    if LinkDetector.isOnlyLinks(newest) {
      evaluation.blockingReason = .linkOnly
      return evaluation
    }
    let language: Language
    switch LanguageDetector.conversationLanguage(turns) {
    case .language(let detected) where engines[detected] != nil: language = detected
    case .undetermined:
      evaluation.blockingReason = .undeterminedLanguage
      return evaluation
    default:
      evaluation.blockingReason = .unsupportedLanguage
      return evaluation
    }
    evaluation.language = language
    switch UnsolicitedMessage.classify(newest, threadHasSelfTurns: turns.contains(where: \.isFromSelf)) {
    case .automatedNotice?:
      evaluation.blockingReason = .automatedMessage
      return evaluation
    case .suspectedScam?:
      evaluation.blockingReason = .suspectedScam
      return evaluation
    case nil: break
    }
    let engine = engines[language]!
    // Each turn is analysed once, for every stage that reads its words: the model reads the
    // newest ten, the safety detector the other party's among the newest three.
    let analyzedCount = max(TurnLimits.policy, engine.model.header.features.historyTurns + 1)
    let analyses = turns.suffix(analyzedCount).map { AnalyzedText($0.text) }
    let recent = turns.suffix(TurnLimits.policy)
    let others = zip(recent, analyses.suffix(TurnLimits.policy)).filter { !$0.0.isFromSelf }.map { ($0.0.text, $0.1) }
    var safety = engine.safety.verdict(of: others)
    // "Biopsy came back benign!!", 「良性だったって。…心配かけてごめんね、ありがとう」: an illness ruled out
    // or over is a relief, whatever the hospital it names or the classifier hears in its thanks; a
    // keyword of a graver topic, or an earlier message's topic, stands.
    if safety.topic != nil, NewsCues.endsIllness(SearchableText(Lowercasing.lowercased(newest))),
      SensitiveTopic.keywordHit(in: newest).map({ $0.topic == .illness }) ?? true
    {
      safety.topic = engine.safety.verdict(of: Array(others.dropLast())).topic
    }
    let topic =
      safety.topic ?? (recent.contains { $0.isFromSelf && BoundaryCues.setsBoundary($0.text) } ? .harassment : nil)
    evaluation.sensitiveTopic = topic
    // Condolences are the reader's to receive when the loss is their own family's.
    if let topic, !topic.allowsSympathy || topic == .grief && KinshipCues.lossIsReaders(newest, language: language) {
      evaluation.blockingReason = .sensitiveTopic
      return evaluation
    }
    if !isMail, AddresseeCues.isForSomeoneElse(turns, names: names, language: language) {
      evaluation.blockingReason = .addressedToSomeoneElse
      return evaluation
    }
    let register: CandidateReply.Register = language == .japanese ? RegisterDetector.register(for: turns) : .any
    let burst = Self.burst(of: turns)
    // A burst of one message is the newest turn, analysed already.
    let burstAnalysis = Self.burstCount(of: turns) == 1 ? analyses.last! : AnalyzedText(burst)
    var acts = IncomingActs(burst, language: language)
    // The user's turn before the burst may say where they are or what they do ("just landed").
    let ownTurn = turns.dropLast(Self.burstCount(of: turns)).last.flatMap { $0.isFromSelf ? $0.text : nil }
    acts.situationsSpokenOf = SituationCues.spokenOf(in: [burst] + (ownTurn.map { [$0] } ?? []))
    // An acknowledgement of the user's turn, or thanks for it after their goodbye, closes the thread.
    if acts.acknowledgesOnly && turns.dropLast(Self.burstCount(of: turns)).last?.isFromSelf == true
      || ownTurn.map({ ThreadClosing.closes(thanks: burst, acts: acts, after: $0, language: language) }) ?? false
    {
      evaluation.blockingReason = .acknowledgement
      return evaluation
    }
    // A loss, an illness or a hardship is bad news, whatever the everyday classifier makes of it.
    let kind =
      topic != nil
      ? MessageKind.badNews
      : Self.kind(
        classified: engine.kinds.kind(of: burst, analyzed: burstAnalysis), acts: acts,
        namesTrouble: safety.idiomOnly)
    // A loss told "just so you know" is met with sympathy, not thanked for.
    if topic != nil { acts.owedIntents.remove(.thanksForLettingMeKnow) }
    // Trouble is not "interesting" (「知らなかった！」 to lost luggage); thanks that tell none ("thank
    // you for staying late… it didn't go unnoticed") are not worried over.
    if kind == .badNews { acts.ruledOutIntents.insert(.interesting) }
    // An offer that tells nothing sad is nothing to be sorry about ("I've frozen some lasagne for
    // you both with the baby coming… Shall I drop them round?").
    if acts.offers, topic == nil, kind != .badNews, !acts.soundsSad, !acts.tellsMishap, !acts.vents {
      acts.ruledOutIntents.formUnion([.sympathy, .condolences])
    }
    if kind == .thanks, !acts.soundsSad, !acts.vents, !acts.tellsMishap {
      acts.ruledOutIntents.formUnion([.areYouOK, .thatsTooBad, .sympathy])
    }
    // An apology for one's own or a child's doing (a bite, a snapped word) is forgiven, not pitied
    // ("Thinking of you."); one for a missed parcel with a pet put to sleep beside it still is.
    if kind == .apology, acts.apologisesForConduct, topic == nil, !safety.idiomOnly, !acts.soundsSad, !acts.vents,
      !acts.tellsMishap
    {
      acts.ruledOutIntents.formUnion([.sympathy, .hereForYou])
    }
    // One's own good news is not asked after, even said sorry for (「夜中にごめん…ビザ下りた！！」);
    // 「婚約破棄」 holds good news's words and is a hardship, hence no topic.
    if topic == nil, acts.announcesOwnGoodNews, !acts.soundsSad, !acts.vents {
      acts.ruledOutIntents.formUnion([.areYouOK, .thatsTooBad, .sympathy, .howAreYou])
    }
    // A business request or notice that tells no news is acknowledged (「承知しました。」).
    if kind == .other, acts.isBusinessNotice { acts.owedIntents.insert(.okay) }
    let (ranked, confidence) = engine.rank(
      turns.map { ConversationTurn(text: $0.text, isSelf: $0.isFromSelf) }, analyses: analyses, burst: burstAnalysis,
      register: register,
      topic: topic, acts: acts, kind: kind)
    evaluation.confidence = confidence
    guard !ranked.isEmpty else {
      evaluation.blockingReason = .noSuitableReply
      return evaluation
    }
    // A yes/no question, an invitation, an offer, a choice or a question about when always has a
    // short answer; so have news, thanks, an apology, a loss, an illness, a heads-up ("Thanks for
    // letting me know!"), a bare morning greeting, a photo, a link shown, reassurance ("no rush"),
    // someone at the door or waiting for a lift ("On my way!"), a task handed over (「3000円お願いね🙏」:
    // 「やっとくね！」) and a plan called off.
    evaluation.bypassesTrigger =
      topic != nil || acts.expectsYesOrNo || acts.invites || acts.offersChoice || acts.asksWhen || kind != .other
      || acts.reaction != nil || acts.givesHeadsUp && !acts.asks || acts.runsLate || acts.asksAdvice
      || acts.splitsCost || acts.pointsOutSlip || acts.owedIntents.contains(.goodMorning) || acts.sharesPhoto
      || acts.reassures || acts.sharesLink || acts.owedIntents.contains(.onMyWay) || acts.owedIntents.contains(.willDo)
      || acts.callsOffPlan
    evaluation.chosen = DiversityPolicy.select(
      ranked, maxCount: max(0, maxCount),
      // Advice is given, not a yes and a no ("should i get an uber?": "Good idea!", "It depends.").
      offerBothPolarities: topic == nil && (acts.expectsYesOrNo || acts.invites) && !acts.asksAdvice,
      leadWithAnswer: acts.asks, leadWithYes: acts.asksPermission ? DiversityPolicy.permissionAnswers : [],
      preferredAnswers: acts.invites
        ? DiversityPolicy.invitationAnswers
        : acts.asksPermission
          ? DiversityPolicy.permissionAnswers
          : acts.requests
            ? (acts.isBusinessNotice ? DiversityPolicy.businessRequestAnswers : DiversityPolicy.requestAnswers)
            : acts.offers ? ActPrior.offerAnswers : acts.owedIntents,
      alsoShowing: Self.calledFor(by: acts, kind: kind),
      // Advice gets a view ("Go for it!", 「いいと思う！」) beside whatever hedge ranked first; a photo
      // shown gets "So cute!" beside a "Wow!", a link passed on its thanks.
      andShowing: acts.owedIntents.intersection(
        acts.asksAdvice ? [.goodIdea, .definitely] : acts.sharesLink ? [.loveIt, .thanks] : [.loveIt]),
      avoiding: turns.suffix(TurnLimits.policy).map(\.text))
    if evaluation.chosen.isEmpty { evaluation.blockingReason = .noSuitableReply }
    return evaluation
  }

  /// The kind of a message the classifier placed as `classified`, corrected by its acts: news told
  /// with a sad face that the classifier cannot place or takes for good news ("failed again 😞")
  /// and venting ("ugh, 50 minutes on hold 😤") are bad news, laughter without a sad face is not;
  /// where it finds nothing, cue words decide — congratulations, apologies and thanks said in so
  /// many words (in a message that asks nothing: "Thanks! Could you also…" is a request), good
  /// news (unless the message congratulates: "congrats on the promotion"), compliments; and
  /// trouble whose keywords the safety detector read as idiom (`namesTrouble`) is bad news.
  static func kind(classified: MessageKind, acts: IncomingActs, namesTrouble: Bool = false) -> MessageKind {
    if acts.acknowledgesOnly { return .other }
    if acts.thanksForRescue { return .thanks }
    // "thanks for coming!! your share came to £86" asks to be paid; the thanks is the wrapping.
    if acts.splitsCost, classified == .thanks || classified == .other { return .other }
    // "running 10 late, Victoria line's suspended 🙃" waits to be told "No worries!", not pitied.
    if acts.runsLate, !acts.asks, !acts.soundsSad, classified == .badNews { return .other }
    // "Happy Birthday Thomas. 25 years old!" wishes; no sad word makes it bad news.
    if classified == .badNews, acts.wishesOccasion, !acts.soundsSad, !acts.vents, !acts.tellsMishap {
      return .other
    }
    // "Going to bed now. God bless." says goodnight; its blessing is no news.
    if classified == .goodNews, acts.mirroredIntents.contains(.sleep), !acts.announcesGoodNews { return .other }
    // "Really sorry I snapped at you earlier. I'm just exhausted": forgiven, not pitied.
    // A question that only hopes ("Mortified x … I hope she's ok?") leaves it an apology.
    if acts.apologisesForConduct,
      !acts.asks || !acts.requests && !acts.invites && !acts.expectsYesOrNo && !acts.asksOpenQuestion && !acts.asksWhen
    {
      return .apology
    }
    var classified = classified
    // An apology the message does not make: 「夜分にすみません」 opens politely, and 「欠航になった😭」
    // apologises for nothing ("spilled wine on your rug 😬" still does).
    if classified == .apology, !acts.mirroredActs.contains(.apology),
      acts.opensPolitely || acts.sympathises || acts.soundsSad || acts.tellsMishap && !acts.concernsReader
    {
      classified = .other
    }
    // "had a great time tonight 😊" is answered "Me too!", not congratulated or pitied; thanks
    // with it ("thanks for tonight, so fun") stays thanks.
    // "you looked really good tonight. Had a great time" praises too: thanked first.
    if acts.enjoyedTimeTogether, classified != .thanks { return acts.praisesReader ? .compliment : .other }
    // "sorry it's so late. dad's scan came back clear": an apology for the hour that brings news.
    if classified == .apology, acts.announcesGoodNews, !acts.vents, !acts.tellsMishap { return .goodNews }
    // "Arjun got selected!!! So proud" tells news of someone else; it neither thanks nor praises.
    if acts.announcesGoodNews, classified == .thanks || classified == .compliment, !acts.praisesReader,
      !acts.mirroredActs.contains(.thanks)
    {
      return .goodNews
    }
    // "we won the lucky draw… lol… my boss looked so annoyed": the annoyance is the joke's.
    if acts.announcesGoodNews, acts.laughs, acts.vents, !acts.soundsSad, !acts.tellsMishap { return .goodNews }
    if acts.soundsSad || acts.vents, classified == .other || classified == .goodNews { return .badNews }
    // "vet says it's NOT cancer!!": the feared word is ruled out.
    if acts.announcesRelief, classified == .badNews { return .goodNews }
    // Words of good news and none of trouble ("finally booked our cruise to Norway!"): the classifier's
    // sympathy is misplaced.
    if acts.announcesGoodNews, classified == .badNews, !acts.soundsSad, !acts.vents, !acts.tellsMishap {
      return .goodNews
    }
    // Delight the classifier took for trouble ("my ears are RINGING. 10/10 best night of my life"),
    // or good news told with the trouble it ends ("a wee IN THE POTTY 🎉 after 3 weeks of puddles").
    if acts.soundsDelighted, classified == .badNews, !acts.tellsMishap || acts.announcesGoodNews { return .goodNews }
    // A mishap the classifier took for news of a match or a trip ("we choked again") is bad news too.
    if acts.tellsMishap, classified == .other || classified == .goodNews && !acts.soundsDelighted, !acts.laughs,
      !acts.announcesGoodNews
    {
      return .badNews
    }
    // Laughed off (「赤点ギリ回避できずw」), a mishap is still no good news.
    if acts.tellsMishap, classified == .goodNews, acts.laughs, !acts.soundsDelighted, !acts.announcesGoodNews {
      return .other
    }
    // Laughter with no sad face or upset word is no bad news ("hahaha stop it 😂", 「カレー焦がしたｗｗ」);
    // "ugh, the sink is leaking lol" still is, and "got an A- i was SO sure i failed 💀" is good news.
    if acts.laughs, classified == .badNews, !acts.soundsSad, !acts.vents {
      return acts.announcesGoodNews ? .goodNews : .other
    }
    // Praise of the reader or of something of theirs ("obsessed with ur haircut 😍", "ur talk was
    // 🔥") is a compliment the classifier may take for news, good or (🔥) bad.
    if acts.praisesReader, classified == .goodNews || classified == .badNews, !acts.announcesGoodNews {
      return .compliment
    }
    guard classified == .other else { return classified }
    // 🎉 alone congratulates the user.
    if acts.reaction == .celebration { return .congratulations }
    if !acts.asks, let act = kindsByMirroredAct.first(where: { acts.mirroredActs.contains($0.act) }) {
      // "THANK YOU. I got the apartment!!!!" thanks for a wish and tells news: congratulations fit;
      // 「良性だったって。心配かけてごめんね」 is sorry only for the worry, and gladness fits.
      let newsFirst = act.kind == .thanks || act.kind == .apology && acts.announcesRelief
      return newsFirst && acts.announcesOwnGoodNews && !acts.vents ? .goodNews : act.kind
    }
    if acts.announcesGoodNews && !acts.vents && !acts.mirroredActs.contains(.congrats) { return .goodNews }
    if acts.praisesReader { return .compliment }
    // "Geoffrey has twisted his ankle… we shan't be able to come": someone hurt or ill is bad news.
    if acts.owedIntents.contains(.getWell), !acts.laughs { return .badNews }
    // Trouble named in words the safety detector read as idiom is no joke unless laughed at
    // ("bullied at school…", 「ヘルニアかも…」; "the seagulls are bullying us lol" is one).
    return namesTrouble && !acts.laughs && !acts.soundsDelighted ? .badNews : .other
  }

  /// Intents one of which the suggestions show if any was ranked: a laugh for laughter, the
  /// replies the message is owed ("On my way!" for an arrival, 👍 for 👍) and the answer thanks, an
  /// apology, congratulations or a compliment are owed.
  static func calledFor(by acts: IncomingActs, kind: MessageKind) -> Set<ReplyIntent> {
    var intents = kind.conventionalAnswers
    if acts.laughs && kind == .other { intents.formUnion(ActPrior.laughterIntents) }
    // Bad news or a mishap that asks nothing is met with sympathy (or a laugh, if it laughs), however
    // near a topical reply ranks ("the sink's been dripping all morning" is no cue for dinner).
    if (kind == .badNews || acts.tellsMishap) && !acts.asks { intents.formUnion(Self.sympathyIntents) }
    // Good news is met with joy, however near a topical reply ranks ("dad's scan came back clear…
    // couldn't sleep" is no cue for "Off to sleep."), and before a line that neither accepts nor
    // declines when it also invites ("We had the baby! Come see us"); so is the sender's own good
    // news told with thanks ("thank u!! i got a B on the quiz").
    if kind == .goodNews || kind == .thanks && acts.announcesOwnGoodNews && !acts.announcesRelief {
      intents.formUnion(MessageKind.goodNewsAnswers)
    }
    // Thanks told with a relief (「父が無事に退院しました。…ありがとうございました」): gladness fits too.
    if kind == .thanks, acts.announcesRelief { intents.insert(.thatsGreat) }
    intents.formUnion(acts.owedIntents)
    return intents
  }

  /// Replies that meet bad news with sympathy: one of them answers bad news that asks nothing. The
  /// intents that answer bad news, and the set's sympathy-act intents.
  static let sympathyIntents = MessageKind.badNewsAnswers.union([.sympathy, .condolences])

  /// Acts a message performs in so many words (「おめでとう」, "sorry", "thanks"), as the kind of message
  /// they make it when the classifier places it nowhere.
  static let kindsByMirroredAct: [(act: ReplyAct, kind: MessageKind)] = [
    (.congrats, .congratulations), (.apology, .apology), (.thanks, .thanks),
  ]

  /// The newest incoming messages read as one turn (messages sent in a row: "thank you for
  /// dinner!" then "the tiramisu!!!"), up to ``burstLength``, joined by line breaks.
  package static func burst(of turns: [PreparedConversation.Turn]) -> String {
    turns.suffix(burstCount(of: turns)).map(\.text).joined(separator: "\n")
  }

  /// How many of the newest turns ``burst(of:)`` joins.
  static func burstCount(of turns: [PreparedConversation.Turn]) -> Int {
    turns.reversed().prefix { !$0.isFromSelf }.prefix(burstLength).count
  }
}
