import Foundation

/// A linear classifier (multinomial logistic regression) over a reply-ranking model's context
/// vector: what the dual encoder learned about a conversation, read out into classes. It costs
/// one small matrix product on a vector ranking computes anyway, and it is only valid with the
/// ranking model it was trained on (``fits(_:)``).
public struct ContextClassifier: Sendable {
  /// What the classifier is and how it was made.
  public struct Header: Sendable, Hashable, Codable {
    /// Language of the ranking model it reads.
    public var language: String
    /// Class labels, in the order of the outputs.
    public var classes: [String]
    /// Width of the context vector.
    public var dimension: Int
    /// The ranking model's context vector of ``ContextClassifier/probe`` when it was trained: a
    /// fingerprint of the context tower.
    public var probeVector: [Float]
    /// How it was made: the command, data and held-out figures.
    public var provenance: [String: String]

    /// Creates a header.
    public init(
      language: String, classes: [String], dimension: Int, probeVector: [Float], provenance: [String: String]
    ) {
      self.language = language
      self.classes = classes
      self.dimension = dimension
      self.probeVector = probeVector
      self.provenance = provenance
    }
  }

  /// What the classifier is.
  public let header: Header
  /// `dimension × classes` weights, dimension-major (one input's class weights together).
  public let weights: [Float]
  /// One bias per class.
  public let bias: [Float]

  /// Creates a classifier; `weights` holds `dimension × classes` values, dimension-major.
  public init(header: Header, weights: [Float], bias: [Float]) {
    precondition(weights.count == header.dimension * header.classes.count && bias.count == header.classes.count)
    self.header = header
    self.weights = weights
    self.bias = bias
  }

  /// The same classifier with `provenance` in its header.
  public func with(provenance: [String: String]) -> ContextClassifier {
    var header = header
    header.provenance = provenance
    return ContextClassifier(header: header, weights: weights, bias: bias)
  }

  /// The conversation whose context vector fingerprints a ranking model.
  public static let probe = [
    ConversationTurn(text: "are you free on saturday? 🙂", isSelf: true),
    ConversationTurn(text: "今度ランチ行こうよ", isSelf: false),
  ]

  /// Whether `model`'s context tower is the one the classifier was trained on.
  public func fits(_ model: ReplyRankingModel) -> Bool {
    let vector = model.encodeContext(Self.probe).vector
    return model.header.language == header.language && vector.count == header.dimension
      && zip(vector, header.probeVector).allSatisfy { abs($0 - $1) <= 1e-3 }
  }

  /// Unnormalised class scores of a context vector.
  public func logits(of vector: [Float]) -> [Float] {
    Self.logits(of: vector, weights: weights, bias: bias)
  }

  /// The same computation on raw weights, shared with the trainer.
  package static func logits(of vector: [Float], weights: [Float], bias: [Float]) -> [Float] {
    let classes = bias.count
    var sums = bias
    weights.withUnsafeBufferPointer { weights in
      for (input, value) in zip(0..<min(vector.count, weights.count / max(1, classes)), vector) where value != 0 {
        let base = input * classes
        for row in 0..<classes { sums[row] += weights[base + row] * value }
      }
    }
    return sums
  }

  /// Class probabilities of a context vector, in the order of ``Header/classes``.
  public func probabilities(of vector: [Float]) -> [Float] {
    TextClassifier.softmax(logits(of: vector))
  }
}
