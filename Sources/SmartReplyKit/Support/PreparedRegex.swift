/// A regex for a `static let`: a regex literal builds its matcher again each time the expression
/// is evaluated (milliseconds for a pattern with classes and alternations), so patterns on a
/// request's path are built once.
///
/// `Regex` is not `Sendable` because it lowers its program lazily on first use. This lowers it
/// in `init` (for a `static let`, once, under the runtime's lock), so every later match only
/// reads it and sharing it between threads is safe.
struct PreparedRegex<Output>: @unchecked Sendable {
  let regex: Regex<Output>

  init(_ regex: Regex<Output>) {
    _ = "".firstMatch(of: regex)
    self.regex = regex
  }
}
