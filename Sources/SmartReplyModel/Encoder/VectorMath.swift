/// SIMD kernels the encoder is built from. Plain multiply-add on SIMD8 vectorises at -O;
/// `addingProduct` would turn into library calls without a -target-cpu flag.
package enum VectorMath {
  /// The dot product of `count` floats at `a` and `b`.
  @inline(__always)
  package static func dot(_ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ count: Int) -> Float {
    var acc0 = SIMD8<Float>()
    var acc1 = SIMD8<Float>()
    var index = 0
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    // Offsets stay below `count × 4` bytes: wrapping arithmetic spares an overflow check per load.
    while index &+ 16 <= count {
      let offset = index &* 4
      acc0 +=
        rawA.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
        * rawB.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
      acc1 +=
        rawA.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD8<Float>.self)
        * rawB.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD8<Float>.self)
      index &+= 16
    }
    var sum = (acc0 + acc1).sum()
    while index < count {
      sum += a[index] * b[index]
      index += 1
    }
    return sum
  }

  /// `(dot(a, b0, count), dot(a, b1, count))`, each bit for bit as ``dot(_:_:_:)`` gives it (the
  /// same lanes, sums and order), with `a` loaded once for both: scoring reads every reply
  /// against one context vector.
  @inline(__always)
  package static func dot2(
    _ a: UnsafePointer<Float>, _ b0: UnsafePointer<Float>, _ b1: UnsafePointer<Float>, _ count: Int
  ) -> (Float, Float) {
    var (acc00, acc01, acc10, acc11) = (SIMD8<Float>(), SIMD8<Float>(), SIMD8<Float>(), SIMD8<Float>())
    var index = 0
    let rawA = UnsafeRawPointer(a)
    let (rawB0, rawB1) = (UnsafeRawPointer(b0), UnsafeRawPointer(b1))
    while index &+ 16 <= count {
      let offset = index &* 4
      let low = rawA.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
      let high = rawA.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD8<Float>.self)
      acc00 += low * rawB0.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
      acc01 += high * rawB0.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD8<Float>.self)
      acc10 += low * rawB1.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
      acc11 += high * rawB1.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD8<Float>.self)
      index &+= 16
    }
    var (sum0, sum1) = ((acc00 + acc01).sum(), (acc10 + acc11).sum())
    while index < count {
      sum0 += a[index] * b0[index]
      sum1 += a[index] * b1[index]
      index += 1
    }
    return (sum0, sum1)
  }

  /// `y += alpha * x` over `count` floats.
  @inline(__always)
  package static func axpy(
    _ alpha: Float, _ x: UnsafePointer<Float>, _ y: UnsafeMutablePointer<Float>, _ count: Int
  ) {
    let rawX = UnsafeRawPointer(x)
    let rawY = UnsafeMutableRawPointer(y)
    let scale = SIMD8<Float>(repeating: alpha)
    var index = 0
    while index + 8 <= count {
      let offset = index * 4
      let sum =
        rawY.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
        + scale * rawX.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
      rawY.storeBytes(of: sum, toByteOffset: offset, as: SIMD8<Float>.self)
      index += 8
    }
    while index < count {
      y[index] += alpha * x[index]
      index += 1
    }
  }

  /// Scales `count` floats at `x` to unit length and returns their original length.
  @discardableResult
  @inline(__always)
  package static func normalize(_ x: UnsafeMutablePointer<Float>, _ count: Int) -> Float {
    let norm = dot(x, x, count).squareRoot()
    let inverse: Float = norm > 1e-12 ? 1 / norm : 0
    for index in 0..<count { x[index] *= inverse }
    return norm
  }
}
