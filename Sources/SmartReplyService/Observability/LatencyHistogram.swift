/// A Prometheus histogram of durations in seconds: cumulative bucket counts, sum and count.
struct LatencyHistogram: Sendable {
  /// Upper bounds, in seconds.
  static let bounds: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

  private(set) var counts = [Int](repeating: 0, count: LatencyHistogram.bounds.count)
  private(set) var sum = 0.0
  private(set) var count = 0

  /// Adds one observation.
  mutating func observe(_ seconds: Double) {
    if let index = Self.bounds.firstIndex(where: { seconds <= $0 }) { counts[index] += 1 }
    sum += seconds
    count += 1
  }

  /// Adds another histogram's observations.
  mutating func add(_ other: LatencyHistogram) {
    for index in counts.indices { counts[index] += other.counts[index] }
    sum += other.sum
    count += other.count
  }

  /// The exposition lines for `name` with `labels` (`endpoint="/v1/rank"`).
  func lines(name: String, labels: String) -> [String] {
    var lines: [String] = []
    var cumulative = 0
    for (index, bound) in Self.bounds.enumerated() {
      cumulative += counts[index]
      lines.append("\(name)_bucket{\(labels),le=\"\(bound)\"} \(cumulative)")
    }
    lines.append("\(name)_bucket{\(labels),le=\"+Inf\"} \(count)")
    lines.append("\(name)_sum{\(labels)} \(sum)")
    lines.append("\(name)_count{\(labels)} \(count)")
    return lines
  }
}
