import Foundation

/// The dialogues of one split found under a data folder (`<folder>/<source>/<split>.jsonl`, or
/// the folder's own `<split>.jsonl`), optionally without some sources.
public enum DialogueCorpus {
  /// Reads every `<split>.jsonl` at or below `folder`, skipping sources in `excluding`.
  public static func load(
    from folder: URL, split: String, excluding: Set<String> = []
  ) throws -> [Dialogue] {
    let files = try splitFiles(in: folder, split: split)
    guard !files.isEmpty else {
      throw DataError("\(folder.path): no \(split).jsonl found at or below this folder")
    }
    var dialogues = [Dialogue]()
    for file in files {
      dialogues += try JSONLines.read(Dialogue.self, from: file).filter { !excluding.contains($0.source) }
    }
    return dialogues
  }

  /// The deepest folder level searched below the data folder.
  static let maxDepth = 8

  /// Every `<split>.jsonl` at or below `folder`. Symbolic links are followed, but each real folder
  /// is visited once and the walk stops `maxDepth` levels down, so link loops cannot make it
  /// run without end.
  static func splitFiles(in folder: URL, split: String) throws -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw DataError("\(folder.path): not a folder")
    }
    var visited = Set<String>()
    return walk(folder, split: split, depth: 0, visited: &visited)
  }

  private static func walk(_ folder: URL, split: String, depth: Int, visited: inout Set<String>) -> [URL] {
    let real = folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard depth <= maxDepth, visited.insert(real).inserted else { return [] }
    let own = folder.appendingPathComponent("\(split).jsonl")
    if FileManager.default.fileExists(atPath: own.path) { return [own] }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
    return children.flatMap { child -> [URL] in
      let url = folder.appendingPathComponent(child)
      var childIsDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &childIsDirectory),
        childIsDirectory.boolValue
      else { return [] }
      return walk(url, split: split, depth: depth + 1, visited: &visited)
    }
  }
}
