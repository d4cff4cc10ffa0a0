import Foundation
import SmartReplyKit

/// The context decoder and validator: JSON wire format (and ML Kit's list) → document →
/// `validate()` and `prepared()`. A document that decodes must re-encode and decode to itself, and
/// neither errors nor diagnostics may quote a message text.
enum ContextTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let (messages, others) = strings(data)
    let texts = FuzzCheck.quotable(messages, besides: others)
    let document: ConversationDocument
    do {
      document = try ConversationDocument(json: data)
    } catch {
      FuzzCheck.requireNoQuote(error.description, of: texts, "a decoding error")
      return
    }
    check(document, texts: texts)
  }

  static func check(_ document: ConversationDocument, texts: [String]) {
    let diagnostics = document.context.validate()
    for diagnostic in diagnostics {
      FuzzCheck.requireNoQuote(
        diagnostic.message + "\n" + diagnostic.fix + "\n" + diagnostic.path, of: texts, "a diagnostic")
    }
    let prepared = document.context.prepared()
    FuzzCheck.require(prepared.turns.count <= 16, "prepared() keeps at most 16 entries")
    FuzzCheck.require(
      prepared.turns.allSatisfy { $0.text.count <= 1_024 }, "prepared() cuts texts to 1,024 characters")
    guard let encoded = try? document.jsonData() else {
      FuzzCheck.require(false, "a decoded document encodes")
      return
    }
    guard let again = try? ConversationDocument(json: encoded) else {
      FuzzCheck.require(false, "an encoded document decodes")
      return
    }
    // Dates are written to the millisecond: what is read back must write the same bytes again,
    // and keep the entries and their order.
    FuzzCheck.require((try? again.jsonData()) == encoded, "a document written and read back writes the same JSON")
    FuzzCheck.require(
      again.context.prepared().turns.map(\.entryIdentifier) == prepared.turns.map(\.entryIdentifier),
      "a document written and read back keeps its entries in order")
  }

  /// The values of every `"text"` key in `data` (when it is JSON at all), and every other key
  /// and string value.
  static func strings(_ data: Data) -> (texts: [String], others: Set<String>) {
    guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
      return ([], [])
    }
    var texts: [String] = []
    var others: Set<String> = []
    func walk(_ value: Any, depth: Int) {
      guard depth < 64 else { return }
      if let dictionary = value as? [String: Any] {
        for (key, item) in dictionary {
          others.insert(key)
          if key == "text", let text = item as? String { texts.append(text) } else { walk(item, depth: depth + 1) }
        }
      } else if let array = value as? [Any] {
        for item in array { walk(item, depth: depth + 1) }
      } else if let string = value as? String {
        others.insert(string)
      }
    }
    walk(object, depth: 0)
    return (texts, others)
  }
}

/// ML Kit's message list: the array decoder and the conversion to a message context, then the
/// same checks as a wire-format document.
enum MLKitTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    let (messages, others) = ContextTarget.strings(data)
    let texts = FuzzCheck.quotable(messages, besides: others)
    if let messages = try? JSONDecoder().decode([MLKitTextMessage].self, from: data) {
      do {
        let context = try MLKitTextMessage.context(from: messages)
        FuzzCheck.require(context.entries.count == messages.count, "every ML Kit message becomes an entry")
        FuzzCheck.require(context.selfIdentifiers == [MLKitTextMessage.localUserIdentifier], "the local user is self")
      } catch {
        FuzzCheck.requireNoQuote(error.description, of: texts, "an ML Kit conversion error")
      }
    }
    // The document decoder takes the ML Kit path for anything that starts with "[".
    let listData = bytes.first == UInt8(ascii: "[") ? data : Data([UInt8(ascii: "[")] + bytes)
    do {
      ContextTarget.check(try ConversationDocument(json: listData), texts: texts)
    } catch {
      FuzzCheck.requireNoQuote(error.description, of: texts, "a decoding error")
    }
  }
}
