import Foundation
import Testing

@Suite struct EndpointTests {
  @Test func suggestionsAnswerAsSuggestJSONWithActionsAndMaxCount() throws {
    let server = try TestServer()
    let response = try server.send("POST", "/v1/suggestions", body: Fixtures.example("en-mail-budget.json"))
    #expect(response.status == 200 && response.headers["content-type"] == "application/json")
    let json = try #require(response.json)
    #expect(json["status"] as? String == "success" && json["language"] as? String == "en" && json["reason"] is NSNull)
    #expect((json["suggestions"] as? [[String: Any]])?.count == 3)
    let action = try #require((json["actions"] as? [[String: Any]])?.first)
    #expect(action["type"] as? String == "addEvent" && action["start"] as? String == "2026-11-26T15:00:00-05:00")
    #expect(json["diagnostics"] is [Any])

    let one = try server.send("POST", "/v1/suggestions?maxCount=1", body: Fixtures.mlKit)
    #expect(one.status == 200 && (one.json?["suggestions"] as? [Any])?.count == 1)
    let tokyo = try server.send(
      "POST", "/v1/suggestions?timeZone=Asia/Tokyo", body: Fixtures.example("en-mail-budget.json"))
    #expect(((tokyo.json?["actions"] as? [[String: Any]])?.first?["start"] as? String)?.hasSuffix("+09:00") == true)
    for bad in ["maxCount=0", "maxCount=11", "maxCount=x", "timeZone=Mars/Base"] {
      #expect(
        try server.send("POST", "/v1/suggestions?\(bad)", body: Fixtures.mlKit).isProblem("invalid-parameter", 400))
    }
  }

  @Test func sensitiveTopicAndNoReplyReasonsAreReported() throws {
    let server = try TestServer()
    let grief =
      #"[{"text": "My grandmother passed away last night.", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false}]"#
    let json = try #require(try server.send("POST", "/v1/suggestions", body: grief).json)
    #expect(json["sensitiveTopic"] as? String == "grief")
    let own = try server.send("POST", "/v1/suggestions", body: Fixtures.example("info-last-entry-from-self.json"))
    #expect(own.status == 200 && own.json?["status"] as? String == "noReply")
    #expect(own.json?["reason"] as? String == "last-entry-from-self")
    let metrics = try server.send("GET", "/metrics").text
    #expect(metrics.contains(#"smartreply_suggestions_total{outcome="shown",reason="none"} 1"#))
    #expect(metrics.contains(#"smartreply_suggestions_total{outcome="not_shown",reason="last-entry-from-self"} 1"#))
  }

  @Test func invalidContextsAreProblemsWithDiagnosticsOrPaths() throws {
    let server = try TestServer()
    let faulty = try server.send(
      "POST", "/v1/suggestions", body: Fixtures.example("faulty-empty-thread-identifier.json"))
    #expect(faulty.isProblem("invalid-context", 422))
    let diagnostics = try #require(faulty.json?["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.contains {
        $0["code"] as? String == "empty-thread-identifier" && $0["path"] as? String == "threadIdentifier"
      })
    #expect(faulty.json?["reason"] as? String == "empty-thread-identifier")

    let missing =
      #"{"schemaVersion": 1, "type": "message", "entries": [{"text": "secret words", "senderIdentifier": "a"}]}"#
    let undecodable = try server.send("POST", "/v1/suggestions", body: missing)
    #expect(undecodable.isProblem("invalid-context", 422))
    let errors = try #require(undecodable.json?["errors"] as? [[String: Any]])
    #expect(errors.first?["path"] as? String == "entries[0].sentDate")
    #expect(!undecodable.text.contains("secret words"))
    let wrongType = try server.send("POST", "/v1/suggestions", body: #"{"schemaVersion": 1, "type": "fax"}"#)
    #expect(wrongType.isProblem("invalid-context", 422))
  }

  @Test func validateAnswersDiagnosticsAsValidateJSON() throws {
    let server = try TestServer()
    let response = try server.send("POST", "/v1/validate", body: Fixtures.example("warning-ids-order-names.json"))
    #expect(response.status == 200)
    let json = try #require(response.json)
    #expect(json["valid"] as? Bool == true && json["type"] as? String == "message" || json["type"] as? String == "mail")
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.contains { $0["code"] as? String == "duplicate-entry-identifier" })
    #expect(diagnostics.allSatisfy { $0.keys.sorted() == ["code", "fix", "message", "path", "severity"] })
    let errors = try server.send("POST", "/v1/validate", body: Fixtures.example("faulty-no-entries.json"))
    #expect(errors.status == 200 && errors.json?["valid"] as? Bool == false)
  }

  @Test func draftsUseTheBuiltInDrafterAndNeedMail() throws {
    let server = try TestServer()
    let mail = Fixtures.example("en-mail-budget.json")
    let response = try server.send(
      "POST", "/v1/drafts",
      body: #"{"context": \#(mail), "reply": "Yes, I'll be there", "timeZone": "America/New_York"}"#)
    #expect(response.status == 200)
    let json = try #require(response.json)
    #expect(json.keys.sorted() == ["body", "cc", "language", "notes", "subject", "to"])
    #expect(json["subject"] as? String == "Re: Budget call" && json["to"] as? [String] == ["Ana"])
    #expect((json["body"] as? String)?.contains("Thursday, November 26 at 15:00") == true)

    let notMail = try server.send("POST", "/v1/drafts", body: #"{"context": \#(Fixtures.mlKit), "reply": "OK"}"#)
    #expect(notMail.isProblem("not-mail-context", 422))
    #expect(try server.send("POST", "/v1/drafts", body: #"{"context": \#(mail)}"#).isProblem("invalid-request", 422))
    #expect(
      try server.send("POST", "/v1/drafts", body: #"{"context": \#(mail), "reply": "  "}"#).isProblem(
        "invalid-request", 422))
    #expect(try server.send("POST", "/v1/drafts", body: #"["not", "an", "object"]"#).isProblem("invalid-request", 422))
    let broken = try server.send(
      "POST", "/v1/drafts", body: #"{"context": {"schemaVersion": 1, "type": "mail", "entries": [{}]}, "reply": "OK"}"#)
    #expect(broken.isProblem("invalid-context", 422))
    #expect((broken.json?["errors"] as? [[String: Any]])?.first?["path"] as? String == "context.entries[0].text")
    let faulty = try server.send(
      "POST", "/v1/drafts",
      body: #"{"context": \#(Fixtures.example("faulty-empty-thread-identifier.json")), "reply": "OK"}"#)
    #expect(faulty.isProblem("invalid-context", 422) || faulty.isProblem("not-mail-context", 422))
  }

  @Test func draftsFallBackWhenTheBackendIsDownAndSaySo() throws {
    let server = try TestServer {
      $0.draftBackend = LanguageModelBackendFixture.unreachable
    }
    let mail = Fixtures.example("en-mail-budget.json")
    let response = try server.send("POST", "/v1/drafts", body: #"{"context": \#(mail), "reply": "Yes"}"#, timeout: 30)
    #expect(response.status == 200)
    #expect((response.json?["notes"] as? [String])?.first?.contains("language model unavailable") == true)
  }

  @Test func rankAnswersTheRankProtocol() throws {
    let server = try TestServer()
    let body =
      #"{"id": "a", "lang": "en", "context": [{"text": "Want to grab lunch?", "self": false}], "candidates": ["Sure, where?", "My tax form is due in April."]}"#
    let response = try server.send("POST", "/v1/rank", body: body)
    #expect(response.status == 200)
    let scores = try #require(response.json?["scores"] as? [Double])
    #expect(response.json?["id"] as? String == "a" && scores.count == 2 && scores[0] > scores[1])
    let guessed = try server.send(
      "POST", "/v1/rank", body: #"{"id": 7, "context": [{"text": "明日は空いてる？"}], "candidates": ["空いてるよ"]}"#)
    #expect(guessed.json?["id"] as? Int == 7 && (guessed.json?["warning"] as? String)?.contains("ja model") == true)
    let bad = try server.send("POST", "/v1/rank", body: #"{"id": "x", "context": [], "candidates": [3]}"#)
    #expect(bad.isProblem("invalid-request", 422) && bad.json?["id"] as? String == "x")
    #expect(bad.json?["detail"] as? String == "candidates[0]: expected a string")
  }

  @Test func probesMetricsAndOpenAPI() throws {
    let server = try TestServer()
    #expect(try server.send("GET", "/healthz").json?["status"] as? String == "ok")
    let ready = try server.send("GET", "/readyz")
    #expect(ready.status == 200 && ready.json?["languages"] as? [String] == ["en", "ja"])
    let head = try server.send("HEAD", "/healthz")
    #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] == "15")
    let options = try server.send("OPTIONS", "/v1/rank")
    #expect(options.status == 204 && options.headers["allow"] == "OPTIONS, POST")
    _ = try server.send("POST", "/v1/suggestions", body: Fixtures.mlKit)
    let metrics = try server.send("GET", "/metrics")
    #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
    for name in [
      #"smartreply_http_requests_total{endpoint="/v1/suggestions",status="200"} 1"#,
      #"smartreply_http_request_duration_seconds_bucket{endpoint="/v1/suggestions",le="+Inf"} 1"#,
      "smartreply_http_requests_in_flight ", "smartreply_http_connections ",
      "smartreply_http_connections_accepted_total",
      "smartreply_http_connections_rejected_total 0", "process_resident_memory_bytes",
    ] {
      #expect(metrics.text.contains(name), "\(name)")
    }
    let document = try server.send("GET", "/openapi.json")
    #expect(document.status == 200 && document.json?["openapi"] as? String == "3.1.0")
  }

  @Test func accessLogHasOneLinePerRequestAndNoMessageText() throws {
    let server = try TestServer()
    let secret = "zebra-papaya-7731"
    let body = #"[{"text": "Is \#(secret) ok?", "timestamp": 1764406800000, "userID": "sam", "isLocalUser": false}]"#
    _ = try server.send("POST", "/v1/suggestions?maxCount=2", body: body)
    _ = try server.send(
      "POST", "/v1/suggestions", body: #"{"schemaVersion": 1, "type": "mail", "entries": [{"text": "\#(secret)"}]}"#)
    _ = try server.send("POST", "/v1/validate", body: "{\"\(secret)\": ")
    let log = server.log(count: 3)
    #expect(log.count == 3)
    #expect(log.allSatisfy { !$0.contains(secret) })
    let first = try #require(try JSONSerialization.jsonObject(with: Data(log[0].utf8)) as? [String: Any])
    #expect(first["method"] as? String == "POST" && first["path"] as? String == "/v1/suggestions")
    #expect(
      first["status"] as? Int == 200 && (first["durationMs"] as? Double) != nil && (first["bytes"] as? Int ?? 0) > 0)
  }

  @Test func bearerTokenIsRequiredExceptForProbes() throws {
    let server = try TestServer { $0.token = "s3cret-token" }
    let missing = try server.send("POST", "/v1/suggestions", body: Fixtures.mlKit)
    #expect(
      missing.isProblem("unauthorized", 401) && missing.headers["www-authenticate"] == #"Bearer realm="smartreply""#)
    let wrong = try server.send(
      "POST", "/v1/suggestions", body: Fixtures.mlKit,
      headers: ["Content-Type: application/json", "Authorization: Bearer s3cret-tokem"])
    #expect(wrong.isProblem("unauthorized", 401))
    #expect(try server.send("GET", "/nowhere").isProblem("unauthorized", 401))
    let right = try server.send(
      "POST", "/v1/suggestions", body: Fixtures.mlKit,
      headers: ["Content-Type: application/json", "Authorization: bearer s3cret-token"])
    #expect(right.status == 200)
    #expect(try server.send("GET", "/healthz").status == 200 && server.send("GET", "/readyz").status == 200)
  }

  @Test func nonLoopbackHostNeedsATokenOrExplicitPermission() throws {
    var configuration = ServiceConfigurationFixture.make(host: "0.0.0.0")
    #expect(throws: (any Error).self) { try ServiceConfigurationFixture.server(configuration) }
    configuration.allowUnauthenticated = true
    #expect(throws: Never.self) { try ServiceConfigurationFixture.server(configuration) }
    configuration.allowUnauthenticated = false
    configuration.token = "t"
    #expect(throws: Never.self) { try ServiceConfigurationFixture.server(configuration) }
    #expect(throws: Never.self) {
      try ServiceConfigurationFixture.server(ServiceConfigurationFixture.make(host: "::1"))
    }
  }
}
