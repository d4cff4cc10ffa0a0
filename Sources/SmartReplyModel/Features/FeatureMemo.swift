import Synchronization

/// The features worked out for one analysed text, kept with it so that every model reading the
/// same features of the same text computes them once. The ranker and the classifiers hash a text
/// alike (the newest turn's role seed is 0, and the ranker shares one seed across roles), and a
/// language's classifiers share their configuration: a request classifies its newest message
/// three times and ranks it once.
final class FeatureMemo: Sendable {
  /// What decides a text's feature hashes (the bucket count and cap only cut and mask them).
  struct Recipe: Equatable {
    var wordBigrams: Bool
    var wordCharacterNgramLength: Int
    var cjkCharacterNgramMaxLength: Int
    var roleSeed: UInt64
  }

  private struct Hashes {
    var recipe: Recipe
    var hashes: [UInt64]
    /// Whether `hashes` holds every feature of the text, not only the first up to a cap.
    var isComplete: Bool
  }

  private struct State {
    // One entry of each: the models of a language share them (another recipe replaces it).
    var hashes: Hashes?
    var distinctBuckets: (configuration: FeatureConfiguration, buckets: [Int32])?
  }

  private let state = Mutex(State())

  /// The first `limit` feature hashes of the text under `recipe` (fewer if it has fewer), from
  /// `make` (which returns at most `limit` and whether that was all) unless known already.
  func hashes(
    _ recipe: Recipe, limit: Int, make: () -> (hashes: [UInt64], isComplete: Bool)
  ) -> ArraySlice<UInt64> {
    if let known = state.withLock({ state in
      state.hashes.flatMap { $0.recipe == recipe && ($0.isComplete || $0.hashes.count >= limit) ? $0.hashes : nil }
    }) {
      return known.prefix(limit)
    }
    let made = make()
    state.withLock { $0.hashes = Hashes(recipe: recipe, hashes: made.hashes, isComplete: made.isComplete) }
    return made.hashes[...]
  }

  /// A classifier's sorted distinct buckets of the text under `configuration`, from `make`
  /// unless known already.
  func distinctBuckets(_ configuration: FeatureConfiguration, make: () -> [Int32]) -> [Int32] {
    if let known = state.withLock({ state in
      state.distinctBuckets.flatMap { $0.configuration == configuration ? $0.buckets : nil }
    }) {
      return known
    }
    let made = make()
    state.withLock { $0.distinctBuckets = (configuration, made) }
    return made
  }
}
