/// The stable kinds of problem the service answers with; each has a status, a title and a `type`
/// URI (`urn:smartreplykit:problem:<code>`) clients can match on.
package enum ProblemType: String, Sendable, CaseIterable {
  /// The request line or a header field is malformed.
  case malformedRequest = "malformed-request"
  /// An HTTP/1.1 request without exactly one `Host`.
  case missingHost = "missing-host"
  /// `Content-Length` is not a number or its values disagree.
  case invalidContentLength = "invalid-content-length"
  /// A query parameter is out of range.
  case invalidParameter = "invalid-parameter"
  /// The body is not UTF-8.
  case invalidUTF8 = "invalid-utf8"
  /// The body is not JSON.
  case invalidJSON = "invalid-json"
  /// No valid bearer token.
  case unauthorized
  /// No such endpoint.
  case notFound = "not-found"
  /// The endpoint does not take this method (see `Allow`).
  case methodNotAllowed = "method-not-allowed"
  /// The head or body did not arrive in time.
  case requestTimeout = "request-timeout"
  /// A POST without `Content-Length` (or with a chunked body).
  case lengthRequired = "length-required"
  /// The body is over the limit.
  case contentTooLarge = "content-too-large"
  /// The body is not JSON by its `Content-Type`.
  case unsupportedMediaType = "unsupported-media-type"
  /// The context cannot be read, or has errors (see `diagnostics` or `errors`).
  case invalidContext = "invalid-context"
  /// A request object with a missing or mistyped field.
  case invalidRequest = "invalid-request"
  /// `/v1/drafts` needs a mail context.
  case notMailContext = "not-mail-context"
  /// The thread gets no draft (junk or promotional mail).
  case noDraft = "no-draft"
  /// The request line and headers are over the limit.
  case headerFieldsTooLarge = "header-fields-too-large"
  /// A fault of the server.
  case internalError = "internal-error"
  /// A method the server does not implement.
  case methodNotImplemented = "method-not-implemented"
  /// A transfer coding other than chunked.
  case transferCodingNotImplemented = "transfer-coding-not-implemented"
  /// Too many connections: retry after `Retry-After` seconds.
  case overCapacity = "over-capacity"
  /// The server is shutting down.
  case shuttingDown = "shutting-down"
  /// The request took longer than the per-request deadline.
  case deadlineExceeded = "deadline-exceeded"
  /// Not HTTP/1.1 or HTTP/1.0.
  case httpVersionNotSupported = "http-version-not-supported"

  /// The `type` member: `urn:smartreplykit:problem:<code>`.
  package var uri: String { "urn:smartreplykit:problem:\(rawValue)" }

  /// The HTTP status.
  package var status: Int {
    switch self {
    case .malformedRequest, .missingHost, .invalidContentLength, .invalidParameter, .invalidUTF8, .invalidJSON: 400
    case .unauthorized: 401
    case .notFound: 404
    case .methodNotAllowed: 405
    case .requestTimeout: 408
    case .lengthRequired: 411
    case .contentTooLarge: 413
    case .unsupportedMediaType: 415
    case .invalidContext, .invalidRequest, .notMailContext, .noDraft: 422
    case .headerFieldsTooLarge: 431
    case .internalError: 500
    case .methodNotImplemented, .transferCodingNotImplemented: 501
    case .overCapacity, .shuttingDown, .deadlineExceeded: 503
    case .httpVersionNotSupported: 505
    }
  }

  /// A short, fixed summary.
  package var title: String {
    switch self {
    case .malformedRequest: "Malformed request"
    case .missingHost: "Missing Host header"
    case .invalidContentLength: "Invalid Content-Length"
    case .invalidParameter: "Invalid query parameter"
    case .invalidUTF8: "Body is not UTF-8"
    case .invalidJSON: "Body is not valid JSON"
    case .unauthorized: "Authentication required"
    case .notFound: "No such endpoint"
    case .methodNotAllowed: "Method not allowed"
    case .requestTimeout: "Request timed out"
    case .lengthRequired: "Content-Length required"
    case .contentTooLarge: "Body too large"
    case .unsupportedMediaType: "Body must be JSON"
    case .invalidContext: "Invalid conversation context"
    case .invalidRequest: "Invalid request"
    case .notMailContext: "Not a mail context"
    case .noDraft: "No draft for this thread"
    case .headerFieldsTooLarge: "Request header fields too large"
    case .internalError: "Internal error"
    case .methodNotImplemented: "Method not implemented"
    case .transferCodingNotImplemented: "Transfer coding not implemented"
    case .overCapacity: "Too many connections"
    case .shuttingDown: "Shutting down"
    case .deadlineExceeded: "Deadline exceeded"
    case .httpVersionNotSupported: "HTTP version not supported"
    }
  }
}
