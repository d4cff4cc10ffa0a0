import Dispatch
import Foundation
import SmartReplyKit
import SmartReplyService

#if canImport(Glibc)
  import Glibc
#endif

/// `smartreply serve`: the HTTP/1.1 JSON API.
struct ServeCommand: Command {
  let name = "serve"
  let summary = "Serve suggestions, validation, drafts and ranking as an HTTP JSON API"
  let help = """
    USAGE: smartreply serve [--host <address>] [--port <n>] [--max-connections <n>] [--token-file <file>]
                            [--allow-unauthenticated] [--quiet] [--time-zone <IANA name>]
                            [--idle-timeout <s>] [--request-timeout <s>] [--threads <n>]
                            [--backend-url <url> --backend-model <name> [--backend-timeout <s>]]

    Endpoints: POST /v1/suggestions, /v1/validate, /v1/drafts, /v1/rank; GET /healthz, /readyz,
    /metrics, /openapi.json. Errors are application/problem+json (RFC 9457). One JSON access-log
    line per request goes to standard error (method, path, status, duration, bytes; never a body).
    SIGTERM or SIGINT: stop accepting, finish requests in flight (up to 10 s), exit 0.

    OPTIONS:
      --host <address>        address to bind (default 127.0.0.1); anything but loopback needs
                              --token-file or --allow-unauthenticated
      --port <n>              port (default 8080); 0 picks a free one, printed on start
      --max-connections <n>   open connections at most (default 512); more are answered 503
      --token-file <file>     require "Authorization: Bearer <the file's first line>" (but for
                              /healthz and /readyz)
      --allow-unauthenticated allow a non-loopback host without a token (a proxy authenticates)
      --quiet                 no access log
      --time-zone <name>      time zone of dates when a request names none (default: the system's)
      --idle-timeout <s>      seconds an idle keep-alive connection stays open (default 60)
      --request-timeout <s>   seconds a request may take once read (default 30)
      --threads <n>           worker threads serving requests (default: one per core)
      --backend-url <url>     a language-model server for /v1/drafts (else SMARTREPLY_LLM_BASE_URL)
      --backend-model <name>  its model
      --backend-timeout <s>   seconds to wait for it (default 20; never past the request's deadline)
    """
  let valuedOptions: Set<String> = [
    "host", "port", "max-connections", "token-file", "time-zone", "idle-timeout", "request-timeout", "threads",
    "backend-url", "backend-model", "backend-timeout",
  ]
  let flagOptions: Set<String> = ["allow-unauthenticated", "quiet"]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
    var configuration = ServiceConfiguration()
    configuration.host = arguments.value("host") ?? "127.0.0.1"
    configuration.port = try arguments.integer("port", default: 8080, in: 0...65_535)
    configuration.maxConnections = try arguments.integer("max-connections", default: 512, in: 1...100_000)
    configuration.allowUnauthenticated = arguments.flag("allow-unauthenticated")
    configuration.timeZone = try TimeZoneOption.parse(arguments)
    configuration.idleTimeout = .seconds(try arguments.number("idle-timeout", default: 60, in: 0.1...3600))
    configuration.requestDeadline = .seconds(try arguments.number("request-timeout", default: 30, in: 0.1...3600))
    configuration.workerThreads = try arguments.integer("threads", default: configuration.workerThreads, in: 1...256)
    configuration.draftBackend = try DraftBackendOption.parse(arguments)
    if let path = arguments.value("token-file") { configuration.token = try Self.token(path) }
    let generator = try SmartReplyGenerator.loadBundled()
    let server: SmartReplyServer
    let log: (@Sendable (String) -> Void)? =
      arguments.flag("quiet") ? nil : { @Sendable line in console.printError(line) }
    do throws(ServiceStartError) {
      server = try SmartReplyServer(configuration: configuration, generator: generator, log: log)
    } catch {
      throw UsageError(error.description)
    }
    let signals = [SIGTERM, SIGINT]
    let sources = signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { server.beginShutdown() }
      source.resume()
      return source
    }
    defer {
      for source in sources { source.cancel() }
      for number in signals { signal(number, SIG_DFL) }
    }
    let port: Int
    do throws(ServiceStartError) {
      port = try server.start()
    } catch {
      throw InputOutputError(error.description)
    }
    let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    console.print("smartreply serve: listening on http://\(host):\(port)")
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      server.whenStopped { continuation.resume() }
    }
    console.printError("smartreply serve: stopped")
    return 0
  }

  /// The token: the file's first line, without surrounding whitespace.
  static func token(_ path: String) throws -> String {
    let text: String
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      guard data.count <= 4096 else {
        throw UsageError("--token-file \(path) is over 4096 bytes; it should hold one token")
      }
      text = String(decoding: data, as: UTF8.self)
    } catch let error as UsageError {
      throw error
    } catch {
      throw InputOutputError("\(path): cannot read the token file")
    }
    let token = text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    guard !token.isEmpty else { throw UsageError("--token-file \(path) is empty") }
    return token
  }
}
