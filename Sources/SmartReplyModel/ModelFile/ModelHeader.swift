/// The readable part of a model file: everything needed to interpret the weights that follow,
/// plus how the model was made.
public struct ModelHeader: Sendable, Hashable, Codable {
  /// Language the model was trained for.
  public var language: Language
  /// The feature extraction the model was trained with.
  public var features: FeatureConfiguration
  /// Width of the embedding table.
  public var embeddingDimension: Int
  /// Shapes of the context tower's dense layers.
  package var contextLayers: [LayerShape]
  /// Shapes of the reply tower's dense layers.
  package var replyLayers: [LayerShape]
  /// Multiplier of the cosine similarity.
  package var logitScale: Float
  /// How the score's parts combine.
  package var scoreWeights: ScoreWeights
  /// Mean reply length in lexical terms, for BM25.
  package var averageReplyLength: Float
  /// Free-form provenance: training command, data, seed, date.
  public var provenance: [String: String]

  /// Creates a header.
  package init(
    language: Language, features: FeatureConfiguration, embeddingDimension: Int,
    contextLayers: [LayerShape], replyLayers: [LayerShape], logitScale: Float,
    scoreWeights: ScoreWeights, averageReplyLength: Float, provenance: [String: String] = [:]
  ) {
    self.language = language
    self.features = features
    self.embeddingDimension = embeddingDimension
    self.contextLayers = contextLayers
    self.replyLayers = replyLayers
    self.logitScale = logitScale
    self.scoreWeights = scoreWeights
    self.averageReplyLength = averageReplyLength
    self.provenance = provenance
  }
}

/// The shape of one dense layer.
package struct LayerShape: Sendable, Hashable, Codable {
  /// Input width.
  package var inputSize: Int
  /// Output width.
  package var outputSize: Int
  /// The nonlinearity after it.
  package var activation: Activation

  /// Creates a layer shape.
  package init(inputSize: Int, outputSize: Int, activation: Activation) {
    self.inputSize = inputSize
    self.outputSize = outputSize
    self.activation = activation
  }
}

extension ModelHeader {
  private enum CodingKeys: String, CodingKey {
    case language, features, embeddingDimension, contextLayers, replyLayers, logitScale, scoreWeights
    case averageReplyLength, provenance
  }

  /// Decodes a header; a header without score weights ranks by the learned parts alone.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      language: try container.decode(Language.self, forKey: .language),
      features: try container.decode(FeatureConfiguration.self, forKey: .features),
      embeddingDimension: try container.decode(Int.self, forKey: .embeddingDimension),
      contextLayers: try container.decode([LayerShape].self, forKey: .contextLayers),
      replyLayers: try container.decode([LayerShape].self, forKey: .replyLayers),
      logitScale: try container.decode(Float.self, forKey: .logitScale),
      scoreWeights: try container.decodeIfPresent(ScoreWeights.self, forKey: .scoreWeights) ?? ScoreWeights(),
      averageReplyLength: try container.decode(Float.self, forKey: .averageReplyLength),
      provenance: try container.decodeIfPresent([String: String].self, forKey: .provenance) ?? [:])
  }
}
