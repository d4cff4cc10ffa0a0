import Foundation
import SmartReplyModel

/// One authored message with a label: a safety category, or the intent of the reply that answers
/// it. Read from tab-separated files (`label<TAB>text` or `label<TAB>register<TAB>text`).
package struct LabeledText: Sendable, Hashable {
  /// The category or intent.
  package var label: String
  /// The message.
  package var text: String
  /// Where it was read (`file:line`), for reports.
  package var origin: String

  /// Creates a labelled text.
  package init(label: String, text: String, origin: String = "") {
    self.label = label
    self.text = text
    self.origin = origin
  }

  /// Reads a TSV file; `#` lines and blank lines are skipped, and a malformed line fails with
  /// `file:line: problem`. The label is the first field and the text the last.
  package static func read(from url: URL, labels allowed: Set<String>? = nil) throws -> [LabeledText] {
    var result = [LabeledText]()
    for (number, line) in try AuthoredLines.read(url) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard (2...3).contains(fields.count) else {
        throw DataError("\(url.path):\(number): expected 2 or 3 tab-separated fields, found \(fields.count)")
      }
      let label = fields[0].trimmingCharacters(in: .whitespaces)
      let text = fields[fields.count - 1].trimmingCharacters(in: .whitespaces)
      guard !label.isEmpty, !text.isEmpty else { throw DataError("\(url.path):\(number): empty label or text") }
      if let allowed, !allowed.contains(label) {
        throw DataError("\(url.path):\(number): unknown label '\(label)'")
      }
      result.append(LabeledText(label: label, text: text, origin: "\(url.lastPathComponent):\(number)"))
    }
    return result
  }

  /// The split of this text: a fixed fifth each for test and dev, chosen by a hash of the text
  /// so that the split does not depend on file order.
  package var split: AuthoredExchange.Split {
    switch AuthoredSplit.bucket(of: text, buckets: 5) {
    case 0: .test
    case 1: .dev
    default: .train
    }
  }
}

/// Lines of an authored data file with their 1-based numbers, comments and blanks dropped.
enum AuthoredLines {
  static let maxFileSize = 64 * 1_048_576

  static func read(_ url: URL) throws -> [(Int, String)] {
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        throw DataError("\(url.path): not a regular file")
      }
      if let size = attributes[.size] as? Int, size > maxFileSize {
        throw DataError("\(url.path): \(size) bytes is larger than the \(maxFileSize)-byte limit")
      }
      data = try Data(contentsOf: url)
    } catch let error as DataError {
      throw error
    } catch {
      throw DataError("\(url.path): cannot be read")
    }
    var lines = [(Int, String)]()
    for (index, raw) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      guard let line = String(validating: raw, as: UTF8.self) else {
        throw DataError("\(url.path):\(index + 1): invalid UTF-8")
      }
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      lines.append((index + 1, line.hasSuffix("\r") ? String(line.dropLast()) : line))
    }
    return lines
  }
}

/// Deterministic splits of authored data by a stable hash (FNV-1a of the UTF-8 bytes).
package enum AuthoredSplit {
  /// The bucket of `key` among `buckets`.
  package static func bucket(of key: String, buckets: Int) -> Int {
    Int(StableHash.fnv1a(key) % UInt64(buckets))
  }
}
