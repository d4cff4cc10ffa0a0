import Foundation
import SmartReplyKit

/// `POST /v1/drafts`: `{"context": <mail context>, "reply": "...", "timeZone"?: "..."}` →
/// `{"subject", "body", "to", "cc", "language", "notes"}` (the ``ReplyDraft`` encoding; `notes`
/// words its source), written by the language-model backend when one is configured (given what
/// remains of the request's deadline) with the built-in drafter as its fallback — also when the
/// backend's answer is not there in time — else by the built-in drafter.
struct DraftsHandler: EndpointHandler {
  let backend: LanguageModelBackend?
  let timeZone: TimeZone

  /// The backend is waited for on a thread of its own.
  var mayBlock: Bool { backend != nil }

  func handle(_ request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    do {
      let (mail, reply, zone) = try parse(request)
      let draft: ReplyDraft
      let drafter = BuiltInReplyDrafter(timeZone: zone)
      if var backend {
        let remaining = context.deadline - ContinuousClock.now - .milliseconds(250)
        guard remaining > .zero else { throw Problem(.deadlineExceeded, detail: "the request deadline passed") }
        backend.timeout = min(backend.timeout, remaining)
        var modelDrafter = LanguageModelReplyDrafter(backend: backend)
        modelDrafter.fallback = drafter
        let finished = modelDrafter
        // The backend's own timeout normally ends the wait; this bound also holds when the
        // task cannot even start in time. Either way the built-in drafter answers.
        let waitUntil = min(context.deadline, ContinuousClock.now + backend.timeout + .seconds(1))
        if let outcome = BlockingTask.run(until: waitUntil, { try await finished.draft(for: mail, reply: reply) }) {
          draft = try outcome.get()
        } else {
          var fallback = try drafter.makeDraft(for: mail, reply: reply)
          fallback.source = .builtIn(fallbackReason: "timed out")
          draft = fallback
        }
      } else {
        draft = try drafter.makeDraft(for: mail, reply: reply)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return .json(data: try encoder.encode(draft))
    } catch let problem as Problem {
      return problem.response
    } catch let error as DraftingError {
      switch error {
      case .invalidContext(let diagnostics):
        return Problem(
          .invalidContext, detail: "the context has errors; see diagnostics",
          extensions: ["diagnostics": diagnostics]
        ).response
      case .noDraft(let reason):
        return Problem(.noDraft, detail: reason).response
      }
    } catch {
      return Problem(.internalError, detail: "the draft could not be made").response
    }
  }

  private func parse(_ request: HTTPRequest) throws(Problem) -> (
    MailConversationContext, SmartReplySuggestion, TimeZone
  ) {
    guard let object = try RequestBody.jsonValue(request.body) as? [String: Any] else {
      throw Problem(.invalidRequest, detail: "the body must be a JSON object {\"context\", \"reply\"}")
    }
    guard let rawContext = object["context"], !(rawContext is NSNull) else {
      throw Problem(.invalidRequest, detail: "context: missing required field")
    }
    guard let reply = object["reply"] as? String else {
      throw Problem(.invalidRequest, detail: "reply: expected a string")
    }
    let trimmed = reply.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw Problem(.invalidRequest, detail: "reply: expected some text (it was empty)") }
    guard JSONSerialization.isValidJSONObject(rawContext),
      let contextData = try? JSONSerialization.data(withJSONObject: rawContext)
    else { throw Problem(.invalidContext, detail: "context: expected an object") }
    let zoneName = object["timeZone"]
    guard zoneName == nil || zoneName is String else {
      throw Problem(.invalidRequest, detail: "timeZone: expected a string")
    }
    let zone = try QueryParameters.timeZone(
      (zoneName as? String) ?? request.queryValue("timeZone"), name: "timeZone", default: timeZone)
    let document = try RequestBody.document(Array(contextData), prefix: "context.")
    guard case .mail(let mail) = document else {
      throw Problem(
        .notMailContext, detail: "context is a \(document.typeName) context; drafts need \"type\": \"mail\"")
    }
    return (mail, SmartReplySuggestion(smartReply: trimmed), zone)
  }
}
