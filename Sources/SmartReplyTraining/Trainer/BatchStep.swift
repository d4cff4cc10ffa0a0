import Dispatch
import Foundation
import SmartReplyModel

/// Forward and backward pass of one batch with in-batch softmax: each context's positive is its
/// own reply and its negatives are the other replies of the batch (identical replies excepted).
///
/// Examples are split into one contiguous share per thread; every reduction adds the threads'
/// shares in thread order, so a run is reproducible for a given thread count.
final class BatchStep: @unchecked Sendable {
  let batchSize: Int
  let threads: Int
  let dimension: Int
  let outputSize: Int
  let dropout: Float
  let symmetric: Bool
  let workspaces: [GradientWorkspace]
  /// Per tower, per layer boundary: `batchSize × width` activations (index 0 is the input).
  private var contextActivations: [UnsafeMutablePointer<Float>]
  private var replyActivations: [UnsafeMutablePointer<Float>]
  private let contextWidths: [Int]
  private let replyWidths: [Int]
  private let contextVectors: UnsafeMutablePointer<Float>
  private let replyVectors: UnsafeMutablePointer<Float>
  private let contextNorms: UnsafeMutablePointer<Float>
  private let replyNorms: UnsafeMutablePointer<Float>
  private let priors: UnsafeMutablePointer<Float>
  private let logits: UnsafeMutablePointer<Float>  // batch × batch scores, -inf where masked
  private let gradients: UnsafeMutablePointer<Float>  // batch × batch softmax gradient
  private let contextVectorGradients: UnsafeMutablePointer<Float>
  private let replyVectorGradients: UnsafeMutablePointer<Float>
  private let priorGradients: UnsafeMutablePointer<Float>
  private let kept: UnsafeMutablePointer<KeptFeatures>

  typealias KeptFeatures = (context: [[Int32]], reply: [Int32])

  init(model: TrainableDualEncoder, batchSize: Int, threads: Int, dropout: Float, symmetric: Bool) {
    self.batchSize = batchSize
    self.threads = threads
    self.dropout = dropout
    self.symmetric = symmetric
    dimension = model.dimension
    outputSize = model.contextLayers.last!.outputSize
    contextWidths = [model.contextLayers[0].inputSize] + model.contextLayers.map(\.outputSize)
    replyWidths = [model.replyLayers[0].inputSize] + model.replyLayers.map(\.outputSize)
    func allocate(_ count: Int) -> UnsafeMutablePointer<Float> {
      let pointer = UnsafeMutablePointer<Float>.allocate(capacity: count)
      pointer.initialize(repeating: 0, count: count)
      return pointer
    }
    contextActivations = contextWidths.map { allocate(batchSize * $0) }
    replyActivations = replyWidths.map { allocate(batchSize * $0) }
    contextVectors = allocate(batchSize * outputSize)
    replyVectors = allocate(batchSize * outputSize)
    contextNorms = allocate(batchSize)
    replyNorms = allocate(batchSize)
    priors = allocate(batchSize)
    logits = allocate(batchSize * batchSize)
    gradients = allocate(batchSize * batchSize)
    contextVectorGradients = allocate(batchSize * outputSize)
    replyVectorGradients = allocate(batchSize * outputSize)
    priorGradients = allocate(batchSize)
    workspaces = (0..<threads).map { _ in GradientWorkspace(model: model) }
    kept = .allocate(capacity: batchSize)
    kept.initialize(repeating: ([], []), count: batchSize)
  }

  deinit {
    kept.deinitialize(count: batchSize)
    kept.deallocate()
    for pointer in contextActivations + replyActivations + [
      contextVectors, replyVectors, contextNorms, replyNorms, priors, logits, gradients, contextVectorGradients,
      replyVectorGradients, priorGradients,
    ] {
      pointer.deallocate()
    }
  }

  private func share(_ thread: Int, of count: Int) -> Range<Int> {
    (thread * count / threads)..<((thread + 1) * count / threads)
  }

