import Foundation
import SmartReplyKit
import SmartReplyModel

extension ParsedArguments {
  /// The language option `name` (`--lang`, `--responses-lang`), or nil when it is not given; a
  /// code that names no language is a usage error listing the codes.
  func language(_ name: String) throws -> Language? {
    guard let code = value(name) else { return nil }
    guard let language = Language(rawValue: code) else {
      throw UsageError("--\(name) must be \(Language.codeList), not '\(code)'")
    }
    return language
  }

  /// The `--lang` option of commands that need one language.
  func requiredLanguage() throws -> Language {
    guard let language = try language("lang") else { throw UsageError("--lang must be \(Language.codeList)") }
    return language
  }
}

extension ConversationDocument {
  /// The context file a command was given, its errors turned into I/O errors naming the path.
  static func commandInput(_ path: String) throws -> ConversationDocument {
    do {
      return try ConversationDocument(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw InputOutputError("\(path): \(error.description)")
    }
  }
}
