import Foundation
import SmartReplyModel

/// A training pair as feature ids: what the trainer reads every epoch, computed once.
struct FeaturizedExample: Sendable {
  /// The context bags (newest, others' history, own history).
  var context: [[Int32]]
  var reply: [Int32]
  /// Identifies the normalised reply text, so identical replies in a batch are not negatives.
  var replyKey: UInt64
  /// The reply's lexical terms, counted into document frequencies for BM25.
  var replyTerms: [Int32]
}

enum Featurizer {
  /// Features of every pair each dialogue yields; dialogues are spread over `threads` threads,
  /// and the result is in dialogue order whatever the thread count.
  static func featurize(
    _ dialogues: [Dialogue], extractor: FeatureExtractor, threads: Int
  ) -> [FeaturizedExample] {
    var perDialogue = [[FeaturizedExample]](repeating: [], count: dialogues.count)
    perDialogue.withUnsafeMutableBufferPointer { buffer in
      let output = UncheckedSendable(buffer)
      DispatchQueue.concurrentPerform(iterations: max(1, threads)) { thread in
        for index in stride(from: thread, to: dialogues.count, by: max(1, threads)) {
          output.value[index] = featurize(dialogues[index], extractor: extractor)
        }
      }
    }
    return perDialogue.flatMap { $0 }
  }

  static func featurize(_ dialogue: Dialogue, extractor: FeatureExtractor) -> [FeaturizedExample] {
    let analyzed = dialogue.turns.map { AnalyzedText($0.text) }
    var result = [FeaturizedExample]()
    for index in dialogue.turns.indices.dropFirst() {
      let reply = dialogue.turns[index]
      guard ReplyExample.isUsableReply(reply.text) else { continue }
      let start = max(0, index - extractor.configuration.historyTurns - 1)
      let turns = (start..<index).map { (text: analyzed[$0], isSelf: dialogue.turns[$0].speaker == reply.speaker) }
      let context = ContextFeatures(analyzed: turns, extractor: extractor)
      result.append(
        FeaturizedExample(
          context: context.bags,
          reply: extractor.features(of: analyzed[index], role: .reply),
          replyKey: replyKey(analyzed[index]),
          replyTerms: LexicalTerms.terms(of: analyzed[index], bucketCount: extractor.configuration.bucketCount)))
    }
    return result
  }

  /// Features of ready-made (context, reply) pairs, such as the authored corpus yields.
  static func featurize(_ pairs: [ReplyExample], extractor: FeatureExtractor) -> [FeaturizedExample] {
    pairs.compactMap { pair in
      guard ReplyExample.isUsableReply(pair.response), !pair.context.isEmpty else { return nil }
      let reply = AnalyzedText(pair.response)
      let turns = pair.context.suffix(extractor.configuration.historyTurns + 1).map {
        (text: AnalyzedText($0.text), isSelf: $0.isSelf)
      }
      return FeaturizedExample(
        context: ContextFeatures(analyzed: turns, extractor: extractor).bags,
        reply: extractor.features(of: reply, role: .reply), replyKey: replyKey(reply),
        replyTerms: LexicalTerms.terms(of: reply, bucketCount: extractor.configuration.bucketCount))
    }
  }

  static func replyKey(_ text: AnalyzedText) -> UInt64 {
    StableHash.fnv1a(text.scalars.lazy.map(\.value))
  }
}
