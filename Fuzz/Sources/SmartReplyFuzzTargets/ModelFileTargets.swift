import SmartReplyModel

/// Seals `bytes` again: replaces its last 8 bytes with the checksum of the rest, so mutations
/// reach the header and section checks instead of stopping at the checksum.
func resealed(_ bytes: [UInt8]) -> [UInt8] {
  guard bytes.count >= 16 else { return bytes }
  var sealed = bytes
  let checksum = Checksum.of(bytes[..<(bytes.count - 8)])
  for index in 0..<8 { sealed[bytes.count - 8 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index))) }
  return sealed
}

/// The model-file decoder, on the bytes as given and resealed. A model that loads must score.
enum ModelFileTarget {
  static func run(_ bytes: [UInt8]) {
    for input in [bytes, resealed(bytes)] {
      guard let model = try? ModelFile.decode(input, file: "fuzz.srkm") else { continue }
      let scores = model.scores(
        context: [
          ConversationTurn(text: "Are you free tonight?", isSelf: false), ConversationTurn(text: "明日は？", isSelf: true),
        ], candidates: ["Yes!", "空いてるよ", ""])
      FuzzCheck.require(scores.count == 3, "one score per candidate")
    }
  }
}

/// The classifier-file decoder, on the bytes as given and resealed. A classifier that loads must
/// give one probability per class.
enum ClassifierFileTarget {
  static func run(_ bytes: [UInt8]) {
    for input in [bytes, resealed(bytes)] {
      guard let classifier = try? TextClassifierFile.decode(input, file: "fuzz.srtc") else { continue }
      for text in ["You idiot, I will hurt you", "ありがとうございます", ""] {
        let probabilities = classifier.probabilities(of: text)
        FuzzCheck.require(probabilities.count == classifier.header.classes.count, "one probability per class")
      }
    }
  }
}
