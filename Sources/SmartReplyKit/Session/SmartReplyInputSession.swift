import SmartReplyModel

/// The Smart Reply lifecycle of one text input, without UIKit: when to ask for suggestions, when
/// to refresh them, which results to drop, and what inserting a suggestion puts in the field.
///
/// ```swift
/// let session = SmartReplyInputSession(provider: try SmartReplyGenerator())
/// session.conversationContext = .message(context)
/// session.beginEditing(TextInputState())
/// for await update in session.updates { render(update) }
/// // after sending or receiving a message:
/// session.conversationContext(.message(updated), didChange: TextInputState())
/// ```
///
/// Requests are made only while editing, into an empty field with no marked text, no selection
/// and no secure entry, when the newest entry is someone else's and the context validates.
/// Results for an older context or another thread are dropped; a request for the entry already
/// answered is not repeated; a request that outlives ``timeout`` is abandoned; ending editing
/// cancels work in flight. All methods may be called from any thread.
public final class SmartReplyInputSession: Sendable {
  /// Turns a chosen mail suggestion into the full reply to put in the field.
  public typealias LongFormHandler = @Sendable (MailConversationContext, SmartReplySuggestion) async throws -> String

  /// Updates for the UI, in order.
  public let updates: AsyncStream<SessionUpdate>
  /// How long a request may take before it is abandoned.
  public let timeout: Duration

  private struct RequestKey: Hashable {
    var thread: String
    var newestEntry: String
    var revision: Int
  }

  private struct State {
    var context: ConversationDocument?
    /// Counts changes of the context being edited against; results carry the one they were for.
    var revision = 0
    var editingContext: ConversationDocument?
    var isEditing = false
    var field = TextInputState()
    /// The request being answered. Recorded before its task is created, so the task's `finish`
    /// always finds it, however soon the provider answers.
    var inFlight: RequestKey?
    /// The task of the newest request (for cancelling it), stored once created; it may already
    /// have finished.
    var inFlightTask: Task<Void, Never>?
    /// The newest request task, kept after it finishes: it emits its own answer, so awaiting it
    /// is awaiting that update (``settled()``).
    var latestTask: Task<Void, Never>?
    var answered: (key: RequestKey, result: SmartReplyResult)?
    var lastUpdate: SessionUpdate?
    var prepared: (revision: Int, conversation: PreparedConversation)?
    var observer: (@Sendable (SessionUpdate) -> Void)?
  }

  private let state = Locked(State())
  private let provider: any SuggestionProvider
  private let maxCount: Int
  private let longFormHandler: LongFormHandler?
  private let continuation: AsyncStream<SessionUpdate>.Continuation

  /// Creates a session that asks `provider` for up to `maxCount` suggestions; mail suggestions
  /// are expanded by `longFormHandler` (the built-in drafter unless you pass your own, or nil to
  /// insert the short reply as is).
  public init(
    provider: any SuggestionProvider, maxCount: Int = SmartReplyGenerator.defaultMaxCount,
    timeout: Duration = .seconds(5),
    longFormHandler: LongFormHandler? = BuiltInReplyDrafter.longFormHandler
  ) {
    self.provider = provider
    self.maxCount = maxCount
    self.timeout = timeout
    self.longFormHandler = longFormHandler
    (updates, continuation) = AsyncStream.makeStream(of: SessionUpdate.self, bufferingPolicy: .unbounded)
  }

  deinit {
    state.withLock { $0.inFlightTask?.cancel() }
    continuation.finish()
  }

  /// The conversation; set it before editing begins. It is read once per editing session, so
  /// changes while editing take effect through ``conversationContext(_:didChange:)``.
  public var conversationContext: ConversationDocument? {
    get { state.withLock { $0.context } }
    set { state.withLock { $0.context = newValue } }
  }

  /// A closure called with every update, for UIKit-style delegates (the stream gets them too).
  public func setUpdateHandler(_ handler: (@Sendable (SessionUpdate) -> Void)?) {
    state.withLock { $0.observer = handler }
  }

  /// The text input gained focus.
  public func beginEditing(_ field: TextInputState = TextInputState()) {
    state.withLock {
      $0.isEditing = true
      $0.editingContext = $0.context
      $0.revision += 1
      $0.field = field
      $0.answered = nil
      $0.lastUpdate = nil
    }
    evaluate()
  }

  /// The text input lost focus: work in flight is cancelled and nothing more is requested.
  public func endEditing() {
    let task = state.withLock { state -> Task<Void, Never>? in
      state.isEditing = false
      defer { (state.inFlight, state.inFlightTask) = (nil, nil) }
      return state.inFlightTask
    }
    task?.cancel()
    emit(.suppressed(.notEditing))
  }

  /// The field's text, marked text or selection changed.
  public func textDidChange(_ field: TextInputState) {
    state.withLock { $0.field = field }
    evaluate()
  }

  /// A message was sent or received: the context is replaced and suggestions refresh.
  public func conversationContext(_ context: ConversationDocument?, didChange field: TextInputState?) {
    state.withLock {
      $0.context = context
      if $0.isEditing {
        $0.editingContext = context
        $0.revision += 1
      }
      if let field { $0.field = field }
    }
    evaluate()
  }

