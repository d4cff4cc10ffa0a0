import Foundation
import SmartReplyModel
import SmartReplyTraining
import Testing

@Suite struct CompressCommandTests {
  let support = CLITestSupport()
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A ranker with a 16-wide table, trained for one epoch on a few made-up dialogues.
  func tinyRanker() throws -> String {
    var configuration = TrainingConfiguration(language: .english)
    configuration.features.bucketBits = 9
    configuration.embeddingDimension = 16
    configuration.hiddenSizes = [16]
    configuration.outputSize = 8
    configuration.epochs = 1
    configuration.batchSize = 64
    let dialogues = (0..<80).map { index in
      let topic = ["ramen", "tennis", "jazz", "trains", "tea"][index % 5]
      return Dialogue(
        id: "tiny:\(index)", lang: "en", source: "tiny",
        turns: [
          .init(speaker: "A", text: "do you like \(topic)?"), .init(speaker: "B", text: "yes, \(topic) is great"),
        ])
    }
    let model = try Trainer(configuration: configuration, log: { _ in })
      .train(dialogues: dialogues, dev: dialogues.prefix(10).flatMap { ReplyExample.pairs(from: $0) }).model
    try FileManager.default.createDirectory(at: support.folder, withIntermediateDirectories: true)
    let path = support.folder.appendingPathComponent("tiny.srkm").path
    try Data(try ModelFile.encode(model)).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func narrowsARankersTableAndRecordsHow() async throws {
    let input = try tinyRanker()
    let out = support.folder.appendingPathComponent("narrow.srkm").path
    let result = await support.run(["compress", "--in", input, "--out", out, "--dimension", "8"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("8 of 16 principal directions keep"))
    let before = try ReplyRankingModel(contentsOf: URL(fileURLWithPath: input))
    let after = try ReplyRankingModel(contentsOf: URL(fileURLWithPath: out))
    #expect(after.header.embeddingDimension == 8 && after.header.replyLayers[0].inputSize == 8)
    #expect(after.header.provenance["compression"] == "smartreply compress --dimension 8")
    #expect(after.header.provenance["command"] == before.header.provenance["command"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)).count < Data(contentsOf: URL(fileURLWithPath: input)).count)
    // Rewriting without --dimension changes nothing.
    let again = support.folder.appendingPathComponent("again.srkm").path
    #expect(await support.run(["compress", "--in", out, "--out", again]).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: out)))
  }

  @Test func rewritesAFormatOneClassifierInEightBits() async throws {
    let input = Self.root.appendingPathComponent("Fuzz/Corpus/classifier/tiny-safety-v1.srtc").path
    let out = support.folder.appendingPathComponent("c.srtc").path
    try FileManager.default.createDirectory(at: support.folder, withIntermediateDirectories: true)
    let result = await support.run(["compress", "--in", input, "--out", out])
    #expect(result.status == 0, "\(result.error)")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: out)))
    #expect(bytes[4] == UInt8(TextClassifierFile.formatVersion))
    let before = try TextClassifierFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: input))), file: input)
    let after = try TextClassifierFile.decode(bytes, file: out)
    #expect(after.header == before.header)
    for text in ["i can't do this anymore", "see you at lunch"] {
      for (old, new) in zip(before.probabilities(of: text), after.probabilities(of: text)) {
        #expect(abs(old - new) < 0.01)
      }
    }
  }

  @Test func mistakesAreNamed() async throws {
    let ranker = try tinyRanker()
    let classifier = Self.root.appendingPathComponent("Fuzz/Corpus/classifier/tiny-safety-v1.srtc").path
    let out = support.folder.appendingPathComponent("x").path
    for (arguments, message) in [
      (["--in", classifier, "--out", out, "--dimension", "8"], "--dimension is for rankers"),
      (["--in", ranker, "--out", out, "--dimension", "16"], "--dimension 16 is not below the table's width 16"),
      (["--in", ranker, "--out", out, "--dimension", "12"], "--dimension must be a multiple of 8"),
      (["--out", out], "--in <file> is required"),
      (["--in", ranker], "--out <file> is required"),
      (["--in", "/nonexistent/m.srkm", "--out", out], "model file /nonexistent/m.srkm"),
    ] {
      let result = await support.run(["compress"] + arguments)
      #expect(result.status == 2 && result.error.contains(message), "\(arguments): \(result.error)")
    }
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
