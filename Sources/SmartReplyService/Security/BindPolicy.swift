import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Without a token, only loopback addresses may be bound (unless explicitly allowed).
enum BindPolicy {
  /// Whether every address `host` stands for is a loopback address (127.0.0.0/8, ::1).
  static func isLoopback(_ host: String) -> Bool {
    let addresses = ListeningSocket.resolve(host: host, port: 0)
    guard !addresses.isEmpty else { return false }
    return addresses.allSatisfy(\.isLoopback)
  }

  /// Refuses a non-loopback host without a token unless `allowUnauthenticated`.
  static func check(_ configuration: ServiceConfiguration) throws(ServiceStartError) {
    guard configuration.token == nil, !configuration.allowUnauthenticated else { return }
    guard isLoopback(configuration.host) else {
      throw ServiceStartError(
        "refusing to listen on \(configuration.host) without authentication: give --token-file FILE, "
          + "or --allow-unauthenticated if a proxy in front authenticates")
    }
  }
}
