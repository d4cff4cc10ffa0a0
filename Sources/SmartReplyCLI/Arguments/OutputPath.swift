import Foundation
import SmartReplyModel

/// Checks before long work (training) that an output file can be written, so a mistake in
/// `--out` is reported at once rather than after hours, and without Foundation's error codes.
enum OutputPath {
  /// Throws a usage error for a folder and an I/O error for a folder that is missing or cannot
  /// be written to (tried by creating and removing a small file there); `option` names the
  /// option that gave `path`.
  static func checkWritable(_ path: String, option: String = "out") throws {
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    {
      throw UsageError("--\(option) \(path) is a folder; give a file name")
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw InputOutputError("cannot write \(path): the folder \(folder) does not exist")
    }
    let probe = URL(fileURLWithPath: folder).appendingPathComponent(".smartreply-write-check-\(getpid())").path
    guard FileManager.default.createFile(atPath: probe, contents: nil) else {
      throw InputOutputError("cannot write \(path): the folder \(folder) is not writable")
    }
    try? FileManager.default.removeItem(atPath: probe)
  }

  /// Writes `classifier` to `path` when one was given (`--out`).
  static func write(_ classifier: TextClassifier, to path: String?) throws {
    guard let path else { return }
    do {
      try Data(try TextClassifierFile.encode(classifier)).write(to: URL(fileURLWithPath: path))
    } catch {
      throw InputOutputError("cannot write \(path): \(error.localizedDescription)")
    }
  }
}
