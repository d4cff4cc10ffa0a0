import Foundation

/// The nonlinearity after a dense layer.
public enum Activation: String, Sendable, Hashable, Codable {
  /// No nonlinearity (output layers).
  case identity
  /// Hyperbolic tangent.
  case tanh

  /// Applies the activation to `count` floats in place.
  @inline(__always)
  public func apply(_ values: UnsafeMutablePointer<Float>, _ count: Int) {
    guard self == .tanh else { return }
    for index in 0..<count { values[index] = Foundation.tanh(values[index]) }
  }
}
