import SmartReplyModel

/// The text normaliser, tokeniser and feature extractor. The first byte picks a feature
/// configuration inside the ranges model files may declare; the rest is the text (invalid UTF-8
/// repaired, as every reader of text does). Tokens must lie inside the text, and features inside
/// the bucket range and under the per-text cap, for every role.
enum TextTarget {
  static func run(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let analyzed = AnalyzedText(text)
    for token in analyzed.tokens {
      FuzzCheck.require(
        token.range.lowerBound >= 0 && token.range.upperBound <= analyzed.scalars.count, "tokens lie inside the text")
    }
    _ = analyzed.isMostlyJapanese
    let configuration = FeatureConfiguration(
      bucketBits: 8 + Int(selector % 15), wordBigrams: selector & 0x10 != 0,
      wordCharacterNgramLength: Int(selector >> 5) % 7, cjkCharacterNgramMaxLength: Int(selector >> 2) % 7,
      maxFeaturesPerText: 1 + Int(selector) * 3, historyTurns: 4, hashesPerFeature: 1 + Int(selector & 1),
      sharedRoleHashing: selector & 0x40 != 0)
    let extractor = FeatureExtractor(configuration: configuration)
    for role in FeatureRole.allCases {
      let features = extractor.features(of: analyzed, role: role)
      FuzzCheck.require(
        features.count <= configuration.maxFeaturesPerText * configuration.hashesPerFeature,
        "features stay under the per-text cap")
      FuzzCheck.require(
        features.allSatisfy { $0 >= 0 && Int($0) < configuration.bucketCount }, "features stay inside the buckets")
    }
    let bundled = FeatureExtractor(configuration: FeatureConfiguration())
    _ = bundled.features(of: analyzed, role: .newest)
  }
}
