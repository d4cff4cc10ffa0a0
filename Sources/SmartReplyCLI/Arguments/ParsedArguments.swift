/// Command-line words split into positional arguments and options; options may come before or
/// after the positional arguments, as `--name value`, `--name=value` or a bare `--flag`.
package struct ParsedArguments: Sendable, Hashable {
  /// Arguments that are not options, in order.
  package private(set) var positional: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `words` given which options take a value and which are flags; anything after `--`
  /// is positional.
  package init(_ words: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws {
    var index = 0
    var onlyPositional = false
    while index < words.count {
      let word = words[index]
      index += 1
      guard !onlyPositional, word.hasPrefix("--") || (word.hasPrefix("-") && word.count == 2 && word != "-") else {
        positional.append(word)
        continue
      }
      if word == "--" {
        onlyPositional = true
        continue
      }
      var name = word.hasPrefix("--") ? String(word.dropFirst(2)) : Self.shortNames[word] ?? String(word.dropFirst())
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if allowedFlags.contains(name) {
        guard inlineValue == nil else { throw UsageError("option --\(name) takes no value") }
        flags.insert(name)
      } else if valued.contains(name) {
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else {
          guard index < words.count else { throw UsageError("option --\(name) needs a value") }
          values[name, default: []].append(words[index])
          index += 1
        }
      } else {
        throw UsageError("unknown option '\(word)'")
      }
    }
  }

  static let shortNames = ["-h": "help"]

  /// Whether the flag `name` was given.
  package func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for `name`.
  package func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for `name`, in order.
  package func values(_ name: String) -> [String] { values[name] ?? [] }

  /// These arguments with the options of `defaults` they do not give (a repeatable option given
  /// here replaces all of its values there); flags are joined.
  func filling(from defaults: ParsedArguments) -> ParsedArguments {
    var filled = self
    filled.values.merge(defaults.values) { given, _ in given }
    filled.flags.formUnion(defaults.flags)
    return filled
  }

  /// The value of `name` as an integer in `range`, or `defaultValue` when absent.
  package func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws -> Int {
    guard let text = value(name) else { return defaultValue }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return number
  }

  /// The value of `name` as a number in `range`, or `defaultValue` when absent.
  package func number(_ name: String, default defaultValue: Double, in range: ClosedRange<Double>) throws -> Double {
    guard let text = value(name) else { return defaultValue }
    guard let number = Double(text), range.contains(number) else {
      throw UsageError("--\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return number
  }
}

/// A mistake in how a command was called (exit status 2).
package struct UsageError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var description: String

  /// Creates a usage error.
  package init(_ description: String) { self.description = description }
}

/// A file that could not be read or written (exit status 2).
package struct InputOutputError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var description: String

  /// Creates an I/O error.
  package init(_ description: String) { self.description = description }
}
