/// Maps a method and path to a handler: exact paths, `HEAD` wherever `GET` is, `OPTIONS`
/// everywhere (204 with `Allow`), 404 for unknown paths and 405 with `Allow` for other methods.
struct Router: Sendable {
  /// One path and its handlers by method.
  struct Route: Sendable {
    /// The path, which is also the `endpoint` label of metrics.
    var path: String
    /// Handlers by method.
    var handlers: [String: any EndpointHandler]
    /// Whether the route is served without a token (liveness and readiness probes).
    var isPublic = false

    /// The `Allow` header value.
    var allow: String {
      var methods = Set(handlers.keys)
      if methods.contains("GET") { methods.insert("HEAD") }
      methods.insert("OPTIONS")
      return methods.sorted().joined(separator: ", ")
    }
  }

  /// The outcome of matching.
  enum Match {
    /// A handler of `route`.
    case handler(any EndpointHandler, Route)
    /// `OPTIONS` on a known path.
    case options(Route)
    /// Known path, other method.
    case methodNotAllowed(Route)
    /// Unknown path.
    case notFound

    /// The route of the path, if any.
    var route: Route? {
      switch self {
      case .handler(_, let route), .options(let route), .methodNotAllowed(let route): route
      case .notFound: nil
      }
    }
  }

  /// The `endpoint` label for requests that match no route.
  static let unmatchedEndpoint = "unmatched"

  private let routes: [String: Route]

  /// Creates a router of `routes`.
  init(_ routes: [Route]) {
    self.routes = Dictionary(routes.map { ($0.path, $0) }) { first, _ in first }
  }

  /// Every path served.
  var paths: [String] { routes.keys.sorted() }

  /// Matches a request.
  func match(method: String, path: String) -> Match {
    guard let route = routes[path] else { return .notFound }
    if let handler = route.handlers[method] ?? (method == "HEAD" ? route.handlers["GET"] : nil) {
      return .handler(handler, route)
    }
    if method == "OPTIONS" { return .options(route) }
    return .methodNotAllowed(route)
  }
}
