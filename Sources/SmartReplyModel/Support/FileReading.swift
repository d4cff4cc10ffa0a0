import Foundation

/// Reads whole files with plain `read` calls after checking what the path is, so errors say what
/// a person can act on ("is a folder", "permission denied") instead of Foundation's codes, and
/// devices such as `/dev/zero` or files over a limit are refused unread.
package enum FileReading {
  /// Why a file could not be read; ``description`` names the full path.
  package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    package var path: String
    /// What is wrong: `no such file`, `is a directory`, `permission denied`, ...
    package var problem: String

    /// `path: problem`
    package var description: String { "\(path): \(problem)" }
  }

  /// The bytes of the regular file at `url`, at most `limit` of them.
  package static func read(_ url: URL, limit: Int) throws(Failure) -> [UInt8] {
    func fail(_ problem: String) -> Failure { Failure(path: url.path, problem: problem) }
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { throw fail(reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw fail(reason(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw fail("is a directory")
    default: throw fail("is not a regular file (a device, pipe or socket)")
    }
    let size = Int(status.st_size)
    guard size <= limit else {
      throw fail("file of \(size) bytes is larger than the \(limit)-byte limit; refused unread")
    }
    var failure: Failure? = nil
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      while count < size {
        let read = Foundation.read(descriptor, buffer.baseAddress! + count, size - count)
        if read < 0, errno == EINTR { continue }
        guard read > 0 else {
          failure = fail("cannot be read (stopped after \(count) of \(size) bytes)")
          return
        }
        count += read
      }
    }
    if let failure { throw failure }
    return bytes
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "no such file (a part of the path is not a folder)"
    default: "cannot be read (\(String(cString: strerror(code))))"
    }
  }
}
