import Foundation
import SmartReplyKit
import SmartReplyModel
import Synchronization

/// The service's Prometheus metrics: requests by endpoint and status, latency by endpoint,
/// suggestion outcomes by reason, requests in flight and connections.
final class ServiceMetrics: Sendable {
  /// Requests of one endpoint: counts by status, and latency.
  private struct EndpointRequests {
    var statuses: [Int: Int] = [:]
    var latency = LatencyHistogram()

    mutating func record(status: Int, seconds: Double) {
      statuses[status, default: 0] += 1
      latency.observe(seconds)
    }

    mutating func add(_ other: EndpointRequests) {
      statuses.merge(other.statuses, uniquingKeysWith: +)
      latency.add(other.latency)
    }
  }

  private struct State {
    var requests: [String: EndpointRequests] = [:]
    /// Suggestion requests by outcome (`shown`, `not_shown`) and reason (`none` when shown).
    var suggestions: [String: Int] = [:]
    var connectionsAccepted = 0
    var connectionsRejected = 0
  }

  /// Counters are spread over shards picked by thread, so that connections on different threads
  /// rarely wait for each other; rendering adds them up.
  private final class Shard: Sendable {
    let state = Locked(State())
  }
  private let shards = (0..<16).map { _ in Shard() }

  /// The calling thread's shard: its id (the address of its control block) spread over the 16
  /// by Fibonacci hashing, which costs a multiplication where `Hasher` costs a few hundred.
  private var shard: Shard {
    shards[Int(truncatingIfNeeded: (UInt64(pthread_self()) &* 0x9E37_79B9_7F4A_7C15) >> 60)]
  }
  /// Requests being handled.
  let inFlight = Atomic<Int>(0)
  /// Open connections (the cap counts these).
  let openConnections = Atomic<Int>(0)

  /// Records a finished request.
  func record(endpoint: String, status: Int, seconds: Double) {
    shard.state.withLock { $0.requests[endpoint, default: EndpointRequests()].record(status: status, seconds: seconds) }
  }

  /// Records whether suggestions were shown, and if not, why.
  func recordSuggestions(_ result: SmartReplyResult) {
    let key = result.status == .success ? "shown\u{0}none" : "not_shown\u{0}\(result.reason?.rawValue ?? "unknown")"
    shard.state.withLock { $0.suggestions[key, default: 0] += 1 }
  }

  /// Records an accepted connection.
  func connectionAccepted() { shard.state.withLock { $0.connectionsAccepted += 1 } }

  /// Records a connection refused for being over the cap.
  func connectionRejected() { shard.state.withLock { $0.connectionsRejected += 1 } }

  /// The text exposition format (version 0.0.4).
  func render() -> String {
    var snapshot = State()
    for shard in shards {
      let part = shard.state.withLock { $0 }
      for (endpoint, requests) in part.requests {
        snapshot.requests[endpoint, default: EndpointRequests()].add(requests)
      }
      snapshot.suggestions.merge(part.suggestions, uniquingKeysWith: +)
      snapshot.connectionsAccepted += part.connectionsAccepted
      snapshot.connectionsRejected += part.connectionsRejected
    }
    var lines: [String] = []
    lines.append("# HELP smartreply_http_requests_total HTTP requests by endpoint and status.")
    lines.append("# TYPE smartreply_http_requests_total counter")
    let endpoints = snapshot.requests.sorted { $0.key < $1.key }
    for (endpoint, requests) in endpoints {
      for (status, count) in requests.statuses.sorted(by: { $0.key < $1.key }) {
        lines.append("smartreply_http_requests_total{endpoint=\"\(endpoint)\",status=\"\(status)\"} \(count)")
      }
    }
    lines.append("# HELP smartreply_http_request_duration_seconds Time from a request's head to its response.")
    lines.append("# TYPE smartreply_http_request_duration_seconds histogram")
    for (endpoint, requests) in endpoints {
      lines += requests.latency.lines(
        name: "smartreply_http_request_duration_seconds", labels: "endpoint=\"\(endpoint)\"")
    }
    lines.append("# HELP smartreply_suggestions_total Suggestion requests: shown or not, and why not.")
    lines.append("# TYPE smartreply_suggestions_total counter")
    for (key, count) in snapshot.suggestions.sorted(by: { $0.key < $1.key }) {
      let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
      lines.append("smartreply_suggestions_total{outcome=\"\(parts[0])\",reason=\"\(parts[1])\"} \(count)")
    }
    lines.append("# HELP smartreply_http_requests_in_flight Requests being handled.")
    lines.append("# TYPE smartreply_http_requests_in_flight gauge")
    lines.append("smartreply_http_requests_in_flight \(inFlight.load(ordering: .relaxed))")
    lines.append("# HELP smartreply_http_connections Open client connections.")
    lines.append("# TYPE smartreply_http_connections gauge")
    lines.append("smartreply_http_connections \(openConnections.load(ordering: .relaxed))")
    lines.append("# HELP smartreply_http_connections_accepted_total Connections accepted and served.")
    lines.append("# TYPE smartreply_http_connections_accepted_total counter")
    lines.append("smartreply_http_connections_accepted_total \(snapshot.connectionsAccepted)")
    lines.append("# HELP smartreply_http_connections_rejected_total Connections over the cap, answered 503.")
    lines.append("# TYPE smartreply_http_connections_rejected_total counter")
    lines.append("smartreply_http_connections_rejected_total \(snapshot.connectionsRejected)")
    lines.append("# HELP process_resident_memory_bytes Resident memory size in bytes.")
    lines.append("# TYPE process_resident_memory_bytes gauge")
    lines.append("process_resident_memory_bytes \(Self.residentMemoryBytes())")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The resident set size from `/proc/self/statm` (0 where it cannot be read).
  static func residentMemoryBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
