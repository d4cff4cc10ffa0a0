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
    let first = workspaces[0]
    for (layerIndex, layer) in network.contextLayers.enumerated() {
      let target = first.contextLayerGradients[layerIndex]
      for other in workspaces.dropFirst() {
        let source = other.contextLayerGradients[layerIndex]
        VectorMath.axpy(1, source.weights, target.weights, layer.inputSize * layer.outputSize)
        VectorMath.axpy(1, source.bias, target.bias, layer.outputSize)
      }
      optimizer.update(&network.contextLayers[layerIndex].weights, gradient: target.weights)
      optimizer.update(&network.contextLayers[layerIndex].bias, gradient: target.bias)
    }
    for (layerIndex, layer) in network.replyLayers.enumerated() {
      let target = first.replyLayerGradients[layerIndex]
      for other in workspaces.dropFirst() {
        let source = other.replyLayerGradients[layerIndex]
        VectorMath.axpy(1, source.weights, target.weights, layer.inputSize * layer.outputSize)
        VectorMath.axpy(1, source.bias, target.bias, layer.outputSize)
      }
      optimizer.update(&network.replyLayers[layerIndex].weights, gradient: target.weights)
      optimizer.update(&network.replyLayers[layerIndex].bias, gradient: target.bias)
    }
    var scaleGradient = workspaces.reduce(Float(0)) { $0 + $1.logScaleGradient }
    optimizer.update(&network.logScale, gradient: &scaleGradient)
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
