/// Why a model file could not be read; every case names the file.
public struct ModelFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file (or resource name) that failed.
  public var file: String
  /// What is wrong with it.
  public var problem: String

  /// Creates an error for `file`.
  package init(file: String, problem: String) {
    self.file = file
    self.problem = problem
  }

  /// A one-line explanation.
  public var description: String { "model file \(file): \(problem)" }
}
