/// What a reply means, as a response set names it (`accept-invitation`, `running-late`): at most
/// one suggestion per intent is shown, and the policy treats some intents specially.
///
/// Intents come from the response-set files, which are data: any non-empty name is an intent.
/// The raw value is the name as the files and the JSON write it.
public struct ReplyIntent: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The intent's name (`accept-invitation`).
  public let rawValue: String

  /// The intent named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The intent named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The intent named by a literal: `"accept-invitation"`.
  public init(stringLiteral value: String) { rawValue = value }

  /// The name, as files and JSON write it.
  public var description: String { rawValue }
}
