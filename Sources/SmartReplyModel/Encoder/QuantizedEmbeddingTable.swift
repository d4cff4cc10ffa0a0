import CVectorKernels

/// The hashed-feature embedding table in int8, one scale per row: a quarter of float32's size,
/// dequantised on the fly while summing a bag.
package struct QuantizedEmbeddingTable: Sendable, Hashable {
  /// Number of rows (hash buckets).
  package let rowCount: Int
  /// Width of each row.
  package let dimension: Int
  /// `rowCount × dimension` quantised values.
  package let values: [Int8]
  /// Per-row scale: a row's float values are `values × scale`.
  package let scales: [Float]

  /// Creates a table from quantised values and their row scales.
  package init(rowCount: Int, dimension: Int, values: [Int8], scales: [Float]) {
    precondition(values.count == rowCount * dimension && scales.count == rowCount)
    precondition(dimension % 8 == 0, "dimension must be a multiple of 8")
    self.rowCount = rowCount
    self.dimension = dimension
    self.values = values
    self.scales = scales
  }

  /// Quantises a float table (`rowCount × dimension`, row-major) symmetrically per row. The
  /// scales are kept as float16, as the model file stores them; the values are worked out with the
  /// exact scale, as format 1 (float32 scales) did, so a model trained again differs from its
  /// format-1 file only in the scales' rounding. Quantising a table this made gives it back.
  package init(quantizing table: [Float], rowCount: Int, dimension: Int) {
    var values = [Int8](repeating: 0, count: rowCount * dimension)
    var scales = [Float](repeating: 0, count: rowCount)
    for row in 0..<rowCount {
      let slice = table[row * dimension..<(row + 1) * dimension]
      let largest = slice.reduce(0) { max($0, abs($1)) }
      guard largest > 0 else { continue }
      let scale = largest / 127
      scales[row] = Float(Float16(min(scale, Float(Float16.greatestFiniteMagnitude))))
      for (offset, value) in slice.enumerated() {
        values[row * dimension + offset] = Int8((value / scale).rounded())
      }
    }
    self.init(rowCount: rowCount, dimension: dimension, values: values, scales: scales)
  }

  /// Adds `weight ×` the rows of `features` to `output` (``dimension`` floats): with the AVX2
  /// kernel where ``WideKernels`` has it, else ``accumulatePortable(_:weight:into:)``; the two
  /// agree bit for bit.
  @inline(__always)
  package func accumulate(_ features: [Int32], weight: Float, into output: UnsafeMutablePointer<Float>) {
    guard WideKernels.isEnabled else { return accumulatePortable(features, weight: weight, into: output) }
    guard !features.isEmpty else { return }
    values.withUnsafeBufferPointer { values in
      scales.withUnsafeBufferPointer { scales in
        features.withUnsafeBufferPointer { features in
          srk_bag_avx2(
            values.baseAddress!, scales.baseAddress!, features.baseAddress!, features.count, dimension, weight, output)
        }
      }
    }
  }

  /// ``accumulate(_:weight:into:)`` in Swift SIMD.
  ///
  /// Rows are added two at a time: each output value is loaded and stored once per pair, and
  /// still gets the first row's product added before the second's, as one row at a time would.
  package func accumulatePortable(_ features: [Int32], weight: Float, into output: UnsafeMutablePointer<Float>) {
    values.withUnsafeBufferPointer { values in
      scales.withUnsafeBufferPointer { scales in
        features.withUnsafeBufferPointer { features in
          let rawOutput = UnsafeMutableRawPointer(output)
          var index = 0
          while index + 1 < features.count {
            let first = Int(features[index])
            let second = Int(features[index + 1])
            let firstScale = SIMD8<Float>(repeating: scales[first] * weight)
            let secondScale = SIMD8<Float>(repeating: scales[second] * weight)
            let firstRow = UnsafeRawPointer(values.baseAddress! + first * dimension)
            let secondRow = UnsafeRawPointer(values.baseAddress! + second * dimension)
            // Offsets stay within the rows and the output: wrapping arithmetic spares an
            // overflow check per eight values.
            var column = 0
            while column < dimension {
              let offset = column &* 4
              let once =
                rawOutput.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                + SIMD8<Float>(firstRow.loadUnaligned(fromByteOffset: column, as: SIMD8<Int8>.self)) * firstScale
              let twice =
                once + SIMD8<Float>(secondRow.loadUnaligned(fromByteOffset: column, as: SIMD8<Int8>.self))
                * secondScale
              rawOutput.storeBytes(of: twice, toByteOffset: offset, as: SIMD8<Float>.self)
              column &+= 8
            }
            index += 2
          }
          if index < features.count {
            let row = Int(features[index])
            let scale = SIMD8<Float>(repeating: scales[row] * weight)
            let base = UnsafeRawPointer(values.baseAddress! + row * dimension)
            var column = 0
            while column < dimension {
              let offset = column &* 4
              let sum =
                rawOutput.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                + SIMD8<Float>(base.loadUnaligned(fromByteOffset: column, as: SIMD8<Int8>.self)) * scale
              rawOutput.storeBytes(of: sum, toByteOffset: offset, as: SIMD8<Float>.self)
              column &+= 8
            }
          }
        }
      }
    }
  }
}
