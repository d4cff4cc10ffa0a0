import SmartReplyModel

/// Seeds no file in the project can serve: the bundled model and classifier files are megabytes,
/// so the corpora start from tiny files of the same format (`smartreply-fuzz --write-seeds DIR`
/// writes them in the current format; they are committed under `Fuzz/Corpus`, beside `-v1` files
/// written by an earlier build in format 1, which is still read and so still fuzzed).
package enum GeneratedSeeds {
  /// `(target, file name, bytes)` of every generated seed.
  package static func all() throws -> [(target: String, name: String, bytes: [UInt8])] {
    [
      ("model", "tiny-en.srkm", try ModelFile.encode(tinyModel(language: .english, bucketBits: 8, width: 8))),
      ("model", "tiny-ja.srkm", try ModelFile.encode(tinyModel(language: .japanese, bucketBits: 9, width: 8))),
      ("classifier", "tiny-safety.srtc", try TextClassifierFile.encode(tinyClassifier(classes: ["safe", "unsafe"]))),
      (
        "classifier", "tiny-kinds.srtc",
        try TextClassifierFile.encode(tinyClassifier(classes: ["other", "news", "thanks", "apology"]))
      ),
    ]
  }

  /// A deterministic stream of small numbers.
  struct Numbers {
    var state: UInt64
    mutating func next() -> Float {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Float(Int64(bitPattern: state >> 11) % 2_000) / 1_000 - 1
    }
  }

  static func tinyModel(language: Language, bucketBits: Int, width: Int) -> ReplyRankingModel {
    var numbers = Numbers(state: UInt64(bucketBits))
    let features = FeatureConfiguration(
      bucketBits: bucketBits, cjkCharacterNgramMaxLength: language == .japanese ? 3 : 2)
    let rows = features.bucketCount
    func layer(_ input: Int, _ output: Int, _ activation: Activation) -> DenseLayer {
      DenseLayer(
        inputSize: input, outputSize: output, weights: (0..<input * output).map { _ in numbers.next() * 0.3 },
        bias: (0..<output).map { _ in numbers.next() * 0.1 }, activation: activation)
    }
    let encoder = DualEncoder(
      embedding: QuantizedEmbeddingTable(
        quantizing: (0..<rows * width).map { _ in numbers.next() }, rowCount: rows, dimension: width),
      priorWeights: (0..<rows).map { _ in numbers.next() * 0.1 },
      contextLayers: [layer(ContextFeatures.bagCount * width, 3, .tanh), layer(3, 2, .identity)],
      replyLayers: [layer(width, 3, .tanh), layer(3, 2, .identity)], logitScale: 10)
    let header = ModelHeader(
      language: language, features: features, embeddingDimension: width,
      contextLayers: encoder.contextLayers.map(\.shape), replyLayers: encoder.replyLayers.map(\.shape),
      logitScale: 10, scoreWeights: ScoreWeights(prior: 1, newestLexical: 0.1, historyLexical: 0.05),
      averageReplyLength: 5, provenance: ["fuzz": "seed"])
    return ReplyRankingModel(
      header: header, encoder: encoder,
      lexicalScorer: LexicalScorer(
        inverseDocumentFrequency: (0..<rows).map { _ in 1 + numbers.next() }, averageDocumentLength: 5))
  }

  static func tinyClassifier(classes: [String]) -> TextClassifier {
    var numbers = Numbers(state: UInt64(classes.count))
    let features = FeatureConfiguration(bucketBits: 8)
    return TextClassifier(
      header: TextClassifier.Header(
        language: .english, classes: classes, features: features, provenance: ["fuzz": "seed"]),
      weights: (0..<classes.count * features.bucketCount).map { _ in numbers.next() },
      bias: classes.map { _ in numbers.next() * 0.1 })
  }
}
