import Foundation

/// The classifier file format. Layout (little-endian): magic `SRTC`, format version (UInt32),
/// header length (UInt32), the JSON ``TextClassifier/Header``, float16 weights feature-major
/// (each bucket's class weights together, the order scoring reads), float16 biases, and a 64-bit
/// checksum of all bytes before it.
package enum TextClassifierFile {
  /// The format version this build reads and writes.
  package static let formatVersion: UInt32 = 1
  static let magic: [UInt8] = Array("SRTC".utf8)
  /// The most classes a file may declare.
  package static let maxClasses = 512

  /// Serialises `classifier`.
  package static func encode(_ classifier: TextClassifier) throws -> [UInt8] {
    try FramedFile.encode(magic: magic, version: formatVersion, header: classifier.header) { writer in
      writer.appendFloat16(classifier.featureMajor)
      writer.appendFloat16(classifier.bias)
    }
  }

  /// Reads a classifier from `bytes`; `file` names the source in errors.
  package static func decode(_ bytes: [UInt8], file: String) throws -> TextClassifier {
    func fail(_ problem: String) -> ModelFileError { ModelFileError(file: file, problem: problem) }
    var (header, reader) = try FramedFile.decode(
      bytes, file: file, magic: magic, version: formatVersion, kind: "classifier", as: TextClassifier.Header.self)
    guard (1...maxClasses).contains(header.classes.count) else {
      throw fail("\(header.classes.count) classes is outside 1...\(maxClasses)")
    }
    try FeatureLimits.check(header.features, bucketBits: FeatureLimits.classifierBucketBits, fail)
    let count = header.classes.count * header.features.bucketCount
    let weights = try reader.readFloat16(count, "the weights")  // feature-major
    let bias = try reader.readFloat16(header.classes.count, "the biases")
    try FramedFile.checkEnd(reader, bytes, file: file)
    return TextClassifier(header: header, featureMajorWeights: weights, bias: bias)
  }

  /// The bundled classifier named `name` (e.g. `safety-en`), if the build has one.
  package static func bundled(named name: String) throws -> TextClassifier? {
    guard let url = Bundle.module.url(forResource: name, withExtension: "srtc", subdirectory: "Resources") else {
      return nil
    }
    return try decode(try ModelFile.readBytes(of: url), file: url.path)
  }
}