  /// Runs forward and backward for `batch` and leaves the gradients in ``workspaces``;
  /// returns the mean loss.
  func run(_ batch: [FeaturizedExample], model: TrainableDualEncoder, step: Int, seed: UInt64) -> Float {
    precondition(batch.count == batchSize)
    let scale = model.logitScale
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      workspaces[thread].resetDense()
      for index in share(thread, of: batchSize) {
        var generator = SeededGenerator(seed: seed ^ UInt64(step) &* 0x9E37_79B9 ^ UInt64(index) &* 0x85EB_CA6B)
        forward(batch[index], index: index, model: model, generator: &generator)
      }
    }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      softmaxRows(share(thread, of: batchSize), batch: batch, scale: scale, workspace: workspaces[thread])
    }
    if symmetric {
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        softmaxColumns(share(thread, of: batchSize), workspace: workspaces[thread])
      }
    }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      vectorGradients(share(thread, of: batchSize), scale: scale)
    }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in share(thread, of: batchSize) {
        backward(index: index, model: model, workspace: workspaces[thread])
      }
    }
    return workspaces.reduce(0) { $0 + $1.lossSum } / Float(batchSize)
  }

  private func keep(_ features: [Int32], _ generator: inout SeededGenerator) -> [Int32] {
    guard dropout > 0, features.count > 1 else { return features }
    let kept = features.filter { _ in Float.random(in: 0..<1, using: &generator) >= dropout }
    return kept.isEmpty ? [features[Int.random(in: 0..<features.count, using: &generator)]] : kept
  }

  private func bag(_ features: [Int32], _ model: TrainableDualEncoder, into output: UnsafeMutablePointer<Float>) {
    output.update(repeating: 0, count: dimension)
    guard !features.isEmpty else { return }
    let weight = 1 / Float(features.count).squareRoot()
    model.embedding.value.withUnsafeBufferPointer { table in
      for feature in features {
        VectorMath.axpy(weight, table.baseAddress! + Int(feature) * dimension, output, dimension)
      }
    }
  }

  private func forward(
    _ example: FeaturizedExample, index: Int, model: TrainableDualEncoder, generator: inout SeededGenerator
  ) {
    let features = (
      context: example.context.map { keep($0, &generator) },
      reply: keep(example.reply, &generator)
    )
    kept[index] = features
    let contextInput = contextActivations[0] + index * contextWidths[0]
    for (index, bagFeatures) in features.context.enumerated() {
      bag(bagFeatures, model, into: contextInput + index * dimension)
    }
    bag(features.reply, model, into: replyActivations[0] + index * replyWidths[0])
    var prior: Float = 0
    for feature in features.reply { prior += model.prior.value[Int(feature)] }
    priors[index] = features.reply.isEmpty ? 0 : prior / Float(features.reply.count).squareRoot()
    for (layers, activations, widths, vectors, norms) in [
      (model.contextLayers, contextActivations, contextWidths, contextVectors, contextNorms),
      (model.replyLayers, replyActivations, replyWidths, replyVectors, replyNorms),
    ] {
      for (layerIndex, layer) in layers.enumerated() {
        let output = activations[layerIndex + 1] + index * widths[layerIndex + 1]
        layer.serving.affine(activations[layerIndex] + index * widths[layerIndex], into: output)
        layer.activation.applyExactly(output, layer.outputSize)
      }
      let vector = vectors + index * outputSize
      vector.update(from: activations[layers.count] + index * outputSize, count: outputSize)
      norms[index] = max(VectorMath.normalize(vector, outputSize), 1e-6)
    }
  }

  private func softmaxRows(_ rows: Range<Int>, batch: [FeaturizedExample], scale: Float, workspace: GradientWorkspace) {
    let weight = (symmetric ? 0.5 : 1) / Float(batchSize)
    for row in rows {
      let scores = logits + row * batchSize
      let gradient = gradients + row * batchSize
      let context = contextVectors + row * outputSize
      var largest = -Float.infinity
      for column in 0..<batchSize {
        if column != row, batch[column].replyKey == batch[row].replyKey {
          scores[column] = -.infinity
          continue
        }
        scores[column] =
          scale * VectorMath.dot(context, replyVectors + column * outputSize, outputSize) + priors[column]
        largest = max(largest, scores[column])
      }
      var total: Float = 0
      for column in 0..<batchSize {
        gradient[column] = scores[column] == -.infinity ? 0 : Foundation.exp(scores[column] - largest)
        total += gradient[column]
      }
      workspace.lossSum -= weight * Float(batchSize) * Foundation.log(max(gradient[row] / total, 1e-30))
      for column in 0..<batchSize {
        gradient[column] = (gradient[column] / total - (column == row ? 1 : 0)) * weight
      }
    }
  }

  /// The reply-to-context direction: each reply picks its own context among the batch's. The
  /// prior is the same down a column, so it gets no gradient from this direction.
  private func softmaxColumns(_ columns: Range<Int>, workspace: GradientWorkspace) {
    let weight = 0.5 / Float(batchSize)
    var exponentials = [Float](repeating: 0, count: batchSize)
    for column in columns {
      var largest = -Float.infinity
      for row in 0..<batchSize { largest = max(largest, logits[row * batchSize + column]) }
      var total: Float = 0
      for row in 0..<batchSize {
        let score = logits[row * batchSize + column]
        exponentials[row] = score == -.infinity ? 0 : Foundation.exp(score - largest)
        total += exponentials[row]
      }
      workspace.lossSum -= 0.5 * Foundation.log(max(exponentials[column] / total, 1e-30))
      for row in 0..<batchSize {
        gradients[row * batchSize + column] += (exponentials[row] / total - (row == column ? 1 : 0)) * weight
      }
    }
  }

  private func vectorGradients(_ rows: Range<Int>, scale: Float) {
    for row in rows {
      let contextGradient = contextVectorGradients + row * outputSize
      contextGradient.update(repeating: 0, count: outputSize)
      let replyGradient = replyVectorGradients + row * outputSize
      replyGradient.update(repeating: 0, count: outputSize)
      var priorGradient: Float = 0
      for other in 0..<batchSize {
        let byRow = gradients[row * batchSize + other]
        if byRow != 0 { VectorMath.axpy(scale * byRow, replyVectors + other * outputSize, contextGradient, outputSize) }
        let byColumn = gradients[other * batchSize + row]
        if byColumn != 0 {
          VectorMath.axpy(scale * byColumn, contextVectors + other * outputSize, replyGradient, outputSize)
        }
        priorGradient += byColumn
      }
      priorGradients[row] = priorGradient
    }
  }

  private func backward(index: Int, model: TrainableDualEncoder, workspace: GradientWorkspace) {
    // The scale's gradient: Σ_j g_ij × scale × cos_ij, with cos_ij = c_i · r_j.
    let context = contextVectors + index * outputSize
    let contextGradient = contextVectorGradients + index * outputSize
    workspace.logScaleGradient +=
      VectorMath.dot(context, contextGradient, outputSize)  // = scale Σ_j g_ij cos_ij
    let features = kept[index]
    for (isContext, layers, activations, widths, vectors, vectorGradients, norms, layerGradients) in [
      (
        true, model.contextLayers, contextActivations, contextWidths, contextVectors, contextVectorGradients,
        contextNorms,
        workspace.contextLayerGradients
      ),
      (
        false, model.replyLayers, replyActivations, replyWidths, replyVectors, replyVectorGradients, replyNorms,
        workspace.replyLayerGradients
      ),
    ] {
      let vector = vectors + index * outputSize
      var gradient = [Float](repeating: 0, count: outputSize)
      let incoming = vectorGradients + index * outputSize
      let radial = VectorMath.dot(vector, incoming, outputSize)
      for position in 0..<outputSize {
        gradient[position] = (incoming[position] - vector[position] * radial) / norms[index]
      }
      for layerIndex in stride(from: layers.count - 1, through: 0, by: -1) {
        var inputGradient = [Float](repeating: 0, count: widths[layerIndex])
        gradient.withUnsafeMutableBufferPointer { gradient in
          inputGradient.withUnsafeMutableBufferPointer { inputGradient in
            layers[layerIndex].backward(
              input: activations[layerIndex] + index * widths[layerIndex],
              output: activations[layerIndex + 1] + index * widths[layerIndex + 1],
              outputGradient: gradient.baseAddress!, weightGradient: layerGradients[layerIndex].weights,
              biasGradient: layerGradients[layerIndex].bias, inputGradient: inputGradient.baseAddress!)
          }
        }
        gradient = inputGradient
      }
      gradient.withUnsafeBufferPointer { gradient in
        if isContext {
          for (index, bagFeatures) in features.context.enumerated() {
            addBag(gradient.baseAddress! + index * dimension, bagFeatures, workspace)
          }
        } else {
          addBag(gradient.baseAddress!, features.reply, workspace)
        }
      }
    }
    if !features.reply.isEmpty {
      workspace.addPriorGradient(
        priorGradients[index] / Float(features.reply.count).squareRoot(), features: features.reply)
    }
  }

  private func addBag(_ gradient: UnsafePointer<Float>, _ features: [Int32], _ workspace: GradientWorkspace) {
    guard !features.isEmpty else { return }
    workspace.addEmbeddingGradient(gradient, scale: 1 / Float(features.count).squareRoot(), features: features)
  }
}
