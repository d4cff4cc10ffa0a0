import Foundation
import SmartReplyModel

/// The intents of a response set's replies by text, matched as people retype a stock reply: case,
/// width, spacing and punctuation aside ("sounds good" is "Sounds good!"); optionally, a reply no
/// stock reply says takes the intent of the set's reply nearest to it in the ranking model's
/// reply space, when that one is near enough (Gmail's semantic intent clusters, grown from the
/// set's replies as seeds). It labels authored replies for training and tells the intent of a
/// free-text candidate in evaluation.
package struct ReplyIntentIndex: Sendable {
  private let intentsByKey: [String: [ReplyIntent]]
  private let nearest: (model: ReplyRankingModel, vectors: [[Float]], intents: [ReplyIntent], similarity: Float)?

  /// Indexes the replies of `responseSet`; with `model`, replies within `similarity` (cosine of
  /// reply vectors) of a set's reply take its intent.
  package init(_ responseSet: ResponseSet, model: ReplyRankingModel? = nil, similarity: Float = 1) {
    var intents = [String: [ReplyIntent]]()
    for reply in responseSet.replies {
      let key = Self.key(reply.text)
      guard !key.isEmpty, !(intents[key]?.contains(reply.intent) ?? false) else { continue }
      intents[key, default: []].append(reply.intent)
    }
    intentsByKey = intents
    nearest = model.map { model in
      (
        model, responseSet.replies.map { model.encodeReply($0.text).vector }, responseSet.replies.map(\.intent),
        similarity
      )
    }
  }

  /// The intents of the set's replies that say `text` (several when the set files the same words
  /// under more than one intent), in file order; else the intent of the nearest reply when it is
  /// near enough; else none.
  package func intents(of text: String) -> [ReplyIntent] {
    if let found = intentsByKey[Self.key(text)] { return found }
    guard let nearest else { return [] }
    let vector = nearest.model.encodeReply(text).vector
    var best = (similarity: nearest.similarity, intent: ReplyIntent?.none)
    for (candidate, intent) in zip(nearest.vectors, nearest.intents) {
      let similarity = zip(vector, candidate).reduce(0) { $0 + $1.0 * $1.1 }
      if similarity >= best.similarity { best = (similarity, intent) }
    }
    return best.intent.map { [$0] } ?? []
  }

  /// Letters and digits, lower-cased after NFKC; for a text without any (an emoji reply), its
  /// symbols.
  static func key(_ text: String) -> String {
    let scalars = text.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars
    let words = scalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    if !words.isEmpty { return String(String.UnicodeScalarView(words)) }
    return String(
      String.UnicodeScalarView(
        scalars.filter { !$0.properties.isWhitespace && $0.properties.generalCategory != .otherPunctuation }))
  }
}
