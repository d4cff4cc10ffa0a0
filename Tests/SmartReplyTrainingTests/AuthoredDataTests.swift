import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyTraining

/// The project's authored data (`Data/`): well-formed, large and varied enough, split without
/// leaks, and written independently of the development scenarios.
@Suite struct AuthoredDataTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let data = root.appendingPathComponent("Data")

  @Test(arguments: Language.allCases) func everydayCorpusIsLargeVariedAndSplitBySituation(language: Language) throws {
    let authored = try AuthoredData(folder: Self.data, language: language)
    #expect(authored.exchanges.count >= 4_000)
    let situations = Set(authored.exchanges.map(\.exchange.situation))
    #expect(situations.count >= 150)
    for split in AuthoredExchange.Split.allCases {
      let inSplit = Set(authored.exchanges.filter { $0.exchange.split == split }.map(\.exchange.situation))
      #expect(!inSplit.isEmpty, "no situation in \(split)")
      for other in AuthoredExchange.Split.allCases where other != split {
        #expect(
          inSplit.isDisjoint(with: authored.exchanges.filter { $0.exchange.split == other }.map(\.exchange.situation)))
      }
    }
    #expect(authored.exchanges.allSatisfy { (3...5).contains($0.exchange.replies.count) })
    #expect(Set(authored.exchanges.map(\.exchange.register)).isSubset(of: ["casual", "polite", "business"]))
  }

  @Test(arguments: Language.allCases) func everyIntentHasTenExamples(language: Language) throws {
    let authored = try AuthoredData(folder: Self.data, language: language)
    let tsv = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/SmartReplyKit/ResponseSets/Resources/responses-\(language.rawValue).tsv"), encoding: .utf8)
    let intents = Set(
      tsv.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
        $0.split(separator: "\t").first.map(String.init)
      })
    let counts = Dictionary(grouping: authored.intentExamples, by: \.label).mapValues(\.count)
    for intent in intents { #expect(counts[intent, default: 0] >= 10, "\(intent)") }
    #expect(Set(counts.keys).isSubset(of: intents))
  }

  @Test(arguments: Language.allCases) func kindExamplesHaveOnlyKnownKindsAndAHundredEach(language: Language) throws {
    // The kinds of `MessageKind` (SmartReplyKit, not a dependency of this target).
    let kinds: Set = ["good-news", "bad-news", "thanks", "apology", "congratulations", "compliment", "other"]
    let examples = try LabeledText.read(
      from: Self.data.appendingPathComponent("kind-examples/\(language.rawValue).tsv"), labels: kinds)
    let counts = Dictionary(grouping: examples, by: \.label).mapValues(\.count)
    for kind in kinds { #expect(counts[kind, default: 0] >= 100, "\(kind)") }
    #expect(Set(examples.map(\.text)).count == examples.count, "repeated messages")
  }

  /// The shared development scenarios, beside the project (`../shared`), when it is checked out there.
  static let scenarios = root.deletingLastPathComponent().appendingPathComponent(
    "shared/eval/scenarios/scenarios-dev.jsonl")

  /// The development scenarios must not leak into anything the project authored. The scenarios are
  /// not part of the repository: a clone without `../shared` beside it cannot run the check.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: scenarios.path),
      "needs the shared development scenarios at ../shared/eval/scenarios"))
  func noDevelopmentScenarioMessageAppearsInTheAuthoredData() throws {
    let scenarios = Self.scenarios
    let lines = try String(contentsOf: scenarios, encoding: .utf8).split(separator: "\n")
    struct Scenario: Decodable {
      struct Message: Decodable { var t: String }
      var messages: [Message]
    }
    let key = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
    // Stock phrases of the response sets (which predate the authored data) do not count.
    var stock = Set<String>()
    for language in Language.allCases {
      let tsv = try String(
        contentsOf: Self.root.appendingPathComponent(
          "Sources/SmartReplyKit/ResponseSets/Resources/responses-\(language.rawValue).tsv"), encoding: .utf8)
      stock.formUnion(
        tsv.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
          $0.split(separator: "\t").last.map { key(String($0)) }
        })
    }
    let scenarioMessages = Set(
      try lines.flatMap { try JSONDecoder().decode(Scenario.self, from: Data($0.utf8)).messages.map { key($0.t) } }
    ).filter { $0.count >= 8 && !stock.contains($0) }
    #expect(scenarioMessages.count > 100)
    var authored = Set<String>()
    for language in Language.allCases {
      let data = try AuthoredData(folder: Self.data, language: language)
      for (_, exchange) in data.exchanges {
        authored.formUnion((exchange.context.map(\.text) + exchange.replies).map(key))
      }
      authored.formUnion(data.intentExamples.map { key($0.text) })
      let lang = language.rawValue
      // The seventh safety batch, kept beside the data but not trained on, is the project's authoring too.
      for file in ["safety/\(lang)", "kind-examples/\(lang)", "safety/seventh-batch-\(lang)"] {
        authored.formUnion(
          try LabeledText.read(from: Self.data.appendingPathComponent("\(file).tsv")).map { key($0.text) })
      }
      // The probe chats (development and held out) are in the scenarios' own format.
      for name in [
        "", "test-", "test2-", "test3-", "test4-", "test5-", "test6-", "test7-", "test8-", "test9-", "test10-",
        "test11-", "test12-", "test13-", "test14-", "test15-", "test16-", "test17-", "test18-", "test19-", "test20-",
        "test21-", "test22-", "test23-", "test24-", "test25-", "test26-", "test27-", "test28-", "test29-", "test30-",
        "test31-", "test32-", "test33-", "test34-", "test35-", "test36-", "test37-", "test38-", "test39-", "test40-",
        "test41-", "test42-", "test43-", "test44-", "test45-", "test46-", "test47-", "test48-", "test49-", "test50-",
        "test51-", "test52-", "test53-", "test54-", "test55-", "test56-", "test57-", "test58-", "test59-", "test60-",
        "test61-",
      ] {
        let probes = try String(
          contentsOf: Self.data.appendingPathComponent("probes/\(name)\(language.rawValue).jsonl"), encoding: .utf8)
        let probeMessages = try probes.split(separator: "\n").flatMap {
          try JSONDecoder().decode(Scenario.self, from: Data($0.utf8)).messages.map { key($0.t) }
        }
        #expect(probeMessages.count > 100)
        authored.formUnion(probeMessages)
      }
    }
    let leaked = scenarioMessages.intersection(authored)
    #expect(leaked.isEmpty, "\(leaked.count) scenario messages appear in Data/")
  }

  @Test func aMalformedExchangeFailsWithFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("authored-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good =
      #"{"situation": "s", "register": "casual", "context": [{"text": "hi", "self": false}], "replies": ["hey", "yo", "hello"]}"#
    let ownLast =
      #"{"situation": "s", "register": "casual", "context": [{"text": "hi", "self": true}], "replies": ["a", "b", "c"]}"#
    try Data((good + "\n# comment\n" + ownLast + "\n").utf8).write(to: folder.appendingPathComponent("x.jsonl"))
    #expect {
      _ = try AuthoredExchange.read(folder: folder)
    } throws: { error in
      "\(error)".contains("x.jsonl:3:") && "\(error)".contains("last context turn")
    }
    try Data((good + "\n{not json\n").utf8).write(to: folder.appendingPathComponent("x.jsonl"))
    #expect { _ = try AuthoredExchange.read(folder: folder) } throws: {
      "\($0)".contains("x.jsonl:2: not a valid exchange")
    }
    try Data("none\tfine\nonly-one-field\n".utf8).write(to: folder.appendingPathComponent("s.tsv"))
    #expect { _ = try LabeledText.read(from: folder.appendingPathComponent("s.tsv")) } throws: {
      "\($0)".contains("s.tsv:2: expected 2 or 3 tab-separated fields")
    }
  }

  @Test func splitsAreStableAndDisjoint() {
    #expect(AuthoredExchange.split(ofSituation: "invite-party") == AuthoredExchange.split(ofSituation: "invite-party"))
    let texts = (0..<1_000).map { "message \($0)" }
    let test = texts.filter { LabeledText(label: "x", text: $0).split == .test }.count
    #expect((150...250).contains(test), "about a fifth: \(test)")
  }
}
