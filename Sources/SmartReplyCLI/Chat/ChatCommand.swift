import Foundation
import SmartReplyKit
import SmartReplyModel

/// `smartreply chat`: a terminal chat built on ``SmartReplyInputSession``.
struct ChatCommand: Command {
  let name = "chat"
  let summary = "Chat in the terminal with suggestion chips (scripted replies from the file)"
  let help = """
    USAGE: smartreply chat <file> [--replay <n>]

    Shows the thread, up to three suggestion chips and an input line. Type 1–3 and Enter to put
    that chip in the input line (edit it if you like), Enter to send. The other party answers
    from the file's "script" array (entries with a "text"), or with --replay N from the file's
    own entries after the first N. Ctrl-C or Ctrl-D quits.

    When standard input is not a terminal, each input line is a command — "1"–"3" inserts a
    chip, an empty line sends, any other text is typed and sent, "/quit" quits — and every
    screen is printed as text.

    OPTIONS:
      --replay <n>   start with the first n entries and script the rest
    """
  let valuedOptions: Set<String> = ["replay"]
  let flagOptions: Set<String> = []

  func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positional.count == 1 else { throw UsageError("give exactly one chat file") }
    let path = arguments.positional[0]
    let replay = try arguments.value("replay").map { _ in try arguments.integer("replay", default: 0, in: 0...100_000) }
    let script: ChatScript
    do {
      script = try ChatScript(contentsOf: URL(fileURLWithPath: path), replay: replay)
    } catch let error as ContextDecodingError {
      throw InputOutputError("\(path): \(error.description)")
    }
    let session = SmartReplyInputSession(provider: try SmartReplyGenerator.loadBundled())
    let driver = ChatDriver(session: session, transcript: ChatTranscript(script))
    if console === Console.standard, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
      await TerminalChat(driver: driver).run()
    } else {
      await driver.runLines(console: console)
    }
    return 0
  }
}

/// Connects the transcript to the session: every change of the thread or the draft is told to the
/// session, and its updates land in the transcript. The session alone decides what to show: after
/// each change the driver awaits ``SmartReplyInputSession/settled()``, by which time any update the
/// change caused has reached the transcript through the update handler.
final class ChatDriver: Sendable {
  let session: SmartReplyInputSession
  private let state: Locked<ChatTranscript>
  private let redraw = Locked<(@Sendable () -> Void)?>(nil)

  init(session: SmartReplyInputSession, transcript: ChatTranscript) {
    self.session = session
    state = Locked(transcript)
    session.setUpdateHandler { [weak self] update in
      guard let self else { return }
      state.withLock { $0.apply(update) }
      redraw.withLock { $0 }?()
    }
  }

  /// Called after every session update (the terminal repaints).
  func setRedraw(_ action: @escaping @Sendable () -> Void) { redraw.withLock { $0 = action } }

  var transcript: ChatTranscript { state.withLock { $0 } }

  func start() async {
    session.conversationContext = transcript.document
    session.beginEditing(TextInputState())
    await session.settled()
  }

  /// Puts chip `number` (1-based) in the draft; false if there is no such chip.
  func insertChip(_ number: Int) async -> Bool {
    let chips = transcript.chips
    guard number >= 1, number <= chips.count, let text = try? await session.insert(chips[number - 1]) else {
      return false
    }
    setDraft(text)
    return true
  }

  func setDraft(_ text: String) {
    state.withLock { $0.draft = text }
    session.textDidChange(TextInputState(text: text))
  }

  /// Sends the draft; the scripted reply (if any) follows and the session's answer to the new
  /// thread (fresh chips, or why there are none) is in the transcript when this returns.
  func send() async {
    let sent = state.withLock { $0.sendDraft(at: Date()) }
    guard sent else { return }
    session.conversationContext(transcript.document, didChange: TextInputState())
    await session.settled()
  }

  /// Line mode: one command per line, every screen printed.
  func runLines(console: Console) async {
    await start()
    console.print(transcript.render() + "\n")
    while let rawLine = console.readLine() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line == "/quit" { break }
      if let number = Int(line), line.count == 1 {
        if !(await insertChip(number)) { console.print("(no chip \(number))") }
      } else if line.isEmpty {
        await send()
      } else {
        setDraft(line)
        await send()
      }
      console.print(transcript.render() + "\n")
    }
    session.endEditing()
  }
}
