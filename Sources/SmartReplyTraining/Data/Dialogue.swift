import Foundation
import SmartReplyModel

/// One dialogue of the shared corpus format: `{"id", "lang", "source", "turns": [{"speaker", "text"}]}`.
public struct Dialogue: Sendable, Hashable, Codable {
  /// One message of a dialogue.
  public struct Turn: Sendable, Hashable, Codable {
    /// Who wrote it (`"A"`, `"B"`).
    public var speaker: String
    /// The message.
    public var text: String

    /// Creates a turn.
    public init(speaker: String, text: String) {
      self.speaker = speaker
      self.text = text
    }
  }

  /// Corpus-wide id, `"<source>:<original id>"`.
  public var id: String
  /// Language code.
  public var lang: String
  /// The corpus the dialogue comes from.
  public var source: String
  /// Messages in order.
  public var turns: [Turn]

  /// Creates a dialogue.
  public init(id: String, lang: String, source: String, turns: [Turn]) {
    self.id = id
    self.lang = lang
    self.source = source
    self.turns = turns
  }
}

/// A failure to read training or evaluation data, naming the file and line.
public struct DataError: Error, Sendable, CustomStringConvertible {
  /// A one-line explanation.
  public var description: String

  /// Creates an error with a one-line explanation.
  package init(_ description: String) { self.description = description }
}

/// Reads JSON Lines files one record per line.
package enum JSONLines {
  /// The largest file read (4 GB).
  package static let maxFileSize = 4 << 30

  /// Decodes every non-empty line of `url` as `T`; a bad line fails with its line number.
  package static func read<T: Decodable>(_ type: T.Type, from url: URL) throws -> [T] {
    let data: [UInt8]
    do {
      data = try FileReading.read(url, limit: maxFileSize)
    } catch {
      throw DataError(error.description)
    }
    guard !TextEncodingHint.looksLikeUTF16(data) else {
      throw DataError("\(url.path): looks like UTF-16; save it as UTF-8")
    }
    let decoder = JSONDecoder()
    var result = [T]()
    var lineNumber = 0
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
      do {
        result.append(try decoder.decode(T.self, from: Data(line)))
      } catch {
        throw DataError("\(url.path):\(lineNumber): not a valid record (\(DecodingErrorDescription.describe(error)))")
      }
    }
    return result
  }
}
