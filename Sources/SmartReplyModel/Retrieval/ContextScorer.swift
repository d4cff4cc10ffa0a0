import CVectorKernels

/// One encoded context ready to score many replies, as ``ReplyRankingModel/score(_:_:)`` would.
package struct ContextScorer: Sendable {
  let model: ReplyRankingModel
  let context: EncodedContext
  /// The ``EchoKey/bit``s of the context's turn keys.
  let echoBits: UInt64

  package init(model: ReplyRankingModel, context: EncodedContext) {
    self.model = model
    self.context = context
    echoBits = context.turnKeys.reduce(0) { $0 | $1.bit }
  }

  /// The score of each reply of `replies` at `indices`, equal to `model.score(context, reply)`:
  /// the same parts in the same float order, read in place.
  package func scores(of replies: EncodedReplySet, at indices: [Int]) -> [Float] {
    precondition(replies.count == 0 || replies.width == context.vector.count, "reply and context widths differ")
    let weights = model.header.scoreWeights
    let logitScale = model.encoder.logitScale
    let lexical = model.lexicalScorer
    let cosines = self.cosines(of: replies, at: indices)
    // BM25 of every reply at once, through the replies' term index.
    let newestLexical = replies.termIndex.scores(query: context.newestTerms, scorer: lexical)
    let historyLexical = replies.termIndex.scores(query: context.historyTerms, scorer: lexical)
    return [Float](unsafeUninitializedCapacity: indices.count) { scores, initialized in
      for (position, index) in indices.enumerated() {
        let parts = ScoreParts(
          semantic: logitScale * cosines[position], prior: replies.priors[index],
          newestLexical: newestLexical[index], historyLexical: historyLexical[index],
          echoLength: replies.echoBits[index] & echoBits == 0 ? 0 : echoLength(replies.echoKeys[index]))
        (scores.baseAddress! + position).initialize(to: parts.combined(weights))
        initialized = position + 1
      }
    }
  }

  /// The cosine of each reply at `indices` with the context: four replies at a time with the AVX2
  /// kernel where ``WideKernels`` has it, else ``cosinesPortable(of:at:)``; the two agree bit for bit.
  package func cosines(of replies: EncodedReplySet, at indices: [Int]) -> [Float] {
    guard WideKernels.isEnabled, !indices.isEmpty else { return cosinesPortable(of: replies, at: indices) }
    for index in indices { precondition(index >= 0 && index < replies.count, "reply index out of range") }
    let width = replies.width
    precondition(replies.vectors.count >= replies.count * width && context.vector.count >= width)
    return [Float](unsafeUninitializedCapacity: indices.count) { cosines, initialized in
      context.vector.withUnsafeBufferPointer { contextVector in
        replies.vectors.withUnsafeBufferPointer { vectors in
          indices.withUnsafeBufferPointer { indices in
            srk_dots_avx2(
              contextVector.baseAddress!, vectors.baseAddress!, indices.baseAddress!, indices.count, width,
              cosines.baseAddress!)
          }
        }
      }
      initialized = indices.count
    }
  }

  /// ``cosines(of:at:)`` in Swift SIMD, two replies at a time.
  package func cosinesPortable(of replies: EncodedReplySet, at indices: [Int]) -> [Float] {
    let width = replies.width
    return [Float](unsafeUninitializedCapacity: indices.count) { cosines, initialized in
      context.vector.withUnsafeBufferPointer { contextVector in
        replies.vectors.withUnsafeBufferPointer { vectors in
          var position = 0
          while position < indices.count {
            let index = indices[position]
            precondition(index >= 0 && index < replies.count, "reply index out of range")
            let vector = vectors.baseAddress! + index * width
            guard position + 1 < indices.count else {
              cosines[position] = VectorMath.dot(contextVector.baseAddress!, vector, width)
              position += 1
              break
            }
            let next = indices[position + 1]
            precondition(next >= 0 && next < replies.count, "reply index out of range")
            (cosines[position], cosines[position + 1]) = VectorMath.dot2(
              contextVector.baseAddress!, vector, vectors.baseAddress! + next * width, width)
            position += 2
          }
        }
      }
      initialized = indices.count
    }
  }

  /// The length of the context turn `key` repeats, 0 if none.
  private func echoLength(_ key: EchoKey?) -> Int {
    key.flatMap { context.turnKeys.contains($0) ? $0.length : nil } ?? 0
  }
}
