import Foundation

/// The classifier file format. Layout (little-endian): magic `SRTC`, format version (UInt32),
/// header length (UInt32), the JSON ``TextClassifier/Header``, float16 weights feature-major
/// (each bucket's class weights together, the order scoring reads), float16 biases, and a 64-bit
/// checksum of all bytes before it.
public enum TextClassifierFile {
  /// The format version this build reads and writes.
  public static let formatVersion: UInt32 = 1
  static let magic: [UInt8] = Array("SRTC".utf8)
  /// The most classes a file may declare.
  public static let maxClasses = 512

  /// Serialises `classifier`.
  public static func encode(_ classifier: TextClassifier) throws -> [UInt8] {
    try FramedFile.encode(magic: magic, version: formatVersion, header: classifier.header) { writer in
      writer.appendFloat16(classifier.featureMajor)
      writer.appendFloat16(classifier.bias)
    }
  }

  /// Reads a classifier from `bytes`; `file` names the source in errors.
  public static func decode(_ bytes: [UInt8], file: String) throws -> TextClassifier {
    func fail(_ problem: String) -> ModelFileError { ModelFileError(file: file, problem: problem) }
    var (header, reader) = try FramedFile.decode(
      bytes, file: file, magic: magic, version: formatVersion, kind: "classifier", as: TextClassifier.Header.self)
    guard (1...maxClasses).contains(header.classes.count) else {
      throw fail("\(header.classes.count) classes is outside 1...\(maxClasses)")
    }
    guard (8...20).contains(header.features.bucketBits) else {
      throw fail("bucketBits \(header.features.bucketBits) is outside 8...20")
    }
    try FeatureLimits.check(header.features, fail)
    let count = header.classes.count * header.features.bucketCount
    let weights = try reader.readFloat16(count, "the weights")  // feature-major
    let bias = try reader.readFloat16(header.classes.count, "the biases")
    try FramedFile.checkEnd(reader, bytes, file: file)
    return TextClassifier(header: header, featureMajorWeights: weights, bias: bias)
  }

  /// The bundled classifier named `name` (e.g. `safety-en`), if the build has one.
  public static func bundled(named name: String) throws -> TextClassifier? {
    guard let url = Bundle.module.url(forResource: name, withExtension: "srtc", subdirectory: "Resources") else {
      return nil
    }
    return try decode(try ModelFile.readBytes(of: url), file: url.path)
  }
}

/// Ranges every feature setting read from a file must lie in, so a crafted header cannot make
/// extraction hang or allocate without bound.
enum FeatureLimits {
  static func check(_ features: FeatureConfiguration, _ fail: (String) -> ModelFileError) throws {
    guard (1...2).contains(features.hashesPerFeature) else {
      throw fail("hashesPerFeature \(features.hashesPerFeature) is not 1 or 2")
    }
    guard (0...6).contains(features.wordCharacterNgramLength) else {
      throw fail("wordCharacterNgramLength \(features.wordCharacterNgramLength) is outside 0...6")
    }
    guard (0...6).contains(features.cjkCharacterNgramMaxLength) else {
      throw fail("cjkCharacterNgramMaxLength \(features.cjkCharacterNgramMaxLength) is outside 0...6")
    }
    guard (1...4096).contains(features.maxFeaturesPerText) else {
      throw fail("maxFeaturesPerText \(features.maxFeaturesPerText) is outside 1...4096")
    }
    guard (0...16).contains(features.historyTurns) else {
      throw fail("historyTurns \(features.historyTurns) is outside 0...16")
    }
  }
}
