import Foundation
import SmartReplyModel

/// One epoch's figures.
public struct EpochReport: Sendable, Hashable, Codable {
  /// 1-based epoch number.
  public var epoch: Int
  /// Mean training loss over the epoch.
  public var loss: Float
  /// Dev Recall@1 (1-of-100) of the semantic score alone, after the epoch.
  public var devRecallAt1: Double
  /// Training throughput.
  public var examplesPerSecond: Double
}

/// What a training run produced and how it went.
public struct TrainingResult: Sendable {
  /// The best model by dev Recall@1, quantised, with its score weights tuned on dev.
  public var model: ReplyRankingModel
  /// Per-epoch figures.
  public var epochs: [EpochReport]
  /// Training pairs used.
  public var trainingExamples: Int
}

/// Trains the dual encoder with in-batch softmax and Adam, keeping the epoch with the best dev
/// Recall@1 and stopping early when it stops improving.
public struct Trainer {
  /// The run's settings.
  public var configuration: TrainingConfiguration
  /// Receives progress lines.
  public var log: (String) -> Void

  /// Creates a trainer.
  public init(configuration: TrainingConfiguration, log: @escaping (String) -> Void = { print($0) }) {
    self.configuration = configuration
    self.log = log
  }

  /// Trains on the pairs of `dialogues` and on `pairs` (authored, each repeated
  /// ``TrainingConfiguration/authoredRepeats`` times), selecting on `dev` (blocks of 100).
  public func train(
    dialogues: [Dialogue], pairs: [ReplyExample] = [], dev: [ReplyExample], provenance: [String: String] = [:]
  ) throws -> TrainingResult {
    let extractor = FeatureExtractor(configuration: configuration.features)
    let started = Date()
    var examples = Featurizer.featurize(dialogues, extractor: extractor, threads: configuration.threads)
    let authored = Featurizer.featurize(pairs, extractor: extractor)
    for _ in 0..<max(0, configuration.authoredRepeats) { examples += authored }
    var generator = SeededGenerator(seed: configuration.seed)
    examples.shuffle(using: &generator)
    if configuration.maxExamples > 0, examples.count > configuration.maxExamples {
      examples.removeLast(examples.count - configuration.maxExamples)
    }
    guard examples.count >= configuration.batchSize else {
      throw DataError("only \(examples.count) training pairs; a batch needs \(configuration.batchSize)")
    }
    log(
      String(
        format: "featurised %d pairs from %d dialogues in %.1f s", examples.count, dialogues.count,
        Date().timeIntervalSince(started)))
    let lexical = LexicalScorer(documents: examples.map(\.replyTerms), bucketCount: configuration.features.bucketCount)
    for index in examples.indices { examples[index].replyTerms = [] }

    var network = TrainableDualEncoder(configuration: configuration)
    var average =
      configuration.weightAveraging ? WeightAverage(network, decay: configuration.weightAveragingDecay) : nil
    var optimizer = AdamOptimizer(learningRate: configuration.learningRate)
    let step = BatchStep(
      model: network, batchSize: configuration.batchSize, threads: configuration.threads,
      dropout: configuration.featureDropout, symmetric: configuration.symmetricLoss)
    let batchesPerEpoch = examples.count / configuration.batchSize
    let totalSteps = batchesPerEpoch * configuration.epochs
    var reports = [EpochReport]()
    var best: (recall: Double, encoder: DualEncoder, epoch: Int)? = nil
    var order = Array(examples.indices)
    for epoch in 1...configuration.epochs {
      order.shuffle(using: &generator)
      let epochStart = Date()
      var lossSum: Float = 0
      for batchIndex in 0..<batchesPerEpoch {
        let batch = order[batchIndex * configuration.batchSize..<(batchIndex + 1) * configuration.batchSize].map {
          examples[$0]
        }
        let progress = Float(optimizer.step) / Float(max(totalSteps, 1))
        optimizer.learningRate = configuration.learningRate * (1 - 0.9 * progress)
        lossSum += step.run(batch, model: network, step: optimizer.step, seed: configuration.seed)
        optimizer.advance()
        GradientApplier.apply(
          step.workspaces, to: &network, optimizer: optimizer,
          embeddingLearningRateScale: configuration.embeddingLearningRateScale)
        average?.update(with: network, step: optimizer.step)
        if (batchIndex + 1) % 200 == 0 {
          let seconds = Date().timeIntervalSince(epochStart)
          log(
            String(
              format: "epoch %d  %5.1f%%  %6.0f examples/s  loss %.3f", epoch,
              100 * Double(batchIndex + 1) / Double(batchesPerEpoch),
              Double((batchIndex + 1) * configuration.batchSize) / seconds, lossSum / Float(batchIndex + 1)))
        }
      }
      let seconds = Date().timeIntervalSince(epochStart)
      let encoder = (average?.network ?? network).quantized()
      let candidate = makeModel(encoder, lexical: lexical, weights: ScoreWeights(), provenance: provenance)
      let recall = RecallEvaluation.evaluate(
        dev, threads: configuration.threads, scorer: ScoreComponents.full.scorer(for: candidate)
      ).recallAt1
      let report = EpochReport(
        epoch: epoch, loss: lossSum / Float(batchesPerEpoch), devRecallAt1: recall,
        examplesPerSecond: Double(batchesPerEpoch * configuration.batchSize) / seconds)
      reports.append(report)
      log(
        String(
          format: "epoch %d done: loss %.3f, dev R@1 %.3f, %.0f examples/s, scale %.1f", epoch, report.loss, recall,
          report.examplesPerSecond, network.logitScale))
      if best == nil || recall > best!.recall {
        best = (recall, encoder, epoch)
      } else if epoch - best!.epoch >= configuration.patience {
        log("dev R@1 did not improve for \(configuration.patience) epoch(s): stopping early")
        break
      }
    }
    let encoder = best!.encoder
    let chosen = makeModel(encoder, lexical: lexical, weights: ScoreWeights(), provenance: provenance)
    let weights = ScoreWeightTuner.tune(chosen, dev: dev, log: log).weights
    return TrainingResult(
      model: makeModel(encoder, lexical: lexical, weights: weights, provenance: provenance),
      epochs: reports, trainingExamples: examples.count)
  }

  private func makeModel(
    _ encoder: DualEncoder, lexical: LexicalScorer, weights: ScoreWeights, provenance: [String: String]
  ) -> ReplyRankingModel {
    let header = ModelHeader(
      language: configuration.language, features: configuration.features,
      embeddingDimension: configuration.embeddingDimension,
      contextLayers: encoder.contextLayers.map(\.shape),
      replyLayers: encoder.replyLayers.map(\.shape),
      logitScale: encoder.logitScale, scoreWeights: weights,
      averageReplyLength: lexical.averageDocumentLength, provenance: provenance)
    return ReplyRankingModel(header: header, encoder: encoder, lexicalScorer: lexical)
  }
}
