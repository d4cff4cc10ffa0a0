import Foundation

/// One option of a command, declared once: its name, its value's placeholder (none for a flag),
/// its help, and how it fills the command's settings. The default shown in help is read from the
/// settings it fills, so it cannot disagree with what an absent option leaves there.
struct CommandOption<Settings>: Sendable {
  /// The name after `--`.
  let name: String
  /// The value's placeholder, e.g. `<n>`; nil for a flag.
  let placeholder: String?
  /// One sentence for the help text.
  let help: String
  /// The default to show, from the settings' defaults; nil when there is none worth showing.
  let shownDefault: @Sendable (Settings) -> String?
  /// Reads the option into the settings; an absent option leaves them as they are.
  let read: @Sendable (ParsedArguments, inout Settings) throws -> Void

  /// Whether the option is a flag (takes no value).
  var isFlag: Bool { placeholder == nil }
}

extension CommandOption {
  /// A whole number in `range` (and a multiple of `multiple`) at `keyPath`.
  static func integer<Value: BinaryInteger & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Settings, Value> & Sendable, in range: ClosedRange<Int>,
    multipleOf multiple: Int = 1, help: String
  ) -> Self {
    Self(
      name: name, placeholder: "<n>", help: help, shownDefault: { "\($0[keyPath: keyPath])" },
      read: { arguments, settings in
        let value = try arguments.integer(name, default: Int(settings[keyPath: keyPath]), in: range)
        guard value.isMultiple(of: multiple) else { throw UsageError("--\(name) must be a multiple of \(multiple)") }
        settings[keyPath: keyPath] = Value(value)
      })
  }

  /// A number in `range` at `keyPath`.
  static func number(
    _ name: String, _ keyPath: WritableKeyPath<Settings, Float> & Sendable, in range: ClosedRange<Double>,
    help: String
  ) -> Self {
    Self(
      name: name, placeholder: "<x>", help: help,
      shownDefault: { String(format: "%g", Double($0[keyPath: keyPath])) },
      read: { arguments, settings in
        let value = try arguments.number(name, default: Double(settings[keyPath: keyPath]), in: range)
        settings[keyPath: keyPath] = Float(value)
      })
  }

  /// A flag that sets `keyPath` to `value` when given.
  static func flag(
    _ name: String, _ keyPath: WritableKeyPath<Settings, Bool> & Sendable, setting value: Bool, help: String
  ) -> Self {
    Self(
      name: name, placeholder: nil, help: help, shownDefault: { _ in nil },
      read: { arguments, settings in
        if arguments.flag(name) { settings[keyPath: keyPath] = value }
      })
  }

  /// A text (a path, a name) at `keyPath`, nil when absent.
  static func text(
    _ name: String, _ keyPath: WritableKeyPath<Settings, String?> & Sendable, placeholder: String, help: String
  ) -> Self {
    Self(
      name: name, placeholder: placeholder, help: help, shownDefault: { _ in nil },
      read: { arguments, settings in
        if let value = arguments.value(name) { settings[keyPath: keyPath] = value }
      })
  }

  /// A text that may be given more than once; every value is kept, in order.
  static func list(
    _ name: String, _ keyPath: WritableKeyPath<Settings, [String]> & Sendable, placeholder: String, help: String
  ) -> Self {
    Self(
      name: name, placeholder: placeholder, help: help, shownDefault: { _ in nil },
      read: { arguments, settings in
        let values = arguments.values(name)
        if !values.isEmpty { settings[keyPath: keyPath] = values }
      })
  }
}
