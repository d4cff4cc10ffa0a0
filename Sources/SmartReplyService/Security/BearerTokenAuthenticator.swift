/// Checks `Authorization: Bearer <token>` in constant time (the time does not depend on where the
/// tokens differ, nor, beyond the sent header's own length, on the token's length).
struct BearerTokenAuthenticator: Sendable {
  private let token: [UInt8]

  /// Creates an authenticator for `token` (not empty).
  init(token: String) { self.token = Array(token.utf8) }

  /// The `WWW-Authenticate` value of a 401.
  static let challenge = #"Bearer realm="smartreply""#

  /// Whether the header value carries the token.
  func accepts(_ authorization: String?) -> Bool {
    guard let authorization else { return false }
    let bytes = Array(authorization.utf8)
    let scheme = Array("bearer ".utf8)
    guard bytes.count > scheme.count,
      zip(bytes.prefix(scheme.count), scheme).allSatisfy({ ($0 | 0x20) == $1 })
    else { return false }
    let sent = bytes.dropFirst(scheme.count)
    return Self.constantTimeEqual(Array(sent), token)
  }

  /// Compares every byte of the longer input, whatever the contents.
  static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    var difference = UInt8(truncatingIfNeeded: a.count ^ b.count) | UInt8(a.count == b.count ? 0 : 1)
    let count = max(a.count, b.count)
    for index in 0..<count {
      let x = index < a.count ? a[index] : 0
      let y = index < b.count ? b[index] : 0
      difference |= x ^ y
    }
    return difference == 0
  }
}
