import Foundation

/// The fuzz targets: each takes arbitrary bytes, runs one input-facing part of the project on
/// them, and checks what must hold for any input. Code that must never happen (a crash, an
/// out-of-bounds access under AddressSanitizer, a broken invariant) ends the process through
/// ``FuzzCheck/require(_:_:)``, which libFuzzer reports as a crash with the input saved.
///
/// The same functions run in three places: under libFuzzer (`Scripts/fuzz.sh`), as a plain
/// replayer (`swift run smartreply-fuzz TARGET FILE…`), and in the unit tests over every seed and
/// every crash ever found (`Tests/SmartReplyFuzzTests`).
package enum FuzzTargets {
  /// Every target by name, in the order the scripts run them.
  package static let all: [(name: String, run: @Sendable ([UInt8]) -> Void)] = [
    ("context", ContextTarget.run),
    ("mlkit", MLKitTarget.run),
    ("text", TextTarget.run),
    ("model", ModelFileTarget.run),
    ("classifier", ClassifierFileTarget.run),
    ("rank", RankTarget.run),
    ("tsv", ResponseSetTarget.run),
  ]

  /// The target called `name`.
  package static func named(_ name: String) -> (@Sendable ([UInt8]) -> Void)? {
    all.first { $0.name == name }?.run
  }
}

/// Invariant checks that stop the process (so libFuzzer saves the input) with a message that
/// names the rule, never the input's text.
package enum FuzzCheck {
  /// Stops the process, naming `rule`, unless `condition` holds.
  package static func require(
    _ condition: @autoclosure () -> Bool, _ rule: @autoclosure () -> String, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    if !condition() { fatalError("fuzz invariant broken: \(rule())", file: file, line: line) }
  }

  /// The texts of `strings` long and distinctive enough that seeing one inside an error or
  /// diagnostic means it was quoted, not a coincidence: 12 scalars or more, not blank, and not
  /// also a key or another value of the input (identifiers and keys may appear in paths).
  static func quotable(_ strings: [String], besides others: Set<String> = []) -> [String] {
    strings.filter { text in
      text.unicodeScalars.count >= 12 && text.unicodeScalars.contains { !$0.properties.isWhitespace }
        && !others.contains { $0.contains(text) }
    }
  }

  /// Fails if `output` quotes any of `texts` (message text must never appear in errors).
  static func requireNoQuote(_ output: String, of texts: [String], _ what: String) {
    for text in texts where output.contains(text) {
      require(false, "\(what) quotes message text")
    }
  }
}
