import Foundation

/// The context-classifier file format. Layout (little-endian): magic `SRCC`, format version
/// (UInt32), header length (UInt32), the JSON ``ContextClassifier/Header``, float32 weights
/// (dimension-major), float32 biases, and a 64-bit checksum of all bytes before it.
public enum ContextClassifierFile {
  /// The format version this build reads and writes.
  public static let formatVersion: UInt32 = 1
  static let magic: [UInt8] = Array("SRCC".utf8)
  /// The most classes a file may declare.
  public static let maxClasses = 4096
  /// The widest context vector a file may declare.
  public static let maxDimension = 4096

  /// Serialises `classifier`.
  public static func encode(_ classifier: ContextClassifier) throws -> [UInt8] {
    try FramedFile.encode(magic: magic, version: formatVersion, header: classifier.header) { writer in
      writer.appendFloat32(classifier.weights)
      writer.appendFloat32(classifier.bias)
    }
  }

  /// Reads a classifier from `bytes`; `file` names the source in errors.
  public static func decode(_ bytes: [UInt8], file: String) throws -> ContextClassifier {
    func fail(_ problem: String) -> ModelFileError { ModelFileError(file: file, problem: problem) }
    var (header, reader) = try FramedFile.decode(
      bytes, file: file, magic: magic, version: formatVersion, kind: "context classifier",
      as: ContextClassifier.Header.self)
    guard (1...maxClasses).contains(header.classes.count) else {
      throw fail("\(header.classes.count) classes is outside 1...\(maxClasses)")
    }
    guard (1...maxDimension).contains(header.dimension), header.probeVector.count == header.dimension else {
      throw fail("dimension \(header.dimension) is outside 1...\(maxDimension) or differs from the probe's")
    }
    let weights = try reader.readFloat32(header.dimension * header.classes.count, "the weights")
    let bias = try reader.readFloat32(header.classes.count, "the biases")
    try FramedFile.checkEnd(reader, bytes, file: file)
    guard weights.allSatisfy(\.isFinite), bias.allSatisfy(\.isFinite) else {
      throw fail("the weights hold values that are not finite numbers")
    }
    return ContextClassifier(header: header, weights: weights, bias: bias)
  }

  /// Reads a classifier file.
  public static func read(_ url: URL) throws -> ContextClassifier {
    try decode(try ModelFile.readBytes(of: url), file: url.path)
  }

  /// The bundled classifier named `name` (e.g. `intent-en`), if the build has one.
  public static func bundled(named name: String) throws -> ContextClassifier? {
    guard let url = Bundle.module.url(forResource: name, withExtension: "srcc", subdirectory: "Resources") else {
      return nil
    }
    return try read(url)
  }
}
