import Foundation
import SmartReplyModel
import SmartReplyTraining
import Testing

@Suite struct TrainSafetyCommandTests {
  let support = CLITestSupport()

  /// A small authored safety file: a few lines of each category, with numbers to keep them apart.
  func safetyData() -> [(category: String, text: String)] {
    let templates = [
      ("none", "want to grab pizza after practice on day"), ("none", "the bus is late again, see you at stop"),
      ("self-harm", "i have written the letters and there is no reason to stay after day"),
      ("medical-emergency", "he collapsed and is not breathing, the ambulance is on the way to room"),
      ("violence", "if you come near my house again you will regret it, last warning number"),
      ("harassment", "i saw you at the gym again today in the blue top, i will keep messaging, note"),
      ("grief", "grandpa passed away this morning, the funeral is on day"),
      ("illness", "the scan showed a tumour, chemo starts in week"),
      ("hardship", "i was laid off today with no warning, rent is due on day"),
    ]
    return (1...6).flatMap { number in templates.map { ($0.0, "\($0.1) \(number)") } }
  }

  /// `safetyData()` written as a `category<TAB>message` file; returns its path.
  func safetyFile() throws -> String {
    try support.file("safety.tsv", safetyData().map { "\($0.category)\t\($0.text)" }.joined(separator: "\n"))
  }

  @Test func scoresHoldEveryMessageWithItsFoldAndProbabilities() async throws {
    let lines = safetyData()
    let data = try safetyFile()
    let scores = support.folder.appendingPathComponent("scores.jsonl").path
    let result = await support.run(["train-safety", "--lang", "en", "--data", data, "--scores", scores])
    #expect(result.status == 0, "\(result.error)")
    let written = try String(contentsOfFile: scores, encoding: .utf8).split(separator: "\n")
    #expect(written.count == lines.count)
    var seen = Set<String>()
    for line in written {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let text = try #require(object["text"] as? String)
      let category = try #require(object["category"] as? String)
      #expect(lines.contains { $0.text == text && $0.category == category })
      seen.insert(text)
      let isTest = LabeledText(label: category, text: text).split == .test
      #expect(object["split"] as? String == (isTest ? "test" : "fit"))
      #expect(object["fold"] as? Int == (isTest ? -1 : AuthoredSplit.bucket(of: text, buckets: 5) % 4))
      let probabilities = try #require(object["probabilities"] as? [Double])
      #expect(probabilities.count == 8 && abs(probabilities.reduce(0, +) - 1) < 1e-4)
      let tokens = try #require(object["tokens"] as? [String])
      #expect(!tokens.isEmpty && (object["tokenKinds"] as? [Int])?.count == tokens.count)
      let features = try #require(object["features"] as? [Int])
      #expect(!features.isEmpty && features == Array(Set(features)).sorted())
    }
    #expect(seen.count == lines.count)
  }

  @Test func measuringTheWrittenClassifierReportsWhatTrainingReported() async throws {
    let data = try safetyFile()
    let out = support.folder.appendingPathComponent("safety-en.srtc").path
    let trained = await support.run(["train-safety", "--lang", "en", "--data", data, "--out", out])
    #expect(trained.status == 0, "\(trained.error)")
    let measured = await support.run(["train-safety", "--lang", "en", "--data", data, "--measure", out])
    #expect(measured.status == 0, "\(measured.error)")
    // The same table (from its header line on): the file holds the classifier training measured.
    let table = { (output: String) in output.components(separatedBy: "category ").last ?? "" }
    #expect(table(measured.output) == table(trained.output) && !table(trained.output).isEmpty)
    #expect(!measured.output.contains("out-of-fold"))
    let json = await support.run(["train-safety", "--lang", "en", "--data", data, "--measure", out, "--json"])
    let jsonTrained = await support.run(["train-safety", "--lang", "en", "--data", data, "--json"])
    #expect(json.status == 0 && json.output == jsonTrained.output)
    let japanese = await support.run(["train-safety", "--lang", "ja", "--data", data, "--measure", out])
    #expect(japanese.status == 2 && japanese.error.contains("is not a ja sensitive-topic classifier"))
    let both = await support.run(["train-safety", "--lang", "en", "--data", data, "--measure", out, "--out", out])
    #expect(both.status == 2 && both.error.contains("--out trains"))
  }

  @Test func aScoresFolderIsReportedBeforeTraining() async throws {
    _ = try support.file("placeholder", "")
    let result = await support.run(
      ["train-safety", "--lang", "en", "--data", "/nonexistent/s.tsv", "--scores", support.folder.path])
    #expect(result.status == 2 && result.error.contains("--scores \(support.folder.path) is a folder"))
  }
}
