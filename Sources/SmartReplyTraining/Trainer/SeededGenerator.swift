import Foundation
import SmartReplyModel

/// xoshiro256** seeded through splitmix64: the same seed gives the same sequence everywhere,
/// which is what makes training reproducible.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator from `seed`.
  package init(seed: UInt64) {
    var x = seed
    state = (StableHash.splitmix(&x), StableHash.splitmix(&x), StableHash.splitmix(&x), StableHash.splitmix(&x))
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    let result = ((state.1 &* 5) << 7 | (state.1 &* 5) >> 57) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = state.3 << 45 | state.3 >> 19
    return result
  }

  /// A normally distributed value (Box–Muller).
  package mutating func nextGaussian(standardDeviation: Float) -> Float {
    let u1 = max(Float.random(in: 0..<1, using: &self), 1e-7)
    let u2 = Float.random(in: 0..<1, using: &self)
    return standardDeviation * (-2 * Foundation.log(u1)).squareRoot() * Foundation.cos(2 * Float.pi * u2)
  }
}
