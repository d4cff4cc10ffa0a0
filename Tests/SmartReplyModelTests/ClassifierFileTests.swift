import Foundation
import Testing

@testable import SmartReplyModel

@Suite struct ClassifierFileTests {
  static let classes = ["none", "food", "weather", "travel", "work"]
  static let texts = [
    "let's eat ramen tonight", "it is sunny today", "my flight to Osaka is delayed", "the meeting moved to 3pm",
    "明日は雨だって", "ラーメン食べに行こう", "ok", "",
  ]

  /// A float32 classifier with varied weights (a few large, most small, as trained ones are).
  static func classifier() -> TextClassifier {
    let features = FeatureConfiguration(bucketBits: 10)
    let count = classes.count * features.bucketCount
    let weights = (0..<count).map { index -> Float in
      let wave = Float(sin(Double(index) * 12.9898) * 43758.5453)
      let unit = wave - wave.rounded(.down)  // in 0..<1
      return (unit - 0.5) * (index % 17 == 0 ? 12 : 3)
    }
    let header = TextClassifier.Header(language: .english, classes: classes, features: features, provenance: [:])
    return TextClassifier(header: header, weights: weights, bias: [0.3, -0.2, 0.1, 0, -0.45])
  }

  func decodeError(_ bytes: [UInt8]) -> String? {
    do {
      _ = try TextClassifierFile.decode(bytes, file: "c.srtc")
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// `bytes` with a fresh checksum, so the decoder reaches the sections.
  func resealed(_ bytes: [UInt8]) -> [UInt8] {
    var writer = ByteWriter()
    writer.append(contentsOf: Array(bytes[..<(bytes.count - 8)]))
    writer.append(Checksum.of(writer.bytes[...]))
    return writer.bytes
  }

  /// Where the weight scales start in a version-2 file.
  func sectionsOffset(_ bytes: [UInt8]) -> Int {
    12 + Int(UInt32(littleEndian: bytes[8..<12].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
  }

  @Test func quantisedFileKeepsProbabilitiesCloseAndReadsBackAsQuantized() throws {
    let original = Self.classifier()
    let bytes = try TextClassifierFile.encode(original.quantized())
    let decoded = try TextClassifierFile.decode(bytes, file: "c.srtc")
    #expect(decoded.header == original.header)
    // What the training commands measure is exactly what the file gives back.
    #expect(decoded.weights == original.quantized().weights)
    #expect(decoded.bias == original.quantized().bias)
    // Rewriting a decoded file gives the same bytes.
    #expect(try TextClassifierFile.encode(decoded) == bytes)
    // Half the size of float16 weights, plus a scale per bucket.
    let buckets = original.header.features.bucketCount
    #expect(bytes.count < sectionsOffset(bytes) + buckets * (Self.classes.count + 2) + Self.classes.count * 2 + 9)
    for text in Self.texts {
      for (quantised, exact) in zip(decoded.probabilities(of: text), original.probabilities(of: text)) {
        #expect(abs(quantised - exact) < 0.005, "\(text)")
      }
    }
  }

  @Test func readsVersionOneFloat16FilesAndRewritesThemAsTrainingWould() throws {
    let original = Self.classifier()
    let bytes = try FramedFile.encode(magic: Array("SRTC".utf8), version: 1, header: original.header) { writer in
      writer.appendFloat16(original.featureMajor)
      writer.appendFloat16(original.bias)
    }
    let decoded = try TextClassifierFile.decode(bytes, file: "c.srtc")
    #expect(decoded.weights == original.weights.map { Float(Float16($0)) })
    // A format-1 file rewritten is the file the same classifier trained again is written as.
    #expect(try TextClassifierFile.encode(decoded) == TextClassifierFile.encode(original.quantized()))
  }

  @Test func theFirstOutOfRangeValueIsFoundAnywhere() {
    for length in [0, 5, 8, 23] {
      let values = (0..<length).map { Int8($0 % 2 == 0 ? 127 : -127) }
      #expect(QuantizedClassifierWeights.firstOutOfRange(values) == nil)
      for position in 0..<length {
        var marked = values
        marked[position] = Int8.min
        marked[length - 1] = Int8.min
        #expect(QuantizedClassifierWeights.firstOutOfRange(marked) == position, "\(length) \(position)")
      }
    }
  }

  @Test func rejectsMalformedQuantisedFiles() throws {
    let bytes = try TextClassifierFile.encode(Self.classifier())
    let start = sectionsOffset(bytes)
    var nanScale = bytes
    nanScale[start + 2] = 0x00
    nanScale[start + 3] = 0x7E  // bucket 1's scale: a float16 NaN
    #expect(decodeError(resealed(nanScale))?.contains("c.srtc: the weight scale of bucket 1 is nan") == true)
    var negative = bytes
    negative[start + 1] |= 0x80
    #expect(decodeError(resealed(negative))?.contains("scale of bucket 0") == true)
    var outside = bytes
    outside[start + 2 * 1024 + 3] = 0x80
    #expect(decodeError(resealed(outside))?.contains("weight 3 is -128") == true)
    let truncated = Array(bytes[..<(start + 2 * 1024 + 100)]) + Array(repeating: 0, count: 8)
    #expect(decodeError(resealed(truncated))?.contains("truncated: the weights") == true)
    var future = bytes
    future[4] = 3
    #expect(decodeError(resealed(future))?.contains("format version 3, but this build reads versions 1–2") == true)
  }
}
