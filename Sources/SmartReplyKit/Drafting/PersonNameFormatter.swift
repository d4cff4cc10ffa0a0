import Foundation

/// How people are named in drafts, event titles, prompts and front ends (Foundation's
/// `PersonNameComponentsFormatter` is not available on Linux): one set of rules for all of them.
package enum PersonNameFormatter {
  /// "Ana" / "鈴木" — the name a person is addressed or signs by: in English the given name,
  /// else the nickname or family name; in Japanese the family name, else the given name or
  /// nickname. Nil when the name has none of them.
  static func short(_ name: PersonNameComponents?, japanese: Bool) -> String? {
    let order =
      japanese
      ? [name?.familyName, name?.givenName, name?.nickname] : [name?.givenName, name?.nickname, name?.familyName]
    return order.compactMap { $0 }.first { !$0.isEmpty }
  }

  /// "鈴木様" / "鈴木さん" — the short Japanese name (else `fallback`) and the honorific.
  static func japaneseAddress(_ name: PersonNameComponents?, fallback: String, formal: Bool) -> String {
    (short(name, japanese: true) ?? fallback) + (formal ? "様" : "さん")
  }

  /// "Ana Lima" / "田中結衣" — given and family name, family name first without a space when
  /// they are written in Japanese; else the nickname; else `fallback`.
  package static func full(_ name: PersonNameComponents?, fallback: String) -> String {
    guard let name else { return fallback }
    let parts = [name.givenName, name.familyName].compactMap { $0 }.filter { !$0.isEmpty }
    if parts.isEmpty { return name.nickname.flatMap { $0.isEmpty ? nil : $0 } ?? fallback }
    let japanese = parts.joined().unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }
    return japanese ? parts.reversed().joined() : parts.joined(separator: " ")
  }
}
