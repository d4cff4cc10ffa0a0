import Foundation
import SmartReplyKit
import SmartReplyService

#if canImport(Glibc)
  import Glibc
#endif

enum LanguageModelBackendFixture {
  /// A backend on a loopback port where nothing listens.
  static var unreachable: LanguageModelBackend {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        _ = bind(descriptor, $0, length)
        return getsockname(descriptor, $0, &length)
      }
    }
    let port = UInt16(bigEndian: address.sin_port)
    close(descriptor)
    return LanguageModelBackend(
      baseURL: URL(string: "http://127.0.0.1:\(port)")!, model: "none", apiKey: nil, timeout: .seconds(2))
  }
}

enum ServiceConfigurationFixture {
  static func make(host: String) -> ServiceConfiguration {
    var configuration = ServiceConfiguration()
    configuration.host = host
    configuration.port = 0
    return configuration
  }

  /// Creates (without starting) a server for `configuration`.
  static func server(_ configuration: ServiceConfiguration) throws {
    _ = try SmartReplyServer(configuration: configuration, generator: SharedTestGenerator.generator, log: nil)
  }
}
