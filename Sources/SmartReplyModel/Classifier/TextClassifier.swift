import Foundation

/// A linear classifier over hashed text features (multinomial logistic regression): small,
/// fast and trained by the project's own code. The safety detector uses one per language.
package struct TextClassifier: Sendable {
  /// What the classifier is and how it was made.
  package struct Header: Sendable, Hashable, Codable {
    /// Language of the texts it was trained on.
    package var language: Language
    /// Class labels, in the order of the weight rows.
    package var classes: [String]
    /// The features it reads (only bucket bits, n-gram lengths and the feature cap matter).
    package var features: FeatureConfiguration
    /// How it was made: the command, data and held-out figures.
    package var provenance: [String: String]

    /// Creates a header.
    package init(language: Language, classes: [String], features: FeatureConfiguration, provenance: [String: String]) {
      self.language = language
      self.classes = classes
      self.features = features
      self.provenance = provenance
    }
  }

  /// What the classifier is.
  package let header: Header
  /// One bias per class.
  package let bias: [Float]
  /// The weights feature-major (`buckets × classes`), so that one feature's class weights share a
  /// cache line: class-major rows lie a quarter megabyte apart.
  let featureMajor: [Float]
  let extractor: FeatureExtractor

  /// Creates a classifier from its parts; `weights` has `classes × bucketCount` values, class-major.
  package init(header: Header, weights: [Float], bias: [Float]) {
    precondition(weights.count == header.classes.count * header.features.bucketCount)
    let classes = header.classes.count
    let buckets = header.features.bucketCount
    var transposed = [Float](repeating: 0, count: weights.count)
    for row in 0..<classes {
      for bucket in 0..<buckets { transposed[bucket * classes + row] = weights[row * buckets + bucket] }
    }
    self.init(header: header, featureMajorWeights: transposed, bias: bias)
  }

  /// Creates a classifier from weights already feature-major (`buckets × classes`), as stored.
  init(header: Header, featureMajorWeights: [Float], bias: [Float]) {
    precondition(featureMajorWeights.count == header.classes.count * header.features.bucketCount)
    precondition(bias.count == header.classes.count)
    self.header = header
    self.bias = bias
    featureMajor = featureMajorWeights
    extractor = FeatureExtractor(configuration: header.features)
  }

  /// The same classifier with `provenance` in its header (the weights are shared, not copied).
  package func with(provenance: [String: String]) -> TextClassifier {
    var header = header
    header.provenance = provenance
    return TextClassifier(header: header, featureMajorWeights: featureMajor, bias: bias)
  }

  /// The classifier whose weights and biases are the mean of `classifiers`' (which share classes
  /// and features): its logits are their mean logits. Takes the first one's header.
  package static func average(_ classifiers: [TextClassifier]) -> TextClassifier {
    precondition(!classifiers.isEmpty)
    let first = classifiers[0]
    precondition(
      classifiers.allSatisfy {
        $0.header.classes == first.header.classes && $0.header.features == first.header.features
      })
    let share = 1 / Float(classifiers.count)
    var weights = [Float](repeating: 0, count: first.featureMajor.count)
    var bias = [Float](repeating: 0, count: first.bias.count)
    for classifier in classifiers {
      for index in weights.indices { weights[index] += classifier.featureMajor[index] * share }
      for index in bias.indices { bias[index] += classifier.bias[index] * share }
    }
    return TextClassifier(header: first.header, featureMajorWeights: weights, bias: bias)
  }

  /// `classes × buckets` weights, class-major.
  package var weights: [Float] {
    let classes = header.classes.count
    let buckets = header.features.bucketCount
    var result = [Float](repeating: 0, count: featureMajor.count)
    for bucket in 0..<buckets {
      for row in 0..<classes { result[row * buckets + bucket] = featureMajor[bucket * classes + row] }
    }
    return result
  }

  /// The distinct feature buckets of `text`: a repeated word counts once, so repetition cannot
  /// push a class.
  package func features(of text: String) -> [Int32] {
    features(of: AnalyzedText(text))
  }

  /// The distinct feature buckets of an analysed text, sorted.
  package func features(of text: AnalyzedText) -> [Int32] {
    // A language's classifiers read the same features: the first to look works them out.
    text.memo.distinctBuckets(header.features) {
      var buckets = extractor.features(of: text, role: .newest)
      buckets.sortAndRemoveDuplicates()
      return buckets
    }
  }

  /// Class probabilities for `text`, in the order of ``Header/classes``.
  package func probabilities(of text: String) -> [Float] {
    probabilities(of: AnalyzedText(text))
  }

  /// Class probabilities for an analysed text.
  package func probabilities(of text: AnalyzedText) -> [Float] {
    Self.softmax(logits(features: features(of: text)))
  }

  /// Unnormalised class scores of a feature list: the bias plus the scaled sum of its weights.
  package func logits(features: [Int32]) -> [Float] {
    let classes = bias.count
    let scale = 1 / Float(max(1, features.count)).squareRoot()
    return [Float](unsafeUninitializedCapacity: classes) { logits, initialized in
      featureMajor.withUnsafeBufferPointer { weights in
        features.withUnsafeBufferPointer { features in
          let rows = UnsafeRawPointer(weights.baseAddress!)
          // Sixteen classes at a time, summed in registers feature by feature: each class still
          // adds its weights in feature order, from zero. Offsets stay within the weights.
          var block = 0
          while block + 16 <= classes {
            var (low, high) = (SIMD8<Float>(), SIMD8<Float>())
            for feature in features {
              let offset = (Int(feature) &* classes &+ block) &* 4
              low += rows.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
              high += rows.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD8<Float>.self)
            }
            for lane in 0..<8 {
              logits.initializeElement(at: block + lane, to: bias[block + lane] + low[lane] * scale)
              logits.initializeElement(at: block + 8 + lane, to: bias[block + 8 + lane] + high[lane] * scale)
            }
            block += 16
          }
          while block < classes {
            var sum: Float = 0
            for feature in features { sum += weights[Int(feature) &* classes &+ block] }
            logits.initializeElement(at: block, to: bias[block] + sum * scale)
            block += 1
          }
        }
      }
      initialized = classes
    }
  }

  /// The same computation on raw weights, shared with the trainer.
  package static func logits(features: [Int32], weights: [Float], bias: [Float], buckets: Int) -> [Float] {
    let scale = 1 / Float(max(1, features.count)).squareRoot()
    return bias.indices.map { row in
      var sum: Float = 0
      for feature in features { sum += weights[row * buckets + Int(feature)] }
      return bias[row] + sum * scale
    }
  }

  /// A numerically stable softmax.
  package static func softmax(_ logits: [Float]) -> [Float] {
    guard let top = logits.max() else { return [] }
    let exps = logits.map { Foundation.exp($0 - top) }
    let total = exps.reduce(0, +)
    return exps.map { $0 / total }
  }
}
