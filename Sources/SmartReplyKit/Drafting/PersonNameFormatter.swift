import Foundation

/// The little name formatting drafts need (Foundation's PersonNameComponentsFormatter is not
/// available on Linux): given names in English, family names with an honorific in Japanese.
enum PersonNameFormatter {
  /// "Ana" — the given name, else the nickname, family name or identifier.
  static func english(_ name: PersonNameComponents?, fallback: String) -> String {
    guard let name else { return fallback }
    return [name.givenName, name.nickname, name.familyName].compactMap { $0 }.first { !$0.isEmpty } ?? fallback
  }

  /// "鈴木様" / "鈴木さん" — family name (else given name) and the honorific.
  static func japanese(_ name: PersonNameComponents?, fallback: String, formal: Bool) -> String {
    let base = [name?.familyName, name?.givenName, name?.nickname].compactMap { $0 }.first { !$0.isEmpty } ?? fallback
    return base + (formal ? "様" : "さん")
  }

  /// "佐藤" / "Ken" — how the writer signs.
  static func signature(_ name: PersonNameComponents?, fallback: String, japanese: Bool) -> String {
    guard let name else { return fallback }
    let order = japanese ? [name.familyName, name.givenName] : [name.givenName, name.familyName]
    return order.compactMap { $0 }.first { !$0.isEmpty } ?? fallback
  }

  /// "Ana", "Ana and Ken", "Ana, Ken and Lee".
  static func englishList(_ names: [String]) -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
  }
}
