import Foundation
import SmartReplyKit
import SmartReplyModel
import SmartReplyTraining

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

extension SmartReplyGenerator {
  /// A new generator on the bundled models and response sets (loaded on every call), its
  /// errors turned into I/O errors; without the intent models when `intentModels` is false.
  static func loadBundled(intentModels: Bool = true) throws -> SmartReplyGenerator {
    do {
      return try SmartReplyGenerator(bundledIntentModels: intentModels)
    } catch {
      throw InputOutputError("cannot load the bundled models or response sets: \(error)")
    }
  }
}

extension ReplyRankingModel {
  /// The model file at `path` if given, else the bundled model of `language`, else of the
  /// language the file name `hint` starts with; errors become I/O errors.
  static func commandInput(path: String?, language: Language?, hint: String) throws -> ReplyRankingModel {
    do {
      if let path { return try ReplyRankingModel(contentsOf: URL(fileURLWithPath: path)) }
      return try ReplyRankingModel.bundled(language: language ?? PairLanguage.fromFileName(hint))
    } catch let error as ModelFileError {
      throw InputOutputError(error.description)
    }
  }
}

extension ReplyExample {
  /// The evaluation pairs (context, response) of the JSONL file at `path`; errors become I/O errors.
  static func evaluationPairs(_ path: String) throws -> [ReplyExample] {
    do {
      return try ReplyExample.readPairs(from: URL(fileURLWithPath: path))
    } catch let error as DataError {
      throw InputOutputError(error.description)
    }
  }
}
