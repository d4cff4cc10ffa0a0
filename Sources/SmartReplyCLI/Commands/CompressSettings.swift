import SmartReplyModel

/// What `smartreply compress` was asked for.
struct CompressSettings: Sendable {
  var input: String?
  var out: String?
  /// The embedding width to project a ranker's table to; nil keeps its width.
  var dimension: Int?

  /// Every option of `smartreply compress`, in the order help lists them.
  static let table = OptionTable(
    defaults: CompressSettings(),
    options: [
      .text("in", \.input, placeholder: "<file>", help: "the model (.srkm) or classifier (.srtc) to read; required"),
      .text("out", \.out, placeholder: "<file>", help: "where to write it (may be the same file); required"),
      CommandOption(
        name: "dimension", placeholder: "<n>",
        help:
          "rankers only: project the embedding table onto its top n principal directions (a multiple of \(ModelFile.embeddingDimensionMultiple), below the table's width); default: keep the width",
        shownDefault: { _ in nil },
        read: { arguments, settings in
          guard arguments.value("dimension") != nil else { return }
          let value = try arguments.integer("dimension", default: 0, in: ModelFile.embeddingDimensions)
          guard value.isMultiple(of: ModelFile.embeddingDimensionMultiple) else {
            throw UsageError("--dimension must be a multiple of \(ModelFile.embeddingDimensionMultiple)")
          }
          settings.dimension = value
        }),
    ])
}
