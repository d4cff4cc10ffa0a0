import Foundation

/// The classifier file format. Layout (little-endian): magic `SRTC`, format version (UInt32),
/// header length (UInt32), the JSON ``TextClassifier/Header``, the weights feature-major (each
/// bucket's class weights together, the order scoring reads), float16 biases, and a 64-bit
/// checksum of all bytes before it. Version 2 stores the weights as one float16 scale per bucket
/// then int8 values (see ``QuantizedClassifierWeights``); version 1, still read, as float16.
package enum TextClassifierFile {
  /// The format version this build writes.
  package static let formatVersion: UInt32 = 2
  /// The format versions this build reads.
  static let readableVersions: ClosedRange<UInt32> = 1...2
  static let magic: [UInt8] = Array("SRTC".utf8)
  /// The most classes a file may declare.
  package static let maxClasses = 512

  /// Serialises `classifier`, its weights quantised to 8 bits per bucket. A classifier read from a
  /// file or made by ``TextClassifier/quantized()`` is written as it is: it reads back unchanged.
  package static func encode(_ classifier: TextClassifier) throws -> [UInt8] {
    let quantized = QuantizedClassifierWeights(
      quantizing: classifier.featureMajor, classes: classifier.header.classes.count)
    return try FramedFile.encode(magic: magic, version: formatVersion, header: classifier.header) { writer in
      writer.appendFloat16(quantized.scales)
      writer.appendInt8(quantized.values)
      writer.appendFloat16(classifier.bias)
    }
  }

  /// Reads a classifier from `bytes`; `file` names the source in errors.
  package static func decode(_ bytes: [UInt8], file: String) throws -> TextClassifier {
    func fail(_ problem: String) -> ModelFileError { ModelFileError(file: file, problem: problem) }
    var (header, version, reader) = try FramedFile.decode(
      bytes, file: file, magic: magic, versions: readableVersions, kind: "classifier",
      as: TextClassifier.Header.self)
    guard (1...maxClasses).contains(header.classes.count) else {
      throw fail("\(header.classes.count) classes is outside 1...\(maxClasses)")
    }
    try FeatureLimits.check(header.features, bucketBits: FeatureLimits.classifierBucketBits, fail)
    let classes = header.classes.count
    let buckets = header.features.bucketCount
    let weights: [Float]  // feature-major
    if version == 1 {
      weights = try reader.readFloat16(classes * buckets, "the weights")
    } else {
      let scales = try reader.readFloat16(buckets, "the weight scales")
      if let bucket = scales.firstIndex(where: { !($0.isFinite && $0 >= 0) }) {
        throw fail("the weight scale of bucket \(bucket) is \(scales[bucket]); scales are finite and not negative")
      }
      let values = try reader.readInt8(classes * buckets, "the weights")
      if let index = QuantizedClassifierWeights.firstOutOfRange(values) {
        throw fail("weight \(index) is \(Int8.min); quantised weights lie in -127...127")
      }
      weights = QuantizedClassifierWeights(scales: scales, values: values, classes: classes).dequantized
    }
    let bias = try reader.readFloat16(classes, "the biases")
    try FramedFile.checkEnd(reader, bytes, file: file)
    return TextClassifier(header: header, featureMajorWeights: weights, bias: bias)
  }

  /// Where the bundled classifier named `name` (e.g. `safety-en`) is, if the build has one.
  package static func bundledURL(named name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: "srtc", subdirectory: "Resources")
  }

  /// The bundled classifier named `name` (e.g. `safety-en`), if the build has one.
  package static func bundled(named name: String) throws -> TextClassifier? {
    guard let url = bundledURL(named: name) else { return nil }
    return try decode(try ModelFile.readBytes(of: url), file: url.path)
  }
}