  /// The text to put in the field for `suggestion`: the reply itself for messages; for mail,
  /// the long-form handler's draft (the short reply when the handler is nil).
  public func insert(_ suggestion: SmartReplySuggestion) async throws -> String {
    let context = state.withLock { $0.editingContext ?? $0.context }
    if case .mail(let mail) = context, let longFormHandler {
      return try await longFormHandler(mail, suggestion)
    }
    return suggestion.smartReply
  }

  /// Waits until no request is in flight — its answer (or `.timedOut`) has been told to the
  /// stream and the update handler, or it was dropped — and returns the latest update the UI was
  /// told. A front end that makes a change and then needs its outcome (a line-driven or scripted
  /// UI, a test) awaits this instead of polling or predicting whether an update will come: an
  /// unchanged suppression, for one, is not told twice.
  @discardableResult
  public func settled() async -> SessionUpdate? {
    var awaited: Task<Void, Never>?
    while let task = state.withLock({ $0.latestTask }), task != awaited {
      awaited = task
      await task.value
    }
    return state.withLock { $0.lastUpdate }
  }

  // MARK: - Requests

  private func evaluate() {
    let decision = state.withLock { state -> (SuppressionReason?, RequestKey?, ConversationDocument?) in
      guard state.isEditing else { return (.notEditing, nil, nil) }
      guard let document = state.editingContext else { return (.noContext, nil, nil) }
      if let reason = Self.fieldSuppression(state.field) { return (reason, nil, nil) }  // keeps work in flight
      // Validation runs once per context revision, not on every keystroke.
      if state.prepared?.revision != state.revision {
        state.prepared = (state.revision, document.context.prepared())
      }
      let prepared = state.prepared!.conversation
      if prepared.diagnostics.hasErrors { return (.invalidContext(prepared.diagnostics), nil, nil) }
      guard let newest = prepared.turns.last, !newest.isFromSelf else { return (.newestEntryFromSelf, nil, nil) }
      let key = RequestKey(
        thread: document.context.threadIdentifier, newestEntry: newest.entryIdentifier, revision: state.revision)
      return (nil, key, document)
    }
    if let reason = decision.0 {
      // Typing only hides the chips: a request in flight still answers, for when the field is
      // empty again. Anything about the context itself makes that answer useless.
      if !reason.isAboutTextInput { cancelInFlight() }
      emit(.suppressed(reason))
      return
    }
    request(decision.1!, decision.2!)
  }

  private func request(_ key: RequestKey, _ document: ConversationDocument) {
    enum Action { case none, replay(SmartReplyResult), start(stale: Task<Void, Never>?) }
    let action = state.withLock { state -> Action in
      if state.inFlight == key { return .none }  // coalesced with the request in flight
      if let answered = state.answered, answered.key == key { return .replay(answered.result) }
      // Recorded before the task exists (task creation orders it before the task's `finish`,
      // which takes the lock and must find its own key however soon the provider answers).
      defer { (state.inFlight, state.inFlightTask) = (key, nil) }
      return .start(stale: state.inFlightTask)
    }
    switch action {
    case .none: return
    case .replay(let result): emit(.suggestions(result))
    case .start(let stale):
      stale?.cancel()
      let provider = provider
      let maxCount = maxCount
      let timeout = timeout
      let task = Task { [weak self] in
        let result = try? await withTimeLimit(timeout) { await provider.suggestions(for: document, maxCount: maxCount) }
        guard !Task.isCancelled else { return }
        self?.finish(key, result)
      }
      // Only fields `finish` never touches are written from here on (ThreadSanitizer cannot see
      // the ordering the lock gives against the task, which may already be finishing).
      state.withLock {
        $0.latestTask = task
        $0.inFlightTask = task
      }
    }
  }

  private func finish(_ key: RequestKey, _ result: SmartReplyResult?) {
    let current = state.withLock { state -> Bool in
      guard state.inFlight == key, state.isEditing, state.revision == key.revision,
        state.editingContext?.context.threadIdentifier == key.thread
      else { return false }  // stale: another thread, a newer revision, or editing ended
      state.inFlight = nil
      if let result { state.answered = (key, result) }
      return Self.fieldSuppression(state.field) == nil  // kept for later while the user types
    }
    guard current else { return }
    emit(result.map(SessionUpdate.suggestions) ?? .timedOut)
  }

  private func cancelInFlight() {
    let task = state.withLock { state -> Task<Void, Never>? in
      defer { (state.inFlight, state.inFlightTask) = (nil, nil) }
      return state.inFlightTask
    }
    task?.cancel()
  }

  private func emit(_ update: SessionUpdate) {
    let observer = state.withLock { state -> (@Sendable (SessionUpdate) -> Void)?? in
      // Suppressions repeat on every keystroke; tell the UI only when something changed.
      if case .suppressed = update, state.lastUpdate == update { return .none }
      state.lastUpdate = update
      return .some(state.observer)
    }
    guard let observer else { return }
    continuation.yield(update)
    observer?(update)
  }

  private static func fieldSuppression(_ field: TextInputState) -> SuppressionReason? {
    if field.isSecureTextEntry { return .secureTextEntry }
    if field.hasMarkedText { return .markedText }
    if field.hasSelection { return .selection }
    if !field.isEffectivelyEmpty { return .fieldNotEmpty }
    return nil
  }
}
