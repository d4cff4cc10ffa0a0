import CVectorKernels

/// A fully connected layer, `activation(x · W + b)`, with `W` stored input-major so the forward
/// pass is a run of contiguous multiply-adds.
package struct DenseLayer: Sendable, Hashable {
  /// Input width.
  package let inputSize: Int
  /// Output width.
  package let outputSize: Int
  /// `inputSize × outputSize` weights, row `i` holding the weights from input `i`.
  package var weights: [Float]
  /// `outputSize` biases.
  package var bias: [Float]
  /// The nonlinearity after the affine map.
  package let activation: Activation

  /// Creates a layer from its weights; the arrays must have the sizes the widths imply.
  package init(
    inputSize: Int, outputSize: Int, weights: [Float], bias: [Float], activation: Activation
  ) {
    precondition(weights.count == inputSize * outputSize && bias.count == outputSize)
    self.inputSize = inputSize
    self.outputSize = outputSize
    self.weights = weights
    self.bias = bias
    self.activation = activation
  }

  /// The layer's widths and nonlinearity, as the model file records them.
  package var shape: LayerShape { LayerShape(inputSize: inputSize, outputSize: outputSize, activation: activation) }

  /// Writes the layer's output for `input` (``inputSize`` floats) to `output` (``outputSize``).
  @inline(__always)
  package func forward(_ input: UnsafePointer<Float>, into output: UnsafeMutablePointer<Float>) {
    affine(input, into: output)
    activation.apply(output, outputSize)
  }

  /// Writes `x · W + b` for `input` to `output`, before the activation: with the AVX2 kernel
  /// where ``WideKernels`` has it, else ``affinePortable(_:into:)``; the two agree bit for bit.
  @inline(__always)
  package func affine(_ input: UnsafePointer<Float>, into output: UnsafeMutablePointer<Float>) {
    guard WideKernels.isEnabled else { return affinePortable(input, into: output) }
    weights.withUnsafeBufferPointer { weights in
      bias.withUnsafeBufferPointer { bias in
        srk_affine_avx2(input, weights.baseAddress!, bias.baseAddress!, output, inputSize, outputSize)
      }
    }
  }

  /// ``affine(_:into:)`` in Swift SIMD.
  ///
  /// Output columns are computed 32 at a time in four SIMD8 accumulators that stay in registers
  /// while every input row streams past, so each weight is loaded once.
  package func affinePortable(_ input: UnsafePointer<Float>, into output: UnsafeMutablePointer<Float>) {
    let outputSize = outputSize
    let inputSize = inputSize
    weights.withUnsafeBufferPointer { weights in
      bias.withUnsafeBufferPointer { bias in
        let matrix = UnsafeRawPointer(weights.baseAddress!)
        let biasBytes = UnsafeRawPointer(bias.baseAddress!)
        let result = UnsafeMutableRawPointer(output)
        let stride = outputSize * 4
        // Byte offsets stay within the weights (`inputSize × outputSize` floats): wrapping
        // arithmetic spares overflow checks in the innermost loop.
        var column = 0
        while column + 32 <= outputSize {
          let offset = column &* 4
          var a0 = biasBytes.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
          var a1 = biasBytes.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD8<Float>.self)
          var a2 = biasBytes.loadUnaligned(fromByteOffset: offset &+ 64, as: SIMD8<Float>.self)
          var a3 = biasBytes.loadUnaligned(fromByteOffset: offset &+ 96, as: SIMD8<Float>.self)
          var base = offset
          for row in 0..<inputSize {
            let x = SIMD8<Float>(repeating: input[row])
            a0 += x * matrix.loadUnaligned(fromByteOffset: base, as: SIMD8<Float>.self)
            a1 += x * matrix.loadUnaligned(fromByteOffset: base &+ 32, as: SIMD8<Float>.self)
            a2 += x * matrix.loadUnaligned(fromByteOffset: base &+ 64, as: SIMD8<Float>.self)
            a3 += x * matrix.loadUnaligned(fromByteOffset: base &+ 96, as: SIMD8<Float>.self)
            base &+= stride
          }
          result.storeBytes(of: a0, toByteOffset: offset, as: SIMD8<Float>.self)
          result.storeBytes(of: a1, toByteOffset: offset + 32, as: SIMD8<Float>.self)
          result.storeBytes(of: a2, toByteOffset: offset + 64, as: SIMD8<Float>.self)
          result.storeBytes(of: a3, toByteOffset: offset + 96, as: SIMD8<Float>.self)
          column += 32
        }
        while column < outputSize {
          var sum = bias[column]
          for row in 0..<inputSize { sum += input[row] * weights[row * outputSize + column] }
          output[column] = sum
          column += 1
        }
      }
    }
  }
}
