import Foundation
import SmartReplyKit
import SmartReplyModel
import Synchronization

/// `GET /healthz`: the process is alive.
struct HealthHandler: EndpointHandler {
  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse { .json(encoding: ["status": "ok"]) }
}

/// `GET /readyz`: the models are loaded and the server is not shutting down (503 then).
struct ReadinessHandler: EndpointHandler {
  let languages: [Language]
  let draining: @Sendable () -> Bool

  private struct Readiness: Encodable {
    var status = "ready"
    var languages: [Language]
  }

  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    if draining() {
      return Problem(.shuttingDown, detail: "the server is shutting down").response
    }
    return .json(encoding: Readiness(languages: languages))
  }
}

/// `GET /metrics`: the Prometheus text format.
struct MetricsHandler: EndpointHandler {
  let metrics: ServiceMetrics

  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    HTTPResponse(
      status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", body: Array(metrics.render().utf8))
  }
}

/// `GET /openapi.json`: the committed OpenAPI 3.1 document, served as is.
struct OpenAPIHandler: EndpointHandler {
  let document: [UInt8]

  /// The document bundled with the service.
  static func bundledDocument() -> [UInt8] {
    guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json", subdirectory: "Resources"),
      let data = try? Data(contentsOf: url)
    else { return Array(#"{"openapi":"3.1.0","info":{"title":"missing","version":"0"},"paths":{}}"#.utf8) }
    return Array(data)
  }

  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: "application/json", body: document)
  }
}
