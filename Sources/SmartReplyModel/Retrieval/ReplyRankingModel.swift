import Foundation

/// A trained reply-ranking model: features, dual encoder and lexical scorer for one language.
///
/// Score of a reply = `logitScale × cos(context, reply)` + weighted prior and BM25 terms (weights
/// tuned on dev data, kept in the model file); a reply that repeats a longer turn of the context
/// ranks below all others.
/// Encode a fixed response set once with ``encodeReply(_:)`` and score it against each context.
public struct ReplyRankingModel: Sendable {
  /// What the model is and how it was made.
  public let header: ModelHeader
  /// The two towers.
  package let encoder: DualEncoder
  /// The lexical half of the hybrid score.
  package let lexicalScorer: LexicalScorer
  /// The feature extraction the model was trained with.
  package let extractor: FeatureExtractor
  /// Creates a model from its parts.
  package init(header: ModelHeader, encoder: DualEncoder, lexicalScorer: LexicalScorer) {
    self.header = header
    self.encoder = encoder
    self.lexicalScorer = lexicalScorer
    self.extractor = FeatureExtractor(configuration: header.features)
  }

  /// Loads a model file.
  public init(contentsOf url: URL) throws {
    self = try ModelFile.decode(try ModelFile.readBytes(of: url), file: url.path)
  }

  /// The file name of the default model of `language`, without extension (`reply-ranker-en`).
  static func bundledModelName(_ language: Language) -> String { "reply-ranker-\(language.rawValue)" }

  /// Where the default model of `language` is bundled, if the build has it.
  package static func bundledModelURL(language: Language) -> URL? {
    Bundle.module.url(forResource: bundledModelName(language), withExtension: "srkm", subdirectory: "Resources")
  }

  /// The default model bundled for `language`.
  public static func bundled(language: Language) throws -> ReplyRankingModel {
    guard let url = bundledModelURL(language: language) else {
      throw ModelFileError(
        file: bundledModelName(language) + ".srkm", problem: "no bundled model for language '\(language.rawValue)'")
    }
    return try ReplyRankingModel(contentsOf: url)
  }

  /// The same model with other score weights (after tuning them on an app's own data).
  package func with(scoreWeights: ScoreWeights) -> ReplyRankingModel {
    var header = header
    header.scoreWeights = scoreWeights
    return ReplyRankingModel(header: header, encoder: encoder, lexicalScorer: lexicalScorer)
  }

  /// Encodes a conversation (oldest turn first) for scoring.
  public func encodeContext(_ turns: [ConversationTurn]) -> EncodedContext {
    encodeContext(turns, analyses: [])
  }

  /// The same, with `analyses` the analysed texts of the last `analyses.count` turns (a caller
  /// that has read them already); earlier turns are analysed here.
  package func encodeContext(_ turns: [ConversationTurn], analyses: [AnalyzedText]) -> EncodedContext {
    let read = turns.suffix(header.features.historyTurns + 1)
    let analyzed = read.indices.map { index in
      let fromEnd = turns.count - index
      let text = fromEnd <= analyses.count ? analyses[analyses.count - fromEnd] : AnalyzedText(turns[index].text)
      return (text: text, isSelf: turns[index].isSelf)
    }
    let features = ContextFeatures(analyzed: analyzed, extractor: extractor)
    let buckets = header.features.bucketCount
    func terms(_ text: AnalyzedText) -> [Int32] {
      LexicalTerms.cappingRepeats(
        LexicalTerms.terms(of: text, bucketCount: buckets), at: LexicalTerms.maxRepeatsPerTurn)
    }
    let newest = analyzed.last.map { terms($0.text) } ?? []
    let history = analyzed.dropLast().flatMap { terms($0.text) }
    return EncodedContext(
      vector: encoder.encodeContext(features), newestTerms: .counting(newest), historyTerms: .counting(history),
      turnKeys: zip(read, analyzed).compactMap { EchoKey($0.text, analyzed: $1.text) })
  }

  /// Encodes one candidate reply.
  public func encodeReply(_ text: String) -> EncodedReply {
    let analyzed = AnalyzedText(text)
    let (vector, prior) = encoder.encodeReply(extractor.features(of: analyzed, role: .reply))
    let terms = LexicalTerms.terms(of: analyzed, bucketCount: header.features.bucketCount)
    return EncodedReply(
      vector: vector, prior: prior, terms: .counting(terms), termCount: terms.count,
      echoKey: EchoKey(text, analyzed: analyzed))
  }

  /// The unweighted parts of a reply's score, for tuning, reports and debugging.
  package func scoreParts(_ context: EncodedContext, _ reply: EncodedReply) -> ScoreParts {
    let cosine = context.vector.withUnsafeBufferPointer { c in
      reply.vector.withUnsafeBufferPointer { VectorMath.dot(c.baseAddress!, $0.baseAddress!, c.count) }
    }
    return ScoreParts(
      semantic: encoder.logitScale * cosine, prior: reply.prior,
      newestLexical: lexicalScorer.score(
        query: context.newestTerms, document: reply.terms, documentLength: reply.termCount),
      historyLexical: lexicalScorer.score(
        query: context.historyTerms, document: reply.terms, documentLength: reply.termCount),
      echoLength: reply.echoKey.flatMap { context.turnKeys.contains($0) ? $0.length : nil } ?? 0)
  }

  /// The score of `reply` as an answer to `context`; higher is better.
  public func score(_ context: EncodedContext, _ reply: EncodedReply) -> Float {
    scoreParts(context, reply).combined(header.scoreWeights)
  }

  /// Scores each candidate as a reply to `turns` (oldest first).
  public func scores(context turns: [ConversationTurn], candidates: [String]) -> [Float] {
    let context = encodeContext(turns)
    return candidates.map { score(context, encodeReply($0)) }
  }

  /// Scores each candidate as a reply to `turns`, taking encodings from `cache` where it has them.
  public func scores(
    context turns: [ConversationTurn], candidates: [String], cache: inout ReplyEncodingCache
  ) -> [Float] {
    let context = encodeContext(turns)
    return candidates.map { score(context, cache.encodedReply($0, model: self)) }
  }
}
