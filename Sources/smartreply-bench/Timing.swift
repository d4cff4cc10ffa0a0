import Foundation

/// Wall-clock percentiles of a repeated operation.
struct Measurement {
  var iterations: Int
  var p50: Double
  var p95: Double
  var mean: Double
}

enum Timing {
  /// Runs `body` a few times to warm up, then `iterations` times, timing each run.
  static func measure(iterations: Int, _ body: () -> Void) -> Measurement {
    for _ in 0..<min(10, iterations) { body() }
    var samples = [Double]()
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    samples.sort()
    return Measurement(
      iterations: iterations, p50: samples[samples.count / 2],
      p95: samples[min(samples.count - 1, samples.count * 95 / 100)],
      mean: samples.reduce(0, +) / Double(samples.count))
  }

  /// The process's peak resident set size.
  static func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1_024
  }
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// The printed results.
struct BenchmarkTable {
  private var rows: [(String, Measurement)] = []

  mutating func add(_ name: String, _ measurement: Measurement) { rows.append((name, measurement)) }

  func render() -> String {
    var lines = ["| operation | iterations | p50 µs | p95 µs | mean µs |", "|---|---|---|---|---|"]
    for (name, m) in rows {
      lines.append(String(format: "| %@ | %d | %.1f | %.1f | %.1f |", name, m.iterations, m.p50, m.p95, m.mean))
    }
    return lines.joined(separator: "\n")
  }
}
