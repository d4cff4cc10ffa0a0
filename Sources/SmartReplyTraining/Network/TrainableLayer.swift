import SmartReplyModel

/// A dense layer's float parameters with Adam state, and its backward pass.
struct TrainableLayer {
  let inputSize: Int
  let outputSize: Int
  let activation: Activation
  var weights: AdamParameter
  var bias: AdamParameter

  init(inputSize: Int, outputSize: Int, activation: Activation, generator: inout SeededGenerator) {
    self.inputSize = inputSize
    self.outputSize = outputSize
    self.activation = activation
    let limit = (6 / Float(inputSize + outputSize)).squareRoot()  // Glorot uniform
    weights = AdamParameter(
      (0..<inputSize * outputSize).map { _ in Float.random(in: -limit...limit, using: &generator) })
    bias = AdamParameter([Float](repeating: 0, count: outputSize))
  }

  var serving: DenseLayer {
    DenseLayer(
      inputSize: inputSize, outputSize: outputSize, weights: weights.value, bias: bias.value, activation: activation)
  }

  /// Back-propagates `outputGradient` (overwritten with the pre-activation gradient) through the
  /// layer whose input was `input` and output `output`; adds parameter gradients to
  /// `weightGradient`/`biasGradient` and writes the input gradient to `inputGradient` if given.
  func backward(
    input: UnsafePointer<Float>, output: UnsafePointer<Float>, outputGradient: UnsafeMutablePointer<Float>,
    weightGradient: UnsafeMutablePointer<Float>, biasGradient: UnsafeMutablePointer<Float>,
    inputGradient: UnsafeMutablePointer<Float>?
  ) {
    if activation == .tanh {
      for index in 0..<outputSize { outputGradient[index] *= 1 - output[index] * output[index] }
    }
    for index in 0..<outputSize { biasGradient[index] += outputGradient[index] }
    weights.value.withUnsafeBufferPointer { weights in
      for row in 0..<inputSize {
        if input[row] != 0 {
          VectorMath.axpy(input[row], outputGradient, weightGradient + row * outputSize, outputSize)
        }
        if let inputGradient {
          inputGradient[row] = VectorMath.dot(weights.baseAddress! + row * outputSize, outputGradient, outputSize)
        }
      }
    }
  }
}
