import SmartReplyModel

/// Sums the threads' gradients (in thread order) and applies one Adam step.
enum GradientApplier {
  static func apply(
    _ workspaces: [GradientWorkspace], to network: inout TrainableDualEncoder, optimizer: AdamOptimizer,
    embeddingLearningRateScale: Float
  ) {
    var sparseOptimizer = optimizer
    sparseOptimizer.learningRate *= embeddingLearningRateScale
    applyDense(workspaces, to: &network, optimizer: optimizer)
    applySparse(workspaces, to: &network, optimizer: sparseOptimizer)
  }

  private static func applyDense(
    _ workspaces: [GradientWorkspace], to network: inout TrainableDualEncoder, optimizer: AdamOptimizer
  ) {
    applyTower(\.contextLayers, gradients: workspaces.map(\.contextLayerGradients), to: &network, optimizer: optimizer)
    applyTower(\.replyLayers, gradients: workspaces.map(\.replyLayerGradients), to: &network, optimizer: optimizer)
    var scaleGradient = workspaces.reduce(Float(0)) { $0 + $1.logScaleGradient }
    optimizer.update(&network.logScale, gradient: &scaleGradient)
  }

  /// Adds the other threads' layer gradients into the first thread's, then steps each layer.
  private static func applyTower(
    _ tower: WritableKeyPath<TrainableDualEncoder, [TrainableLayer]>,
    gradients: [[(weights: UnsafeMutablePointer<Float>, bias: UnsafeMutablePointer<Float>)]],
    to network: inout TrainableDualEncoder, optimizer: AdamOptimizer
  ) {
    for (layerIndex, layer) in network[keyPath: tower].enumerated() {
      let target = gradients[0][layerIndex]
      for other in gradients.dropFirst() {
        VectorMath.axpy(1, other[layerIndex].weights, target.weights, layer.inputSize * layer.outputSize)
        VectorMath.axpy(1, other[layerIndex].bias, target.bias, layer.outputSize)
      }
      optimizer.update(&network[keyPath: tower][layerIndex].weights, gradient: target.weights)
      optimizer.update(&network[keyPath: tower][layerIndex].bias, gradient: target.bias)
    }
  }

  private static func applySparse(
    _ workspaces: [GradientWorkspace], to network: inout TrainableDualEncoder, optimizer: AdamOptimizer
  ) {

    let dimension = network.dimension
    var row = [Float](repeating: 0, count: dimension)
    row.withUnsafeMutableBufferPointer { row in
      for workspace in workspaces {
        for feature in workspace.touchedEmbeddingRows {
          let index = Int(feature)
          guard workspace.embeddingTouched[index] else { continue }
          row.update(repeating: 0)
          for source in workspaces where source.embeddingTouched[index] {
            VectorMath.axpy(1, source.embedding + index * dimension, row.baseAddress!, dimension)
            (source.embedding + index * dimension).update(repeating: 0, count: dimension)
            source.embeddingTouched[index] = false
          }
          optimizer.update(&network.embedding, offset: index * dimension, count: dimension, gradient: row.baseAddress!)
        }
      }
    }
    for workspace in workspaces {
      for feature in workspace.touchedPriorRows {
        let index = Int(feature)
        guard workspace.priorTouched[index] else { continue }
        var gradient: Float = 0
        for source in workspaces where source.priorTouched[index] {
          gradient += source.prior[index]
          source.prior[index] = 0
          source.priorTouched[index] = false
        }
        optimizer.update(&network.prior, offset: index, count: 1, gradient: &gradient)
      }
    }
    for workspace in workspaces {
      workspace.touchedEmbeddingRows.removeAll(keepingCapacity: true)
      workspace.touchedPriorRows.removeAll(keepingCapacity: true)
    }
  }
}
