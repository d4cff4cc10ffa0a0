/// Private-use scalars that stand for a whole class of text, so the model learns from the class
/// (a URL, a number) rather than from strings it will never see again.
enum Placeholder {
  static let url = Unicode.Scalar(0xE001)!
  static let number = Unicode.Scalar(0xE002)!
  static let emoji = Unicode.Scalar(0xE003)!
  static let maskedName = Unicode.Scalar(0xE004)!

  static func isPlaceholder(_ scalar: Unicode.Scalar) -> Bool {
    (0xE001...0xE004).contains(scalar.value)
  }
}
