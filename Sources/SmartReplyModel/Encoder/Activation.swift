import Foundation

/// The nonlinearity after a dense layer.
package enum Activation: String, Sendable, Hashable, Codable {
  /// No nonlinearity (output layers).
  case identity
  /// Hyperbolic tangent.
  case tanh

  /// Applies the activation to `count` floats in place, eight at a time with ``FastTanh``
  /// (absolute error below 10⁻⁶ of the exact value).
  @inline(__always)
  package func apply(_ values: UnsafeMutablePointer<Float>, _ count: Int) {
    guard self == .tanh else { return }
    let raw = UnsafeMutableRawPointer(values)
    var index = 0
    while index + 8 <= count {
      let x = raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<Float>.self)
      raw.storeBytes(of: FastTanh.evaluate(x), toByteOffset: index * 4, as: SIMD8<Float>.self)
      index += 8
    }
    while index < count {
      values[index] = FastTanh.evaluate(SIMD8(repeating: values[index]))[0]
      index += 1
    }
  }

  /// Applies the activation with the C library's `tanhf`: the reference the trainer uses, so that
  /// trained weights do not depend on the serving approximation.
  package func applyExactly(_ values: UnsafeMutablePointer<Float>, _ count: Int) {
    guard self == .tanh else { return }
    for index in 0..<count { values[index] = Foundation.tanh(values[index]) }
  }
}
