import Foundation
import SmartReplyModel

/// The interactive terminal front end: raw mode, a one-line editor, and a full redraw whenever
/// the draft, the thread or the chips change. The terminal is restored however it ends.
struct TerminalChat {
  let driver: ChatDriver

  func run() async {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      await driver.runLines(console: .standard)
      return
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    defer {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
      Self.write("\u{1B}[?25h\n")
    }
    let redraw = { @Sendable in Self.draw(driver.transcript.render()) }
    driver.setRedraw(redraw)
    await driver.start()
    redraw()
    var decoder = UTF8InputDecoder()
    while true {
      guard let byte = await Self.readByte() else { break }  // EOF
      switch byte {
      case 3, 4: return  // Ctrl-C, Ctrl-D
      case 13, 10:
        // A lone chip number puts that chip in the line; anything else is sent.
        let draft = driver.transcript.draft
        let chip = draft.count == 1 ? Int(draft) : nil
        if let chip, await driver.insertChip(chip) { break }
        await driver.send()
      case 127, 8:
        var draft = driver.transcript.draft
        if !draft.isEmpty { draft.removeLast() }
        driver.setDraft(draft)
      case 27:
        await Self.skipEscapeSequence()  // arrows and function keys are not edited here
        continue
      default:
        if let text = decoder.feed(byte) { driver.setDraft(driver.transcript.draft + text) }
      }
      redraw()
    }
  }

  /// Reads the rest of an escape sequence (`ESC [ … final` or `ESC O x`) so none of it is typed.
  private static func skipEscapeSequence() async {
    guard let introducer = await readByte(), introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return
    }
    while let byte = await readByte(), !(0x40...0x7E).contains(byte) {}
  }

  private static func readByte() async -> UInt8? {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var byte: UInt8 = 0
        while true {
          let count = Foundation.read(STDIN_FILENO, &byte, 1)
          if count == 1 { return continuation.resume(returning: byte) }
          if count < 0, errno == EINTR { continue }  // a resize interrupts the read
          return continuation.resume(returning: nil)
        }
      }
    }
  }

  private static let lock = Locked(())

  private static func draw(_ screen: String) {
    lock.withLock { _ in write("\u{1B}[2J\u{1B}[H" + screen.replacingOccurrences(of: "\n", with: "\r\n")) }
  }

  private static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

/// Turns typed bytes into text, replacing invalid UTF-8 with U+FFFD rather than failing.
struct UTF8InputDecoder {
  private var pending: [UInt8] = []

  mutating func feed(_ byte: UInt8) -> String? {
    if byte < 0x20 { return nil }
    pending.append(byte)
    let expected: Int
    switch pending[0] {
    case 0x00..<0x80: expected = 1
    case 0xC0..<0xE0: expected = 2
    case 0xE0..<0xF0: expected = 3
    case 0xF0..<0xF8: expected = 4
    default:
      pending = []
      return "\u{FFFD}"
    }
    guard pending.count >= expected else { return nil }
    defer { pending = [] }
    return String(decoding: pending, as: UTF8.self)
  }
}
