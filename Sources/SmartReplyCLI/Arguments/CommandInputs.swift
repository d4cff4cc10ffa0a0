import Foundation
import SmartReplyKit

extension ParsedArguments {
  /// The `--lang` option of commands that need one language: `en` or `ja`.
  func requiredLanguage() throws -> String {
    guard let language = value("lang"), ["en", "ja"].contains(language) else {
      throw UsageError("--lang must be en or ja")
    }
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
