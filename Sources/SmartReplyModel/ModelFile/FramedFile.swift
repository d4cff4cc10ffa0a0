import Foundation

/// The framing the project's binary files share: magic, format version (UInt32), header length
/// (UInt32), a JSON header, the sections the header describes, and a 64-bit checksum of all bytes
/// before it. Model files (`SRKM`) and classifier files (`SRTC`) differ only in header and sections.
enum FramedFile {
  /// Writes the framing around `header` and the sections `body` appends.
  static func encode(
    magic: [UInt8], version: UInt32, header: some Encodable, body: (inout ByteWriter) -> Void
  ) throws -> [UInt8] {
    var writer = ByteWriter()
    writer.append(contentsOf: magic)
    writer.append(version)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = Array(try encoder.encode(header))
    writer.append(UInt32(json.count))
    writer.append(contentsOf: json)
    body(&writer)
    writer.append(Checksum.of(writer.bytes[...]))
    return writer.bytes
  }

  /// Checks the framing of `bytes`, whose format version must be one of `versions`, and decodes its
  /// header; returns the file's version, and the reader left at the first section. `kind` names
  /// the file in errors ("model", "classifier").
  static func decode<Header: Decodable>(
    _ bytes: [UInt8], file: String, magic: [UInt8], versions: ClosedRange<UInt32>, kind: String,
    as _: Header.Type
  ) throws -> (header: Header, version: UInt32, reader: ByteReader) {
    func fail(_ problem: String) -> ModelFileError { ModelFileError(file: file, problem: problem) }
    var reader = ByteReader(bytes: bytes, file: file)
    guard Array(try reader.readBytes(4, "the magic number")) == magic else {
      throw fail("not a SmartReplyKit \(kind) (the file does not start with \(String(decoding: magic, as: UTF8.self)))")
    }
    let found = try reader.read(UInt32.self, "the format version")
    guard versions.contains(found) else {
      let readable =
        versions.count == 1
        ? "version \(versions.lowerBound)" : "versions \(versions.lowerBound)–\(versions.upperBound)"
      throw fail("format version \(found), but this build reads \(readable); retrain or convert the \(kind)")
    }
    guard bytes.count >= 16 else { throw fail("truncated: no room for the checksum") }
    let stored = UInt64(littleEndian: bytes[(bytes.count - 8)...].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
    guard Checksum.of(bytes[..<(bytes.count - 8)]) == stored else {
      throw fail("checksum mismatch: the file is truncated or corrupted")
    }
    let length = Int(try reader.read(UInt32.self, "the header length"))
    guard length <= ModelFile.maxHeaderLength else { throw fail("header of \(length) bytes is too large") }
    do {
      let header = try JSONDecoder().decode(Header.self, from: Data(try reader.readBytes(length, "the header")))
      return (header, found, reader)
    } catch let error as ModelFileError {
      throw error
    } catch {
      throw fail("malformed header: \(DecodingErrorDescription.describe(error))")
    }
  }

  /// Fails unless `reader` stopped exactly before the checksum.
  static func checkEnd(_ reader: ByteReader, _ bytes: [UInt8], file: String) throws {
    guard reader.offset == bytes.count - 8 else {
      throw ModelFileError(
        file: file, problem: "\(bytes.count - 8 - reader.offset) unexpected bytes after the last section")
    }
  }
}
