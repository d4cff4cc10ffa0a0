import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyTraining

@Suite struct EvaluationTests {
  @Test func tiesWithTheTrueReplyCountAsMisses() {
    let ranks = RecallEvaluation.ranks(of: [[1, 1, 0], [0, 2, 1], [0, 0, 0]])
    #expect(ranks == [2, 1, 3])
    let report = RecallEvaluation.summarize(ranks, blocks: 1)
    #expect(abs(report.recallAt1 - 1.0 / 3) < 1e-9)
    #expect(report.recallAt3 == 1)
    #expect(abs(report.meanReciprocalRank - (0.5 + 1 + 1.0 / 3) / 3) < 1e-9)
  }

  @Test func theRemainderBlockIsDropped() {
    let examples = (0..<250).map { ReplyExample(id: "\($0)", context: [], response: "r\($0)") }
    let report = RecallEvaluation.evaluate(examples) { block in
      block.indices.map { row in block.indices.map { $0 == row ? 1 : 0 } }
    }
    #expect(report.examples == 200 && report.blocks == 2 && report.recallAt1 == 1)
  }

  @Test func bm25BaselineFindsTheReplySharingRareWords() {
    let examples = (0..<100).map { index in
      ReplyExample(
        id: "\(index)",
        context: [ConversationTurn(text: "tell me about \(SyntheticCorpus.word(index))", isSelf: false)],
        response: "\(SyntheticCorpus.word(index)) is lovely")
    }
    #expect(RecallEvaluation.evaluate(examples, scorer: BM25Baseline.scorer).recallAt1 == 1)
  }

  @Test func devSampleIsReproducibleAndMixesDialogues() {
    let dialogues = SyntheticCorpus.dialogues(count: 50)
    let first = DevSample.pairs(from: dialogues, count: 60, seed: 1)
    #expect(first == DevSample.pairs(from: dialogues, count: 60, seed: 1))
    #expect(first.count == 60)
    #expect(Set(first.map { $0.id.split(separator: "#")[0] }).count > 20)
  }
}

@Suite struct DataReadingTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srk-data-\(UUID().uuidString)")

  func write(_ relativePath: String, _ lines: [String]) throws {
    let url = folder.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
  }

  let dialogue =
    #"{"id": "a:1", "lang": "en", "source": "a", "turns": [{"speaker": "A", "text": "hi"}, {"speaker": "B", "text": "hello"}]}"#

  @Test func readsSourcesBelowAFolderAndExcludesByName() throws {
    try write("a/train.jsonl", [dialogue])
    try write("b/train.jsonl", [dialogue.replacingOccurrences(of: #""source": "a""#, with: #""source": "b""#)])
    #expect(try DialogueCorpus.load(from: folder, split: "train").count == 2)
    #expect(try DialogueCorpus.load(from: folder, split: "train", excluding: ["b"]).map(\.source) == ["a"])
  }

  @Test func badLineIsReportedWithItsNumberAndPath() throws {
    try write("c/train.jsonl", [dialogue, #"{"id": "x", "lang": "en", "source": "c", "turns": 3}"#])
    #expect {
      try DialogueCorpus.load(from: folder.appendingPathComponent("c"), split: "train")
    } throws: { error in
      "\(error)".hasSuffix("train.jsonl:2: not a valid record (turns: expected an array)")
    }
  }

  @Test func symlinkLoopsAreWalkedOnceWithinTenSeconds() throws {
    let loop = folder.appendingPathComponent("loop")
    try write("loop/real/train.jsonl", [dialogue])
    for name in ["self1", "self2"] {
      try FileManager.default.createSymbolicLink(at: loop.appendingPathComponent(name), withDestinationURL: loop)
    }
    let result = TimeBound.run(seconds: 10) { try DialogueCorpus.load(from: loop, split: "train").count }
    #expect(try result?.get() == 1)
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    for name in ["a", "b"] {
      try FileManager.default.createSymbolicLink(at: empty.appendingPathComponent(name), withDestinationURL: empty)
    }
    let none = TimeBound.run(seconds: 10) { try DialogueCorpus.load(from: empty, split: "train").count }
    #expect(throws: (any Error).self) { try none?.get() }
  }

  @Test func missingFolderIsAClearError() {
    #expect {
      try DialogueCorpus.load(from: folder.appendingPathComponent("none"), split: "train")
    } throws: { error in
      "\(error)".hasSuffix("none: not a folder")
    }
  }

  @Test func pairsKeepContextRolesAndSkipLongReplies() {
    let turns = [
      Dialogue.Turn(speaker: "A", text: "one"), Dialogue.Turn(speaker: "B", text: "two"),
      Dialogue.Turn(speaker: "A", text: String(repeating: "x", count: 201)), Dialogue.Turn(speaker: "B", text: "four"),
    ]
    let pairs = ReplyExample.pairs(from: Dialogue(id: "d", lang: "en", source: "s", turns: turns))
    #expect(pairs.map(\.response) == ["two", "four"])
    #expect(pairs[1].context.map(\.isSelf) == [false, true, false])
    #expect(pairs[1].id == "d#3")
  }
}
