/// A fully connected layer, `activation(x · W + b)`, with `W` stored input-major so the forward
/// pass is a run of contiguous multiply-adds.
public struct DenseLayer: Sendable, Hashable {
  /// Input width.
  public let inputSize: Int
  /// Output width.
  public let outputSize: Int
  /// `inputSize × outputSize` weights, row `i` holding the weights from input `i`.
  public var weights: [Float]
  /// `outputSize` biases.
  public var bias: [Float]
  /// The nonlinearity after the affine map.
  public let activation: Activation

  /// Creates a layer from its weights; the arrays must have the sizes the widths imply.
  public init(
    inputSize: Int, outputSize: Int, weights: [Float], bias: [Float], activation: Activation
  ) {
    precondition(weights.count == inputSize * outputSize && bias.count == outputSize)
    self.inputSize = inputSize
    self.outputSize = outputSize
    self.weights = weights
    self.bias = bias
    self.activation = activation
  }

  /// Writes the layer's output for `input` (``inputSize`` floats) to `output` (``outputSize``).
  @inline(__always)
  public func forward(_ input: UnsafePointer<Float>, into output: UnsafeMutablePointer<Float>) {
    bias.withUnsafeBufferPointer { output.update(from: $0.baseAddress!, count: outputSize) }
    weights.withUnsafeBufferPointer { weights in
      for row in 0..<inputSize where input[row] != 0 {
        VectorMath.axpy(input[row], weights.baseAddress! + row * outputSize, output, outputSize)
      }
    }
    activation.apply(output, outputSize)
  }
}
