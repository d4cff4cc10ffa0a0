import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an OpenAI-compatible chat-completions server is (llama.cpp server, Ollama, vLLM, a hosted
/// API) and how long to wait for it.
public struct LanguageModelBackend: Sendable, Hashable {
  /// The server's base URL, with or without the `/v1` suffix.
  public var baseURL: URL
  /// The model name to ask for.
  public var model: String
  /// A bearer token, when the server needs one.
  public var apiKey: String?
  /// How long to wait for an answer.
  public var timeout: Duration
  /// The most bytes of an answer read; a larger answer is refused and the built-in drafter writes.
  public var maxAnswerBytes: Int

  /// The default answer limit, 64 KiB: far more than an email reply needs.
  public static let defaultMaxAnswerBytes = 64 * 1024

  /// Creates a backend description.
  public init(
    baseURL: URL, model: String, apiKey: String? = nil, timeout: Duration = .seconds(20),
    maxAnswerBytes: Int = LanguageModelBackend.defaultMaxAnswerBytes
  ) {
    self.baseURL = baseURL
    self.model = model
    self.apiKey = apiKey
    self.timeout = timeout
    self.maxAnswerBytes = maxAnswerBytes
  }

  /// The backend named by `SMARTREPLY_LLM_BASE_URL`, `SMARTREPLY_LLM_MODEL` and
  /// `SMARTREPLY_LLM_API_KEY`, if the first two are set.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> LanguageModelBackend?
  {
    guard let base = environment["SMARTREPLY_LLM_BASE_URL"], let url = URL(string: base),
      let model = environment["SMARTREPLY_LLM_MODEL"], !model.isEmpty
    else { return nil }
    return LanguageModelBackend(baseURL: url, model: model, apiKey: environment["SMARTREPLY_LLM_API_KEY"])
  }

  /// The chat-completions endpoint.
  var endpoint: URL {
    let path =
      baseURL.path.hasSuffix("/v1") || baseURL.path.hasSuffix("/v1/") ? "chat/completions" : "v1/chat/completions"
    return baseURL.appendingPathComponent(path)
  }
}

/// Drafts with a language model, and with the built-in drafter whenever the model fails (refused,
/// timed out, HTTP error, malformed or empty answer): a draft is never lost, and its `source` says
/// why the fallback was used. Subject and recipients always come from the context; the answer is read
/// up to ``LanguageModelBackend/maxAnswerBytes`` and cleaned of escapes, control and bidi
/// characters and header-like lines before it becomes the body.
public struct LanguageModelReplyDrafter: ReplyDrafter {
  /// The server.
  public var backend: LanguageModelBackend
  /// The fallback, and the source of subject and recipients.
  public var fallback = BuiltInReplyDrafter()

  /// Creates a drafter for `backend`.
  public init(backend: LanguageModelBackend) {
    self.backend = backend
  }

  /// The draft for `suggestion`, written by the model or, failing that, by the built-in drafter.
  public func draft(for context: MailConversationContext, reply suggestion: SmartReplySuggestion) async throws
    -> ReplyDraft
  {
    var draft = try fallback.makeDraft(for: context, reply: suggestion)
    do {
      let body = try await complete(
        DraftPrompt(context: context, reply: suggestion.smartReply, language: draft.language))
      draft.body = body
      draft.source = .languageModel(model: backend.model)
    } catch {
      draft.source = .builtIn(fallbackReason: Self.reason(error))
    }
    return draft
  }

  private static func reason(_ error: any Error) -> String {
    if let error = error as? URLError {
      switch error.code {
      case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .notConnectedToInternet:
        return "could not connect"
      case .timedOut: return "timed out"
      default: return "network error \(error.code.rawValue)"
      }
    }
    return "\(error)"
  }

  /// Why the model's answer could not be used.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private func complete(_ prompt: DraftPrompt) async throws -> String {
    var request = URLRequest(url: backend.endpoint)
    request.httpMethod = "POST"
    request.timeoutInterval = Double(backend.timeout.components.seconds) + 1
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let key = backend.apiKey, !key.isEmpty { request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization") }
    request.httpBody = try JSONSerialization.data(withJSONObject: [
      "model": backend.model, "temperature": 0.3,
      "messages": [["role": "system", "content": prompt.instructions], ["role": "user", "content": prompt.thread]],
    ])
    let finished = request
    let limit = backend.maxAnswerBytes
    guard
      let (data, response) = try await withTimeLimit(
        backend.timeout,
        {
          try await BoundedDownload.data(for: finished, limit: limit)
        })
    else { throw Failure(description: "timed out after \(backend.timeout)") }
    guard let status = (response as? HTTPURLResponse)?.statusCode else {
      throw Failure(description: "no HTTP response")
    }
    guard (200..<300).contains(status) else { throw Failure(description: "HTTP \(status)") }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let choices = object["choices"] as? [[String: Any]], let message = choices.first?["message"] as? [String: Any],
      let content = message["content"] as? String
    else { throw Failure(description: "malformed answer") }
    let body = DraftAnswer.clean(content)
    guard !body.isEmpty else { throw Failure(description: "empty answer") }
    return body
  }
}
