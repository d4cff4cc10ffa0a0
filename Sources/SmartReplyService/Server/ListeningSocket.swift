import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A bound, listening TCP socket.
struct ListeningSocket: Sendable {
  /// One address of a host.
  struct Address: Sendable {
    var storage: sockaddr_storage
    var length: socklen_t

    var family: Int32 { Int32(storage.ss_family) }

    /// 127.0.0.0/8, ::1, or an IPv4-mapped loopback address.
    var isLoopback: Bool {
      var copy = storage
      return withUnsafePointer(to: &copy) { pointer in
        if family == AF_INET {
          return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
            UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 24 == 127
          }
        }
        if family == AF_INET6 {
          return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
            let bytes = withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) }
            if bytes == [UInt8](repeating: 0, count: 15) + [1] { return true }
            return bytes.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] && bytes[12] == 127
          }
        }
        return false
      }
    }
  }

  /// The descriptor.
  let descriptor: Int32
  /// The port bound (the chosen one when 0 was asked for).
  let port: Int

  /// The addresses of `host` for a passive TCP socket.
  static func resolve(host: String, port: Int) -> [Address] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>? = nil
    guard getaddrinfo(host, String(port), &hints, &list) == 0 else { return [] }
    defer { freeaddrinfo(list) }
    var addresses: [Address] = []
    var node = list
    while let current = node {
      if let address = current.pointee.ai_addr {
        var storage = sockaddr_storage()
        let length = current.pointee.ai_addrlen
        withUnsafeMutableBytes(of: &storage) { target in
          target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(length)))
        }
        addresses.append(Address(storage: storage, length: length))
      }
      node = current.pointee.ai_next
    }
    return addresses
  }

  /// Binds the first address of `host` that can be bound and listens.
  static func bind(host: String, port: Int) throws(ServiceStartError) -> ListeningSocket {
    guard (0...65_535).contains(port) else { throw ServiceStartError("port \(port) is not 0 to 65535") }
    let addresses = resolve(host: host, port: port)
    guard !addresses.isEmpty else { throw ServiceStartError("cannot resolve host '\(host)'") }
    var lastError: Int32 = 0
    for address in addresses {
      let descriptor = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard descriptor >= 0 else {
        lastError = errno
        continue
      }
      var yes: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
      var storage = address.storage
      let bound = withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(descriptor, $0, address.length) }
      }
      guard bound == 0, listen(descriptor, SOMAXCONN) == 0 else {
        lastError = errno
        close(descriptor)
        continue
      }
      return ListeningSocket(descriptor: descriptor, port: boundPort(descriptor))
    }
    throw ServiceStartError("cannot listen on \(host):\(port): \(String(cString: strerror(lastError)))")
  }

  private static func boundPort(_ descriptor: Int32) -> Int {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    let family = Int32(storage.ss_family)
    return withUnsafePointer(to: &storage) { pointer in
      if family == AF_INET6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          Int(UInt16(bigEndian: $0.pointee.sin6_port))
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin_port))
      }
    }
  }
}
