import Foundation
import SmartReplyModel
import Testing

@testable import SmartReplyTraining

@Suite struct TrainerTests {
  func configuration(seed: UInt64 = 5) -> TrainingConfiguration {
    var configuration = TrainingConfiguration.tiny(bucketBits: 12, dimension: 16, hidden: 32, output: 16, seed: seed)
    configuration.batchSize = 64
    configuration.epochs = 6
    configuration.patience = 6
    configuration.learningRate = 0.01
    configuration.weightAveraging = false  // a handful of steps is too few to average over
    return configuration
  }

  @Test func learnsToPickTheReplyThatAnswersTheContext() throws {
    let result = try Trainer(configuration: configuration(), log: { _ in })
      .train(dialogues: SyntheticCorpus.dialogues(count: 1_300), dev: SyntheticCorpus.devPairs(count: 200))
    #expect(result.epochs.count == 6)
    #expect(result.epochs.last!.loss < result.epochs.first!.loss)
    let dev = SyntheticCorpus.devPairs(count: 200)
    let semantic = RecallEvaluation.evaluate(dev, scorer: ScoreComponents.learned.scorer(for: result.model))
    #expect(semantic.recallAt1 > 0.3, "chance is 0.01")
    let full = RecallEvaluation.evaluate(dev, scorer: ScoreComponents.full.scorer(for: result.model))
    #expect(full.recallAt1 >= semantic.recallAt1)
  }

  @Test func sameSeedGivesTheSameModelBytes() throws {
    var small = configuration()
    small.epochs = 2
    let dialogues = SyntheticCorpus.dialogues(count: 300)
    let dev = SyntheticCorpus.devPairs(count: 100)
    let first = try ModelFile.encode(
      Trainer(configuration: small, log: { _ in }).train(dialogues: dialogues, dev: dev).model)
    let second = try ModelFile.encode(
      Trainer(configuration: small, log: { _ in }).train(dialogues: dialogues, dev: dev).model)
    #expect(first == second)
    small.seed = 6
    let other = try ModelFile.encode(
      Trainer(configuration: small, log: { _ in }).train(dialogues: dialogues, dev: dev).model)
    #expect(other != first)
  }

  @Test func weightAveragingStillLearnsAndChangesTheModel() throws {
    var averaged = configuration()
    averaged.epochs = 3
    averaged.weightAveraging = true
    averaged.weightAveragingDecay = 0.9  // tiny runs have few steps
    var plain = averaged
    plain.weightAveraging = false
    let dialogues = SyntheticCorpus.dialogues(count: 1_300)
    let dev = SyntheticCorpus.devPairs(count: 200)
    let withAverage = try Trainer(configuration: averaged, log: { _ in }).train(dialogues: dialogues, dev: dev)
    let without = try Trainer(configuration: plain, log: { _ in }).train(dialogues: dialogues, dev: dev)
    #expect(try ModelFile.encode(withAverage.model) != ModelFile.encode(without.model))
    #expect(withAverage.epochs.last!.devRecallAt1 > 0.1)
  }

  @Test func tooLittleDataIsAClearError() {
    #expect(throws: DataError.self) {
      try Trainer(configuration: configuration(), log: { _ in })
        .train(dialogues: SyntheticCorpus.dialogues(count: 10), dev: [])
    }
  }

  @Test func progressLinesReportSpeedLossAndDevRecall() throws {
    var small = configuration()
    small.epochs = 1
    var lines: [String] = []
    _ = try Trainer(configuration: small, log: { lines.append($0) })
      .train(dialogues: SyntheticCorpus.dialogues(count: 200), dev: SyntheticCorpus.devPairs(count: 100))
    #expect(lines.contains { $0.contains("epoch 1 done: loss") && $0.contains("dev R@1") && $0.contains("examples/s") })
  }
}
