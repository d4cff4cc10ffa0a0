import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct ModelFileTests {
  let model = TestModels.random(seed: 7)

  func decodeError(_ bytes: [UInt8]) -> String? {
    do {
      _ = try ModelFile.decode(bytes, file: "test.srkm")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func roundTripScoresIdentically() throws {
    let bytes = try ModelFile.encode(model)
    let loaded = try ModelFile.decode(bytes, file: "test.srkm")
    #expect(loaded.header == model.header)
    let context = [ConversationTurn(text: "Are you free tonight?", isSelf: false)]
    let candidates = ["Yes!", "No, sorry", "Maybe later"]
    let before = model.scores(context: context, candidates: candidates)
    let after = loaded.scores(context: context, candidates: candidates)
    // Dense weights are stored as float16.
    #expect(zip(before, after).allSatisfy { abs($0 - $1) < 0.05 })
    #expect(try ModelFile.encode(loaded) == bytes)
  }

  @Test func truncatedFileIsReportedAsSuch() throws {
    let bytes = try ModelFile.encode(model)
    #expect(decodeError(Array(bytes.prefix(10))) == "model file test.srkm: truncated: no room for the checksum")
    #expect(decodeError(Array(bytes.dropLast(100)))?.contains("checksum mismatch") == true)
    #expect(
      decodeError([])
        == "model file test.srkm: truncated: the magic number needs 4 bytes at offset 0, but the file has 0 bytes")
  }

  @Test func corruptedByteFailsTheChecksum() throws {
    var bytes = try ModelFile.encode(model)
    bytes[bytes.count / 2] ^= 0x40
    #expect(decodeError(bytes) == "model file test.srkm: checksum mismatch: the file is truncated or corrupted")
  }

  @Test func otherFormatsAndVersionsAreNamed() throws {
    var bytes = try ModelFile.encode(model)
    bytes[4] = 3
    #expect(decodeError(bytes)?.contains("format version 3, but this build reads versions 1–2") == true)
    #expect(decodeError(Array("GGUF....".utf8))?.contains("not a SmartReplyKit model") == true)
  }

  /// `model` in format 1: the same sections, the row scales as float32.
  static func versionOne(_ model: ReplyRankingModel) throws -> [UInt8] {
    let version2 = try ModelFile.encode(model)
    let headerEnd =
      12 + Int(UInt32(littleEndian: version2[8..<12].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
    let table = model.encoder.embedding
    let scalesStart = headerEnd + table.values.count
    var writer = ByteWriter()
    writer.append(contentsOf: Array("SRKM".utf8))
    writer.append(UInt32(1))
    writer.append(contentsOf: Array(version2[8..<scalesStart]))
    for scale in table.scales { writer.append(scale.bitPattern) }
    writer.append(contentsOf: Array(version2[(scalesStart + 2 * table.rowCount)..<(version2.count - 8)]))
    writer.append(Checksum.of(writer.bytes[...]))
    return writer.bytes
  }

  @Test func rowScalesAreStoredAsFloat16AndFormatOneIsStillRead() throws {
    let bytes = try ModelFile.encode(model)
    #expect(bytes[4] == 2)
    // Quantising gives float16 scales, so the file holds the model exactly.
    let loaded = try ModelFile.decode(bytes, file: "test.srkm")
    #expect(loaded.encoder.embedding == model.encoder.embedding)
    // A format-1 file (float32 scales) reads as the same model and is rewritten in format 2.
    let old = try Self.versionOne(model)
    #expect(old.count == bytes.count + 2 * model.encoder.embedding.rowCount)
    let fromOld = try ModelFile.decode(old, file: "test.srkm")
    #expect(fromOld.encoder == loaded.encoder && fromOld.header == loaded.header)
    #expect(try ModelFile.encode(fromOld) == bytes)
  }

  /// The model's bytes with its JSON header rewritten by `edit` and a valid checksum.
  func rewritingHeader(_ edit: (String) -> String) throws -> [UInt8] {
    let bytes = try ModelFile.encode(model)
    let length = Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
    let header = Array(edit(String(decoding: bytes[12..<12 + length], as: UTF8.self)).utf8)
    var writer = ByteWriter()
    writer.append(contentsOf: Array(bytes[0..<8]))
    writer.append(UInt32(header.count))
    writer.append(contentsOf: header)
    writer.append(contentsOf: Array(bytes[(12 + length)..<(bytes.count - 8)]))
    writer.append(Checksum.of(writer.bytes[...]))
    return writer.bytes
  }

  @Test func hugeFeatureIntegersInAChecksummedHeaderAreRejected() throws {
    for value in ["1e12", "1000000000000", "-1"] {
      let bytes = try rewritingHeader {
        $0.replacing(/"cjkCharacterNgramMaxLength":\d+/, with: "\"cjkCharacterNgramMaxLength\":\(value)")
      }
      let error = decodeError(bytes)
      #expect(error?.hasPrefix("model file test.srkm: ") == true, "\(value)")
      #expect(error?.contains("cjkCharacterNgramMaxLength") == true, "\(value): \(error ?? "accepted")")
    }
    let history = try rewritingHeader {
      $0.replacing(/"historyTurns":\d+/, with: "\"historyTurns\":1000000")
    }
    #expect(decodeError(history)?.contains("historyTurns 1000000 is outside 0...16") == true)
  }

  @Test func malformedHeadersAreDescribedWithoutDecoderDumps() throws {
    let wrongType = try rewritingHeader { $0.replacing(/"embeddingDimension":\d+/, with: #""embeddingDimension":"x""#) }
    let error = decodeError(wrongType) ?? ""
    #expect(error == "model file test.srkm: malformed header: embeddingDimension: expected a whole number")
    let notJSON = try rewritingHeader { _ in "{" }
    let other = decodeError(notJSON) ?? ""
    #expect(other.hasPrefix("model file test.srkm: malformed header: malformed JSON"))
    for leak in ["Debug description", "dataCorrupted", "typeMismatch", "NSCocoaErrorDomain"] {
      #expect(!error.contains(leak) && !other.contains(leak))
    }
  }

  @Test func aLanguageWithoutACaseIsAClearError() throws {
    let french = try rewritingHeader { $0.replacing(#""language":"en""#, with: #""language":"fr""#) }
    #expect(decodeError(french) == "model file test.srkm: malformed header: language: expected en or ja")
    let japanese = try rewritingHeader { $0.replacing(#""language":"en""#, with: #""language":"ja""#) }
    #expect(try ModelFile.decode(japanese, file: "test.srkm").header.language == .japanese)
  }

  @Test func errorsNameTheFullPath() {
    #expect {
      try ReplyRankingModel(contentsOf: URL(fileURLWithPath: "/nonexistent/m.srkm"))
    } throws: { error in
      "\(error)".hasPrefix("model file /nonexistent/m.srkm: ")
    }
    #expect {
      try ReplyRankingModel(contentsOf: URL(fileURLWithPath: NSTemporaryDirectory()))
    } throws: { error in
      "\(error)".hasSuffix(": is a directory")
    }
  }

  @Test func missingFileIsNamed() {
    #expect(throws: ModelFileError.self) {
      try ReplyRankingModel(contentsOf: URL(fileURLWithPath: "/nonexistent/m.srkm"))
    }
  }
}

/// Small models with random weights: enough to exercise every code path without a corpus.
enum TestModels {
  static func random(seed: UInt64) -> ReplyRankingModel {
    var state = seed
    func next() -> Float {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Float(Int64(bitPattern: state >> 11) % 2_000) / 1_000 - 1
    }
    let features = FeatureConfiguration(bucketBits: 10)
    let rows = features.bucketCount
    let width = 16
    func layer(_ input: Int, _ output: Int, _ activation: Activation) -> DenseLayer {
      DenseLayer(
        inputSize: input, outputSize: output, weights: (0..<input * output).map { _ in next() * 0.3 },
        bias: (0..<output).map { _ in next() * 0.1 }, activation: activation)
    }
    let encoder = DualEncoder(
      embedding: QuantizedEmbeddingTable(
        quantizing: (0..<rows * width).map { _ in next() }, rowCount: rows, dimension: width),
      priorWeights: (0..<rows).map { _ in next() * 0.1 },
      contextLayers: [layer(ContextFeatures.bagCount * width, 24, .tanh), layer(24, 8, .identity)],
      replyLayers: [layer(width, 24, .tanh), layer(24, 8, .identity)], logitScale: 10)
    let header = ModelHeader(
      language: .english, features: features, embeddingDimension: width,
      contextLayers: encoder.contextLayers.map(\.shape),
      replyLayers: encoder.replyLayers.map(\.shape),
      logitScale: 10, scoreWeights: ScoreWeights(prior: 1, newestLexical: 0.1, historyLexical: 0.05),
      averageReplyLength: 5, provenance: ["test": "random"])
    let lexical = LexicalScorer(documents: [[1, 2], [3]], bucketCount: rows)
    return ReplyRankingModel(
      header: header, encoder: encoder,
      lexicalScorer: LexicalScorer(
        inverseDocumentFrequency: lexical.inverseDocumentFrequency.map { _ in 1 }, averageDocumentLength: 5))
  }
}
