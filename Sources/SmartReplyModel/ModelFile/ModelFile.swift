import Foundation

/// The versioned binary model format.
///
/// Layout (little-endian): magic `SRKM`, format version (UInt32), header length (UInt32), the
/// JSON ``ModelHeader``, then the sections the header describes — int8 embeddings, float16 row
/// scales, float16 reply priors, float16 inverse document frequencies, float16 weights and biases
/// of each context layer then each reply layer — and last a 64-bit checksum of all bytes before it.
/// Version 1, still read, stored the row scales as float32.
public enum ModelFile {
  /// The format version this build writes.
  public static let formatVersion: UInt32 = 2
  /// The format versions this build reads.
  static let readableVersions: ClosedRange<UInt32> = 1...2
  static let magic: [UInt8] = Array("SRKM".utf8)
  static let maxHeaderLength = 1 << 20

  /// The most bytes a model file may have; larger files are refused before they are read.
  package static let maxFileSize = 64 * 1_048_576
  /// Embedding widths a file may have (the int8 kernels read 8 values a step).
  package static let embeddingDimensions = 8...1024
  /// What every embedding width is a multiple of.
  package static let embeddingDimensionMultiple = 8
  /// Widths a dense layer may have.
  package static let layerWidths = 1...4096

  /// Reads a whole file into memory with plain `read` calls (``FileReading``): `Data(contentsOf:)`
  /// maps larger files, and copying out of the mapping costs more than reading.
  package static func readBytes(of url: URL) throws -> [UInt8] {
    do {
      return try FileReading.read(url, limit: maxFileSize)
    } catch {
      throw ModelFileError(file: url.path, problem: error.problem)
    }
  }

  /// Serialises `model`.
  public static func encode(_ model: ReplyRankingModel) throws -> [UInt8] {
    try FramedFile.encode(magic: magic, version: formatVersion, header: model.header) { writer in
      let encoderWeights = model.encoder
      writer.appendInt8(encoderWeights.embedding.values)
      writer.appendFloat16(encoderWeights.embedding.scales)
      writer.appendFloat16(encoderWeights.priorWeights)
      writer.appendFloat16(model.lexicalScorer.inverseDocumentFrequency)
      for layer in encoderWeights.contextLayers + encoderWeights.replyLayers {
        writer.appendFloat16(layer.weights)
        writer.appendFloat16(layer.bias)
      }
    }
  }

  /// Reads a model from `bytes`; `file` names the source in errors.
  public static func decode(_ bytes: [UInt8], file: String) throws -> ReplyRankingModel {
    func fail(_ problem: String) -> ModelFileError { ModelFileError(file: file, problem: problem) }
    var (header, version, reader) = try FramedFile.decode(
      bytes, file: file, magic: magic, versions: readableVersions, kind: "model", as: ModelHeader.self)
    try check(header, fail)
    let rows = header.features.bucketCount
    let width = header.embeddingDimension
    let values = try reader.readInt8(rows * width, "the embedding table")
    let scales =
      version == 1
      ? try reader.readFloat32(rows, "the embedding scales") : try reader.readFloat16(rows, "the embedding scales")
    let embedding = QuantizedEmbeddingTable(rowCount: rows, dimension: width, values: values, scales: scales)
    let prior = try reader.readFloat16(rows, "the reply prior")
    let idf = try reader.readFloat16(rows, "the inverse document frequencies")
    func layers(_ shapes: [LayerShape], _ tower: String) throws -> [DenseLayer] {
      try shapes.enumerated().map { index, shape in
        DenseLayer(
          inputSize: shape.inputSize, outputSize: shape.outputSize,
          weights: try reader.readFloat16(shape.inputSize * shape.outputSize, "\(tower) layer \(index) weights"),
          bias: try reader.readFloat16(shape.outputSize, "\(tower) layer \(index) bias"),
          activation: shape.activation)
      }
    }
    let contextLayers = try layers(header.contextLayers, "context")
    let replyLayers = try layers(header.replyLayers, "reply")
    try FramedFile.checkEnd(reader, bytes, file: file)
    return ReplyRankingModel(
      header: header,
      encoder: DualEncoder(
        embedding: embedding, priorWeights: prior, contextLayers: contextLayers,
        replyLayers: replyLayers, logitScale: header.logitScale),
      lexicalScorer: LexicalScorer(inverseDocumentFrequency: idf, averageDocumentLength: header.averageReplyLength))
  }

  private static func check(_ header: ModelHeader, _ fail: (String) -> ModelFileError) throws {
    try FeatureLimits.check(header.features, bucketBits: FeatureLimits.rankerBucketBits, fail)
    guard embeddingDimensions.contains(header.embeddingDimension),
      header.embeddingDimension.isMultiple(of: embeddingDimensionMultiple)
    else {
      throw fail(
        "embedding dimension \(header.embeddingDimension) is not a multiple of \(embeddingDimensionMultiple) in \(embeddingDimensions)"
      )
    }
    for (tower, shapes, input) in [
      ("context", header.contextLayers, ContextFeatures.bagCount * header.embeddingDimension),
      ("reply", header.replyLayers, header.embeddingDimension),
    ] {
      guard !shapes.isEmpty else { throw fail("the \(tower) tower has no layers") }
      var expected = input
      for (index, shape) in shapes.enumerated() {
        guard shape.inputSize == expected, layerWidths.contains(shape.outputSize) else {
          throw fail(
            "\(tower) layer \(index) has shape \(shape.inputSize)×\(shape.outputSize); expected input \(expected)")
        }
        expected = shape.outputSize
      }
    }
    guard header.contextLayers.last!.outputSize == header.replyLayers.last!.outputSize else {
      throw fail("the towers end at different widths")
    }
  }
}
