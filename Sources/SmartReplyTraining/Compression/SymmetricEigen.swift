import Foundation

/// The eigenvalues and eigenvectors of a symmetric matrix, by cyclic Jacobi rotations: simple,
/// accurate and the same on every machine (no library to differ), and fast enough for the
/// embedding widths it serves (about 100: a few milliseconds).
struct SymmetricEigen {
  /// Eigenvalues, largest first.
  let values: [Double]
  /// `vectors[i]`, a unit vector, belongs to `values[i]`; its largest entry is positive, so the
  /// signs are fixed.
  let vectors: [[Double]]

  /// Decomposes `matrix` (`size × size`, row-major, symmetric).
  init(_ matrix: [Double], size: Int) {
    precondition(matrix.count == size * size)
    var a = matrix
    var v = [Double](repeating: 0, count: size * size)
    for index in 0..<size { v[index * size + index] = 1 }
    let total = a.reduce(0) { $0 + $1 * $1 }
    for _ in 0..<64 {
      var offDiagonal = 0.0
      for row in 0..<size {
        for column in 0..<size where column != row { offDiagonal += a[row * size + column] * a[row * size + column] }
      }
      guard offDiagonal > total * 1e-30 else { break }
      for p in 0..<size {
        for q in (p + 1)..<size where a[p * size + q] != 0 {
          Self.rotate(&a, &v, size, p, q)
        }
      }
    }
    let order = (0..<size).sorted { a[$0 * size + $0] > a[$1 * size + $1] }
    values = order.map { a[$0 * size + $0] }
    vectors = order.map { column in
      let vector = (0..<size).map { v[$0 * size + column] }
      let largest = vector.indices.max { abs(vector[$0]) < abs(vector[$1]) } ?? 0
      return vector[largest] < 0 ? vector.map { -$0 } : vector
    }
  }

  /// The rotation in the (p, q) plane that zeroes `a[p][q]`, applied to `a` (both sides) and to
  /// the accumulated eigenvectors `v` (columns).
  private static func rotate(_ a: inout [Double], _ v: inout [Double], _ size: Int, _ p: Int, _ q: Int) {
    let theta = (a[q * size + q] - a[p * size + p]) / (2 * a[p * size + q])
    let t =
      abs(theta) > 1e150
      ? 1 / (2 * theta) : (theta >= 0 ? 1 : -1) / (abs(theta) + (theta * theta + 1).squareRoot())
    let c = 1 / (t * t + 1).squareRoot()
    let s = t * c
    for k in 0..<size {
      let (kp, kq) = (a[k * size + p], a[k * size + q])
      a[k * size + p] = c * kp - s * kq
      a[k * size + q] = s * kp + c * kq
    }
    for k in 0..<size {
      let (pk, qk) = (a[p * size + k], a[q * size + k])
      a[p * size + k] = c * pk - s * qk
      a[q * size + k] = s * pk + c * qk
    }
    for k in 0..<size {
      let (kp, kq) = (v[k * size + p], v[k * size + q])
      v[k * size + p] = c * kp - s * kq
      v[k * size + q] = s * kp + c * kq
    }
  }
}
