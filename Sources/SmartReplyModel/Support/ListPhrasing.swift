/// Lists in English prose: `en or ja`, `a, b or c`, `Ana, Ken and Lee`.
package enum ListPhrasing {
  /// `items` joined with commas and a final "or".
  package static func or(_ items: [String]) -> String { joined(items, conjunction: "or") }

  /// `items` joined with commas and a final "and".
  package static func and(_ items: [String]) -> String { joined(items, conjunction: "and") }

  private static func joined(_ items: [String], conjunction: String) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
