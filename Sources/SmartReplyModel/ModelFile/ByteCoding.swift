/// Little-endian writing of the model file's sections.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func append<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func append(contentsOf data: [UInt8]) { bytes.append(contentsOf: data) }

  mutating func appendInt8(_ values: [Int8]) {
    values.withUnsafeBytes { bytes.append(contentsOf: $0) }
  }

  mutating func appendFloat16(_ values: [Float]) {
    for value in values { append(Float16(value).bitPattern) }
  }
}

/// Bounds-checked reading of the model file's sections; running past the end is an error, not a
/// crash, so truncated files are reported.
struct ByteReader {
  let bytes: [UInt8]
  let file: String
  private(set) var offset = 0

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  private mutating func take(_ count: Int, _ what: String) throws -> Range<Int> {
    guard count >= 0, bytes.count - offset >= count else {
      throw ModelFileError(
        file: file,
        problem: "truncated: \(what) needs \(count) bytes at offset \(offset), "
          + "but the file has \(bytes.count) bytes")
    }
    defer { offset += count }
    return offset..<offset + count
  }

  mutating func read<T: FixedWidthInteger>(_ type: T.Type, _ what: String) throws -> T {
    let range = try take(MemoryLayout<T>.size, what)
    var value = T.zero
    withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: bytes[range]) }
    return T(littleEndian: value)
  }

  mutating func readBytes(_ count: Int, _ what: String) throws -> ArraySlice<UInt8> {
    bytes[try take(count, what)]
  }

  mutating func readInt8(_ count: Int, _ what: String) throws -> [Int8] {
    let range = try take(count, what)
    return [Int8](unsafeUninitializedCapacity: count) { buffer, initialized in
      bytes.withUnsafeBytes { source in
        UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: source[range]))
      }
      initialized = count
    }
  }

  mutating func readFloat32(_ count: Int, _ what: String) throws -> [Float] {
    let range = try take(count * 4, what)
    return bytes[range].withUnsafeBytes { raw in
      [Float](unsafeUninitializedCapacity: count) { output, initialized in
        #if _endian(little)
          UnsafeMutableRawBufferPointer(output).copyMemory(from: raw)  // the file's byte order
        #else
          for index in 0..<count {
            output[index] = Float(
              bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)))
          }
        #endif
        initialized = count
      }
    }
  }

  mutating func readFloat16(_ count: Int, _ what: String) throws -> [Float] {
    let range = try take(count * 2, what)
    return bytes[range].withUnsafeBytes { raw in
      Self.halfToFloat.withUnsafeBufferPointer { table in
        [Float](unsafeUninitializedCapacity: count) { output, initialized in
          for index in 0..<count {
            output[index] =
              table[Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index * 2, as: UInt16.self)))]
          }
          initialized = count
        }
      }
    }
  }

  /// ``widen(_:)`` of every half, worked out once per process: a look-up is a few instructions,
  /// the bit operations a dozen, and classifier files hold over a million halves.
  static let halfToFloat: [Float] = (0...UInt16.max).map(widen)

  /// IEEE half to single precision with bit operations (`Float(Float16)` is a library call on x86).
  @inline(__always)
  static func widen(_ half: UInt16) -> Float {
    let sign = UInt32(half & 0x8000) << 16
    let exponent = UInt32(half >> 10) & 0x1F
    let mantissa = UInt32(half & 0x3FF)
    switch exponent {
    case 0:
      let magnitude = Float(mantissa) * 0x1p-24
      return sign == 0 ? magnitude : -magnitude
    case 31:
      return Float(bitPattern: sign | 0x7F80_0000 | mantissa << 13)
    default:
      return Float(bitPattern: sign | (exponent + 112) << 23 | mantissa << 13)
    }
  }
}

/// A fast 64-bit checksum over whole words (FNV-style multiply-xor, 8 bytes a step): the last
/// 8 bytes (little-endian) of model and classifier files. Public so tools that edit a file — and
/// the fuzz targets, which mutate headers and sections — can seal it again.
package enum Checksum {
  /// The checksum of `bytes`.
  package static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash = StableHash.offsetBasis ^ UInt64(bytes.count)
    bytes.withUnsafeBytes { raw in
      let words = raw.count / 8
      for index in 0..<words {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        hash = StableHash.fold(hash, word)
        hash ^= hash >> 29
      }
      for index in (words * 8)..<raw.count {
        hash = StableHash.fold(hash, UInt64(raw[index]))
      }
    }
    return StableHash.mix(hash)
  }
}
