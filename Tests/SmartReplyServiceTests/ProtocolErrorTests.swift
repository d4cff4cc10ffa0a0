import Foundation
import Testing

/// Malformed and refused requests: each gets its problem+json answer, and the server goes on.
@Suite struct ProtocolErrorTests {
  /// Sends raw bytes on a fresh connection and reads one response.
  func raw(_ server: TestServer, _ text: String) throws -> TestResponse {
    let client = try server.client()
    defer { client.close() }
    client.send(text)
    return try client.readResponse().unwrap("no response")
  }

  @Test func malformedRequestLinesAndHeaders() throws {
    let server = try TestServer()
    let cases = [
      "GET\r\nHost: x\r\n\r\n", "GET /healthz\r\nHost: x\r\n\r\n", "GET  /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET healthz HTTP/1.1\r\nHost: x\r\n\r\n", "GET /healthz HTTP/1.1 extra\r\nHost: x\r\n\r\n",
      "GET /healthz FTP/1.1\r\nHost: x\r\n\r\n", "G(T /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET /healthz HTTP/1.1\r\nHost : x\r\n\r\n", "GET /healthz HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n",
      "GET /healthz HTTP/1.1\r\nno colon\r\n\r\n", "GET /healthz HTTP/1.1\nHost: x\r\n\r\n",
      "GET /hea\u{7F}lthz HTTP/1.1\r\nHost: x\r\n\r\n",
    ]
    for text in cases {
      let response = try raw(server, text)
      #expect(response.isProblem("malformed-request", 400), "\(text.debugDescription)")
      #expect(response.headers["connection"] == "close")
    }
    #expect(try raw(server, "GET /healthz HTTP/1.1\r\n\r\n").isProblem("missing-host", 400))
    #expect(try raw(server, "GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n").isProblem("http-version-not-supported", 505))
    #expect(try raw(server, "GET /healthz HTTP/1.0\r\n\r\n").status == 200)
    #expect(try raw(server, "\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
    #expect(try raw(server, "GET http://127.0.0.1/healthz HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
    #expect(try server.send("GET", "/healthz").status == 200)
  }

  @Test func unknownPathsAndMethods() throws {
    let server = try TestServer()
    #expect(try server.send("GET", "/v2/suggestions").isProblem("not-found", 404))
    let get = try server.send("GET", "/v1/suggestions")
    #expect(get.isProblem("method-not-allowed", 405) && get.headers["allow"] == "OPTIONS, POST")
    let post = try server.send("POST", "/healthz", body: "{}")
    #expect(post.isProblem("method-not-allowed", 405) && post.headers["allow"] == "GET, HEAD, OPTIONS")
    #expect(try server.send("BREW", "/healthz").isProblem("method-not-implemented", 501))
    #expect(try server.send("get", "/healthz").isProblem("method-not-implemented", 501))
  }

