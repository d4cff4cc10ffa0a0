import Foundation
import SmartReplyKit
import SmartReplyModel
import Testing

@Suite struct TrainIntentsCommandTests {
  let support = CLITestSupport()

  /// A tiny authored folder: a few exchanges and intent examples.
  func authoredFolder(intentExamples: String) throws -> String {
    let exchanges = [
      #"{"situation": "thanks-help", "register": "casual", "context": [{"text": "thank you so much for helping me move!", "self": false}], "replies": ["You're welcome!", "anytime :)", "no problem"]}"#,
      #"{"situation": "lunch-plan", "register": "casual", "context": [{"text": "lunch tomorrow?", "self": false}], "replies": ["Sounds good!", "can't tomorrow, sorry"]}"#,
      #"{"situation": "good-news", "register": "casual", "context": [{"text": "i passed my driving test!!", "self": false}], "replies": ["Congrats!", "so proud of you"]}"#,
    ]
    let root = support.folder.appendingPathComponent("Data")
    for folder in ["everyday/en", "intent-examples"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data(exchanges.joined(separator: "\n").utf8).write(to: root.appendingPathComponent("everyday/en/a.jsonl"))
    try Data(intentExamples.utf8).write(to: root.appendingPathComponent("intent-examples/en.tsv"))
    return root.path
  }

  @Test func writesAClassifierOfTheSetsIntentsWithItsWeight() async throws {
    let folder = try authoredFolder(
      intentExamples: "youre-welcome\tthanks for the lift!\ncongrats\tI got the job!\nsounds-good\tpizza tonight?\n")
    let out = support.folder.appendingPathComponent("intent-en.srtc").path
    let result = await support.run(
      ["train-intents", "--lang", "en", "--authored", folder, "--out", out, "--weight", "1.5", "--epochs", "3"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("score weight 1.50"))
    let classifier = try TextClassifierFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out))), file: out)
    #expect(classifier.header.classes == (try ResponseSet.bundled(language: .english)).intents.map(\.rawValue))
    #expect(classifier.header.provenance["scoreWeight"] == "1.50")
    #expect(classifier.header.provenance["command"]?.contains("--weight 1.5") == true)
    let generator = try SmartReplyGenerator().replacingIntentModel(with: classifier)
    #expect(generator.languages == [.english, .japanese])
  }

  @Test func anUnknownIntentNamesItsLine() async throws {
    let folder = try authoredFolder(intentExamples: "congrats\tI got the job!\nnot-an-intent\thello there\n")
    let result = await support.run(["train-intents", "--lang", "en", "--authored", folder, "--weight", "1"])
    #expect(result.status == 2)
    #expect(result.error.contains("en.tsv:2: 'not-an-intent' is not an intent of the en response set"))
    let missing = await support.run(["train-intents", "--lang", "en"])
    #expect(missing.status == 2 && missing.error.contains("--authored <folder> is required"))
  }
}
