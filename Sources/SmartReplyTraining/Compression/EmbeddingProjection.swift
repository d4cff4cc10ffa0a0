import SmartReplyModel

/// Narrows a trained ranker's embedding table without retraining. Both towers begin with a linear
/// bag (rows summed, divided by √n) and a dense layer, so with `P` an orthonormal basis of the
/// table's top principal directions (`width × dimension`), `bag(E) · W ≈ bag(E · P) · (Pᵀ · W)`:
/// the table keeps `E · P`, quantised again per row, and `Pᵀ` is folded into the first layer of
/// each tower (of each bag's block in the context tower). The directions are those of the rows'
/// uncentred second moment, so the rows' mean needs no term of its own; dropped is what the table
/// holds least of.
package struct EmbeddingProjection: Sendable {
  /// The basis, `width × dimension`, row-major.
  let basis: [Double]
  /// Width of the table it reads.
  let width: Int
  /// Width it projects to.
  let dimension: Int
  /// Share of the rows' squared length the kept directions hold.
  package let retainedEnergy: Double

  /// The top `dimension` principal directions of `table`'s rows (scales read as float16, as
  /// format 2 stores them, so a format-1 file and the same model in format 2 give the same basis).
  package init(principalDirectionsOf table: QuantizedEmbeddingTable, dimension: Int) {
    precondition((1...table.dimension).contains(dimension))
    self.init(moment: Self.rowMoment(table), width: table.dimension, dimension: dimension)
  }

  /// The rows' uncentred second moment `Eᵀ · E`, `width × width`.
  private static func rowMoment(_ table: QuantizedEmbeddingTable) -> [Double] {
    let width = table.dimension
    var moment = [Double](repeating: 0, count: width * width)
    var row = [Double](repeating: 0, count: width)
    for index in 0..<table.rowCount {
      let scale = Double(Float(Float16(table.scales[index])))
      guard scale > 0 else { continue }
      for column in 0..<width { row[column] = Double(table.values[index * width + column]) * scale }
      for first in 0..<width where row[first] != 0 {
        for second in first..<width { moment[first * width + second] += row[first] * row[second] }
      }
    }
    for first in 0..<width {
      for second in 0..<first { moment[first * width + second] = moment[second * width + first] }
    }
    return moment
  }

  /// The top `dimension` eigenvectors of `moment` (`width × width`).
  private init(moment: [Double], width: Int, dimension: Int) {
    let eigen = SymmetricEigen(moment, size: width)
    var basis = [Double](repeating: 0, count: width * dimension)
    for (column, vector) in eigen.vectors.prefix(dimension).enumerated() {
      for index in 0..<width { basis[index * dimension + column] = vector[index] }
    }
    let total = eigen.values.reduce(0) { $0 + max($1, 0) }
    self.basis = basis
    self.width = width
    self.dimension = dimension
    retainedEnergy = total > 0 ? eigen.values.prefix(dimension).reduce(0) { $0 + max($1, 0) } / total : 1
  }

  /// `model` with its table projected and the basis folded into both towers' first layers; the
  /// rest (later layers, prior, lexical scorer, score weights, provenance) as it was.
  package func apply(to model: ReplyRankingModel) -> ReplyRankingModel {
    let encoder = model.encoder
    precondition(encoder.embedding.dimension == width)
    var contextLayers = encoder.contextLayers
    var replyLayers = encoder.replyLayers
    contextLayers[0] = fold(into: contextLayers[0], blocks: ContextFeatures.bagCount)
    replyLayers[0] = fold(into: replyLayers[0], blocks: 1)
    var header = model.header
    header.embeddingDimension = dimension
    header.contextLayers = contextLayers.map(\.shape)
    header.replyLayers = replyLayers.map(\.shape)
    return ReplyRankingModel(
      header: header,
      encoder: DualEncoder(
        embedding: project(encoder.embedding), priorWeights: encoder.priorWeights, contextLayers: contextLayers,
        replyLayers: replyLayers, logitScale: encoder.logitScale),
      lexicalScorer: model.lexicalScorer)
  }

  /// `table`'s rows projected onto the basis and quantised again per row.
  func project(_ table: QuantizedEmbeddingTable) -> QuantizedEmbeddingTable {
    precondition(table.dimension == width)
    var projected = [Float](repeating: 0, count: table.rowCount * dimension)
    var sums = [Double](repeating: 0, count: dimension)
    for index in 0..<table.rowCount {
      let scale = Double(Float(Float16(table.scales[index])))
      guard scale > 0 else { continue }
      for column in 0..<dimension { sums[column] = 0 }
      for input in 0..<width {
        let value = Double(table.values[index * width + input]) * scale
        guard value != 0 else { continue }
        for column in 0..<dimension { sums[column] += value * basis[input * dimension + column] }
      }
      for column in 0..<dimension { projected[index * dimension + column] = Float(sums[column]) }
    }
    return QuantizedEmbeddingTable(quantizing: projected, rowCount: table.rowCount, dimension: dimension)
  }

  /// `layer` reading `blocks` bags of the narrowed width: `Pᵀ` applied to each block of its
  /// input rows.
  func fold(into layer: DenseLayer, blocks: Int) -> DenseLayer {
    precondition(layer.inputSize == blocks * width)
    let outputs = layer.outputSize
    var weights = [Float](repeating: 0, count: blocks * dimension * outputs)
    var sums = [Double](repeating: 0, count: outputs)
    for block in 0..<blocks {
      for column in 0..<dimension {
        for output in 0..<outputs { sums[output] = 0 }
        for input in 0..<width {
          let factor = basis[input * dimension + column]
          let source = (block * width + input) * outputs
          for output in 0..<outputs { sums[output] += factor * Double(layer.weights[source + output]) }
        }
        let target = (block * dimension + column) * outputs
        for output in 0..<outputs { weights[target + output] = Float(sums[output]) }
      }
    }
    return DenseLayer(
      inputSize: blocks * dimension, outputSize: outputs, weights: weights, bias: layer.bias,
      activation: layer.activation)
  }
}