  @Test func contentLengthProblems() throws {
    let server = try TestServer()
    let head = "POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    #expect(try raw(server, head + "\r\n").isProblem("length-required", 411))
    #expect(try raw(server, head + "Content-Length: -1\r\n\r\n").isProblem("invalid-content-length", 400))
    #expect(try raw(server, head + "Content-Length: 12abc\r\n\r\n").isProblem("invalid-content-length", 400))
    #expect(
      try raw(server, head + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}").isProblem(
        "invalid-content-length", 400))
    #expect(try raw(server, head + "Content-Length: 99999999999999999999\r\n\r\n").isProblem("content-too-large", 413))
    let chunked = try raw(server, head + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n")
    #expect(chunked.isProblem("length-required", 411) && chunked.json?["detail"] as? String != nil)
    #expect(try raw(server, head + "Transfer-Encoding: gzip\r\n\r\n").isProblem("transfer-coding-not-implemented", 501))
    // A Content-Length shorter than the body: the rest is read as the next request, which is malformed.
    let client = try server.client()
    defer { client.close() }
    client.send(head + "Content-Length: 2\r\n\r\n{}trailing garbage\r\n\r\n")
    let first = try client.readResponse().unwrap("first")
    #expect(first.status == 200 || first.isProblem("invalid-context", 422))
    #expect(try client.readResponse().unwrap("second").isProblem("malformed-request", 400))
  }

  @Test func bodiesThatAreNotJSON() throws {
    let server = try TestServer()
    #expect(try server.send("POST", "/v1/suggestions", body: "{\"entries\": [").isProblem("invalid-json", 400))
    #expect(try server.send("POST", "/v1/suggestions", body: "").isProblem("invalid-json", 400))
    #expect(try server.send("POST", "/v1/rank", body: "not json").isProblem("invalid-json", 400))
    #expect(try server.send("POST", "/v1/drafts", body: "{").isProblem("invalid-json", 400))
    let form = try server.send(
      "POST", "/v1/suggestions", body: "a=b", headers: ["Content-Type: application/x-www-form-urlencoded"])
    #expect(form.isProblem("unsupported-media-type", 415))
    #expect(try server.send("POST", "/v1/suggestions", body: Fixtures.mlKit, headers: []).status == 200)
    let duplicate = try server.send(
      "POST", "/v1/validate", body: #"{"schemaVersion": 1, "schemaVersion": 1, "type": "mail"}"#)
    #expect(duplicate.isProblem("invalid-context", 422))
  }

  @Test func deeplyNestedJSONIsRefusedWithoutHarm() throws {
    let server = try TestServer()
    let depth = 10_000
    let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    for body in [arrays, objects, String(repeating: "[", count: 500_000)] {
      for path in ["/v1/suggestions", "/v1/validate", "/v1/rank", "/v1/drafts"] {
        let status = try server.send("POST", path, body: body).status
        #expect(status == 400 || status == 422, "\(path)")
      }
    }
    #expect(try server.send("GET", "/healthz").status == 200)
  }

  @Test func invalidUTF8Bodies() throws {
    let server = try TestServer()
    for path in ["/v1/suggestions", "/v1/validate", "/v1/rank", "/v1/drafts"] {
      let client = try server.client()
      defer { client.close() }
      let body: [UInt8] = Array(#"{"text": "caf"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
      client.send(
        "POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n")
      client.send(body)
      let response = try client.readResponse().unwrap(path)
      #expect(response.isProblem("invalid-utf8", 400), "\(path)")
      #expect(response.headers["connection"] == nil)
    }
  }

  @Test func bodyOverOneMebibyteIsRefused() throws {
    let server = try TestServer()
    let client = try server.client()
    defer { client.close() }
    let size = 1_048_576 + 1
    client.send(
      "POST /v1/suggestions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(size)\r\n\r\n")
    client.send([UInt8](repeating: 0x20, count: size))
    let response = try client.readResponse().unwrap("413")
    #expect(response.isProblem("content-too-large", 413) && response.headers["connection"] == "close")
    // Exactly the limit is read (and is not JSON).
    let exact = try server.client()
    defer { exact.close() }
    exact.send("POST /v1/suggestions HTTP/1.1\r\nHost: x\r\nContent-Length: 1048576\r\n\r\n")
    exact.send([UInt8](repeating: 0x20, count: 1_048_576))
    #expect(try exact.readResponse().unwrap("exact").isProblem("invalid-json", 400))
  }

  @Test func expectContinueIsAnsweredAndRefusedEarlyWhenTooLarge() throws {
    let server = try TestServer()
    let client = try server.client()
    defer { client.close() }
    let body = Fixtures.mlKit
    client.send(
      "POST /v1/suggestions HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
    #expect(try client.readResponse(skipInterim: false).unwrap("100").status == 100)
    client.send(body)
    #expect(try client.readResponse().unwrap("200").status == 200)
    let big = try server.client()
    defer { big.close() }
    big.send("POST /v1/suggestions HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5000000\r\n\r\n")
    #expect(try big.readResponse().unwrap("413").isProblem("content-too-large", 413))
  }

  @Test func hundredKibibyteHeadersAreRefused() throws {
    let server = try TestServer()
    let client = try server.client()
    defer { client.close() }
    var text = "GET /healthz HTTP/1.1\r\nHost: x\r\n"
    for index in 0..<100 { text += "X-Filler-\(index): " + String(repeating: "a", count: 1000) + "\r\n" }
    client.send(text + "\r\n")
    let response = try client.readResponse().unwrap("431")
    #expect(response.isProblem("header-fields-too-large", 431) && response.headers["connection"] == "close")
    #expect(client.isClosedByServer())
    // Just under the limit is fine.
    let fits = "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: " + String(repeating: "b", count: 16_000) + "\r\n\r\n"
    #expect(try raw(server, fits).status == 200)
  }
}
