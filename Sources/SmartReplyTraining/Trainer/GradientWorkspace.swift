import SmartReplyModel

/// One thread's gradient accumulators: dense layer gradients plus a full-size embedding and prior
/// gradient whose touched rows are listed, so only they are read and cleared.
final class GradientWorkspace: @unchecked Sendable {
  let contextLayerGradients: [(weights: UnsafeMutablePointer<Float>, bias: UnsafeMutablePointer<Float>)]
  let replyLayerGradients: [(weights: UnsafeMutablePointer<Float>, bias: UnsafeMutablePointer<Float>)]
  let embedding: UnsafeMutablePointer<Float>
  let prior: UnsafeMutablePointer<Float>
  var touchedEmbeddingRows: [Int32] = []
  var touchedPriorRows: [Int32] = []
  let embeddingTouched: UnsafeMutablePointer<Bool>
  let priorTouched: UnsafeMutablePointer<Bool>
  var lossSum: Float = 0
  var logScaleGradient: Float = 0
  private let sizes: [(weights: Int, bias: Int)]
  private let rowCount: Int
  private let dimension: Int

  init(model: TrainableDualEncoder) {
    func allocate(_ count: Int) -> UnsafeMutablePointer<Float> {
      let pointer = UnsafeMutablePointer<Float>.allocate(capacity: count)
      pointer.initialize(repeating: 0, count: count)
      return pointer
    }
    contextLayerGradients = model.contextLayers.map {
      (allocate($0.inputSize * $0.outputSize), allocate($0.outputSize))
    }
    replyLayerGradients = model.replyLayers.map { (allocate($0.inputSize * $0.outputSize), allocate($0.outputSize)) }
    sizes = (model.contextLayers + model.replyLayers).map { ($0.inputSize * $0.outputSize, $0.outputSize) }
    rowCount = model.rowCount
    dimension = model.dimension
    embedding = allocate(rowCount * dimension)
    prior = allocate(rowCount)
    embeddingTouched = .allocate(capacity: rowCount)
    embeddingTouched.initialize(repeating: false, count: rowCount)
    priorTouched = .allocate(capacity: rowCount)
    priorTouched.initialize(repeating: false, count: rowCount)
  }

  deinit {
    for gradient in contextLayerGradients + replyLayerGradients {
      gradient.weights.deallocate()
      gradient.bias.deallocate()
    }
    embedding.deallocate()
    prior.deallocate()
    embeddingTouched.deallocate()
    priorTouched.deallocate()
  }

  /// Adds `scale × gradient` (one embedding width) to the rows of `features`.
  func addEmbeddingGradient(_ gradient: UnsafePointer<Float>, scale: Float, features: [Int32]) {
    for feature in features {
      let row = Int(feature)
      if !embeddingTouched[row] {
        embeddingTouched[row] = true
        touchedEmbeddingRows.append(feature)
      }
      VectorMath.axpy(scale, gradient, embedding + row * dimension, dimension)
    }
  }

  /// Adds `value` to the prior gradient of the rows of `features`.
  func addPriorGradient(_ value: Float, features: [Int32]) {
    for feature in features {
      let row = Int(feature)
      if !priorTouched[row] {
        priorTouched[row] = true
        touchedPriorRows.append(feature)
      }
      prior[row] += value
    }
  }

  /// Zeroes the dense gradients and the scalars; sparse rows are cleared as they are applied.
  func resetDense() {
    for (gradient, size) in zip(contextLayerGradients + replyLayerGradients, sizes) {
      gradient.weights.update(repeating: 0, count: size.weights)
      gradient.bias.update(repeating: 0, count: size.bias)
    }
    lossSum = 0
    logScaleGradient = 0
  }
}
