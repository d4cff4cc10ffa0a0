import Foundation

/// A trained reply-ranking model: features, dual encoder and lexical scorer for one language.
///
/// Score of a reply = `logitScale × cos(context, reply) + prior(reply) + lexicalWeight × BM25`.
/// Encode a fixed response set once with ``encodeReply(_:)`` and score it against each context.
public struct ReplyRankingModel: Sendable {
  /// What the model is and how it was made.
  public let header: ModelHeader
  /// The two towers.
  public let encoder: DualEncoder
  /// The lexical half of the hybrid score.
  public let lexicalScorer: LexicalScorer
  /// The feature extraction the model was trained with.
  public let extractor: FeatureExtractor
  /// Weight of earlier turns' terms in the lexical query, relative to the newest turn's.
  public static let historyQueryWeight: Float = 0.3

  /// Creates a model from its parts.
  public init(header: ModelHeader, encoder: DualEncoder, lexicalScorer: LexicalScorer) {
    self.header = header
    self.encoder = encoder
    self.lexicalScorer = lexicalScorer
    self.extractor = FeatureExtractor(configuration: header.features)
  }

  /// Loads a model file.
  public init(contentsOf url: URL) throws {
    let name = url.lastPathComponent
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ModelFileError(file: url.path, problem: "cannot be read (\(error.localizedDescription))")
    }
    self = try ModelFile.decode(Array(data), file: name)
  }

  /// The default model bundled for `language` (`"en"` or `"ja"`).
  public static func bundled(language: String) throws -> ReplyRankingModel {
    guard ["en", "ja"].contains(language),
      let url = Bundle.module.url(
        forResource: "reply-ranker-\(language)", withExtension: "srkm", subdirectory: "Resources")
    else {
      throw ModelFileError(
        file: "reply-ranker-\(language).srkm", problem: "no bundled model for language '\(language)'")
    }
    return try ReplyRankingModel(contentsOf: url)
  }

  /// Encodes a conversation (oldest turn first) for scoring.
  public func encodeContext(_ turns: [ConversationTurn]) -> EncodedContext {
    let analyzed = turns.suffix(header.features.historyTurns + 1).map {
      (text: AnalyzedText($0.text), isSelf: $0.isSelf)
    }
    let features = ContextFeatures(analyzed: analyzed, extractor: extractor)
    var query = [Int32: Float]()
    let buckets = header.features.bucketCount
    for (index, turn) in analyzed.enumerated() {
      let weight = index == analyzed.count - 1 ? 1 : Self.historyQueryWeight
      for term in LexicalTerms.terms(of: turn.text, bucketCount: buckets) { query[term, default: 0] += weight }
    }
    let terms = query.map { LexicalTermCount(term: $0.key, count: $0.value) }.sorted { $0.term < $1.term }
    return EncodedContext(vector: encoder.encodeContext(features), queryTerms: terms)
  }

  /// Encodes one candidate reply.
  public func encodeReply(_ text: String) -> EncodedReply {
    let analyzed = AnalyzedText(text)
    let (vector, prior) = encoder.encodeReply(extractor.features(of: analyzed, role: .reply))
    let terms = LexicalTerms.terms(of: analyzed, bucketCount: header.features.bucketCount)
    return EncodedReply(vector: vector, prior: prior, terms: .counting(terms), termCount: terms.count)
  }

  /// The parts of a reply's score, for reports and debugging.
  public func scoreParts(_ context: EncodedContext, _ reply: EncodedReply) -> (
    semantic: Float, prior: Float, lexical: Float
  ) {
    let cosine = context.vector.withUnsafeBufferPointer { c in
      reply.vector.withUnsafeBufferPointer { VectorMath.dot(c.baseAddress!, $0.baseAddress!, c.count) }
    }
    let lexical =
      header.lexicalWeight == 0
      ? 0 : lexicalScorer.score(query: context.queryTerms, document: reply.terms, documentLength: reply.termCount)
    return (encoder.logitScale * cosine, reply.prior, header.lexicalWeight * lexical)
  }

  /// The score of `reply` as an answer to `context`; higher is better.
  public func score(_ context: EncodedContext, _ reply: EncodedReply) -> Float {
    let parts = scoreParts(context, reply)
    return parts.semantic + parts.prior + parts.lexical
  }

  /// Scores each candidate as a reply to `turns` (oldest first).
  public func scores(context turns: [ConversationTurn], candidates: [String]) -> [Float] {
    let context = encodeContext(turns)
    return candidates.map { score(context, encodeReply($0)) }
  }
}
