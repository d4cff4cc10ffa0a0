import SmartReplyModel

/// Answers requests of the ranking protocol (``RankProtocol``), as `smartreply rank` and
/// `POST /v1/rank` both do: parses each request, scores its candidates with the model of its
/// language, and keeps the candidates it has encoded in bounded caches (harnesses send the same
/// candidates with many contexts). Requests may be answered from several threads at once; each
/// takes a cache of its own while it scores.
///
/// ```swift
/// let handler = RankRequestHandler()
/// print(handler.answer(line: Array(requestLine.utf8)))  // {"id":…,"scores":[…]}
/// ```
public final class RankRequestHandler: Sendable {
  private struct State {
    var models: [Language: ReplyRankingModel]
    var caches: [Language: [ReplyEncodingCache]] = [:]
  }

  private let state: Locked<State>
  private let cacheCapacity: Int
  private let cachesPerLanguage: Int

  /// Creates a handler that scores with `models` (the last one given for a language wins) and,
  /// for a language none of them is for, with the bundled model, loaded on first use. Each cache
  /// holds up to `cacheCapacity` candidates; at most `cachesPerLanguage` are kept per language.
  public init(models: [ReplyRankingModel] = [], cacheCapacity: Int = 10_000, cachesPerLanguage: Int = 2) {
    state = Locked(State(models: Dictionary(models.map { ($0.header.language, $0) }) { $1 }))
    self.cacheCapacity = cacheCapacity
    self.cachesPerLanguage = max(cachesPerLanguage, 1)
  }

  /// The answer to one request, from its JSON bytes.
  package func answer(_ bytes: some Collection<UInt8>) -> RankProtocol.Answer {
    guard bytes.count <= RankProtocol.maxRequestBytes else { return .failure(.tooLarge(bytes: bytes.count)) }
    let request: RankProtocol.Request
    switch RankProtocol.parse(bytes) {
    case .failure(let failure): return .failure(failure)
    case .success(let parsed): request = parsed
    }
    let model: ReplyRankingModel
    do {
      model = try self.model(for: request.language)
    } catch {
      return .failure(RankProtocol.Failure(id: request.id, kind: .modelUnavailable, message: "\(error)"))
    }
    var cache = takeCache(request.language)
    let scores = model.scores(context: request.turns, candidates: request.candidates, cache: &cache)
    giveBack(cache, request.language)
    return .scores(id: request.id, scores: scores, warning: request.warning)
  }

  /// The answer to one request line, as one line of JSON (without the newline).
  public func answer(line: [UInt8]) -> String { answer(line).line }

  private func model(for language: Language) throws -> ReplyRankingModel {
    try state.withLock { state in
      if let model = state.models[language] { return model }
      let model = try ReplyRankingModel.bundled(language: language)
      state.models[language] = model
      return model
    }
  }

  private func takeCache(_ language: Language) -> ReplyEncodingCache {
    state.withLock { $0.caches[language]?.popLast() } ?? ReplyEncodingCache(capacity: cacheCapacity)
  }

  private func giveBack(_ cache: ReplyEncodingCache, _ language: Language) {
    state.withLock { state in
      if state.caches[language, default: []].count < cachesPerLanguage {
        state.caches[language, default: []].append(cache)
      }
    }
  }
}
