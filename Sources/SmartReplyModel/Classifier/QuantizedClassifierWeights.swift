/// A classifier's weights as its file stores them: 8-bit integers with one scale per feature
/// bucket (a bucket's class weights are `values × scale`), half the size of float16. A scale per
/// bucket, not per class, keeps rare features' small weights: on the bundled models it moved
/// probabilities a fifth to a half as much as a scale per class.
struct QuantizedClassifierWeights: Sendable {
  /// One scale per bucket, each a float16 value (stored as such); zero for a bucket of zeros.
  let scales: [Float]
  /// `buckets × classes` values in -127...127, feature-major.
  let values: [Int8]
  /// Weights per bucket (the number of classes).
  let classes: Int

  /// Quantises feature-major weights symmetrically per bucket. Quantising weights this produced
  /// gives them back unchanged, so a file rewritten is the same bytes.
  init(quantizing featureMajor: [Float], classes: Int) {
    precondition(classes > 0 && featureMajor.count % classes == 0)
    let buckets = featureMajor.count / classes
    var scales = [Float](repeating: 0, count: buckets)
    var values = [Int8](repeating: 0, count: featureMajor.count)
    let largestScale = Float(Float16.greatestFiniteMagnitude)
    for bucket in 0..<buckets {
      let row = bucket * classes..<(bucket + 1) * classes
      let largest = featureMajor[row].reduce(Float(0)) { $1.isNaN ? $0 : max($0, abs($1)) }
      // Rounded to float16 before use: the weights are what the file's scale gives back.
      let scale = Float(Float16(min(largest / 127, largestScale)))
      guard scale > 0 else { continue }
      scales[bucket] = scale
      for index in row where !featureMajor[index].isNaN {
        values[index] = Int8(max(-127, min(127, (featureMajor[index] / scale).rounded())))
      }
    }
    self.init(scales: scales, values: values, classes: classes)
  }

  /// Weights already quantised, as read from a file.
  init(scales: [Float], values: [Int8], classes: Int) {
    precondition(values.count == scales.count * classes)
    self.scales = scales
    self.values = values
    self.classes = classes
  }

  /// The float weights, feature-major: what scoring reads. Eight at a time through raw pointers:
  /// a language's classifiers hold 0.8 million weights, read at every engine load.
  var dequantized: [Float] {
    let classes = classes
    return [Float](unsafeUninitializedCapacity: values.count) { output, initialized in
      values.withUnsafeBufferPointer { values in
        scales.withUnsafeBufferPointer { scales in
          let source = UnsafeRawPointer(values.baseAddress!)
          let target = UnsafeMutableRawPointer(output.baseAddress!)
          // Offsets stay within the `buckets × classes` values: wrapping arithmetic spares checks.
          for bucket in 0..<scales.count {
            let scale = scales[bucket]
            let factor = SIMD8<Float>(repeating: scale)
            var index = bucket &* classes
            let end = index &+ classes
            while index &+ 8 <= end {
              let eight = SIMD8<Float>(source.loadUnaligned(fromByteOffset: index, as: SIMD8<Int8>.self))
              target.storeBytes(of: eight * factor, toByteOffset: index &* 4, as: SIMD8<Float>.self)
              index &+= 8
            }
            while index < end {
              target.storeBytes(
                of: Float(source.load(fromByteOffset: index, as: Int8.self)) * scale, toByteOffset: index &* 4,
                as: Float.self)
              index &+= 1
            }
          }
        }
      }
      initialized = values.count
    }
  }

  /// The index of the first -128 in `values` (which quantising never writes), if any. Eight
  /// values a step: a word holds the byte 0x80 when the word xor 0x80…80 has a zero byte, which
  /// the classic borrow test finds.
  static func firstOutOfRange(_ values: [Int8]) -> Int? {
    values.withUnsafeBytes { raw in
      let high: UInt64 = 0x8080_8080_8080_8080
      var offset = 0
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ high
        if (word &- 0x0101_0101_0101_0101) & ~word & high != 0 { break }
        offset += 8
      }
      return raw[offset...].firstIndex(of: UInt8(bitPattern: Int8.min))
    }
  }
}

extension TextClassifier {
  /// The classifier its file reads back: weights quantised to 8 bits per bucket, biases rounded to
  /// float16. The training commands measure and write this, so their figures are the shipped
  /// model's. The weights are rounded to float16 first, as format 1 stored them: a format-1 file
  /// rewritten in format 2 and the same classifier trained again are the same bytes.
  package func quantized() -> TextClassifier {
    let rounded = featureMajor.map { Float(Float16($0)) }
    let weights = QuantizedClassifierWeights(quantizing: rounded, classes: bias.count).dequantized
    return TextClassifier(header: header, featureMajorWeights: weights, bias: bias.map { Float(Float16($0)) })
  }
}
