/// Lists choices in messages: `en or ja`, `a, b or c`.
package enum ListPhrasing {
  /// `items` joined with commas and a final "or".
  package static func or(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
  }
}
