import Foundation
import SmartReplyKit

/// How `smartreply serve` listens, what it accepts and how long it waits.
public struct ServiceConfiguration: Sendable {
  /// The address to bind: `127.0.0.1` (default), `::1`, `0.0.0.0`, a host name.
  public var host = "127.0.0.1"
  /// The port; 0 picks a free one (see ``SmartReplyServer/port``).
  public var port = 8080
  /// Most open connections; one more is accepted, answered 503 with `Retry-After` and closed.
  public var maxConnections = 512
  /// Threads serving requests (they share the connections); one per core by default. Handlers
  /// that wait on the network (drafts with a language-model backend) run on threads of their own.
  public var workerThreads = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// The bearer token clients must send, when set.
  public var token: String? = nil
  /// Allows binding a non-loopback address without a token.
  public var allowUnauthenticated = false
  /// Most bytes of request line and header fields (431 beyond).
  public var maxHeadBytes = 16 * 1024
  /// Most bytes of a body (413 beyond).
  public var maxBodyBytes = 1024 * 1024
  /// Time allowed for the head, from its first byte (408 and close beyond).
  public var headerTimeout: Duration = .seconds(10)
  /// Time allowed for the body, once the head is read (408 and close beyond).
  public var bodyTimeout: Duration = .seconds(30)
  /// How long an idle keep-alive connection stays open.
  public var idleTimeout: Duration = .seconds(60)
  /// How long a response may take to be accepted by a client that does not read.
  public var writeTimeout: Duration = .seconds(10)
  /// Time allowed to handle a request once it is read (the language-model backend is given what
  /// remains; 503 `deadline-exceeded` beyond).
  public var requestDeadline: Duration = .seconds(30)
  /// How long shutdown waits for requests in flight before closing their connections.
  public var shutdownGrace: Duration = .seconds(10)
  /// Seconds clients are told to wait when the server is over capacity.
  public var retryAfterSeconds = 1
  /// The time zone dates are resolved in when a request names none.
  public var timeZone: TimeZone = .current
  /// The language-model backend for drafts (the built-in drafter is the fallback), if any.
  public var draftBackend: LanguageModelBackend? = nil

  /// The defaults: loopback, port 8080, 512 connections, no token.
  public init() {}
}

/// Why the server cannot start.
public struct ServiceStartError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var description: String

  /// Creates the error.
  package init(_ description: String) { self.description = description }
}
