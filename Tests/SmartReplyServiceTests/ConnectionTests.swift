import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Keep-alive, pipelining, timeouts, the connection cap, concurrency and shutdown.
@Suite struct ConnectionTests {
  @Test func keepAliveAndPipelinedRequestsAreAnsweredInOrder() throws {
    let server = try TestServer()
    let client = try server.client()
    defer { client.close() }
    let pipelined =
      RawClient.request("GET", "/healthz")
      + RawClient.request("POST", "/v1/suggestions?maxCount=1", body: Fixtures.mlKit)
      + RawClient.request("GET", "/nowhere") + RawClient.request("POST", "/v1/validate", body: Fixtures.mlKit)
      + RawClient.request("GET", "/readyz")
    client.send(pipelined)
    let statuses = (0..<5).compactMap { _ in client.readResponse()?.status }
    #expect(statuses == [200, 200, 404, 200, 200])
    client.send(RawClient.request("GET", "/healthz", headers: ["Connection: close"]))
    let last = try client.readResponse().unwrap("last")
    #expect(last.status == 200 && last.headers["connection"] == "close" && client.isClosedByServer())
  }

  @Test func slowClientIsAnswered408AndClosed() throws {
    let server = try TestServer { $0.headerTimeout = .milliseconds(800) }
    let client = try server.client()
    defer { client.close() }
    let began = Date()
    var answered: TestResponse? = nil
    for byte in Array("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: yes\r\n\r\n".utf8) {
      guard client.send([byte]) else { break }
      usleep(100_000)
      if Date().timeIntervalSince(began) > 1.2 { break }
    }
    answered = client.readResponse()
    let response = try answered.unwrap("408")
    #expect(response.isProblem("request-timeout", 408) && response.headers["connection"] == "close")
    #expect(client.isClosedByServer())
    #expect(Date().timeIntervalSince(began) < 4)
  }

  @Test func slowBodyIsAnswered408() throws {
    let server = try TestServer { $0.bodyTimeout = .milliseconds(500) }
    let client = try server.client()
    defer { client.close() }
    client.send("POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"a\"")
    let response = try client.readResponse().unwrap("408")
    #expect(response.isProblem("request-timeout", 408))
    #expect(client.isClosedByServer())
  }

  @Test func idleKeepAliveConnectionsAreClosed() throws {
    let server = try TestServer { $0.idleTimeout = .milliseconds(300) }
    let client = try server.client()
    defer { client.close() }
    client.send(RawClient.request("GET", "/healthz"))
    #expect(try client.readResponse().unwrap("first").status == 200)
    let began = Date()
    #expect(client.isClosedByServer())
    #expect(Date().timeIntervalSince(began) < 3)
  }

  @Test func clientDisconnectingMidBodyLeavesTheServerServing() throws {
    let server = try TestServer()
    for _ in 0..<20 {
      let client = try server.client()
      client.send("POST /v1/suggestions HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n[{\"text\": \"half")
      client.close()
    }
    #expect(try server.send("GET", "/healthz").status == 200)
    let end = Date().addingTimeInterval(3)
    var metrics = ""
    repeat {
      metrics = try server.send("GET", "/metrics").text
      if metrics.contains("smartreply_http_connections 1\n") { break }
      usleep(20_000)
    } while Date() < end
    #expect(metrics.contains("smartreply_http_connections 1\n"))
  }

