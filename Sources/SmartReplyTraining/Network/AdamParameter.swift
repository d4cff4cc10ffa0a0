import Foundation

/// A parameter array with Adam's moment estimates. Dense parameters update every element;
/// sparse ones (embedding rows) update only the rows a batch touched ("lazy" Adam).
struct AdamParameter {
  var value: [Float]
  var firstMoment: [Float]
  var secondMoment: [Float]

  init(_ value: [Float]) {
    self.value = value
    firstMoment = [Float](repeating: 0, count: value.count)
    secondMoment = [Float](repeating: 0, count: value.count)
  }
}

/// Adam's hyper-parameters and step count.
struct AdamOptimizer {
  var learningRate: Float
  var beta1: Float = 0.9
  var beta2: Float = 0.999
  var epsilon: Float = 1e-8
  private(set) var step = 0

  init(learningRate: Float) { self.learningRate = learningRate }

  mutating func advance() { step += 1 }

  /// Updates `count` elements of `parameter` from `offset` with `gradient` (same length).
  func update(_ parameter: inout AdamParameter, offset: Int = 0, count: Int? = nil, gradient: UnsafePointer<Float>) {
    let count = count ?? parameter.value.count
    let correction1 = 1 - Foundation.pow(beta1, Float(step))
    let correction2 = 1 - Foundation.pow(beta2, Float(step))
    let rate = learningRate * correction2.squareRoot() / correction1
    let (beta1, beta2, epsilon) = (beta1, beta2, epsilon)
    parameter.value.withUnsafeMutableBufferPointer { value in
      parameter.firstMoment.withUnsafeMutableBufferPointer { m in
        parameter.secondMoment.withUnsafeMutableBufferPointer { v in
          for index in 0..<count {
            let g = gradient[index]
            let position = offset + index
            m[position] = beta1 * m[position] + (1 - beta1) * g
            v[position] = beta2 * v[position] + (1 - beta2) * g * g
            value[position] -= rate * m[position] / (v[position].squareRoot() + epsilon)
          }
        }
      }
    }
  }
}
