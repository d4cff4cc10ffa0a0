import Foundation
import SmartReplyModel
import SmartReplyTraining

/// `smartreply compress`: rewrites a trained model file in the current, smaller format, and can
/// narrow a ranker's embedding table, all without retraining.
struct CompressCommand: Command {
  let name = "compress"
  let summary = "Rewrite a model or classifier file smaller (8-bit classifiers, a narrower ranker table)"
  let help = """
    USAGE: smartreply compress --in <file> --out <file> [--dimension <n>]

    Reads a reply ranker (.srkm) or a text classifier (.srtc) of any readable format version and
    writes it in the current one: a classifier with 8-bit weights and a float16 scale per feature
    bucket, a ranker with float16 row scales. With --dimension, a ranker's embedding table is
    projected onto its top n principal directions (uncentred, from the table's rows) and the
    projection folded into each tower's first dense layer, so the model scores nearly as before
    with n/width of the table's bytes. Prints the sizes and the share of the table's energy kept.

    OPTIONS:
    \(CompressSettings.table.help())
    """
  var valuedOptions: Set<String> { CompressSettings.table.valuedOptions }
  var flagOptions: Set<String> { CompressSettings.table.flagOptions }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    let settings = try CompressSettings.table.read(arguments)
    guard let input = settings.input else { throw UsageError("--in <file> is required") }
    guard let out = settings.out else { throw UsageError("--out <file> is required") }
    try OutputPath.checkWritable(out)
    let bytes: [UInt8]
    let written: [UInt8]
    var note = ""
    do {
      bytes = try ModelFile.readBytes(of: URL(fileURLWithPath: input))
      if bytes.starts(with: Array("SRTC".utf8)) {
        guard settings.dimension == nil else {
          throw UsageError("--dimension is for rankers; \(input) is a classifier")
        }
        written = try TextClassifierFile.encode(try TextClassifierFile.decode(bytes, file: input))
      } else {
        var model = try ModelFile.decode(bytes, file: input)
        if let dimension = settings.dimension {
          let width = model.header.embeddingDimension
          guard dimension < width else {
            throw UsageError("--dimension \(dimension) is not below the table's width \(width)")
          }
          let projection = EmbeddingProjection(principalDirectionsOf: model.encoder.embedding, dimension: dimension)
          model = projection.apply(to: model)
          var header = model.header
          header.provenance["compression"] = "smartreply compress --dimension \(dimension)"
          header.provenance["compressionRetainedEnergy"] = String(format: "%.4f", projection.retainedEnergy)
          model = ReplyRankingModel(header: header, encoder: model.encoder, lexicalScorer: model.lexicalScorer)
          note = String(
            format: "; %d of %d principal directions keep %.1f %% of the table's energy", dimension, width,
            projection.retainedEnergy * 100)
        }
        written = try ModelFile.encode(model)
      }
    } catch let error as ModelFileError {
      throw InputOutputError(error.description)
    }
    do {
      try Data(written).write(to: URL(fileURLWithPath: out))
    } catch {
      throw InputOutputError("cannot write \(out): \(error.localizedDescription)")
    }
    console.print(
      String(
        format: "wrote %@: %d → %d bytes (%.2f → %.2f MB)%@", out, bytes.count, written.count,
        Double(bytes.count) / 1_000_000, Double(written.count) / 1_000_000, note))
    return 0
  }
}