  @Test func connectionsOverTheCapGet503WithRetryAfter() throws {
    let server = try TestServer { $0.maxConnections = 2 }
    let first = try server.client()
    let second = try server.client()
    defer {
      first.close()
      second.close()
    }
    first.send(RawClient.request("GET", "/healthz"))
    second.send(RawClient.request("GET", "/healthz"))
    #expect(first.readResponse()?.status == 200 && second.readResponse()?.status == 200)
    let third = try server.client()
    defer { third.close() }
    third.send(RawClient.request("GET", "/healthz"))
    let refused = try third.readResponse().unwrap("503")
    #expect(refused.isProblem("over-capacity", 503) && refused.headers["retry-after"] == "1")
    #expect(third.isClosedByServer())
    first.close()
    let end = Date().addingTimeInterval(3)
    var status = 0
    repeat {
      status = (try? server.send("GET", "/healthz"))?.status ?? 0
      if status == 200 { break }
      usleep(20_000)
    } while Date() < end
    #expect(status == 200)
    second.close()
    var rejected = 0
    repeat {
      let metrics = (try? server.send("GET", "/metrics"))?.text ?? ""
      let line = metrics.split(separator: "\n").first { $0.hasPrefix("smartreply_http_connections_rejected_total ") }
      rejected = line.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
      if rejected > 0 { break }
      usleep(20_000)
    } while Date() < end
    #expect(rejected >= 1)
  }

  @Test func twoHundredConcurrentKeepAliveClients() throws {
    let server = try TestServer { $0.maxConnections = 256 }
    // The last of 200 suggestion requests queued at once waits for the 199 before it.
    let clients = try (0..<200).map { _ in try server.client() }
    defer { clients.forEach { $0.close() } }
    let failures = Mutex(0)
    let finished = runThreads(200, timeout: 40 * timeScale) { index in
      let client = clients[index]
      for round in 0..<3 {
        let request =
          round == 1
          ? RawClient.request("POST", "/v1/suggestions", body: Fixtures.mlKit)
          : RawClient.request("GET", "/healthz")
        client.send(request)
        if client.readResponse()?.status != 200 { failures.withLock { $0 += 1 } }
      }
    }
    #expect(finished)
    #expect(failures.withLock { $0 } == 0)
    let metrics = try server.send("GET", "/metrics").text
    #expect(metrics.contains(#"smartreply_http_requests_total{endpoint="/v1/suggestions",status="200"} 200"#))
  }

  @Test func shutdownFinishesRequestsInFlightAndClosesIdleConnections() throws {
    let server = try TestServer()
    let idle = try server.client()
    let busy = try server.client()
    defer {
      idle.close()
      busy.close()
    }
    idle.send(RawClient.request("GET", "/healthz"))
    #expect(idle.readResponse()?.status == 200)
    let body = Fixtures.mlKit
    let head = "POST /v1/suggestions HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
    busy.send(head + body.prefix(10))
    usleep(100_000)
    let done = Mutex(false)
    Thread {
      server.server.shutdown()
      done.withLock { $0 = true }
    }.start()
    usleep(200_000)
    #expect(idle.isClosedByServer())
    var refused = false
    let refusalEnd = Date().addingTimeInterval(3)
    while !refused && Date() < refusalEnd {
      if let client = try? server.client() { client.close() } else { refused = true }
      usleep(10_000)
    }
    #expect(refused)
    busy.send(String(body.dropFirst(10)))
    let response = try busy.readResponse().unwrap("in flight")
    #expect(response.status == 200 && response.headers["connection"] == "close")
    let end = Date().addingTimeInterval(5)
    while !done.withLock({ $0 }) && Date() < end { usleep(10_000) }
    #expect(done.withLock { $0 })
  }

  @Test func shutdownIsBoundedWhenAClientNeverFinishes() throws {
    let server = try TestServer {
      $0.shutdownGrace = .milliseconds(300)
      $0.bodyTimeout = .seconds(30)
    }
    let stuck = try server.client()
    defer { stuck.close() }
    stuck.send("POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
    // Until the server has read the head (in flight: the stuck request and the metrics request).
    let end = Date().addingTimeInterval(5)
    while Date() < end,
      !((try? server.send("GET", "/metrics"))?.text.contains("smartreply_http_requests_in_flight 2") ?? false)
    {
      usleep(10_000)
    }
    let began = Date()
    #expect(server.server.shutdown() == false)
    #expect(Date().timeIntervalSince(began) < 3)
    #expect(stuck.isClosedByServer())
  }
}
